import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, securityHeaders } from "./security-headers";

const base = { nonce: "abc123", analyticsId: "", pixelId: "", development: false, production: false };

describe("storefront security headers", () => {
  it("allow scripts only with the request's nonce (and what they load), never inline or eval", () => {
    const csp = contentSecurityPolicy(base);
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });

  it("allow the analytics and pixel origins only when they are configured", () => {
    expect(contentSecurityPolicy(base)).not.toContain("google");
    const both = contentSecurityPolicy({ ...base, analyticsId: "G-TEST", pixelId: "123" });
    expect(both).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(both).toMatch(/img-src [^;]*https:\/\/www\.facebook\.com/);
  });

  it("add HSTS in production only, and the other headers always", () => {
    const headers = securityHeaders(base);
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(securityHeaders({ ...base, production: true })["Strict-Transport-Security"]).toMatch(
      /max-age=\d+/,
    );
  });

  it("use a new unpredictable nonce each time", () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
  });
});
