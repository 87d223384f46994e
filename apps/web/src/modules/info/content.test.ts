import { formatMoney, PACKAGING_SLABS, SHIPPING_SLABS } from "@roshni/core";
import { describe, expect, it } from "vitest";
import { getInfoPage, INFO_PAGES } from "./content";
import { formatPercent, infoTranslate } from "./messages";
import { PRICING_EXAMPLE_LINES, pricingExample, slabRanges } from "./pricing-data";
import { contentLocale, INFO_PAGE_SLUGS, type InfoPageContent } from "./types";

function allText(page: InfoPageContent): string[] {
  const texts = [page.description, page.intro];
  for (const section of page.sections) {
    texts.push(section.heading);
    for (const block of section.blocks) {
      if (block.type === "paragraph") texts.push(block.text);
      if (block.type === "list") texts.push(...block.items);
    }
  }
  return texts;
}

describe("information pages", () => {
  it("every page of SPEC.md section 2 has an English and a Russian text", () => {
    expect(Object.keys(INFO_PAGES).sort()).toEqual([...INFO_PAGE_SLUGS].sort());
    for (const slug of INFO_PAGE_SLUGS) {
      for (const locale of ["en", "ru"] as const) {
        const page = INFO_PAGES[slug][locale];
        expect(page.sections.length, `${slug} ${locale}`).toBeGreaterThanOrEqual(2);
        expect(page.description.length, `${slug} ${locale}`).toBeLessThanOrEqual(200);
      }
    }
  });

  it("the Russian text is Russian and the English text is English", () => {
    for (const slug of INFO_PAGE_SLUGS) {
      expect(INFO_PAGES[slug].ru.intro, slug).toMatch(/[а-яё]{4}/i);
      expect(INFO_PAGES[slug].en.intro, slug).not.toMatch(/[а-яё]/i);
    }
  });

  it("ar reads the English text and ru its own", () => {
    expect(contentLocale("ar")).toBe("en");
    expect(getInfoPage("warranty", "ar")).toBe(INFO_PAGES.warranty.en);
    expect(getInfoPage("warranty", "ru")).toBe(INFO_PAGES.warranty.ru);
  });

  it("contact lines, hours, identifiers and bank details are never typed into a page", () => {
    // They come from GET /v1/settings through `shop` blocks: phone numbers, times of day, email addresses,
    // GSTIN, PAN and IFSC codes would be copies that can go stale.
    const forbidden = [
      /\+91/,
      /\b\d{2}:\d{2}\b/,
      /@[a-z0-9-]+\.[a-z]/i,
      /\b\d{2}[A-Z]{5}\d{4}[A-Z]\d[A-Z\d]{2}\b/,
      /\b[A-Z]{5}\d{4}[A-Z]\b/,
      /\b[A-Z]{4}0[A-Z0-9]{6}\b/,
    ];
    for (const slug of INFO_PAGE_SLUGS) {
      for (const locale of ["en", "ru"] as const) {
        for (const text of allText(INFO_PAGES[slug][locale])) {
          for (const pattern of forbidden) expect(text, `${slug} ${locale}`).not.toMatch(pattern);
        }
      }
    }
  });

  it("the shop's rules are stated the same way in both languages: 15 to 20 days, MOQ and GST 12% / 18%", () => {
    const en = INFO_PAGE_SLUGS.flatMap((slug) => allText(INFO_PAGES[slug].en)).join(" ");
    const ru = INFO_PAGE_SLUGS.flatMap((slug) => allText(INFO_PAGES[slug].ru)).join(" ");
    expect(en).toContain("15 to 20 days");
    expect(ru).toContain("от 15 до 20 дней");
    expect(en).toContain("12% or 18%");
    expect(ru).toContain("12 % или 18 %");
    expect(en).toContain("minimum order quantity (MOQ)");
    expect(ru).toContain("минимальный объём заказа (MOQ)");
    // Hours are written one way everywhere and only by the settings, never as the specification's slip.
    expect(`${en} ${ru}`).not.toContain("11:00pm");
  });

  it("the pricing page shows both slab tables and the worked example in both languages", () => {
    for (const locale of ["en", "ru"] as const) {
      const tables = INFO_PAGES.pricing[locale].sections.flatMap((section) =>
        section.blocks.flatMap((block) => (block.type === "pricing" ? [block.table] : [])),
      );
      expect(tables).toEqual(["packaging", "shipping", "example"]);
    }
  });
});

