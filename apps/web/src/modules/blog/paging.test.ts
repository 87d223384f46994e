import { describe, expect, it } from "vitest";
import { blogPageHref, blogPostHref, pageCount, parsePage } from "./paging";

describe("blog paging", () => {
  it("?page= is a whole number from 1; anything else is the first page", () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage("3")).toBe(3);
    expect(parsePage(["2", "5"])).toBe(2);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-2")).toBe(1);
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("two")).toBe(1);
    expect(parsePage("99999999999999999999")).toBe(1);
  });

  it("12 posts at 6 a page make 2 pages, 13 make 3, an empty blog still has page 1", () => {
    expect(pageCount(12, 6)).toBe(2);
    expect(pageCount(13, 6)).toBe(3);
    expect(pageCount(0, 6)).toBe(1);
  });

  it("the first page has one address without a query", () => {
    expect(blogPageHref(1)).toBe("/blog/category-classic");
    expect(blogPageHref(2)).toBe("/blog/category-classic?page=2");
    expect(blogPostHref("ip-ratings & outdoor")).toBe("/blog/post-classic?slug=ip-ratings%20%26%20outdoor");
  });
});
