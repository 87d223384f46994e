import type { StorefrontCacheTag } from "@roshni/core";
import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../env";

/** An answer slower than this fails the job, which the queue retries. */
const TIMEOUT_MS = 10_000;

/**
 * Asks the storefront to expire its cached answers under `tags` (POST /api/revalidate with the shared
 * secret). Without STOREFRONT_REVALIDATE_URL or REVALIDATE_SECRET there is nothing to call: the cached
 * answers then expire at the end of their minute, and one line says why. A refusal or an unreachable
 * storefront throws, so the queue retries.
 */
export async function revalidateStorefront(
  env: Pick<Env, "STOREFRONT_REVALIDATE_URL" | "REVALIDATE_SECRET">,
  tags: readonly StorefrontCacheTag[],
  log: FastifyBaseLogger,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  if (tags.length === 0) return;
  if (!env.STOREFRONT_REVALIDATE_URL || !env.REVALIDATE_SECRET) {
    log.info(
      { tags },
      "storefront revalidation is not configured (STOREFRONT_REVALIDATE_URL, REVALIDATE_SECRET): its cached answers expire within their minute",
    );
    return;
  }
  const url = new URL("/api/revalidate", env.STOREFRONT_REVALIDATE_URL);
  const response = await fetchImpl(url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${env.REVALIDATE_SECRET}` },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The storefront answered ${response.status} to POST ${url.pathname}`);
}
