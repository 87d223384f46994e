import { describe, expect, it } from "vitest";
import {
  FEATURE_IDENTIFIERS,
  multiSelectText,
  type ProductAttributeLike,
  productFeatures,
  truncateName,
} from "./display";
import { addedToCartText, addedToCompareText, addedToWishlistText, unknownLocaleText } from "./messages";

function attribute(identifier: string, name: string, val: string, type = "text"): ProductAttributeLike {
  return { attribute: { identifier, name, type }, value: { val } };
}

describe("display helpers", () => {
  it("a name longer than 11 characters is cut to 11 and followed by '...'", () => {
    expect(truncateName("Rajesh Kumar Sharma")).toBe("Rajesh Kuma...");
  });

  it("a name of 11 characters or fewer is shown whole", () => {
    expect(truncateName("Priya Verma")).toBe("Priya Verma");
    expect(truncateName("Anil")).toBe("Anil");
  });

  it("multi-select values held as a JSON list are joined by ', '", () => {
    expect(multiSelectText('["Gold","Black"]')).toBe("Gold, Black");
    expect(multiSelectText("[]")).toBe("");
  });

  it("a plain value or a malformed list is shown as it is", () => {
    expect(multiSelectText("Brass")).toBe("Brass");
    expect(multiSelectText('["Gold",')).toBe('["Gold",');
    expect(multiSelectText("40")).toBe("40");
  });

  it("the features list follows the 8 identifiers of the spec", () => {
    expect(FEATURE_IDENTIFIERS).toEqual([
      "brand",
      "material",
      "holder_type",
      "number_of_holders",
      "finish",
      "bulb_included",
      "style",
      "wattage",
    ]);
  });

  it("features come in the spec's order, multi-select values joined, others left out", () => {
    const features = productFeatures([
      attribute("wattage", "Wattage", "40 W"),
      attribute("colour_temperature", "Colour temperature", "2700 K"),
      attribute("finish", "Finish", '["Antique brass","Black"]', "multi select"),
      attribute("brand", "Brand", "Roshni"),
      attribute("style", "Style", ""),
    ]);
    expect(features).toEqual([
      { identifier: "brand", name: "Brand", value: "Roshni" },
      { identifier: "finish", name: "Finish", value: "Antique brass, Black" },
      { identifier: "wattage", name: "Wattage", value: "40 W" },
    ]);
  });

  it("the toasts and messages read as the spec quotes them", () => {
    expect(addedToCartText("Crystal chandelier")).toBe('Product "Crystal chandelier" added to cart!');
    expect(addedToCompareText("Wall sconce")).toBe('Product "Wall sconce" added to compare!');
    expect(addedToWishlistText("Wall sconce")).toBe('Product "Wall sconce" added to wish list!');
    expect(unknownLocaleText("fr")).toBe("Language with locale: fr not found!");
  });
});
