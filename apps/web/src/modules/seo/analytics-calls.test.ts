import { describe, expect, it, vi } from "vitest";
import {
  ANALYTICS_OFF,
  isAnalyticsOn,
  pagePath,
  readAnalyticsConfig,
  routeChangeCalls,
  setupCalls,
  trackerScripts,
} from "./analytics-calls";
import { callTrackers, installTrackers, type TrackerHost } from "./tracker-queue";

const BOTH = { gaId: "G-ROSHNI2026", pixelId: "123456789012345" };
const NOW = new Date("2026-11-22T09:00:00Z");

describe("analytics configuration", () => {
  it("is off by default: no ids, no scripts, no calls on a route change", () => {
    const config = readAnalyticsConfig({});
    expect(config).toEqual(ANALYTICS_OFF);
    expect(isAnalyticsOn(config)).toBe(false);
    expect(trackerScripts(config)).toEqual([]);
    expect(routeChangeCalls(config, "/shop/catalog")).toEqual([]);
    expect(setupCalls(config, NOW)).toEqual([]);
  });

  it("takes a GA4 measurement id and a numeric pixel id, trimmed", () => {
    expect(readAnalyticsConfig({ ANALYTICS_ID: " G-ROSHNI2026 ", PIXEL_ID: "123456789012345\n" })).toEqual(
      BOTH,
    );
  });

  it("leaves a tracker off when its id is malformed rather than sending data nowhere", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(readAnalyticsConfig({ ANALYTICS_ID: "my-site", PIXEL_ID: "pixel-12" })).toEqual(ANALYTICS_OFF);
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });

  it("loads only the libraries of the configured trackers", () => {
    expect(trackerScripts({ gaId: "G-ROSHNI2026", pixelId: null })).toEqual([
      { id: "gtag-library", src: "https://www.googletagmanager.com/gtag/js?id=G-ROSHNI2026" },
    ]);
    expect(trackerScripts({ gaId: null, pixelId: "123456789012345" })).toEqual([
      { id: "pixel-library", src: "https://connect.facebook.net/en_US/fbevents.js" },
    ]);
  });
});

describe("a route change", () => {
  it("reports the path with its query", () => {
    expect(pagePath("/shop/catalog", "query=chandelier&page=2")).toBe(
      "/shop/catalog?query=chandelier&page=2",
    );
    expect(pagePath("/shop/catalog", "?query=lamp")).toBe("/shop/catalog?query=lamp");
    expect(pagePath("/about-us", "")).toBe("/about-us");
  });

  it("makes the analytics configuration call with the page path and the pixel's PageView", () => {
    expect(routeChangeCalls(BOTH, "/shop/Chandeliers?page=2")).toEqual([
      { tracker: "gtag", args: ["config", "G-ROSHNI2026", { page_path: "/shop/Chandeliers?page=2" }] },
      { tracker: "fbq", args: ["track", "PageView"] },
    ]);
    expect(routeChangeCalls({ gaId: null, pixelId: "123456789012345" }, "/")).toEqual([
      { tracker: "fbq", args: ["track", "PageView"] },
    ]);
  });

  it("switches gtag's automatic page view off at setup, so the first page is counted once", () => {
    expect(setupCalls(BOTH, NOW)).toEqual([
      { tracker: "gtag", args: ["js", NOW] },
      { tracker: "gtag", args: ["config", "G-ROSHNI2026", { send_page_view: false }] },
      { tracker: "fbq", args: ["init", "123456789012345"] },
    ]);
  });
});

describe("the tracker queues before the libraries load", () => {
  it("queue setup once and one page view per route change, in the vendors' formats", () => {
    const host: TrackerHost = {};
    installTrackers(host, BOTH, NOW);
    callTrackers(host, routeChangeCalls(BOTH, "/"));
    installTrackers(host, BOTH, NOW);
    callTrackers(host, routeChangeCalls(BOTH, "/shop/cart"));

    // gtag.js reads Arguments objects, so compare their contents.
    const layer = (host.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(layer).toEqual([
      ["js", NOW],
      ["config", "G-ROSHNI2026", { send_page_view: false }],
      ["config", "G-ROSHNI2026", { page_path: "/" }],
      ["config", "G-ROSHNI2026", { page_path: "/shop/cart" }],
    ]);
    expect(host.fbq?.queue).toEqual([
      ["init", "123456789012345"],
      ["track", "PageView"],
      ["track", "PageView"],
    ]);
  });

  it("hand calls to the pixel library once it has taken over the stub", () => {
    const host: TrackerHost = {};
    const config = { gaId: null, pixelId: "123456789012345" };
    installTrackers(host, config, NOW);
    const received: unknown[][] = [];
    Object.assign(host.fbq as object, { callMethod: (...args: unknown[]) => received.push(args) });
    callTrackers(host, routeChangeCalls(config, "/about-us"));
    expect(received).toEqual([["track", "PageView"]]);
    expect(host.fbq?.queue).toEqual([["init", "123456789012345"]]);
    expect(host.gtag).toBeUndefined();
    expect(host.dataLayer).toBeUndefined();
  });
});
