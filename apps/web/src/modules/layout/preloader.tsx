"use client";

import { useEffect, useState } from "react";

/**
 * A thin glowing bar across the top until the first load completes, then it fades and leaves the DOM.
 * It does not cover the server-rendered page, so the content is readable (and measured) at once.
 */
export function Preloader() {
  const [phase, setPhase] = useState<"shown" | "fading" | "gone">("shown");
  useEffect(() => {
    let timer: number | undefined;
    const done = () => {
      setPhase("fading");
      timer = window.setTimeout(() => setPhase("gone"), 300);
    };
    if (document.readyState === "complete") done();
    else window.addEventListener("load", done, { once: true });
    return () => {
      window.removeEventListener("load", done);
      window.clearTimeout(timer);
    };
  }, []);
  if (phase === "gone") return null;
  return (
    <div
      className={`preloader${phase === "fading" ? " is-done" : ""}`}
      aria-hidden="true"
      data-testid="preloader"
    >
      <div className="preloader-bar" />
    </div>
  );
}
