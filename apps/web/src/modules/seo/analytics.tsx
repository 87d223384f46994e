"use client";

import { lazy, Suspense } from "react";
import type { AnalyticsConfig } from "./analytics-calls";

// The trackers' code (next/script, the page-view queue) is a chunk of its own, fetched only by a shop that
// has analytics or a pixel configured: the frame every page ships carries just this loader.
const Trackers = lazy(() => import("./trackers"));

/**
 * Analytics and the social pixel, when configured (ANALYTICS_ID, PIXEL_ID read by the server). The frame
 * renders it only then (`isAnalyticsOn`); unconfigured, nothing is rendered and nothing loads.
 */
export function Analytics({ config }: { config: AnalyticsConfig }) {
  return (
    <Suspense fallback={null}>
      <Trackers config={config} />
    </Suspense>
  );
}
