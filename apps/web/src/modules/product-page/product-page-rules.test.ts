import { describe, expect, it } from "vitest";
import type { Product } from "@/lib/api/types";
import { parseProductLayout } from "./layouts";
import { localStockNote, productPageTranslate } from "./messages";
import { productJsonLd } from "./product-json-ld";
import { attributeRows } from "./product-specification";

const product: Product = {
  id: 7,
  title: "Ember Cone Pendant Light, Gold",
  sku: "RL-HL-00002",
  description: "A cone pendant.",
  images: [{ key: "products/pendant-gold-2.webp", path: "/storage/products/pendant-gold-2.webp" }],
  dimensions: {
    width: { value: 40, unit: "cm" },
    depth: { value: 57, unit: "cm" },
    height: { value: 24, unit: "cm" },
  },
  productAttributes: [
    { attribute: { identifier: "brand", name: "Brand", type: "select" }, value: { val: "Roshni Signature" } },
    {
      attribute: { identifier: "finish", name: "Finish", type: "multi select" },
      value: { val: '["Gold","Matt Black"]' },
    },
    { attribute: { identifier: "ip_rating", name: "IP Rating", type: "text" }, value: { val: "" } },
  ],
  stock: 0,
  minimumQuantity: 10,
  mrp: 4250,
  sellingPrice: 2838,
  taxRate: 18,
  hsnCode: "94051900",
  websites: [{ slug: "ember-cone-pendant-light-gold-rl-hl-00002" }],
  websiteProductPrices: [{ customerGroup: { id: 1, isDefault: true }, price: 2838 }],
  categories: [{ id: 2, title: "Hanging Lights", url: "Hanginglights" }],
};

describe("product page rules", () => {
  it("?layout= chooses standard, sidebar or columnar; anything else is standard", () => {
    expect(parseProductLayout("sidebar")).toBe("sidebar");
    expect(parseProductLayout("columnar")).toBe("columnar");
    expect(parseProductLayout(["columnar", "sidebar"])).toBe("columnar");
    expect(parseProductLayout("quickview")).toBe("standard");
    expect(parseProductLayout(undefined)).toBe("standard");
  });

  it("the specification lists every attribute with a value, multi-select values joined by commas", () => {
    expect(attributeRows(product)).toEqual([
      { name: "Brand", value: "Roshni Signature" },
      { name: "Finish", value: "Gold, Matt Black" },
    ]);
  });

  it("with stock 0 the note reads 'MOQ = {minimum}', below the MOQ 'Buy in stock 1 to {stock} else MOQ = {minimum}'", () => {
    const en = productPageTranslate("en");
    expect(localStockNote("en", product, en)).toBe("MOQ = 10");
    expect(localStockNote("en", { stock: 3, minimumQuantity: 10 }, en)).toBe(
      "Buy in stock 1 to 3 else MOQ = 10",
    );
    expect(localStockNote("en", { stock: 30, minimumQuantity: 10 }, en)).toBeNull();
    expect(localStockNote("ar", product, en)).toBe("MOQ = 10");
    const ru = productPageTranslate("ru");
    expect(localStockNote("ru", { stock: 3, minimumQuantity: 10 }, ru)).toBe(
      "Со склада от 1 до 3, иначе минимальный заказ = 10",
    );
  });

  it("the JSON-LD offer is the visitor's price in INR with 2 decimals; no stock means made to order", () => {
    const data = productJsonLd(product, "https://shop.example");
    expect(data.name).toBe(product.title);
    expect(data.sku).toBe("RL-HL-00002");
    expect(data.image).toEqual(["https://shop.example/storage/products/pendant-gold-2.webp"]);
    expect(data.offers).toMatchObject({
      price: "2838.00",
      priceCurrency: "INR",
      availability: "https://schema.org/MadeToOrder",
    });
    expect(productJsonLd({ ...product, stock: 4 }, "").offers).toMatchObject({
      availability: "https://schema.org/InStock",
    });
  });

  it("with volume prices the JSON-LD is still one Offer at the one-piece price, the breaks as unit prices", () => {
    const visitor = { id: 1, isDefault: true };
    const trade = { id: 2, isDefault: false };
    const data = productJsonLd(
      {
        ...product,
        volumePrices: [
          { customerGroup: visitor, minQuantity: 10, price: 2700 },
          { customerGroup: visitor, minQuantity: 50, price: 2550.5 },
          // Another group's break is not the visitors' price.
          { customerGroup: trade, minQuantity: 10, price: 2000 },
        ],
      },
      "",
    );
    const offers = data.offers as Record<string, unknown>;
    expect(Array.isArray(offers)).toBe(false);
    expect(offers).toMatchObject({ "@type": "Offer", price: "2838.00", priceCurrency: "INR" });
    expect(offers.priceSpecification).toEqual([
      {
        "@type": "UnitPriceSpecification",
        price: "2700.00",
        priceCurrency: "INR",
        eligibleQuantity: { "@type": "QuantitativeValue", minValue: 10, unitCode: "C62" },
      },
      {
        "@type": "UnitPriceSpecification",
        price: "2550.50",
        priceCurrency: "INR",
        eligibleQuantity: { "@type": "QuantitativeValue", minValue: 50, unitCode: "C62" },
      },
    ]);
    expect(productJsonLd(product, "").offers).not.toHaveProperty("priceSpecification");
  });
});
