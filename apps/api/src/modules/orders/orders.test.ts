import { computeTotals, type OrderDto, type QuoteDto, toPaise } from "@roshni/core";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indianYear } from "../../db/order-number";
import { coupons, orderStatusHistory, orders, outboxMails, payments } from "../../db/schema";
import { api, countQueries, createTestApp, type TestApp } from "../../test/harness";
import { addTestCustomer, addTestProduct, DELHI_ADDRESS, productStock } from "./test-fixtures";

let testApp: TestApp;
let buyer: { id: number; token: string };
let buyerAddressId: number;
let stranger: { id: number; token: string };
let lamp: number; // ₹1,200.00 at 18 %
let bulb: number; // ₹450.00 at 12 %
let chandelier: number; // ₹2,500.00 at 18 %
let keySerial = 0;

function newKey(): string {
  keySerial += 1;
  return `order-key-${keySerial}-${Date.now()}`;
}

async function addAddress(token: string): Promise<number> {
  const res = await api(testApp.app).post<{ id: number }>("/v1/customer/address", DELHI_ADDRESS, { token });
  if (res.statusCode !== 201) throw new Error(`address refused: ${JSON.stringify(res.body)}`);
  return res.data.id;
}

function placeOrder(token: string, body: Record<string, unknown>, key: string | null = newKey()) {
  return api(testApp.app).post<OrderDto>("/v1/order", body, {
    token,
    headers: key === null ? {} : { "idempotency-key": key },
  });
}

beforeAll(async () => {
  testApp = await createTestApp({ products: 10 });
  buyer = await addTestCustomer(testApp, { email: "buyer@example.in" });
  stranger = await addTestCustomer(testApp, { email: "other@example.in" });
  buyerAddressId = await addAddress(buyer.token);
  lamp = await addTestProduct(testApp, {
    title: "Brass Wall Lamp",
    sellingPrice: 120_000,
    wholesalePrice: 95_000,
    taxRate: 18,
    stock: 1000,
    minimumQuantity: 1,
  });
  bulb = await addTestProduct(testApp, {
    title: "Filament Bulb",
    sellingPrice: 45_000,
    taxRate: 12,
    stock: 1000,
    minimumQuantity: 1,
  });
  chandelier = await addTestProduct(testApp, {
    title: "Crystal Chandelier",
    sellingPrice: 250_000,
    taxRate: 18,
    stock: 1000,
    minimumQuantity: 1,
  });
});

afterAll(async () => {
  await testApp?.close();
});

