// What the storefront tells its trackers (SPEC.md section 7: an analytics configuration call and a social
// pixel on every route change). Pure: the browser side only replays these calls on `window`.

export interface AnalyticsConfig {
  /** Google Analytics measurement id (`G-…`); null leaves gtag off. */
  gaId: string | null;
  /** Meta (Facebook) pixel id, digits only; null leaves the pixel off. */
  pixelId: string | null;
}

export type TrackerName = "gtag" | "fbq";

export interface TrackerCall {
  tracker: TrackerName;
  args: readonly unknown[];
}

export interface TrackerScript {
  id: string;
  src: string;
}

const GA_ID = /^G-[A-Z0-9]{4,20}$/;
const PIXEL_ID = /^\d{6,20}$/;

export const ANALYTICS_OFF: AnalyticsConfig = { gaId: null, pixelId: null };

function readId(name: string, raw: string | undefined, pattern: RegExp): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (pattern.test(value)) return value;
  // A mistyped id would send data nowhere: the tracker stays off and the log says why.
  console.error(`${name} "${value}" is not a valid id; that tracker stays off.`);
  return null;
}

/** ANALYTICS_ID and PIXEL_ID as a config; absent or malformed ids leave their tracker off. */
export function readAnalyticsConfig(source: {
  ANALYTICS_ID?: string | undefined;
  PIXEL_ID?: string | undefined;
}): AnalyticsConfig {
  return {
    gaId: readId("ANALYTICS_ID", source.ANALYTICS_ID, GA_ID),
    pixelId: readId("PIXEL_ID", source.PIXEL_ID, PIXEL_ID),
  };
}

export function isAnalyticsOn(config: AnalyticsConfig): boolean {
  return config.gaId !== null || config.pixelId !== null;
}

/** The libraries to load; empty when nothing is configured, so an unconfigured shop loads no tracker. */
export function trackerScripts(config: AnalyticsConfig): TrackerScript[] {
  const scripts: TrackerScript[] = [];
  if (config.gaId) {
    scripts.push({
      id: "gtag-library",
      src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.gaId)}`,
    });
  }
  if (config.pixelId) {
    scripts.push({ id: "pixel-library", src: "https://connect.facebook.net/en_US/fbevents.js" });
  }
  return scripts;
}

/** The path a page view reports: pathname plus the query, if any ('/shop/catalog?query=lamp'). */
export function pagePath(pathname: string, search: string): string {
  const query = search.startsWith("?") ? search.slice(1) : search;
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Calls made once when the trackers are installed. gtag's own page view is switched off because every
 * page view, the first one included, is sent by `routeChangeCalls`; otherwise the first page would count twice.
 */
export function setupCalls(config: AnalyticsConfig, now: Date): TrackerCall[] {
  const calls: TrackerCall[] = [];
  if (config.gaId) {
    calls.push({ tracker: "gtag", args: ["js", now] });
    calls.push({ tracker: "gtag", args: ["config", config.gaId, { send_page_view: false }] });
  }
  if (config.pixelId) calls.push({ tracker: "fbq", args: ["init", config.pixelId] });
  return calls;
}

/** Calls made for each page the buyer lands on: the analytics configuration call and the pixel's PageView. */
export function routeChangeCalls(config: AnalyticsConfig, path: string): TrackerCall[] {
  const calls: TrackerCall[] = [];
  if (config.gaId) calls.push({ tracker: "gtag", args: ["config", config.gaId, { page_path: path }] });
  if (config.pixelId) calls.push({ tracker: "fbq", args: ["track", "PageView"] });
  return calls;
}
