import { randomUUID } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

// One algorithm, named on both sides: a token that says "none" or RS256 is refused, never "tried".
const ALGORITHM = "HS256";
export const TOKEN_ISSUER = "roshni-api";
export const TOKEN_AUDIENCE = "roshni-wholesale";

export interface CustomerTokenSubject {
  customerId: number;
  websiteId: number;
}

export interface CustomerTokenClaims extends CustomerTokenSubject {
  /**
   * Issue time in milliseconds. `iat` has whole seconds, too coarse to compare with `tokensValidAfter`:
   * the token handed out right after a password change would fall in the same second as the revocation.
   */
  issuedAtMs: number;
  expiresAt: Date;
  /** The token's own id (`jti`): signing out records it in `revoked_tokens`. */
  tokenId: string;
}

const encoder = new TextEncoder();
const keys = new Map<string, Uint8Array>();

function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (key === undefined) {
    key = encoder.encode(secret);
    keys.set(secret, key);
  }
  return key;
}

export async function signCustomerToken(
  secret: string,
  subject: CustomerTokenSubject,
  ttlSeconds: number,
): Promise<string> {
  const nowMs = Date.now();
  const nowSeconds = Math.floor(nowMs / 1000);
  return new SignJWT({ wid: subject.websiteId, iatMs: nowMs })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(String(subject.customerId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ttlSeconds)
    .sign(keyOf(secret));
}

/**
 * The claims of a valid token, or null when the token is malformed, signed with another key or
 * algorithm, for another issuer or audience, or expired. Revocation (`tokensValidAfter`) needs the
 * database and is checked by the auth plugin.
 */
export async function verifyCustomerToken(
  secret: string,
  token: string,
): Promise<CustomerTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ["sub", "iat", "exp", "jti"],
    });
    const customerId = Number(payload.sub);
    const websiteId = payload.wid;
    const iat = payload.iat;
    const exp = payload.exp;
    if (!Number.isSafeInteger(customerId) || customerId <= 0) return null;
    if (typeof websiteId !== "number" || !Number.isSafeInteger(websiteId)) return null;
    if (typeof iat !== "number" || typeof exp !== "number") return null;
    const tokenId = payload.jti;
    if (typeof tokenId !== "string" || tokenId.length === 0 || tokenId.length > 64) return null;
    const issuedAtMs = payload.iatMs;
    if (typeof issuedAtMs !== "number" || Math.floor(issuedAtMs / 1000) !== iat) return null;
    return { customerId, websiteId, issuedAtMs, expiresAt: new Date(exp * 1000), tokenId };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/**
 * The back office's own audience: a buyer's token is never a staff session and a staff token never a
 * buyer's. The token names a session row (`sid`), which sign-out revokes on the server.
 */
export const STAFF_TOKEN_AUDIENCE = "roshni-back-office";

export interface StaffTokenClaims {
  staffId: number;
  sessionId: string;
}

export async function signStaffToken(
  secret: string,
  claims: StaffTokenClaims,
  ttlSeconds: number,
): Promise<string> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(String(claims.staffId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(STAFF_TOKEN_AUDIENCE)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ttlSeconds)
    .sign(keyOf(secret));
}

/** The claims of a valid staff token, or null (malformed, wrong key, audience or algorithm, expired). */
export async function verifyStaffToken(secret: string, token: string): Promise<StaffTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: STAFF_TOKEN_AUDIENCE,
      requiredClaims: ["sub", "exp"],
    });
    const staffId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(staffId) || staffId <= 0) return null;
    if (typeof sessionId !== "string" || sessionId.length === 0 || sessionId.length > 100) return null;
    return { staffId, sessionId };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