describe("quote: the server's cart", () => {
  it("PRICING.md example 1: 3 × ₹1,200 at 18 % and 2 × ₹450 at 12 % total ₹7,191.50", async () => {
    const res = await api(testApp.app).post<QuoteDto>("/v1/order/quote", {
      items: [
        { productId: lamp, quantity: 3 },
        { productId: bulb, quantity: 2 },
      ],
      toPayShipping: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.subtotal).toBe(4500);
    expect(res.data.totals).toEqual([
      { type: "packaging", title: "Packaging", price: 297 },
      { type: "shipping", title: "Shipping", price: 1343.25 },
      { type: "tax", title: "GST", price: 1051.25 },
    ]);
    expect(res.data.total).toBe(7191.5);
    expect(res.data.quantity).toBe(5);
    expect(res.data.items.map((i) => [i.id, i.product.id, i.price, i.subtotal, i.tax, i.total])).toEqual([
      [1, lamp, 1200, 3600, 648, 4248],
      [2, bulb, 450, 900, 108, 1008],
    ]);
  });

  it("costs the same number of SQL statements for one line as for three", async () => {
    const counter = countQueries(testApp.db);
    try {
      const statementsFor = async (items: { productId: number; quantity: number }[]) => {
        counter.reset();
        const res = await api(testApp.app).post<QuoteDto>("/v1/order/quote", { items, toPayShipping: false });
        expect(res.statusCode).toBe(200);
        expect(res.data.items).toHaveLength(items.length);
        return counter.count;
      };
      const one = await statementsFor([{ productId: lamp, quantity: 1 }]);
      const three = await statementsFor([
        { productId: lamp, quantity: 1 },
        { productId: bulb, quantity: 1 },
        { productId: chandelier, quantity: 1 },
      ]);
      expect(three).toBe(one);
    } finally {
      counter.stop();
    }
  });

  it("PRICING.md example 2: with to-pay shipping the shop charges no shipping and the total is ₹5,606.46", async () => {
    const res = await api(testApp.app).post<QuoteDto>("/v1/order/quote", {
      items: [
        { productId: lamp, quantity: 3 },
        { productId: bulb, quantity: 2 },
      ],
      toPayShipping: true,
    });
    expect(res.data.totals.find((t) => t.type === "shipping")?.price).toBe(0);
    expect(res.data.totals.find((t) => t.type === "tax")?.price).toBe(809.46);
    expect(res.data.total).toBe(5606.46);
  });

  it("PRICING.md example 3: 10 × ₹2,500 with a 10 % / ₹500 packing / 50 % transport coupon total ₹29,861.38", async () => {
    await testApp.db.insert(coupons).values({
      code: "EXAMPLE3",
      subtotalType: "percent",
      subtotalDiscount: 1000,
      packingType: "absolute",
      packingDiscount: 50_000,
      transportType: "percent",
      transportDiscount: 5000,
    });
    const res = await api(testApp.app).post<QuoteDto>("/v1/order/quote", {
      items: [{ productId: chandelier, quantity: 10 }],
      couponCode: "example3",
      toPayShipping: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.subtotal).toBe(25_000);
    expect(res.data.totals.map((t) => [t.type, t.price])).toEqual([
      ["discount", -2500],
      ["packaging", 1450],
      ["packing-discount", -500],
      ["shipping", 3712.5],
      ["shipping-discount", -1856.25],
      ["tax", 4555.13],
    ]);
    expect(res.data.total).toBe(29_861.38);
  });

  it("a wholesale buyer is quoted the wholesale price, and the numbers are core's computeTotals", async () => {
    const trader = await addTestCustomer(testApp, { email: "trader@example.in", wholesale: true });
    const res = await api(testApp.app).post<QuoteDto>(
      "/v1/order/quote",
      { items: [{ productId: lamp, quantity: 7 }], toPayShipping: false },
      { token: trader.token },
    );
    expect(res.data.items[0]?.price).toBe(950);
    const expected = computeTotals({
      lines: [{ price: 95_000, quantity: 7, taxRate: 18 }],
      toPayShipping: false,
    });
    expect(toPaise(res.data.subtotal)).toBe(expected.subtotal);
    expect(toPaise(res.data.total)).toBe(expected.total);
    expect(res.data.totals.map((t) => toPaise(t.price))).toEqual(expected.totals.map((t) => t.price));
  });

  it("a price sent by the client is refused, not used", async () => {
    const res = await api(testApp.app).post("/v1/order/quote", {
      items: [{ productId: lamp, quantity: 1, price: 1 }],
      toPayShipping: false,
    });
    expect(res.statusCode).toBe(422);
    expect(res.error?.fields).toHaveProperty("items.0.price");
  });

  it("an unknown product is 422 PRODUCT_UNAVAILABLE naming the line", async () => {
    const res = await api(testApp.app).post("/v1/order/quote", {
      items: [
        { productId: lamp, quantity: 1 },
        { productId: 999_999, quantity: 1 },
      ],
      toPayShipping: false,
    });
    expect(res.statusCode).toBe(422);
    expect(res.error?.code).toBe("PRODUCT_UNAVAILABLE");
    expect(Object.keys(res.error?.fields ?? {})).toEqual(["items.1.productId"]);
  });

  it("below the MOQ only stock can be bought: the quote refuses 5 of a product with 3 in stock and MOQ 10", async () => {
    const scarce = await addTestProduct(testApp, {
      title: "Scarce Pendant",
      sellingPrice: 99_900,
      taxRate: 18,
      stock: 3,
      minimumQuantity: 10,
    });
    const res = await api(testApp.app).post("/v1/order/quote", {
      items: [{ productId: scarce, quantity: 5 }],
      toPayShipping: false,
    });
    expect(res.statusCode).toBe(422);
    expect(res.error?.code).toBe("QUANTITY_NOT_ORDERABLE");
    expect(res.error?.message).toBe(
      'Only 3 of "Scarce Pendant" are in stock; order up to 3, or at least the minimum order quantity of 10.',
    );
  });
});

describe("placing an order", () => {
  it("needs a signed-in buyer and an Idempotency-Key", async () => {
    const body = {
      items: [{ productId: lamp, quantity: 1 }],
      addressId: buyerAddressId,
      toPayShipping: false,
      paymentMethod: "bank-transfer",
    };
    const visitor = await api(testApp.app).post("/v1/order", body, {
      headers: { "idempotency-key": newKey() },
    });
    expect(visitor.statusCode).toBe(401);
    const noKey = await placeOrder(buyer.token, body, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.error?.code).toBe("IDEMPOTENCY_KEY_REQUIRED");
  });

  it("writes the order, its lines, history, the buyer's and the shop's mails, and takes the stock", async () => {
    const before = await productStock(testApp, lamp);
    const res = await placeOrder(buyer.token, {
      items: [
        { productId: lamp, quantity: 3 },
        { productId: bulb, quantity: 2 },
      ],
      addressId: buyerAddressId,
      toPayShipping: false,
      paymentMethod: "bank-transfer",
      note: "  Deliver after 11 am  ",
    });
    expect(res.statusCode).toBe(201);
    const order = res.data;
    expect(order.number).toMatch(new RegExp(`^WL-${indianYear(new Date(order.createdAt))}-\\d{6}$`));
    expect(order).toMatchObject({
      status: "placed",
      paymentStatus: "pending",
      paymentMethod: "bank-transfer",
      subtotal: 4500,
      // Delivery in Delhi: CGST 9 % and SGST 9 % of shipping are ₹120.89 each, so the total is a paisa
      // below the cart's one "GST" line (₹7,191.50); the order's total is the sum of its invoice amounts.
      total: 7191.49,
      placeOfSupply: { name: "Delhi", gstCode: "07", intraState: true, label: "Place of supply: Delhi (07)" },
      address: {
        name: "Ravi Sharma",
        phone: "+919811122233",
        state: "Delhi",
        pincode: "110006",
        country: "IN",
      },
    });
    expect(order.items.map((i) => [i.productId, i.quantity, i.price, i.fromStock, i.madeToOrder])).toEqual([
      [lamp, 3, 1200, 3, 0],
      [bulb, 2, 450, 2, 0],
    ]);
    expect(await productStock(testApp, lamp)).toBe(before - 3);

    const history = await testApp.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.status)).toEqual(["placed"]);
    // The answer carries the history too: placing records the one step 'placed', at the order's time.
    expect(order.statusHistory).toEqual([{ status: "placed", createdAt: order.createdAt }]);
    // Nothing is paid yet: no payment row, the whole total due, a UPI link for exactly that amount.
    expect(await testApp.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
    expect(order.totals.map((t) => [t.title, t.price])).toEqual([
      ["Packaging", 297],
      ["Shipping", 1343.25],
      ["CGST 6%", 54],
      ["SGST 6%", 54],
      ["CGST 9%", 471.62],
      ["SGST 9%", 471.62],
    ]);
    expect(order.note).toBe("Deliver after 11 am");
    expect(order.toPayShipping).toBe(false);
    expect(order.payment).toEqual({
      amountPaid: 0,
      amountDue: 7191.49,
      amountRefunded: 0,
      upi: {
        uri: `upi://pay?pa=roshnilighting@hdfcbank&pn=Roshni%20Lighting&am=7191.49&tn=${order.number}&cu=INR`,
        vpa: "roshnilighting@hdfcbank",
        payeeName: "Roshni Lighting",
        amount: 7191.49,
      },
    });

    await testApp.drain();
    const mails = await testApp.db.select().from(outboxMails).where(eq(outboxMails.to, "buyer@example.in"));
    const confirmation = mails.find((m) => m.subject.includes(order.number));
    expect(confirmation?.text).toContain("IFSC");
    expect(confirmation?.text).toContain("Total: ₹7,191.49");
    expect(confirmation?.text).toContain("CGST 9%: ₹471.62");
    expect(confirmation?.text).toContain("Place of supply: Delhi (07)");
    expect(confirmation?.text).toContain("Note: Deliver after 11 am");
    expect(confirmation?.text).toContain("Shipping: paid with the order.");
    await testApp.drain();
    const [toShop] = await testApp.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.subject, `New order ${order.number}: ₹7,191.49 from Test Buyer`));
    expect(toShop?.to).toBe("orders@roshnilighting.in, accounts@roshnilighting.in");
    expect(toShop?.text).toContain("2 × Filament Bulb");
    expect(toShop?.text).toContain("Note: Deliver after 11 am");

    const read = await api(testApp.app).get<OrderDto>(`/v1/order/${order.id}`, { token: buyer.token });
    expect(read.data).toEqual(order);
    const status = await api(testApp.app).get(`/v1/order/${order.id}/payment/status`, { token: buyer.token });
    expect(status.data).toEqual({ status: "pending", amountPaid: 0, amountDue: 7191.49, amountRefunded: 0 });
  });

  it("the same Idempotency-Key and body return the first order; another body with that key is 409", async () => {
    const body = {
      items: [{ productId: bulb, quantity: 4 }],
      addressId: buyerAddressId,
      toPayShipping: true,
      paymentMethod: "bank-transfer",
    };
    const key = newKey();
    const first = await placeOrder(buyer.token, body, key);
    expect(first.statusCode).toBe(201);
    const stockAfterFirst = await productStock(testApp, bulb);

    // The same body with its keys in another order is the same request.
    const again = await placeOrder(
      buyer.token,
      { paymentMethod: "bank-transfer", toPayShipping: true, addressId: buyerAddressId, items: body.items },
      key,
    );
    expect(again.statusCode).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(await productStock(testApp, bulb)).toBe(stockAfterFirst);
    const [mine] = await testApp.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.customerId, buyer.id), eq(orders.total, toPaise(first.data.total))));
    expect(mine?.n).toBe(1);

    const changed = await placeOrder(
      buyer.token,
      { ...body, items: [{ productId: bulb, quantity: 5 }] },
      key,
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.error?.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("the same order sent twice at once with one Idempotency-Key is placed once", async () => {
    const body = {
      items: [{ productId: lamp, quantity: 2 }],
      addressId: buyerAddressId,
      toPayShipping: false,
      paymentMethod: "bank-transfer",
      note: "double click",
    };
    const key = newKey();
    const stockBefore = await productStock(testApp, lamp);
    const [a, b] = await Promise.all([
      placeOrder(buyer.token, body, key),
      placeOrder(buyer.token, body, key),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.data.id).toBe(b.data.id);
    expect(await productStock(testApp, lamp)).toBe(stockBefore - 2);
  });

  it("at or above the MOQ the stock is taken and the rest is made to order", async () => {
    const pendant = await addTestProduct(testApp, {
      title: "Opal Pendant",
      sellingPrice: 80_000,
      taxRate: 18,
      stock: 3,
      minimumQuantity: 10,
    });
    const tooFew = await placeOrder(buyer.token, {
      items: [{ productId: pendant, quantity: 5 }],
      addressId: buyerAddressId,
      toPayShipping: false,
      paymentMethod: "bank-transfer",
    });
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.error?.code).toBe("OUT_OF_STOCK");
    expect(tooFew.error?.message).toContain('"Opal Pendant"');

    const enough = await placeOrder(buyer.token, {
      items: [{ productId: pendant, quantity: 12 }],
      addressId: buyerAddressId,
      toPayShipping: false,
      paymentMethod: "bank-transfer",
    });
    expect(enough.statusCode).toBe(201);
    expect(enough.data.items[0]).toMatchObject({ quantity: 12, fromStock: 3, madeToOrder: 9 });
    expect(await productStock(testApp, pendant)).toBe(0);
  });

  it("many buyers racing for the last units below the MOQ: exactly one wins, stock never below 0", async () => {
    const lastUnits = await addTestProduct(testApp, {
      title: "Last Lantern",
      sellingPrice: 150_000,
      taxRate: 18,
      stock: 4,
      minimumQuantity: 50,
    });
    const racers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => addTestCustomer(testApp, { email: `racer${i}@example.in` })),
    );
    const addressIds = await Promise.all(racers.map((racer) => addAddress(racer.token)));
    const results = await Promise.all(
      racers.map((racer, i) =>
        placeOrder(racer.token, {
          items: [{ productId: lastUnits, quantity: 4 }],
          addressId: addressIds[i],
          toPayShipping: false,
          paymentMethod: "bank-transfer",
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const loser of results.filter((r) => r.statusCode === 409)) {
      expect(loser.error?.code).toBe("OUT_OF_STOCK");
      expect(loser.error?.message).toContain('"Last Lantern"');
    }
    expect(await productStock(testApp, lastUnits)).toBe(0);
  });

  it("the delivery address must be the buyer's own (404 ADDRESS_NOT_FOUND otherwise)", async () => {
    const res = await placeOrder(stranger.token, {
      items: [{ productId: lamp, quantity: 1 }],
      addressId: buyerAddressId,
      toPayShipping: false,
      paymentMethod: "bank-transfer",
    });
    expect(res.statusCode).toBe(404);
    expect(res.error?.code).toBe("ADDRESS_NOT_FOUND");
  });

  it("a coupon used on an order is counted: a once-per-customer coupon is refused the second time", async () => {
    await testApp.db.insert(coupons).values({
      code: "ONCE5",
      subtotalType: "percent",
      subtotalDiscount: 500,
      usagePerCustomer: 1,
    });
    const body = {
      items: [{ productId: chandelier, quantity: 2 }],
      addressId: buyerAddressId,
      couponCode: "ONCE5",
      toPayShipping: false,
      paymentMethod: "bank-transfer",
    };
    const first = await placeOrder(buyer.token, body);
    expect(first.statusCode).toBe(201);
    expect(first.data.coupon).toMatchObject({ code: "ONCE5", subtotalType: "percent", subtotalDiscount: 5 });
    expect(first.data.totals[0]).toEqual({ type: "discount", title: "Discount", price: -250 });

    const check = await api(testApp.app).get("/v1/coupons/auth/ONCE5", { token: buyer.token });
    expect(check.statusCode).toBe(422);
    expect(check.error?.message).toBe("You have already used this coupon.");
    const second = await placeOrder(buyer.token, body);
    expect(second.statusCode).toBe(422);
    expect(second.error?.code).toBe("COUPON_USED_UP");
  });
});

