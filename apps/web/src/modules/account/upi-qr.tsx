"use client";

import { useEffect, useState } from "react";
import styles from "./account.module.css";

/**
 * A UPI link drawn as a QR code (SVG) with the qrcode library, which loads only on an order page that has
 * something to pay.
 */
export function UpiQr({ uri, label }: { uri: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import("qrcode")
      .then((qrcode) => qrcode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" }))
      .then((markup) => {
        if (live) setSvg(markup);
      })
      .catch(() => {
        if (live) setSvg(null);
      });
    return () => {
      live = false;
    };
  }, [uri]);
  if (!svg) return <div className={styles.upiQr} aria-busy="true" data-testid="upi-qr" data-uri={uri} />;
  return (
    // biome-ignore lint/performance/noImgElement: a data URL drawn in the browser, nothing for next/image to optimise
    <img
      className={styles.upiQr}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={200}
      height={200}
      data-testid="upi-qr"
      data-uri={uri}
    />
  );
}
