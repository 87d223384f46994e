import { describe, expect, it } from "vitest";
import { pluralText } from "./plural";

describe("pluralText", () => {
  const en = { one: "{count} product saved.", other: "{count} products saved." };
  const ru = {
    one: "Сохранён {count} товар.",
    few: "Сохранено {count} товара.",
    many: "Сохранено {count} товаров.",
    other: "Сохранено {count} товара.",
  };
  const ar = {
    zero: "لم يُحفظ أي منتج.",
    one: "حُفظ منتج واحد.",
    two: "حُفظ منتجان.",
    few: "حُفظت {count} منتجات.",
    many: "حُفظ {count} منتجًا.",
    other: "حُفظ {count} منتج.",
  };

  it("English: one product, two products", () => {
    expect(pluralText("en", 1, en)).toBe("1 product saved.");
    expect(pluralText("en", 2, en)).toBe("2 products saved.");
    expect(pluralText("en", 0, en)).toBe("0 products saved.");
    expect(pluralText("en", 100000, en)).toBe("1,00,000 products saved.");
  });

  it("Russian: 1 and 21 one, 2–4 and 22 few, 5–20 and 11 many", () => {
    expect(pluralText("ru", 1, ru)).toBe("Сохранён 1 товар.");
    expect(pluralText("ru", 21, ru)).toBe("Сохранён 21 товар.");
    expect(pluralText("ru", 3, ru)).toBe("Сохранено 3 товара.");
    expect(pluralText("ru", 22, ru)).toBe("Сохранено 22 товара.");
    expect(pluralText("ru", 5, ru)).toBe("Сохранено 5 товаров.");
    expect(pluralText("ru", 11, ru)).toBe("Сохранено 11 товаров.");
  });

  it("Arabic: zero, one, two, few, many and other", () => {
    expect(pluralText("ar", 0, ar)).toBe("لم يُحفظ أي منتج.");
    expect(pluralText("ar", 1, ar)).toBe("حُفظ منتج واحد.");
    expect(pluralText("ar", 2, ar)).toBe("حُفظ منتجان.");
    expect(pluralText("ar", 3, ar)).toBe("حُفظت 3 منتجات.");
    expect(pluralText("ar", 11, ar)).toBe("حُفظ 11 منتجًا.");
    expect(pluralText("ar", 100, ar)).toBe("حُفظ 100 منتج.");
  });

  it("a missing form falls back to other", () => {
    expect(pluralText("ru", 5, { one: "{count} товар", other: "{count} шт." })).toBe("5 шт.");
  });
});
