import { describe, expect, it } from "vitest";
import { en } from "./en";
import {
  createTranslate,
  directedText,
  getLanguage,
  interpolate,
  LANGUAGES,
  languageOrDefault,
  localeDirection,
} from "./languages";
import { ru } from "./ru";

describe("languages", () => {
  it("offers en, ru and ar, with ar right-to-left in English", () => {
    expect(LANGUAGES.map((language) => [language.locale, language.direction])).toEqual([
      ["en", "ltr"],
      ["ru", "ltr"],
      ["ar", "rtl"],
    ]);
    expect(getLanguage("ar").messages).toBe(en);
  });

  it("rejects an unknown locale with 'Language with locale: {locale} not found!'", () => {
    expect(() => getLanguage("fr")).toThrow("Language with locale: fr not found!");
  });

  it("falls back to English for a cookie naming an unknown locale", () => {
    expect(languageOrDefault("xx").locale).toBe("en");
    expect(languageOrDefault(undefined).locale).toBe("en");
  });

  it("keeps the SPEC's English texts exactly", () => {
    const t = createTranslate(en);
    expect(t("header.searchPlaceholder")).toBe("Search over 10,000 products");
    expect(t("cart.empty")).toBe("Your shopping cart is empty!");
    expect(t("toast.addedToCart", { title: "Crystal Chandelier" })).toBe(
      'Product "Crystal Chandelier" added to cart!',
    );
    expect(t("toast.addedToCompare", { name: "Wall Sconce" })).toBe(
      'Product "Wall Sconce" added to compare!',
    );
    expect(t("toast.addedToWishlist", { name: "Wall Sconce" })).toBe(
      'Product "Wall Sconce" added to wish list!',
    );
    expect(t("header.shopByCategory")).toBe("Shop By Category");
  });

  it("translates every interface string into Russian, keeping each placeholder", () => {
    // Registration identifiers and the names of the GST taxes read the same in Russian.
    const untranslated = new Set([
      "footer.gstin",
      "footer.cin",
      "footer.pan",
      "totals.cgst",
      "totals.sgst",
      "totals.igst",
    ]);
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(ru[key].trim(), key).not.toBe("");
      if (!untranslated.has(key)) expect(ru[key], key).not.toBe(en[key]);
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(ru[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it("right to left, isolates each English text so it keeps its own order; left to right, changes nothing", () => {
    const ar = getLanguage("ar");
    const t = createTranslate(ar.messages, ar.direction);
    expect(t("cart.empty")).toBe("\u2068Your shopping cart is empty!\u2069");
    expect(createTranslate(en)("cart.empty")).toBe("Your shopping cart is empty!");
    expect(directedText("ltr", "45 W max")).toBe("45 W max");
    expect(localeDirection("ar")).toBe("rtl");
    expect(localeDirection("xx")).toBe("ltr");
  });

  it("fills named placeholders and leaves unknown ones visible", () => {
    expect(interpolate("{count} items, {missing}", { count: 3 })).toBe("3 items, {missing}");
  });
});
