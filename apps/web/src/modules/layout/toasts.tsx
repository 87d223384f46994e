"use client";

import { TOAST_MS } from "@roshni/core";
import { ToastContainer } from "react-toastify";
import { useI18n } from "@/lib/store";

/** SPEC.md section 2: top-right, closed after 5000 ms, dragged away at 80 %. */
export function Toasts() {
  const { language } = useI18n();
  return (
    <ToastContainer
      position={language.direction === "rtl" ? "top-left" : "top-right"}
      autoClose={TOAST_MS}
      draggablePercent={80}
      rtl={language.direction === "rtl"}
      newestOnTop
    />
  );
}
