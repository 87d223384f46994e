import { env } from "@/env";
import { type AnalyticsConfig, readAnalyticsConfig } from "./analytics-calls";

// The settings come from src/env.ts, read when the server starts (robots.txt, the sitemap and the home
// page are rendered per request), so one build can be pointed at any public address or tracker.

/** The shop's public origin for absolute URLs in the sitemap, robots.txt and structured data. */
export function publicWebUrl(): string {
  return env.PUBLIC_WEB_URL;
}

/** Trackers to load: none unless ANALYTICS_ID or PIXEL_ID is set. */
export function analyticsConfig(): AnalyticsConfig {
  return readAnalyticsConfig({ ANALYTICS_ID: env.ANALYTICS_ID, PIXEL_ID: env.PIXEL_ID });
}
