import { describe, expect, it } from "vitest";
import { dimensionsText, featureValue, sameForAll } from "./compare-values";

const attributes = [
  { attribute: { identifier: "brand", name: "Brand", type: "select" }, value: { val: "Jharokha Crafts" } },
  {
    attribute: { identifier: "finish", name: "Finish", type: "multi select" },
    value: { val: '["Antique Copper","Matt Black"]' },
  },
  { attribute: { identifier: "style", name: "Style", type: "select" }, value: { val: "  " } },
];

describe("a compared product's features", () => {
  it("a 'multi select' value is shown joined by commas", () => {
    expect(featureValue(attributes, "finish")).toBe("Antique Copper, Matt Black");
  });

  it("other values are shown as they are", () => {
    expect(featureValue(attributes, "brand")).toBe("Jharokha Crafts");
  });

  it("a missing or empty feature has no value", () => {
    expect(featureValue(attributes, "wattage")).toBeNull();
    expect(featureValue(attributes, "style")).toBeNull();
  });
});

describe("a compared product's dimensions", () => {
  it("width × depth × height with one shared unit", () => {
    expect(
      dimensionsText({
        width: { value: 52, unit: "cm" },
        depth: { value: 22, unit: "cm" },
        height: { value: 32.5, unit: "cm" },
      }),
    ).toBe("52 × 22 × 32.5 cm");
  });

  it("each value with its unit when the units differ", () => {
    expect(
      dimensionsText({
        width: { value: 12, unit: "in" },
        depth: { value: 300, unit: "mm" },
        height: { value: 40, unit: "cm" },
      }),
    ).toBe("12 in × 300 mm × 40 cm");
  });
});

describe("rows that do not differ", () => {
  it("are those with one value for every product", () => {
    expect(sameForAll(["Brass", "Brass"])).toBe(true);
    expect(sameForAll(["Brass", "Glass"])).toBe(false);
    expect(sameForAll([null, null])).toBe(true);
  });

  it("a single product has nothing to compare against", () => {
    expect(sameForAll(["Brass"])).toBe(false);
  });
});
