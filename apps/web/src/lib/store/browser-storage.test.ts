import { describe, expect, it } from "vitest";
import { tokenLifetimeSeconds } from "./browser-storage";

function tokenWith(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "HS256" })}.${encode(payload)}.signature`;
}

describe("the token cookie's lifetime", () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);

  it("is the token's own remaining lifetime (7 days for a new one), not a year", () => {
    const exp = now / 1000 + 7 * 24 * 3600;
    expect(tokenLifetimeSeconds(tokenWith({ exp }), now)).toBe(604_800);
  });

  it("is 0 for an expired token or one without exp, so the cookie is removed", () => {
    expect(tokenLifetimeSeconds(tokenWith({ exp: now / 1000 - 10 }), now)).toBe(0);
    expect(tokenLifetimeSeconds(tokenWith({ sub: "1" }), now)).toBe(0);
    expect(tokenLifetimeSeconds("not-a-jwt", now)).toBe(0);
  });
});
