import { describe, expect, it } from "vitest";
import { adminKeys } from "./query-keys";

function startsWith(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, i) => Object.is(key[i], part));
}

describe("the back office's query keys", () => {
  it("a list's key is the prefix of each of its pages and views, so one write refreshes them all", () => {
    const page = adminKeys.products.list({ search: "jhoomar" }, "cursor-2");
    const grid = adminKeys.products.list("grid", {}, undefined);
    expect(startsWith(page, adminKeys.products.all)).toBe(true);
    expect(startsWith(grid, adminKeys.products.all)).toBe(true);
  });

  it("a record's key stands apart from its list, so refreshing the list leaves an open form alone", () => {
    expect(startsWith(adminKeys.products.detail(7), adminKeys.products.all)).toBe(false);
    expect(adminKeys.orders.detail(7)).toEqual(["admin", "order", 7]);
  });

  it("every key lives under 'admin', apart from the storefront's", () => {
    expect(adminKeys.me[0]).toBe("admin");
    expect(adminKeys.gst.list("invoices", "2026-03")).toEqual(["admin", "gst", "invoices", "2026-03"]);
  });
});
