import type { ToastOptions } from "react-toastify";
import { type Direction, directedText } from "./i18n/languages";

// react-toastify is loaded on the first toast, not with every page: most visits never show one. Toasts
// asked for while it loads are queued by react-toastify and shown once its container mounts.

type Toastify = typeof import("react-toastify");

let loading: Promise<Toastify> | null = null;
const listeners = new Set<() => void>();

function loadToastify(): Promise<Toastify> {
  if (!loading) {
    loading = import("react-toastify");
    for (const listener of listeners) listener();
  }
  return loading;
}

/**
 * A toast's text in the page's direction: right to left, a message not yet isolated (one from the API, say)
 * becomes a first-strong isolate like the shop's own texts, so its full stop stays at its end.
 */
export function toastText(message: string, direction: Direction): string {
  return message.startsWith("\u2068") ? message : directedText(direction, message);
}

function show(kind: "success" | "error", message: string, options?: ToastOptions): void {
  const direction: Direction = document.documentElement.dir === "rtl" ? "rtl" : "ltr";
  void loadToastify().then(({ toast: shown }) => {
    shown[kind](toastText(message, direction), options);
  });
}

/** The shop's toasts (SPEC.md section 2): success and error messages. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
};

/** For the container: whether a toast has been asked for yet (then its code is loading or loaded). */
export function subscribeToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsWanted(): boolean {
  return loading !== null;
}