describe("order history", () => {
  it("lists only the caller's orders, newest first, with skip and limit", async () => {
    const all = await api(testApp.app).get<{ items: OrderDto[]; total: number }>("/v1/order", {
      token: buyer.token,
      query: { limit: 100 },
    });
    expect(all.statusCode).toBe(200);
    expect(all.data.total).toBe(all.data.items.length);
    expect(all.data.total).toBeGreaterThanOrEqual(4);
    const times = all.data.items.map((o) => Date.parse(o.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const page = await api(testApp.app).get<{ items: OrderDto[]; total: number }>("/v1/order", {
      token: buyer.token,
      query: { skip: 1, limit: 2 },
    });
    expect(page.data.items.map((o) => o.id)).toEqual(all.data.items.slice(1, 3).map((o) => o.id));
    expect(page.data.total).toBe(all.data.total);

    const theirs = await api(testApp.app).get<{ items: OrderDto[]; total: number }>("/v1/order", {
      token: stranger.token,
    });
    expect(theirs.data).toEqual({ items: [], total: 0 });
  });

  it("each order carries its status history oldest first, loaded for a whole page in one statement", async () => {
    const placed = await placeOrder(buyer.token, {
      items: [{ productId: chandelier, quantity: 1 }],
      addressId: buyerAddressId,
      toPayShipping: false,
      paymentMethod: "bank-transfer",
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.data;
    const at = (minutes: number) => new Date(Date.parse(order.createdAt) + minutes * 60_000);
    // Written out of time order, and two steps in the same instant: the answer is by time, then by writing.
    await testApp.db.insert(orderStatusHistory).values([
      { orderId: order.id, status: "packed", createdAt: at(120) },
      { orderId: order.id, status: "confirmed", note: "Payment received, UTR 431209", createdAt: at(60) },
      { orderId: order.id, status: "dispatched", note: "Docket 88121", createdAt: at(120) },
    ]);
    const expected = [
      { status: "placed", createdAt: order.createdAt },
      { status: "confirmed", note: "Payment received, UTR 431209", createdAt: at(60).toISOString() },
      { status: "packed", createdAt: at(120).toISOString() },
      { status: "dispatched", note: "Docket 88121", createdAt: at(120).toISOString() },
    ];
    const one = await api(testApp.app).get<OrderDto>(`/v1/order/${order.id}`, { token: buyer.token });
    expect(one.data.statusHistory).toEqual(expected);

    const counter = countQueries(testApp.db);
    try {
      const pageOf = async (limit: number) => {
        counter.reset();
        const res = await api(testApp.app).get<{ items: OrderDto[] }>("/v1/order", {
          token: buyer.token,
          query: { limit },
        });
        expect(res.statusCode).toBe(200);
        return { items: res.data.items, statements: counter.count };
      };
      const small = await pageOf(1);
      const large = await pageOf(100);
      expect(small.items).toHaveLength(1);
      expect(large.items.length).toBeGreaterThanOrEqual(5);
      // No statement per order: the buyer, the page, its count, its lines, its history, the shop's UPI
      // address, its documents, its shipments.
      expect(large.statements).toBe(small.statements);
      expect(small.statements).toBe(8);
      expect(large.items.find((o) => o.id === order.id)?.statusHistory).toEqual(expected);
      for (const listed of large.items) {
        expect(listed.statusHistory?.[0]).toEqual({ status: "placed", createdAt: listed.createdAt });
      }
    } finally {
      counter.stop();
    }
  });

  it("another customer's order and its payment status answer 404 ORDER_NOT_FOUND", async () => {
    const mine = await api(testApp.app).get<{ items: OrderDto[] }>("/v1/order", { token: buyer.token });
    const id = mine.data.items[0]?.id;
    const order = await api(testApp.app).get(`/v1/order/${id}`, { token: stranger.token });
    const payment = await api(testApp.app).get(`/v1/order/${id}/payment/status`, { token: stranger.token });
    for (const res of [order, payment]) {
      expect(res.statusCode).toBe(404);
      expect(res.error?.code).toBe("ORDER_NOT_FOUND");
    }
    const missing = await api(testApp.app).get("/v1/order/999999", { token: stranger.token });
    expect(missing.body).toEqual(order.body);
    expect((await api(testApp.app).get(`/v1/order/${id}`)).statusCode).toBe(401);
  });
});

describe("the lines of an order with a discount", () => {
  it("each line is its taxable value plus its GST, as the invoice prints it, and they add up to the order", async () => {
    await testApp.db
      .insert(coupons)
      .values({ code: "LINES10", subtotalType: "percent", subtotalDiscount: 1000 });
    const placed = await placeOrder(buyer.token, {
      items: [
        { productId: lamp, quantity: 3 },
        { productId: bulb, quantity: 2 },
      ],
      addressId: buyerAddressId,
      couponCode: "LINES10",
      toPayShipping: false,
      paymentMethod: "bank-transfer",
    });
    expect(placed.statusCode).toBe(201);
    const res = await api(testApp.app).get<OrderDto>(`/v1/order/${placed.data.id}`, { token: buyer.token });
    const [lampLine, bulbLine] = res.data.items;
    // 3 × ₹1,200 less 10 % = ₹3,240 taxable, 18 % GST ₹583.20; 2 × ₹450 less 10 % = ₹810, 12 % ₹97.20.
    expect(lampLine).toMatchObject({ subtotal: 3600, discount: 360, tax: 583.2, total: 3823.2 });
    expect(bulbLine).toMatchObject({ subtotal: 900, discount: 90, tax: 97.2, total: 907.2 });
    const fees = res.data.totals
      .filter((line) => line.type !== "discount" && line.type !== "tax")
      .reduce((sum, line) => sum + toPaise(line.price), 0);
    const feeTax =
      toPaise(res.data.totals.find((line) => line.type === "tax")?.price ?? 0) -
      res.data.items.reduce((sum, item) => sum + toPaise(item.tax), 0);
    const lines = res.data.items.reduce((sum, item) => sum + toPaise(item.total), 0);
    expect(lines + fees + feeTax).toBe(toPaise(res.data.total));
  });
});
