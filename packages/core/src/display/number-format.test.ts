import { describe, expect, it } from "vitest";
import { numberFormat } from "./number-format";

describe("numberFormat", () => {
  it("makes a format once per locale and options, and keeps it", () => {
    const first = numberFormat("en-IN", { style: "currency", currency: "INR" });
    expect(numberFormat("en-IN", { style: "currency", currency: "INR" })).toBe(first);
    expect(numberFormat("en-IN")).not.toBe(first);
    expect(numberFormat("ru-RU")).not.toBe(numberFormat("en-IN"));
  });

  it("formats as the platform's format with the same locale and options does", () => {
    expect(numberFormat("en-IN").format(1234567)).toBe("12,34,567");
    expect(numberFormat("ru-RU").format(1234567)).toBe(new Intl.NumberFormat("ru-RU").format(1234567));
    expect(numberFormat("en-US", { style: "currency", currency: "USD" }).format(1234.5)).toBe("$1,234.50");
  });
});
