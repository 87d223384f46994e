import { describe, expect, expectTypeOf, it } from "vitest";
import { type CouponTerms, TOTALS_LINE_TITLES, type TotalsLineType } from "../cart/totals";
import type { CouponDto } from "./coupon";
import { zodIssuesToFields } from "./envelope";
import {
  cartLineSchema,
  orderBodySchema,
  orderHeadersSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderSchema,
  paymentStatusSchema,
  quoteBodySchema,
  quoteSchema,
  type TotalsLineDto,
  totalsLineTypeSchema,
} from "./order";

function fieldsOf(result: { success: boolean; error?: Parameters<typeof zodIssuesToFields>[0] }) {
  expect(result.success).toBe(false);
  return result.error ? zodIssuesToFields(result.error) : {};
}

describe("cart lines sent to the server", () => {
  it("carry a product id, a quantity and chosen options, never a price", () => {
    const line = { productId: 101, quantity: 12, options: [{ optionId: 3, valueId: 14 }] };
    expect(cartLineSchema.parse(line)).toEqual(line);
    expect(fieldsOf(cartLineSchema.safeParse({ productId: 101, quantity: 12, price: 1 }))).toEqual({
      price: "This field is not accepted.",
    });
  });

  it("a quantity is a whole number from 1 to 1,00,000", () => {
    expect(fieldsOf(cartLineSchema.safeParse({ productId: 101, quantity: 0 }))).toEqual({
      quantity: "Order at least 1 piece.",
    });
    expect(fieldsOf(cartLineSchema.safeParse({ productId: 101, quantity: 1.5 }))).toEqual({
      quantity: "Enter a whole number of pieces.",
    });
    expect(fieldsOf(cartLineSchema.safeParse({ productId: 101, quantity: 100_001 }))).toEqual({
      quantity: "Order at most 1,00,000 pieces per line.",
    });
    expect(fieldsOf(cartLineSchema.safeParse({ productId: -1, quantity: 1 }))).toEqual({
      productId: "Choose a valid item.",
    });
  });
});

describe("quote and order bodies", () => {
  const items = [
    { productId: 101, quantity: 3 },
    { productId: 205, quantity: 2 },
  ];

  it("a quote takes the lines, an optional coupon (upper-cased) and the shipping choice", () => {
    expect(quoteBodySchema.parse({ items, couponCode: " diwali10 ", toPayShipping: false })).toEqual({
      items,
      couponCode: "DIWALI10",
      toPayShipping: false,
    });
    expect(fieldsOf(quoteBodySchema.safeParse({ items }))).toEqual({
      toPayShipping: "Choose whether shipping is paid on delivery.",
    });
  });

  it("an order needs at least one line, an address and bank transfer as payment", () => {
    const order = {
      items,
      addressId: 3,
      toPayShipping: true,
      paymentMethod: "bank-transfer",
      note: "  Deliver after 11:00, gate 2. ",
    };
    expect(orderBodySchema.parse(order)).toEqual({ ...order, note: "Deliver after 11:00, gate 2." });
    expect(
      fieldsOf(
        orderBodySchema.safeParse({
          items: [],
          toPayShipping: true,
          paymentMethod: "card",
          note: "x".repeat(501),
        }),
      ),
    ).toEqual({
      items: "Your cart is empty. Add a product before ordering.",
      addressId: "Choose a delivery address.",
      paymentMethod: "Choose a payment method.",
      note: "The note has at most 500 characters.",
    });
  });

  it("reports a bad line by its position", () => {
    expect(
      fieldsOf(
        orderBodySchema.safeParse({
          items: [{ productId: 101, quantity: 3 }, { productId: 205 }],
          addressId: 3,
          toPayShipping: false,
          paymentMethod: "bank-transfer",
        }),
      ),
    ).toEqual({ "items.1.quantity": "Enter a quantity." });
  });

  it("an order is sent with an Idempotency-Key header", () => {
    expect(orderHeadersSchema.parse({ "idempotency-key": "6f1c2b1e-8d1f-4d8b-9a43-5e7c0c1f2a9b" })).toEqual({
      "idempotency-key": "6f1c2b1e-8d1f-4d8b-9a43-5e7c0c1f2a9b",
    });
    expect(fieldsOf(orderHeadersSchema.safeParse({}))).toEqual({
      "idempotency-key": "Send an Idempotency-Key header with the order.",
    });
  });
});

const product = {
  id: 101,
  title: "Brass Wall Light",
  sku: "RL-WL-0101",
  description: "",
  images: [],
  dimensions: {
    width: { value: 12, unit: "cm" },
    depth: { value: 10, unit: "cm" },
    height: { value: 30, unit: "cm" },
  },
  productAttributes: [],
  stock: 50,
  minimumQuantity: 2,
  mrp: 1500,
  sellingPrice: 1200,
  taxRate: 18,
  hsnCode: "9405",
  websites: [{ slug: "brass-wall-light" }],
  websiteProductPrices: [{ customerGroup: { id: 1, isDefault: true }, price: 1200 }],
  categories: [{ id: 3, title: "Wall Lights", url: "Walllights" }],
};

