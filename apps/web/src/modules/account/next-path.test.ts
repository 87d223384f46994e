import { describe, expect, it } from "vitest";
import { loginHref, safeNextPath } from "./next-path";

describe("?next= after signing in", () => {
  it("a path on this site is kept with its query and hash", () => {
    expect(safeNextPath("/account/orders")).toBe("/account/orders");
    expect(safeNextPath("/account/orders?page=2#top")).toBe("/account/orders?page=2#top");
    expect(safeNextPath("/shop/checkout")).toBe("/shop/checkout");
  });

  it("another site, a scheme or a protocol-relative address is refused", () => {
    expect(safeNextPath("https://evil.example/steal")).toBeNull();
    expect(safeNextPath("//evil.example/steal")).toBeNull();
    expect(safeNextPath("/\\evil.example")).toBeNull();
    expect(safeNextPath("javascript:alert(1)")).toBeNull();
    expect(safeNextPath("account/orders")).toBeNull();
    expect(safeNextPath("/\tevil")).toBeNull();
    expect(safeNextPath("")).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });

  it("the sign-in pages themselves are not a destination, so signing in never loops", () => {
    expect(safeNextPath("/account/login")).toBeNull();
    expect(safeNextPath("/account/login?next=/account/orders")).toBeNull();
    expect(safeNextPath("/account/register")).toBeNull();
    expect(safeNextPath("/account/reset-password?token=x")).toBeNull();
  });

  it("the sign-in link carries the page to come back to, encoded", () => {
    expect(loginHref("/account/orders?page=2")).toBe("/account/login?next=%2Faccount%2Forders%3Fpage%3D2");
    expect(loginHref("https://evil.example")).toBe("/account/login");
  });
});
