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
});
