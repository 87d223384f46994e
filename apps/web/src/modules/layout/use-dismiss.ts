"use client";

import { usePathname } from "next/navigation";
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";

/** Closes a popup on a click or focus outside `ref` and on Escape, while `open`. */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [ref, open, close]);
}

/**
 * A header popup (menu, dropdown): whether it is open, `toggle` for its button, `close` for its items,
 * the `ref` of the element that bounds it and an `id` for aria-controls. It closes on a click, focus or
 * Escape outside (useDismiss) and when the route changes.
 */
export function usePopup<T extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const ref = useRef<T>(null);
  const id = useId();
  const pathname = usePathname();
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((was) => !was), []);
  useDismiss(ref, open, close);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation only
  useEffect(() => setOpen(false), [pathname]);
  return { open, close, toggle, ref, id };
}
