import { type AnalyticsConfig, setupCalls, type TrackerCall, type TrackerName } from "./analytics-calls";

type TrackerFunction = (...args: unknown[]) => void;

/** The globals the two vendors' libraries read their queued calls from. */
export interface TrackerHost {
  dataLayer?: unknown[];
  gtag?: TrackerFunction;
  fbq?: TrackerFunction & { queue?: unknown[] };
  _fbq?: unknown;
}

interface PixelStub extends TrackerFunction {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: TrackerFunction;
  loaded: boolean;
  version: string;
}

const installed = new WeakSet<object>();

/**
 * gtag's documented stub: gtag.js reads `arguments` objects from `dataLayer`, so plain arrays would be
 * ignored once the library loads.
 */
function gtagStub(host: TrackerHost): TrackerFunction {
  const layer = host.dataLayer ?? [];
  host.dataLayer = layer;
  return function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js only understands the Arguments object
    layer.push(arguments);
  };
}

/** The pixel's documented stub: calls wait in `queue` until fbevents.js takes over through `callMethod`. */
function pixelStub(host: TrackerHost): TrackerFunction {
  const stub = ((...args: unknown[]) => {
    if (stub.callMethod) stub.callMethod(...args);
    else stub.queue.push(args);
  }) as PixelStub;
  stub.queue = [];
  stub.push = stub;
  stub.loaded = true;
  stub.version = "2.0";
  if (!host._fbq) host._fbq = stub;
  return stub;
}

/**
 * Makes `gtag` and `fbq` callable before their libraries arrive (the calls are queued and replayed by the
 * libraries) and sends the setup calls once per page load.
 */
export function installTrackers(host: TrackerHost, config: AnalyticsConfig, now: Date): void {
  if (config.gaId && !host.gtag) host.gtag = gtagStub(host);
  if (config.pixelId && !host.fbq) host.fbq = pixelStub(host);
  if (installed.has(host)) return;
  installed.add(host);
  callTrackers(host, setupCalls(config, now));
}

export function callTrackers(host: TrackerHost, calls: readonly TrackerCall[]): void {
  for (const call of calls) {
    const tracker: TrackerFunction | undefined = host[call.tracker satisfies TrackerName];
    tracker?.(...call.args);
  }
}
