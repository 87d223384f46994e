"use client";

import { createApi } from "./endpoints";
import { createRequester } from "./request";

export const TOKEN_KEY = "token";
/** SPEC.md section 9: session-expiry reload delay. */
export const UNAUTHORIZED_RELOAD_MS = 500;
const AUTH_PAGES = ["/account/login", "/account/register"];

export function readStoredToken(): string | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

let signingOut = false;

/**
 * SPEC.md section 8: a 401 outside the sign-in and register pages means the session is gone; after 0.5 s all
 * local storage is cleared and the page reloads signed out.
 */
export function handleUnauthorized(): void {
  if (typeof window === "undefined" || signingOut) return;
  if (AUTH_PAGES.some((page) => window.location.pathname.startsWith(page))) return;
  signingOut = true;
  window.setTimeout(() => {
    try {
      window.localStorage.clear();
    } finally {
      // biome-ignore lint/suspicious/noDocumentCookie: the token cookie is the server's copy of localStorage 'token'
      document.cookie = `token=; Path=/; Max-Age=0; SameSite=Lax${window.location.protocol === "https:" ? "; Secure" : ""}`;
      window.location.reload();
    }
  }, UNAUTHORIZED_RELOAD_MS);
}

/** The API from the browser: same origin `/v1` (proxied), bearer from localStorage 'token'. */
export const clientApi = createApi(
  createRequester({ baseUrl: "/v1", token: readStoredToken, onUnauthorized: handleUnauthorized }),
);

/**
 * Tells the API to refuse this token from now on (POST /v1/customer/logout). Sent with the token itself,
 * not through `clientApi`: the buyer is signing out, so a 401 (a token already expired or revoked) must
 * not trigger the session-expiry reload, and a failure changes nothing for the buyer.
 */
export function signOutOnServer(token: string): void {
  createApi(createRequester({ baseUrl: "/v1", token: () => token }))
    .logout()
    .catch(() => {});
}
