import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signCustomerToken, TOKEN_AUDIENCE, TOKEN_ISSUER, verifyCustomerToken } from "./jwt";

const SECRET = "a-test-secret-that-is-long-enough-for-hs256";
const key = new TextEncoder().encode(SECRET);

describe("customer tokens", () => {
  it("carry the customer and website, and expire after the TTL", async () => {
    const before = Date.now();
    const token = await signCustomerToken(SECRET, { customerId: 42, websiteId: 1 }, 3600);
    const claims = await verifyCustomerToken(SECRET, token);
    expect(claims?.customerId).toBe(42);
    expect(claims?.websiteId).toBe(1);
    expect(claims?.issuedAtMs).toBeGreaterThanOrEqual(before);
    const expiresInSeconds = ((claims?.expiresAt.getTime() ?? 0) - before) / 1000;
    expect(expiresInSeconds).toBeGreaterThan(3598);
    expect(expiresInSeconds).toBeLessThanOrEqual(3601);
  });

  it("are refused when signed with another secret", async () => {
    const token = await signCustomerToken(
      "another-secret-that-is-long-enough-too",
      { customerId: 1, websiteId: 1 },
      60,
    );
    expect(await verifyCustomerToken(SECRET, token)).toBeNull();
  });

  it("are refused once expired", async () => {
    const past = Math.floor(Date.now() / 1000) - 120;
    const token = await new SignJWT({ wid: 1, iatMs: past * 1000 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("1")
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(past)
      .setExpirationTime(past + 60)
      .sign(key);
    expect(await verifyCustomerToken(SECRET, token)).toBeNull();
  });

  it("accept only HS256: the same key under HS512 is refused", async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ wid: 1, iatMs: now * 1000 })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject("1")
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(key);
    expect(await verifyCustomerToken(SECRET, token)).toBeNull();
  });

  it("refuse an unsigned token ('alg: none')", async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: "none", typ: "JWT" })}.${encode({
      sub: "1",
      wid: 1,
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      iat: now,
      iatMs: now * 1000,
      exp: now + 60,
    })}.`;
    expect(await verifyCustomerToken(SECRET, unsigned)).toBeNull();
  });

  it("refuse another issuer or audience, and text that is not a token", async () => {
    const now = Math.floor(Date.now() / 1000);
    const foreign = await new SignJWT({ wid: 1, iatMs: now * 1000 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("1")
      .setIssuer("someone-else")
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(key);
    expect(await verifyCustomerToken(SECRET, foreign)).toBeNull();
    expect(await verifyCustomerToken(SECRET, "not.a.token")).toBeNull();
    expect(await verifyCustomerToken(SECRET, "")).toBeNull();
  });
});
