import { describe, expect, it } from "vitest";
import { type ApiPricedProduct, apiProductPrice, groupPrice, type PricedProduct } from "./group-price";

const retail = { id: 1, isDefault: true };
const wholesale = { id: 2, isDefault: false };
const contractor = { id: 3, isDefault: false };

const product: PricedProduct = { mrp: 250000, sellingPrice: 180000, wholesalePrice: 150000 };

describe("the price of a product for a customer group", () => {
  it("a group's own price wins over every other price", () => {
    const p = { ...product, groupPrices: [{ groupId: 2, price: 140000 }] };
    expect(groupPrice(p, wholesale)).toBe(140000);
  });

  it("a non-default group without its own price pays the wholesale price", () => {
    expect(groupPrice(product, wholesale)).toBe(150000);
  });

  it("the default group pays the selling price, never the wholesale price", () => {
    expect(groupPrice(product, retail)).toBe(180000);
  });

  it("a visitor is in the default group", () => {
    expect(groupPrice(product, null)).toBe(180000);
    const p = { ...product, groupPrices: [{ groupId: 1, price: 175000, isDefault: true }] };
    expect(groupPrice(p, null)).toBe(175000);
  });

  it("a non-default group without a wholesale price falls back to the default group's price", () => {
    const p = {
      ...product,
      wholesalePrice: 0,
      groupPrices: [{ groupId: 1, price: 175000, isDefault: true }],
    };
    expect(groupPrice(p, contractor)).toBe(175000);
  });

  it("a zero wholesale price falls back to the selling price", () => {
    expect(groupPrice({ ...product, wholesalePrice: 0 }, wholesale)).toBe(180000);
    expect(groupPrice({ ...product, wholesalePrice: null }, wholesale)).toBe(180000);
  });

  it("without a selling price the MRP is charged", () => {
    expect(groupPrice({ mrp: 250000, sellingPrice: 0 }, retail)).toBe(250000);
    expect(groupPrice({ mrp: 250000, sellingPrice: 0, wholesalePrice: 0 }, wholesale)).toBe(250000);
  });

  it("another group's price is never used", () => {
    const p = { ...product, groupPrices: [{ groupId: 3, price: 100000 }] };
    expect(groupPrice(p, wholesale)).toBe(150000);
    expect(groupPrice(p, null)).toBe(180000);
  });
});

describe("the price rule on the API's product (rupees in, paise out)", () => {
  const apiProduct: ApiPricedProduct = {
    mrp: 2500,
    sellingPrice: 1800,
    wholesalePrice: 1500.5,
    websiteProductPrices: [{ customerGroup: { id: 1, isDefault: true }, price: 1750.25 }],
  };

  it("a visitor uses the default group's entry of websiteProductPrices", () => {
    expect(apiProductPrice(apiProduct, null)).toBe(175025);
    expect(apiProductPrice(apiProduct, retail)).toBe(175025);
  });

  it("a wholesale buyer's own entry wins", () => {
    const p = {
      ...apiProduct,
      websiteProductPrices: [
        ...apiProduct.websiteProductPrices,
        { customerGroup: { id: 2, isDefault: false }, price: 1400.1 },
      ],
    };
    expect(apiProductPrice(p, wholesale)).toBe(140010);
  });

  it("a wholesale buyer without an entry pays the wholesale price", () => {
    expect(apiProductPrice(apiProduct, wholesale)).toBe(150050);
  });

  it("a product with no group prices and no selling price is sold at the MRP", () => {
    expect(apiProductPrice({ mrp: 999.99, sellingPrice: 0, websiteProductPrices: [] }, null)).toBe(99999);
  });
});
