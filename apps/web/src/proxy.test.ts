import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "./proxy";

const PREFETCHES = [
  { purpose: "prefetch" },
  { "sec-purpose": "prefetch" },
  { "sec-purpose": "prefetch;prerender" },
  { "next-router-prefetch": "1" },
  { rsc: "1", "next-router-prefetch": "1" },
];

describe("the storefront's security headers", () => {
  it("are added to every page, prefetched or not", () => {
    for (const url of ["/", "/shop/catalog", "/account/login", "/product/brass-lamp"]) {
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(true);
      for (const headers of PREFETCHES) {
        expect(
          unstable_doesMiddlewareMatch({ config, url, headers }),
          `${url} ${JSON.stringify(headers)}`,
        ).toBe(true);
      }
    }
  });

  it("leave the API and file proxies and Next's own static files alone", () => {
    for (const url of [
      "/v1/product",
      "/storage/products/a.webp",
      "/_next/static/chunks/main.js",
      "/favicon.ico",
    ]) {
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(false);
    }
  });

  it("a prefetch answer carries the same headers as the page", () => {
    const page = proxy(new NextRequest("http://shop.test/shop/catalog"));
    const prefetch = proxy(
      new NextRequest("http://shop.test/shop/catalog", {
        headers: { purpose: "prefetch", "next-router-prefetch": "1" },
      }),
    );
    for (const name of [
      "content-security-policy",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "permissions-policy",
    ]) {
      expect(prefetch.headers.get(name), name).toBeTruthy();
      expect(prefetch.headers.get(name)?.replace(/'nonce-[^']+'/, ""), name).toBe(
        page.headers.get(name)?.replace(/'nonce-[^']+'/, ""),
      );
    }
  });
});
