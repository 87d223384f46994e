import { and, eq, notExists } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { customerGroups, customers, revokedTokens } from "../db/schema";
import { unauthorized } from "../lib/errors";
import { verifyCustomerToken } from "../lib/jwt";
import { isShopRoute } from "./website";

/** The signed-in buyer, as every route needs it: who, and which price group. */
export interface AuthCustomer {
  id: number;
  groupId: number;
  groupIsDefault: boolean;
  name: string;
  /** The id (`jti`) and expiry of the token this request came with: what signing out revokes. */
  tokenId: string;
  tokenExpiresAt: Date;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The buyer of a valid bearer token, or null (no token, or one that is bad, expired or revoked). */
    customer: AuthCustomer | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;
// A JWT of ours is a few hundred bytes; anything far longer is not worth verifying.
const TOKEN_MAX_LENGTH = 4096;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  const match = BEARER.exec(header.trim());
  const token = match?.[1];
  return token && token.length <= TOKEN_MAX_LENGTH ? token : null;
}

/**
 * Resolves a token to its customer: signature, algorithm, issuer, audience and expiry by jose; then the
 * customer and group in one query, on the website of the request, which also drops a signed-out token
 * (`revoked_tokens`); then revocation by time: a token issued before `tokensValidAfter` (password change
 * or reset) no longer counts, nor any token of a blocked buyer.
 */
export async function customerForToken(
  db: Db,
  secret: string,
  token: string,
  websiteId: number,
): Promise<AuthCustomer | null> {
  const claims = await verifyCustomerToken(secret, token);
  if (!claims || claims.websiteId !== websiteId) return null;
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      groupId: customerGroups.id,
      groupIsDefault: customerGroups.isDefault,
      tokensValidAfter: customers.tokensValidAfter,
      blockedAt: customers.blockedAt,
    })
    .from(customers)
    .innerJoin(customerGroups, eq(customerGroups.id, customers.customerGroupId))
    .where(
      and(
        eq(customers.id, claims.customerId),
        eq(customers.websiteId, websiteId),
        notExists(
          db
            .select({ jti: revokedTokens.jti })
            .from(revokedTokens)
            .where(eq(revokedTokens.jti, claims.tokenId)),
        ),
      ),
    )
    .limit(1);
  // A blocked buyer's tokens stop working at once (blocking also raises tokensValidAfter).
  if (!row || row.blockedAt !== null || claims.issuedAtMs < row.tokensValidAfter.getTime()) return null;
  return {
    id: row.id,
    name: row.name,
    groupId: row.groupId,
    groupIsDefault: row.groupIsDefault,
    tokenId: claims.tokenId,
    tokenExpiresAt: claims.expiresAt,
  };
}

/**
 * On every `/v1` route: a valid token sets `request.customer`; no token, or one that is bad, expired or
 * revoked, leaves it null, so public routes answer as for a visitor. Routes for signed-in buyers add
 * `requireCustomer`.
 */
export function setupAuth(app: FastifyInstance, db: Db, secret: string): void {
  app.decorateRequest("customer", null);
  app.addHook("onRequest", async (request) => {
    if (!isShopRoute(request)) return;
    const token = bearerToken(request);
    if (token === null) return;
    request.customer = await customerForToken(db, secret, token, request.website.id);
  });
}

/** preHandler (or onRequest) of routes for signed-in buyers: 401 UNAUTHORIZED without a valid token. */
export async function requireCustomer(request: FastifyRequest): Promise<void> {
  if (request.customer === null) throw unauthorized();
}

/** The signed-in buyer of a route guarded by `requireCustomer`. */
export function currentCustomer(request: FastifyRequest): AuthCustomer {
  if (request.customer === null) throw unauthorized();
  return request.customer;
}