describe("fee tables on the pricing page", () => {
  it("a row starts one paisa above the limit of the row before it, because 'up to' is inclusive", () => {
    const ranges = slabRanges(PACKAGING_SLABS);
    expect(ranges[0]).toEqual({ from: null, upTo: 5_000_00, percent: 6.6 });
    expect(ranges[1]).toEqual({ from: 5_000_01, upTo: 7_500_00, percent: 6.4 });
    expect(ranges.at(-1)).toEqual({ from: 210_000_01, upTo: null, percent: 4.5 });
    expect(ranges).toHaveLength(PACKAGING_SLABS.length);
  });

  it("the shipping table has every slab of core, ending open above ₹3,40,000.00 at 10.35%", () => {
    const ranges = slabRanges(SHIPPING_SLABS);
    expect(ranges.map((range) => range.percent)).toEqual(SHIPPING_SLABS.map((slab) => slab.percent));
    expect(ranges.at(-1)).toEqual({ from: 340_000_01, upTo: null, percent: 10.35 });
    expect(formatMoney(340_000_00)).toBe("₹3,40,000.00");
  });

  it("percentages read 29.85% in English and 29,85 % in Russian", () => {
    expect(formatPercent(29.85, "en")).toBe("29.85%");
    expect(formatPercent(6, "ar")).toBe("6%");
    expect(formatPercent(29.85, "ru").replace(/\s/g, " ")).toBe("29,85 %");
  });

  it("row labels say up to, from … to and above", () => {
    const en = infoTranslate("en");
    const ru = infoTranslate("ru");
    expect(en("upTo", { to: "₹5,000.00" })).toBe("up to ₹5,000.00");
    expect(ru("between", { from: "₹5,000.01", to: "₹7,500.00" })).toBe("от ₹5,000.01 до ₹7,500.00");
    expect(en("above", { from: "₹2,10,000.00" })).toBe("above ₹2,10,000.00");
  });
});

describe("worked example on the pricing page", () => {
  it("3 × ₹1,200.00 at 18% and 2 × ₹450.00 at 12% come to ₹7,191.50 with shipping (PRICING.md example 1)", () => {
    const { paid } = pricingExample();
    expect(paid.subtotal).toBe(4_500_00);
    expect(paid.totals).toEqual([
      { type: "packaging", title: "Packaging", price: 297_00 },
      { type: "shipping", title: "Shipping", price: 1_343_25 },
      { type: "tax", title: "GST", price: 1_051_25 },
    ]);
    expect(paid.total).toBe(7_191_50);
  });

  it("with 'to pay' shipping the shop charges no shipping and the total is ₹5,606.46 (PRICING.md example 2)", () => {
    const { toPay } = pricingExample();
    expect(toPay.totals.find((line) => line.type === "shipping")?.price ?? 0).toBe(0);
    expect(toPay.totals.find((line) => line.type === "packaging")?.price).toBe(297_00);
    expect(toPay.tax).toBe(809_46);
    expect(toPay.total).toBe(5_606_46);
  });

  it("the example's lines are the ones the page lists", () => {
    expect(pricingExample().lines).toBe(PRICING_EXAMPLE_LINES);
    expect(PRICING_EXAMPLE_LINES.map((line) => line.price * line.quantity)).toEqual([3_600_00, 900_00]);
  });
});
