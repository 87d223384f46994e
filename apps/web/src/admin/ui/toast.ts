"use client";

import { toast } from "react-toastify";
import { ApiError } from "@/lib/api/errors";

/** Every result of a staff action ends in a toast: what was done, or the API's sentence of why not. */
export function toastDone(message: string): void {
  toast.success(message);
}

export function toastFailed(error: unknown, fallback = "That did not work. Please try again."): void {
  toast.error(error instanceof ApiError ? error.message : fallback);
}
