"use client";

import { ApiError } from "@/lib/api";
import { toast } from "@/lib/toast";

/** API codes that belong to one field even when the answer names no `fields` (API.md error catalogue). */
const CODE_FIELDS: Record<string, string> = {
  EMAIL_TAKEN: "email",
  CURRENT_PASSWORD_WRONG: "currentPassword",
  INVALID_CREDENTIALS: "password",
};

/**
 * Puts an API failure where the buyer looks: a 422's `fields` (and the field a known code belongs to)
 * under those inputs, anything else in an error toast. Returns true when at least one field took it.
 */
export function showApiError<Name extends string>(
  error: unknown,
  options: {
    setError: (name: Name, error: { type: string; message: string }) => void;
    fields: readonly Name[];
    translate: (message: string) => string;
  },
): boolean {
  if (!(error instanceof ApiError)) {
    toast.error(options.translate("Something went wrong. Please try again."));
    return false;
  }
  const known = new Set<string>(options.fields);
  let placed = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!known.has(field)) continue;
    options.setError(field as Name, { type: "server", message: options.translate(message) });
    placed = true;
  }
  const codeField = CODE_FIELDS[error.code];
  if (!placed && codeField && known.has(codeField)) {
    options.setError(codeField as Name, {
      type: "server",
      message: options.translate(error.message),
    });
    placed = true;
  }
  if (!placed) toast.error(options.translate(error.message));
  return placed;
}
