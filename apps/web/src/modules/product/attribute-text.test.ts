import { describe, expect, it } from "vitest";
import { attributeName, attributeValue } from "./attribute-text";

describe("attribute names and values in the buyer's language", () => {
  it("Russian shows the translated name and values, lists part by part", () => {
    expect(attributeName("ru", "bulb_included", "Bulb Included")).toBe("Лампа в комплекте");
    expect(attributeValue("ru", "Yes")).toBe("Да");
    expect(attributeValue("ru", "Brass, K9 Crystal")).toBe("Латунь, Хрусталь K9");
    expect(attributeValue("ru", "40 W max")).toBe("40 Вт макс.");
    expect(attributeValue("ru", "9 W LED")).toBe("9 Вт, светодиод");
  });

  it("a brand or anything the shop has not translated stays as the catalogue has it", () => {
    expect(attributeValue("ru", "Roshni Signature")).toBe("Roshni Signature");
    expect(attributeName("ru", "cut_out", "Cut-out")).toBe("Cut-out");
  });

  it("English and Arabic show the catalogue's English", () => {
    expect(attributeName("en", "brand", "Brand")).toBe("Brand");
    expect(attributeValue("ar", "Brass, Glass")).toBe("Brass, Glass");
  });
});
