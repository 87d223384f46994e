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

/** Cookies mirror what the server must know before the first paint: token, locale, currency. */
export function writeCookie(name: string, value: string | null): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  const text =
    value === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the shop supports
  document.cookie = text;
}
