"use client";

import { toast } from "react-toastify";
import { ZodError } from "zod";
import { ApiError } from "@/lib/api/errors";

/** Every result of a staff action ends in a toast: what was done, or the API's sentence of why not. */
export function toastDone(message: string): void {
  toast.success(message);
}

/** The sentence of a form that the browser's own check stopped: the fields below say what to correct. */
export const FORM_INVALID_MESSAGE = "Some fields need a correction: see the messages under them.";

/**
 * A refused form that never reached the API (the core schema said no in the browser) is not a failure
 * of the shop: its sentences are under the fields, so it gets no "That did not work" toast.
 */
export function isClientValidation(error: unknown): boolean {
  return error instanceof ZodError;
}

export function toastFailed(error: unknown, fallback = "That did not work. Please try again."): void {
  if (isClientValidation(error)) return;
  toast.error(error instanceof ApiError ? error.message : fallback);
}

/** For a long form whose wrong field may be out of sight: a pointer to the messages, never a failure. */
export function toastInvalid(message = FORM_INVALID_MESSAGE): void {
  // One toast for a form that is refused again while its first refusal still shows.
  toast.error(message, { toastId: `invalid:${message}` });
}
