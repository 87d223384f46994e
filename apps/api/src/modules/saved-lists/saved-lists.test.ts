import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productWebsites } from "../../db/schema";
import { api, createTestApp, type TestApp } from "../../test/harness";
import { addTestCustomer, addTestProduct, DELHI_ADDRESS } from "../orders/test-fixtures";

interface SavedLists {
  cart: { product: { id: number; sellingPrice: number; wholesalePrice: number }; quantity: number }[];
  wishlist: { id: number }[];
  compare: { id: number }[];
}

let testApp: TestApp;
let buyer: { id: number; token: string };
let other: { id: number; token: string };
let trade: { id: number; token: string };
let lamp: number;
let bulb: number;
let sconce: number;

const EMPTY = { cart: [], wishlist: [], compare: [] };

beforeAll(async () => {
  testApp = await createTestApp({ products: 5 });
  buyer = await addTestCustomer(testApp, { email: "saved-buyer@example.in" });
  other = await addTestCustomer(testApp, { email: "saved-other@example.in" });
  trade = await addTestCustomer(testApp, { email: "saved-trade@example.in", wholesale: true });
  const product = { taxRate: 18, stock: 50, minimumQuantity: 2 };
  lamp = await addTestProduct(testApp, {
    title: "Brass table lamp",
    sellingPrice: 250000,
    wholesalePrice: 200000,
    ...product,
  });
  bulb = await addTestProduct(testApp, { title: "LED bulb 9 W", sellingPrice: 12000, ...product });
  sconce = await addTestProduct(testApp, { title: "Wall sconce", sellingPrice: 90000, ...product });
});

afterAll(async () => {
  await testApp?.close();
});

