import { type NextRequest, NextResponse } from "next/server";
import { env } from "./env";
import { createNonce, securityHeaders } from "./lib/security-headers";

/**
 * Every page answer carries the browser security headers, with a Content-Security-Policy whose script
 * nonce is new for each request. Next.js reads the policy from the request headers and puts the nonce on
 * the scripts it renders (every page is rendered per request). The /v1 and /storage proxies keep the
 * API's own headers.
 */
export function proxy(request: NextRequest): NextResponse {
  const headers = securityHeaders({
    nonce: createNonce(),
    analyticsId: env.ANALYTICS_ID,
    pixelId: env.PIXEL_ID,
    development: process.env.NODE_ENV === "development",
    production: env.PRODUCTION,
    paymentGatewayOrigins: env.PAYMENT_GATEWAY_ORIGINS,
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", headers["Content-Security-Policy"] as string);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

// Prefetches (Next-Router-Prefetch, Purpose or Sec-Purpose: prefetch) go through it too: a prefetched
// page is the page a browser may show, and it must not arrive without the headers.
export const config = {
  matcher: ["/((?!v1/|storage/|_next/static|_next/image|favicon.ico|icon.svg).*)"],
};
