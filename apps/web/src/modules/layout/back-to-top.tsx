"use client";

import { BACK_TO_TOP_PX } from "@roshni/core";
import { useEffect, useState } from "react";
import { useI18n } from "@/lib/store";
import { ArrowUpIcon } from "./icons";

/** Appears after scrolling 300 px (SPEC.md section 9). */
export function BackToTop() {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <button
      type="button"
      className={`back-to-top${visible ? " is-visible" : ""}`}
      aria-label={t("footer.backToTop")}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      data-testid="back-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
    >
      <ArrowUpIcon />
    </button>
  );
}
