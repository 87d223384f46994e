// The few places the storefront touches browser storage; every access survives a blocked or full storage.

const YEAR_S = 60 * 60 * 24 * 365;

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the shop keeps working for this page view.
  }
}

/**
 * Seconds until a sign-in token expires, from its own `exp` claim (0 when it has none or is past it):
 * the `token` cookie lives exactly as long as the token, not a year.
 */
export function tokenLifetimeSeconds(token: string, nowMs = Date.now()): number {
  const payload = token.split(".")[1];
  if (!payload) return 0;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    if (typeof exp !== "number" || !Number.isFinite(exp)) return 0;
    return Math.max(0, Math.floor(exp - nowMs / 1000));
  } catch {
    return 0;
  }
}

/**
 * Cookies mirror what the server must know before the first paint: token, locale, currency. `Secure`
 * whenever the shop is served over https (production), so the token never travels in clear; over plain
 * http (a developer's machine) a Secure cookie would not be stored at all.
 */
export function writeCookie(name: string, value: string | null, maxAgeSeconds = YEAR_S): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  const text =
    value === null || maxAgeSeconds <= 0
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the shop supports
  document.cookie = text;
}

/** The `token` cookie, kept for the token's own lifetime (or removed with null). */
export function writeTokenCookie(name: string, token: string | null): void {
  writeCookie(name, token, token === null ? 0 : tokenLifetimeSeconds(token));
}
