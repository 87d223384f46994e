"use client";

import { usePathname, useSearchParams } from "next/navigation";
import Script from "next/script";
import { Suspense, useEffect, useRef } from "react";
import {
  type AnalyticsConfig,
  isAnalyticsOn,
  pagePath,
  routeChangeCalls,
  trackerScripts,
} from "./analytics-calls";
import { callTrackers, installTrackers, type TrackerHost } from "./tracker-queue";

function RouteTracker({ gaId, pixelId }: AnalyticsConfig) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // Strict mode runs effects twice in development; one route is one page view.
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    const path = pagePath(pathname, search);
    if (lastPath.current === path) return;
    lastPath.current = path;
    const config = { gaId, pixelId };
    const host = window as unknown as TrackerHost;
    installTrackers(host, config, new Date());
    callTrackers(host, routeChangeCalls(config, path));
  }, [gaId, pixelId, pathname, search]);

  return null;
}

/**
 * Analytics and the social pixel (ANALYTICS_ID, PIXEL_ID read by the server): their libraries load after
 * the page is interactive and every route change reports a page view. `Analytics` loads this module only
 * when one of them is configured.
 */
export default function Trackers({ config }: { config: AnalyticsConfig }) {
  if (!isAnalyticsOn(config)) return null;
  return (
    <>
      {trackerScripts(config).map((script) => (
        <Script key={script.id} id={script.id} src={script.src} strategy="afterInteractive" />
      ))}
      {/* useSearchParams needs a Suspense boundary so pages around it still render on the server. */}
      <Suspense fallback={null}>
        <RouteTracker gaId={config.gaId} pixelId={config.pixelId} />
      </Suspense>
    </>
  );
}
