import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { websites } from "../db/schema";
import { badRequest } from "../lib/errors";
import { isRawRoute } from "./envelope";

export interface WebsiteRef {
  id: number;
  code: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The website named by the `website` header; set on every `/v1` route before the handler runs. */
    website: WebsiteRef;
  }
}

const WEBSITE_CODE_MAX_LENGTH = 64;

/** A `/v1` call the storefront makes (the OpenAPI document and docs page are read without the header). */
export function isShopRoute(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return url?.startsWith("/v1/") === true && !isRawRoute(url);
}

/**
 * Websites are created by the seed or the back office and practically never change, so a code, once
 * found, is kept for the life of the process; unknown codes are not kept (a stream of made-up headers
 * must not grow the cache).
 */
export function createWebsiteResolver(db: Db) {
  const known = new Map<string, WebsiteRef>();
  return async (code: string): Promise<WebsiteRef | null> => {
    const cached = known.get(code);
    if (cached) return cached;
    const [row] = await db
      .select({ id: websites.id, code: websites.code })
      .from(websites)
      .where(eq(websites.code, code))
      .limit(1);
    if (!row) return null;
    known.set(code, row);
    return row;
  };
}

/** Every `/v1` route requires `website: <code>`: missing → 400 WEBSITE_REQUIRED, unknown → 400 WEBSITE_UNKNOWN. */
export function setupWebsite(app: FastifyInstance, db: Db): void {
  const resolve = createWebsiteResolver(db);
  app.decorateRequest("website", null as unknown as WebsiteRef);
  app.addHook("onRequest", async (request) => {
    if (!isShopRoute(request)) return;
    const header = request.headers.website;
    const code = (Array.isArray(header) ? header[0] : header)?.trim() ?? "";
    if (code === "") {
      throw badRequest("WEBSITE_REQUIRED", "Name the website in the 'website' header (website: wholesale).");
    }
    const website = code.length <= WEBSITE_CODE_MAX_LENGTH ? await resolve(code) : null;
    if (!website)
      throw badRequest("WEBSITE_UNKNOWN", "The website named in the 'website' header is not known.");
    request.website = website;
  });
}
