import { describe, expect, it } from "vitest";
import { isFormPage } from "./links";

describe("pages where the floating chat button gives way on a phone", () => {
  it("the cart, checkout, the account pages and the contact form", () => {
    for (const path of [
      "/shop/cart",
      "/shop/checkout",
      "/account/login",
      "/account/addresses/new",
      "/contact-us",
      "/site/contact-us",
    ]) {
      expect(isFormPage(path), path).toBe(true);
    }
  });

  it("not the shop's browsing pages", () => {
    for (const path of ["/", "/shop/Chandeliers", "/shop/products/a-lamp", "/shop/catalog", "/about-us"]) {
      expect(isFormPage(path), path).toBe(false);
    }
  });
});
