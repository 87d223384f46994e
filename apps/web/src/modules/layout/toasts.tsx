"use client";

import { TOAST_MS } from "@roshni/core";
import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { useI18n } from "@/lib/store";
import { subscribeToastsWanted, toastsWanted } from "@/lib/toast";

const ToastContainer = dynamic(() => import("react-toastify").then((module) => module.ToastContainer), {
  ssr: false,
});

/**
 * SPEC.md section 2: closed after 5000 ms, dragged away at 80 %. At the bottom, at the end side of the
 * reading direction (full width on a phone), so a toast never covers the page's heading. The container
 * (and the library) arrive with the first toast.
 */
export function Toasts() {
  const { language } = useI18n();
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <ToastContainer
      position={language.direction === "rtl" ? "bottom-left" : "bottom-right"}
      autoClose={TOAST_MS}
      draggablePercent={80}
      rtl={language.direction === "rtl"}
      newestOnTop
    />
  );
}
