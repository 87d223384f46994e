"use client";

import dynamic from "next/dynamic";
import { useI18n, useQuickView } from "@/lib/store";

/** The overlay's place while a quick view loads. */
export function QuickViewLoading() {
  const { t } = useI18n();
  return (
    <div className="quickview-loading" role="status" aria-live="polite">
      <span className="spinner" /> {t("common.loading")}
    </div>
  );
}

// The overlay's code arrives with the first quick view (during its 350 ms wait), not with every page.
const QuickViewModal = dynamic(() => import("./quick-view-modal").then((mod) => mod.QuickViewModal), {
  loading: QuickViewLoading,
});

/** Mounted once in the root layout: the quick-view overlay while one is loading or open. */
export function QuickView() {
  const { open, loading } = useQuickView();
  return open || loading ? <QuickViewModal /> : null;
}
