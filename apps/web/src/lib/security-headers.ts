/**
 * The storefront's browser security headers (set per request by src/proxy.ts). Scripts run only with the
 * request's nonce (Next.js puts it on its own inline and bundle scripts) or when such a script loads them
 * ('strict-dynamic': the analytics and pixel libraries next/script adds); no page may be framed by another
 * site; styles allow inline `style` attributes (React sets them), nothing else inline.
 */

export interface SecurityHeaderOptions {
  nonce: string;
  /** Google Analytics measurement id: its collection and image origins are allowed when set. */
  analyticsId: string;
  /** Meta pixel id: the same for the pixel. */
  pixelId: string;
  /** `next dev`: React needs eval for its error overlays. */
  development: boolean;
  /** Strict-Transport-Security: only where the shop is served over https. */
  production: boolean;
  /**
   * The payment gateway's origins: Razorpay Checkout's frame and calls (its script is added by the
   * storefront's own code, allowed by 'strict-dynamic'), or the local gateway's page and calls.
   */
  paymentGatewayOrigins?: readonly string[];
}

const GOOGLE_ANALYTICS = [
  "https://www.googletagmanager.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];
const META_PIXEL = ["https://connect.facebook.net", "https://www.facebook.com"];

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const trackers = [...(options.analyticsId ? GOOGLE_ANALYTICS : []), ...(options.pixelId ? META_PIXEL : [])];
  const gateway = options.paymentGatewayOrigins ?? [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    [
      "script-src",
      "'self'",
      `'nonce-${options.nonce}'`,
      "'strict-dynamic'",
      ...(options.development ? ["'unsafe-eval'"] : []),
    ],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...trackers],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...trackers, ...gateway],
    gateway.length > 0 ? ["frame-src", ...gateway] : ["frame-src", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/** Every header a storefront page answers with. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (options.production) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

/** A fresh nonce per request: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
