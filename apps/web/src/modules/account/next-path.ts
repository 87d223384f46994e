/** Where a signed-in buyer lands when no page asked to be returned to. */
export const ACCOUNT_HOME = "/account/dashboard";
export const LOGIN_PATH = "/account/login";

const AUTH_PAGES = [
  "/account/login",
  "/account/register",
  "/account/forgot-password",
  "/account/reset-password",
];

/**
 * The `?next=` target after signing in, only when it is a path on this site: a leading single slash, no
 * scheme, no `//host` or `/\host` (which browsers read as another origin), no control characters. Anything
 * else, and the sign-in pages themselves, give null so the buyer is never sent off-site or in a loop.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2000) return null;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being refused
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, "http://shop.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://shop.invalid") return null;
  if (AUTH_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that brings the buyer back to `path` afterwards. */
export function loginHref(path: string): string {
  const next = safeNextPath(path);
  return next ? `${LOGIN_PATH}?next=${encodeURIComponent(next)}` : LOGIN_PATH;
}
