import { describe, expect, it } from "vitest";
import { toastText } from "./toast";

describe("a toast's text", () => {
  it("right to left, isolates a message from the API so it keeps its own order", () => {
    expect(toastText("Coupon WELCOME10 has expired.", "rtl")).toBe(
      "\u2068Coupon WELCOME10 has expired.\u2069",
    );
  });

  it("right to left, leaves a text the translator already isolated as it is", () => {
    expect(toastText("\u2068Product added.\u2069", "rtl")).toBe("\u2068Product added.\u2069");
  });

  it("left to right, shows the message unchanged", () => {
    expect(toastText("Coupon WELCOME10 has expired.", "ltr")).toBe("Coupon WELCOME10 has expired.");
  });
});
