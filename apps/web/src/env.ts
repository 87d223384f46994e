// The storefront's only reader of process.env: each setting is validated once, at first import.

/** An absolute http(s) URL setting as origin plus path without a trailing slash; throws on anything else. */
export function parseUrlSetting(name: string, value: string | undefined, fallback: string): string {
  const raw = value?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`${name} must use http or https, got "${raw}"`);
  }
  return url.origin + url.pathname.replace(/\/+$/, "");
}

function readUrl(name: string, fallback: string): string {
  return parseUrlSetting(name, process.env[name], fallback);
}

function readCount(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new Error(`${name} must be a whole number from 0 to ${max}, got "${raw}"`);
  return value;
}

function readMs(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/**
 * Where the payment page comes from, for the pages' policy: Razorpay's checkout and API, and the
 * gateway RAZORPAY_API_BASE names (the local one), or, when no key is set, the local gateway `npm start`
 * runs on RAZORPAY_LOCAL_PORT. The same variables as the API's.
 */
function paymentGatewayOrigins(): string[] {
  const origins = ["https://checkout.razorpay.com", "https://api.razorpay.com"];
  const base = process.env.RAZORPAY_API_BASE?.trim();
  if (base) {
    const origin = new URL(base).origin;
    if (!origins.includes(origin)) origins.push(origin);
  } else if (!process.env.RAZORPAY_KEY_ID?.trim()) {
    origins.push(`http://127.0.0.1:${readCount("RAZORPAY_LOCAL_PORT", 4015, 65_535)}`);
  }
  return origins;
}

export const env = {
  /** Where the server reaches the API; also the target of the `/v1` and `/storage` proxy. */
  API_URL: readUrl("API_URL", "http://127.0.0.1:4000"),
  /** Upper bound for one server-side API call before it is reported as a timeout. */
  API_TIMEOUT_MS: readMs("API_TIMEOUT_MS", 10_000),
  /** The shop's public address for absolute URLs in the sitemap, robots.txt and structured data. */
  PUBLIC_WEB_URL: readUrl("PUBLIC_WEB_URL", "http://localhost:3000"),
  /** Google Analytics measurement id (`G-…`); analytics stay off without it. */
  ANALYTICS_ID: process.env.ANALYTICS_ID?.trim() ?? "",
  /** Meta (Facebook) pixel id; the pixel stays off without it. */
  PIXEL_ID: process.env.PIXEL_ID?.trim() ?? "",
  /** Port of `npm start` (server.ts), on every interface. */
  PORT: readCount("PORT", 3000, 65_535),
  /**
   * Proxies of the shop in front of the storefront (load balancer, TLS terminator) whose X-Forwarded-For
   * entries are trusted; 0: the storefront faces the buyers directly and uses the connection's address.
   */
  TRUSTED_PROXY_HOPS: readCount("TRUSTED_PROXY_HOPS", 0, 10),
  /**
   * The secret the API's workers send to POST /api/revalidate to expire cached answers after a write
   * (the same value as the API's REVALIDATE_SECRET); unset: the route refuses every call.
   */
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET?.trim() ?? "",
  PAYMENT_GATEWAY_ORIGINS: paymentGatewayOrigins(),
  /** `production` adds Strict-Transport-Security to the storefront's pages. */
  PRODUCTION: process.env.NODE_ENV === "production",
} as const;
