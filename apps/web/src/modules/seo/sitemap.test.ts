import { describe, expect, it } from "vitest";
import { parseUrlSetting } from "@/env";
import type { Category } from "@/lib/api/types";
import { robotsRules } from "./robots-rules";
import { pageUrls, productUrl } from "./sitemap-pages";
import {
  escapeXml,
  PRODUCTS_PER_SITEMAP,
  parseSitemapFileName,
  productPageSkips,
  productSitemapCount,
  sitemapFileName,
  sitemapFiles,
  sitemapIndexXml,
  urlSetXml,
} from "./sitemap-xml";

const ORIGIN = "https://shop.example.in";

function category(id: number, url: string): Category {
  return {
    id,
    title: url,
    url,
    metaTitle: "",
    metaDescription: "",
    metaKeywords: "",
    parentId: null,
  } as Category;
}

describe("splitting the sitemap", () => {
  it("100,000 products take 10 files of 10,000, each under the 50,000-URL limit", () => {
    expect(PRODUCTS_PER_SITEMAP).toBeLessThanOrEqual(50_000);
    expect(productSitemapCount(100_000)).toBe(10);
    expect(productSitemapCount(100_001)).toBe(11);
    expect(productSitemapCount(400)).toBe(1);
    expect(productSitemapCount(0)).toBe(0);
  });

  it("the index lists the pages file first, then products-1.xml … products-n.xml", () => {
    expect(sitemapFiles(25_000).map(sitemapFileName)).toEqual([
      "pages.xml",
      "products-1.xml",
      "products-2.xml",
      "products-3.xml",
    ]);
    expect(sitemapFiles(0).map(sitemapFileName)).toEqual(["pages.xml"]);
  });

  it("reads back only the names it writes", () => {
    expect(parseSitemapFileName("pages.xml")).toEqual({ kind: "pages" });
    expect(parseSitemapFileName("products-12.xml")).toEqual({ kind: "products", part: 12 });
    expect(parseSitemapFileName("products-0.xml")).toBeNull();
    expect(parseSitemapFileName("products-01.xml")).toBeNull();
    expect(parseSitemapFileName("../secrets.xml")).toBeNull();
  });

  it("file n reads API pages of 100 from skip (n − 1) × 10,000 up to the catalogue's end", () => {
    const first = productPageSkips(1, 100_000);
    expect(first).toHaveLength(100);
    expect(first[0]).toBe(0);
    expect(first.at(-1)).toBe(9_900);
    expect(productPageSkips(3, 20_250)).toEqual([20_000, 20_100, 20_200]);
    expect(productPageSkips(4, 20_250)).toEqual([]);
  });
});

describe("sitemap content", () => {
  it("lists home, the catalogue, each category as /shop/{slug}, the information pages and the blog posts", () => {
    const urls = pageUrls(ORIGIN, {
      categories: [category(1, "Chandeliers"), category(2, "Walllights")],
      posts: [{ slug: "choosing-chandelier-size", publishedAt: "2026-03-14T10:00:00.000Z" }],
    }).map((url) => url.loc);
    expect(urls.slice(0, 4)).toEqual([
      "https://shop.example.in/",
      "https://shop.example.in/shop/catalog",
      "https://shop.example.in/shop/Chandeliers",
      "https://shop.example.in/shop/Walllights",
    ]);
    expect(urls).toContain("https://shop.example.in/about-us");
    expect(urls).toContain("https://shop.example.in/warranty");
    expect(urls).toContain("https://shop.example.in/site/terms");
    expect(urls).toContain("https://shop.example.in/blog/category-classic");
    expect(urls.at(-1)).toBe("https://shop.example.in/blog/post-classic?slug=choosing-chandelier-size");
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("a product's address is its first website slug; a product without one is left out", () => {
    expect(productUrl(ORIGIN, { websites: [{ slug: "brass-lantern-12" }, { slug: "other" }] })?.loc).toBe(
      "https://shop.example.in/shop/products/brass-lantern-12",
    );
    expect(productUrl(ORIGIN, { websites: [] })).toBeNull();
    expect(productUrl(ORIGIN, { websites: [{ slug: "" }] })).toBeNull();
  });

  it("escapes XML: the '&' of a query becomes '&amp;'", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    const xml = urlSetXml([
      { loc: `${ORIGIN}/blog/post-classic?slug=a&b`, lastmod: "2026-03-14", priority: 0.5 },
    ]);
    expect(xml).toContain(
      "<url><loc>https://shop.example.in/blog/post-classic?slug=a&amp;b</loc><lastmod>2026-03-14</lastmod><priority>0.5</priority></url>",
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });

  it("the index names each file by its absolute address", () => {
    expect(sitemapIndexXml([`${ORIGIN}/sitemap/pages.xml`])).toContain(
      "<sitemap><loc>https://shop.example.in/sitemap/pages.xml</loc></sitemap>",
    );
  });
});

describe("public address and robots.txt", () => {
  it("PUBLIC_WEB_URL defaults to http://localhost:3000 and loses a trailing slash", () => {
    expect(parseUrlSetting("PUBLIC_WEB_URL", undefined, "http://localhost:3000")).toBe(
      "http://localhost:3000",
    );
    expect(parseUrlSetting("PUBLIC_WEB_URL", " https://roshnilighting.in/ ", "http://localhost:3000")).toBe(
      "https://roshnilighting.in",
    );
    expect(() => parseUrlSetting("PUBLIC_WEB_URL", "roshnilighting.in", "http://localhost:3000")).toThrow(
      /absolute URL/,
    );
    expect(() =>
      parseUrlSetting("PUBLIC_WEB_URL", "ftp://roshnilighting.in", "http://localhost:3000"),
    ).toThrow(/http or https/);
  });

  it("robots.txt keeps crawlers out of the account, cart, checkout and API, and names the sitemap", () => {
    expect(robotsRules(ORIGIN)).toEqual({
      rules: { userAgent: "*", allow: "/", disallow: ["/account/", "/shop/cart", "/shop/checkout", "/v1/"] },
      sitemap: "https://shop.example.in/sitemap.xml",
    });
  });
});
