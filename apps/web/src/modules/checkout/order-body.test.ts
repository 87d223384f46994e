import { cartReducer, emptyCart } from "@roshni/core";
import { describe, expect, it } from "vitest";
import { NOTE_MAX, orderBody, orderErrorLines, orderNote, quoteBody } from "./order-body";

const lamp = {
  id: 41,
  title: "Brass Lantern Wall Light",
  taxRate: 18,
  mrp: 2400,
  sellingPrice: 1200,
  minimumQuantity: 6,
  websiteProductPrices: [],
};
const bulb = { ...lamp, id: 77, title: "Filament Bulb 6W", taxRate: 12, mrp: 600, sellingPrice: 450 };

function cartWithLines() {
  let cart = emptyCart();
  cart = cartReducer(cart, { type: "add", product: lamp, quantity: 3, group: null });
  cart = cartReducer(cart, {
    type: "add",
    product: bulb,
    quantity: 2,
    options: [{ optionId: 5, valueId: 9, optionTitle: "Colour", valueTitle: "Warm white" }],
    group: null,
  });
  return cart;
}

describe("the quote and the order sent to the server", () => {
  it("carry product ids, quantities and options, never a price", () => {
    const body = quoteBody(cartWithLines(), null);
    expect(body).toEqual({
      items: [
        { productId: 41, quantity: 3 },
        { productId: 77, quantity: 2, options: [{ optionId: 5, valueId: 9 }] },
      ],
      toPayShipping: false,
    });
    expect(JSON.stringify(body)).not.toContain("1200");
  });

  it("name the applied coupon by its code, the to-pay choice and the address", () => {
    let cart = cartWithLines();
    cart = cartReducer(cart, {
      type: "applyCoupon",
      coupon: {
        code: "WELCOME10",
        subtotalType: "percent",
        subtotalDiscount: 10,
        packingType: "percent",
        packingDiscount: 0,
        transportType: "percent",
        transportDiscount: 0,
      },
    });
    cart = cartReducer(cart, { type: "setToPayShipping", value: true });
    expect(quoteBody(cart, 12)).toMatchObject({
      couponCode: "WELCOME10",
      toPayShipping: true,
      addressId: 12,
    });
    expect(orderBody(cart, 12, "")).toMatchObject({
      couponCode: "WELCOME10",
      toPayShipping: true,
      addressId: 12,
      paymentMethod: "bank-transfer",
    });
  });

  it("the same order gives the same text, so a retry reuses its Idempotency-Key", () => {
    const cart = cartWithLines();
    expect(JSON.stringify(orderBody(cart, 3, "Call before delivery"))).toBe(
      JSON.stringify(orderBody(cart, 3, "Call before delivery")),
    );
    expect(JSON.stringify(orderBody(cart, 3, ""))).not.toContain("note");
  });
});

describe("the note the shop receives", () => {
  it("starts with the preferred transporter when shipping is to-pay", () => {
    expect(orderNote({ toPayShipping: true, shippingDetails: " VRL Logistics " }, " Call at the gate ")).toBe(
      "Transporter: VRL Logistics\nCall at the gate",
    );
  });

  it("leaves the transporter out when the shop ships, and is absent when empty", () => {
    expect(orderNote({ toPayShipping: false, shippingDetails: "VRL Logistics" }, "")).toBeUndefined();
    expect(orderNote({ toPayShipping: true, shippingDetails: "  " }, "  ")).toBeUndefined();
  });

  it("never exceeds the API's 500 characters", () => {
    const note = orderNote({ toPayShipping: true, shippingDetails: "x".repeat(300) }, "y".repeat(600));
    expect(note?.length).toBe(NOTE_MAX);
  });
});

describe("a refused order in words", () => {
  const titles = ["Brass Lantern Wall Light", "Filament Bulb 6W"];

  it("a 409 names the product whose stock was taken", () => {
    const message =
      'Only 2 of "Filament Bulb 6W" are in stock; order up to 2, or at least the minimum order quantity of 6.';
    expect(orderErrorLines({ message, fields: { "items.1.quantity": message } }, (i) => titles[i])).toEqual([
      message,
    ]);
  });

  it("a field message that does not name its line gets the product's title", () => {
    expect(
      orderErrorLines(
        {
          message: "This product is no longer sold. Remove it from your cart and try again.",
          fields: {
            "items.0.productId": "This product is no longer sold. Remove it from your cart and try again.",
          },
        },
        (i) => titles[i],
      ),
    ).toEqual([
      "This product is no longer sold. Remove it from your cart and try again.",
      "Brass Lantern Wall Light: This product is no longer sold. Remove it from your cart and try again.",
    ]);
  });

  it("other fields are listed as the server wrote them", () => {
    expect(
      orderErrorLines(
        { message: "Check the order.", fields: { addressId: "Choose a delivery address." } },
        (i) => titles[i],
      ),
    ).toEqual(["Check the order.", "Choose a delivery address."]);
  });
});
