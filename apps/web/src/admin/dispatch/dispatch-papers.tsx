"use client";

import { useState } from "react";
import styles from "../ui/admin.module.css";
import { toastFailed } from "../ui/toast";
import { dispatchApi } from "./api";

/**
 * The papers that go with the goods: the packing slip (always), and the tax invoice in triplicate once
 * it is issued (the original for the buyer, the duplicate for the transporter, the triplicate kept).
 */
export function DispatchPapers({
  orderId,
  orderNumber,
  invoiced,
  compact = false,
}: {
  orderId: number;
  orderNumber: string;
  invoiced: boolean;
  compact?: boolean;
}) {
  const [busy, setBusy] = useState<"slip" | "invoice" | null>(null);
  async function get(which: "slip" | "invoice") {
    setBusy(which);
    try {
      if (which === "slip") await dispatchApi.packingSlip(orderId, orderNumber);
      else await dispatchApi.invoice(orderId, orderNumber);
    } catch (error) {
      toastFailed(error);
    } finally {
      setBusy(null);
    }
  }
  const button = compact ? styles.linkButton : "btn btn-outline";
  return (
    <span className={styles.actions}>
      <button
        type="button"
        className={button}
        disabled={busy === "slip"}
        aria-busy={busy === "slip" || undefined}
        aria-label={`Packing slip of ${orderNumber} (PDF)`}
        onClick={() => get("slip")}
      >
        Packing slip
      </button>
      {invoiced ? (
        <button
          type="button"
          className={button}
          disabled={busy === "invoice"}
          aria-busy={busy === "invoice" || undefined}
          aria-label={`Tax invoice in triplicate of ${orderNumber} (PDF)`}
          onClick={() => get("invoice")}
        >
          Tax invoice in triplicate
        </button>
      ) : null}
    </span>
  );
}
