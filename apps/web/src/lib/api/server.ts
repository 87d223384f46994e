import { cookies } from "next/headers";
import { cache } from "react";
import { env } from "../../env";
import { createApi } from "./endpoints";
import { createRequester } from "./request";
import type { Category, ShopSettings } from "./types";

export const TOKEN_COOKIE = "token";
/** Categories and shop settings change rarely and are the same for every buyer. */
const SHARED_REVALIDATE_S = 60;

/** The token mirrored from localStorage into a cookie, so server-rendered prices are the buyer's group's. */
export async function readServerToken(): Promise<string | null> {
  const store = await cookies();
  return store.get(TOKEN_COOKIE)?.value || null;
}

/** The API as the current request's buyer: API_URL directly, bearer from the `token` cookie. */
export const getServerApi = cache(async () => {
  const token = await readServerToken();
  return createApi(
    createRequester({
      baseUrl: `${env.API_URL}/v1`,
      token: () => token,
      timeoutMs: env.API_TIMEOUT_MS,
      cache: "no-store",
    }),
  );
});

/** The API for answers that do not depend on the buyer (no token, shared cache). */
const publicApi = createApi(
  createRequester({
    baseUrl: `${env.API_URL}/v1`,
    token: () => null,
    timeoutMs: env.API_TIMEOUT_MS,
    revalidate: SHARED_REVALIDATE_S,
  }),
);

/** Categories for menus; an unreachable API gives an empty menu rather than a failed page. */
export const loadCategories = cache(async (): Promise<Category[]> => {
  try {
    return await publicApi.categories();
  } catch {
    return [];
  }
});

/** Shop settings (contacts, identifiers, chat, USD rate); null when the API cannot be reached. */
export const loadSettings = cache(async (): Promise<ShopSettings | null> => {
  try {
    return await publicApi.settings();
  } catch {
    return null;
  }
});