describe("the server's answers", () => {
  it("a quote is the priced cart of PRICING.md example 1: total 7,191.50", () => {
    const quote = {
      items: [
        {
          id: 1,
          product,
          options: [],
          price: 1200,
          mrp: 1500,
          tax: 648,
          subtotal: 3600,
          total: 4248,
          quantity: 3,
        },
        {
          id: 2,
          product: { ...product, id: 205, taxRate: 12, sellingPrice: 450, mrp: 600 },
          options: [{ optionId: 3, valueId: 14, optionTitle: "Finish", valueTitle: "Antique" }],
          price: 450,
          mrp: 600,
          tax: 108,
          subtotal: 900,
          total: 1008,
          quantity: 2,
        },
      ],
      subtotal: 4500,
      totals: [
        { type: "packaging", title: "Packaging", price: 297 },
        { type: "shipping", title: "Shipping", price: 1343.25 },
        { type: "tax", title: "GST", price: 1051.25 },
      ],
      total: 7191.5,
      quantity: 5,
    };
    expect(quoteSchema.parse(quote)).toEqual(quote);
    expect(
      quoteSchema.safeParse({ ...quote, totals: [{ type: "gift-wrap", title: "Gift wrap", price: 10 }] })
        .success,
    ).toBe(false);
  });

  it("an order keeps its address, lines split into stock and made-to-order, totals and coupon", () => {
    const order = {
      id: 42,
      number: "RL-000042",
      status: "placed",
      paymentStatus: "pending",
      paymentMethod: "bank-transfer",
      createdAt: "2026-11-22T06:30:00.000Z",
      address: {
        name: "Anil Kapoor",
        phone: "+911123456789",
        company: "Kapoor Electricals",
        gstin: "27AAPFU0939F1ZV",
        line1: "1425, Bhagirath Palace",
        line2: null,
        city: "Delhi",
        state: "Delhi",
        pincode: "110006",
        country: "IN",
      },
      items: [
        {
          productId: 101,
          title: "Brass Wall Light",
          sku: "RL-WL-0101",
          quantity: 10,
          price: 2500,
          mrp: 3200,
          taxRate: 18,
          subtotal: 25000,
          // The coupon's 10 % share: GST on the discounted 22,500.
          discount: 2500,
          tax: 4050,
          total: 26550,
          fromStock: 4,
          madeToOrder: 6,
        },
      ],
      subtotal: 25000,
      totals: [
        { type: "discount", title: "Discount", price: -2500 },
        { type: "packaging", title: "Packaging", price: 1450 },
        { type: "packing-discount", title: "Packing discount", price: -500 },
        { type: "shipping", title: "Shipping", price: 3712.5 },
        { type: "shipping-discount", title: "Shipping discount", price: -1856.25 },
        { type: "tax", title: "GST", price: 4555.13 },
      ],
      total: 29861.38,
      coupon: {
        code: "DIWALI10",
        subtotalType: "percent",
        subtotalDiscount: 10,
        packingType: "absolute",
        packingDiscount: 500,
        transportType: "percent",
        transportDiscount: 50,
      },
      note: "Deliver through Gati, please.",
      toPayShipping: false,
      payment: { amountPaid: 0, amountDue: 29861.38, amountRefunded: 0, upi: null },
      dispatch: null,
    };
    expect(orderSchema.parse(order)).toEqual(order);
    expect(orderPageSchema.parse({ items: [order], total: 1 }).items).toHaveLength(1);
    expect(orderSchema.safeParse({ ...order, status: "lost" }).success).toBe(false);
    expect(orderSchema.safeParse({ ...order, createdAt: "22/11/2026" }).success).toBe(false);

    // The status history, oldest first: each step names an order status and carries an ISO time.
    const history = [
      { status: "placed", createdAt: "2026-11-20T10:15:00.000Z" },
      { status: "confirmed", note: "Payment received, UTR 4312", createdAt: "2026-11-21T09:00:00+05:30" },
    ];
    expect(orderSchema.parse({ ...order, statusHistory: history }).statusHistory).toEqual(history);
    expect(
      orderSchema.safeParse({ ...order, statusHistory: [{ status: "pending", createdAt: order.createdAt }] })
        .success,
    ).toBe(false);
    expect(
      orderSchema.safeParse({ ...order, statusHistory: [{ status: "placed", createdAt: "yesterday" }] })
        .success,
    ).toBe(false);
  });

  it("payment status is pending, partially paid, paid, partially refunded or refunded", () => {
    const paid = { status: "paid", amountPaid: 100, amountDue: 0, amountRefunded: 0 };
    expect(paymentStatusSchema.parse(paid)).toEqual(paid);
    expect(paymentStatusSchema.safeParse({ ...paid, status: "partially_paid" }).success).toBe(true);
    expect(paymentStatusSchema.safeParse({ ...paid, status: "failed" }).success).toBe(false);
  });

  it("order history pages default to 10 newest orders", () => {
    expect(orderListQuerySchema.parse({})).toEqual({ skip: 0, limit: 10 });
    expect(orderListQuerySchema.parse({ skip: "10", limit: "20" })).toEqual({ skip: 10, limit: 20 });
  });
});

describe("the wire shapes match the cart rules of packages/core", () => {
  it("totals lines have the same types as the cart computes, in the same order", () => {
    expect(totalsLineTypeSchema.options).toEqual(Object.keys(TOTALS_LINE_TITLES));
    expectTypeOf<TotalsLineDto["type"]>().toEqualTypeOf<TotalsLineType>();
  });

  it("a coupon from the API can be handed to the cart as its terms", () => {
    expectTypeOf<CouponDto>().toExtend<CouponTerms>();
  });
});
