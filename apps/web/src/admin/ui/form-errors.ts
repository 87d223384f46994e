import type { FieldErrors, FieldValues, Path, Resolver, UseFormReturn } from "react-hook-form";
import { ZodError, type z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { toastFailed } from "./toast";

/**
 * One message per field of a form from the schema's or the API's messages (`fields` by path such as
 * `lines.0.qty`: the first part names the form field). `rename` maps an API field to the form's field
 * that holds it (the API names buyer ids, the form holds the buyers).
 */
export function fieldErrorsOf<T extends FieldValues>(
  fields: Record<string, string>,
  rename: Record<string, string> = {},
): FieldErrors<T> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = path.split(".")[0] as string;
    errors[rename[field] ?? field] ??= { type: "validate", message };
  }
  return errors as FieldErrors<T>;
}

/**
 * A react-hook-form resolver that checks the body the form would send with the core's zod schema, so
 * the form says exactly what the API would refuse, with the same sentences.
 */
export function bodyResolver<T extends FieldValues>(
  schema: z.ZodType,
  toBody: (values: T) => unknown,
  rename: Record<string, string> = {},
): Resolver<T> {
  return async (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values, errors: {} };
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) fields[issue.path.join(".")] ??= issue.message;
    return { values: {}, errors: fieldErrorsOf<T>(fields, rename) };
  };
}

/**
 * A refused save: the per-field messages (the API's, or the core schema's when the browser checked the
 * body before sending) go under their fields; a toast says what failed only when the API refused it.
 */
export function showSaveError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError">,
  error: unknown,
  rename: Record<string, string> = {},
): void {
  const fields =
    error instanceof ApiError
      ? error.fields
      : error instanceof ZodError
        ? Object.fromEntries(error.issues.map((issue) => [issue.path.join("."), issue.message]).reverse())
        : {};
  for (const [name, value] of Object.entries(fieldErrorsOf<T>(fields, rename))) {
    form.setError(name as Path<T>, { type: "server", message: value?.message as string });
  }
  toastFailed(error);
}