describe("a signed-in buyer's saved cart, wish list and compare list", () => {
  it("a visitor has no saved lists (401 on every call)", async () => {
    const client = api(testApp.app);
    expect((await client.get("/v1/customer/saved")).statusCode).toBe(401);
    expect((await client.put("/v1/customer/saved", EMPTY)).statusCode).toBe(401);
    expect((await client.post("/v1/customer/saved/merge", EMPTY)).statusCode).toBe(401);
  });

  it("a new buyer starts with empty lists", async () => {
    const res = await api(testApp.app).get<SavedLists>("/v1/customer/saved", { token: buyer.token });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual(EMPTY);
  });

  it("what one browser saves, another browser of the same buyer reads, in the same order", async () => {
    const put = await api(testApp.app).put<SavedLists>(
      "/v1/customer/saved",
      {
        cart: [
          { productId: bulb, quantity: 12 },
          { productId: lamp, quantity: 3 },
        ],
        wishlist: [sconce],
        compare: [lamp, bulb],
      },
      { token: buyer.token },
    );
    expect(put.statusCode).toBe(200);
    const read = await api(testApp.app).get<SavedLists>("/v1/customer/saved", { token: buyer.token });
    expect(read.data.cart.map((line) => [line.product.id, line.quantity])).toEqual([
      [bulb, 12],
      [lamp, 3],
    ]);
    expect(read.data.wishlist.map((p) => p.id)).toEqual([sconce]);
    expect(read.data.compare.map((p) => p.id)).toEqual([lamp, bulb]);
    expect(read.body).toEqual(put.body);
  });

  it("lists are per customer: another buyer neither sees nor changes them", async () => {
    const theirs = await api(testApp.app).get<SavedLists>("/v1/customer/saved", { token: other.token });
    expect(theirs.data).toEqual(EMPTY);
    await api(testApp.app).put("/v1/customer/saved", { ...EMPTY, wishlist: [bulb] }, { token: other.token });
    const mine = await api(testApp.app).get<SavedLists>("/v1/customer/saved", { token: buyer.token });
    expect(mine.data.wishlist.map((p) => p.id)).toEqual([sconce]);
    expect(mine.data.cart).toHaveLength(2);
  });

  it("merging at sign-in keeps one line per product with the larger quantity and adds the browser's new products", async () => {
    const res = await api(testApp.app).post<SavedLists>(
      "/v1/customer/saved/merge",
      {
        cart: [
          { productId: lamp, quantity: 2 },
          { productId: sconce, quantity: 4 },
          { productId: bulb, quantity: 20 },
        ],
        wishlist: [lamp, sconce],
        compare: [],
      },
      { token: buyer.token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.cart.map((line) => [line.product.id, line.quantity])).toEqual([
      [bulb, 20],
      [lamp, 3],
      [sconce, 4],
    ]);
    expect(res.data.wishlist.map((p) => p.id)).toEqual([sconce, lamp]);
    expect(res.data.compare.map((p) => p.id)).toEqual([lamp, bulb]);
    // Merging the same browser again changes nothing (no doubled quantities).
    const again = await api(testApp.app).post<SavedLists>(
      "/v1/customer/saved/merge",
      { cart: [{ productId: lamp, quantity: 2 }], wishlist: [], compare: [] },
      { token: buyer.token },
    );
    expect(again.body).toEqual(res.body);
  });

  it("a merge leaves out products the shop does not sell instead of refusing the sign-in", async () => {
    const res = await api(testApp.app).post<SavedLists>(
      "/v1/customer/saved/merge",
      { cart: [{ productId: 999999, quantity: 2 }], wishlist: [999998], compare: [] },
      { token: other.token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.cart).toEqual([]);
    expect(res.data.wishlist.map((p) => p.id)).toEqual([bulb]);
  });

  it("saving a product the shop does not sell is 404 PRODUCT_NOT_FOUND and changes nothing", async () => {
    const before = await api(testApp.app).get("/v1/customer/saved", { token: buyer.token });
    const res = await api(testApp.app).put(
      "/v1/customer/saved",
      { cart: [{ productId: 999999, quantity: 1 }], wishlist: [], compare: [] },
      { token: buyer.token },
    );
    expect(res.statusCode).toBe(404);
    expect(res.error?.code).toBe("PRODUCT_NOT_FOUND");
    const after = await api(testApp.app).get("/v1/customer/saved", { token: buyer.token });
    expect(after.body).toEqual(before.body);
  });

  it("bad bodies are refused with a message per field: no prices, whole quantities, each product once", async () => {
    const res = await api(testApp.app).put(
      "/v1/customer/saved",
      {
        cart: [
          { productId: lamp, quantity: 0 },
          { productId: bulb, quantity: 1, price: 1 },
        ],
        wishlist: [sconce, sconce],
        compare: "all",
      },
      { token: buyer.token },
    );
    expect(res.statusCode).toBe(422);
    expect(res.error?.fields).toMatchObject({
      "cart.0.quantity": "Order at least 1 piece.",
      "cart.1.price": "This field is not accepted.",
      wishlist: "A product is in the wish list only once.",
      compare: "Send the compare list as a list of product ids.",
    });
  });

  it("prices are the reader's group's, never stored: a wholesale buyer reads wholesale prices", async () => {
    await api(testApp.app).put(
      "/v1/customer/saved",
      { cart: [{ productId: lamp, quantity: 2 }], wishlist: [], compare: [] },
      { token: trade.token },
    );
    const res = await api(testApp.app).get<SavedLists>("/v1/customer/saved", { token: trade.token });
    expect(res.data.cart[0]?.product.wholesalePrice).toBe(2000);
    expect(res.data.cart[0]?.product.sellingPrice).toBe(2500);
  });

  it("placing an order takes the ordered products out of the saved cart and leaves the rest", async () => {
    const buyerB = await addTestCustomer(testApp, { email: "saved-orders@example.in" });
    await api(testApp.app).put(
      "/v1/customer/saved",
      {
        cart: [
          { productId: lamp, quantity: 2 },
          { productId: sconce, quantity: 2 },
        ],
        wishlist: [lamp],
        compare: [],
      },
      { token: buyerB.token },
    );
    const address = await api(testApp.app).post<{ id: number }>("/v1/customer/address", DELHI_ADDRESS, {
      token: buyerB.token,
    });
    const order = await api(testApp.app).post(
      "/v1/order",
      {
        items: [{ productId: lamp, quantity: 2 }],
        addressId: address.data.id,
        toPayShipping: false,
        paymentMethod: "bank-transfer",
      },
      { token: buyerB.token, headers: { "idempotency-key": "saved-lists-order-1" } },
    );
    expect(order.statusCode).toBe(201);
    const after = await api(testApp.app).get<SavedLists>("/v1/customer/saved", { token: buyerB.token });
    expect(after.data.cart.map((line) => line.product.id)).toEqual([sconce]);
    expect(after.data.wishlist.map((p) => p.id)).toEqual([lamp]);
  });

  it("a product the shop has hidden is kept but never answered as a card, by PUT or GET, until shown again", async () => {
    const hiddenLamp = await addTestProduct(testApp, {
      title: "Unreleased chandelier",
      sellingPrice: 990000,
      taxRate: 18,
      stock: 5,
      minimumQuantity: 1,
    });
    const setVisible = (visible: boolean) =>
      testApp.db.update(productWebsites).set({ visible }).where(eq(productWebsites.productId, hiddenLamp));
    await setVisible(false);
    const buyerH = await addTestCustomer(testApp, { email: "saved-hidden@example.in" });
    const put = await api(testApp.app).put<SavedLists>(
      "/v1/customer/saved",
      {
        cart: [
          { productId: hiddenLamp, quantity: 1 },
          { productId: bulb, quantity: 2 },
        ],
        wishlist: [hiddenLamp],
        compare: [hiddenLamp],
      },
      { token: buyerH.token },
    );
    expect(put.statusCode).toBe(200);
    expect(put.data).toEqual({
      cart: [{ product: expect.objectContaining({ id: bulb }), quantity: 2 }],
      wishlist: [],
      compare: [],
    });
    expect(put.body).not.toContain("Unreleased chandelier");
    const got = await api(testApp.app).get<SavedLists>("/v1/customer/saved", { token: buyerH.token });
    expect(got.body).toEqual(put.body);
    await setVisible(true);
    const shown = await api(testApp.app).get<SavedLists>("/v1/customer/saved", { token: buyerH.token });
    expect(shown.data.cart.map((line) => line.product.id)).toEqual([hiddenLamp, bulb]);
    expect(shown.data.wishlist.map((p) => p.id)).toEqual([hiddenLamp]);
  });
});
