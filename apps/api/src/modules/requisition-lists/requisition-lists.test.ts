import { REQUISITION_LIST_LINES_MAX, REQUISITION_LISTS_MAX } from "@roshni/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productWebsites, requisitionLists } from "../../db/schema";
import { api, createTestApp, type TestApp } from "../../test/harness";
import { addTestCustomer, addTestProduct } from "../orders/test-fixtures";

interface Line {
  productId: number | null;
  sku: string | null;
  quantity: number;
  status: string;
  message: string | null;
  product: { id: number; sellingPrice: number; wholesalePrice: number; stock: number } | null;
}
interface List {
  id: number;
  name: string;
  shareToken: string | null;
  lines: Line[];
}
interface Lists {
  lists: { id: number; name: string; lineCount: number; shared: boolean }[];
}

let testApp: TestApp;
let buyer: { id: number; token: string };
let other: { id: number; token: string };
let trade: { id: number; token: string };
let lamp: number;
let bulb: number;
let sconce: number;
let hidden: number;

beforeAll(async () => {
  testApp = await createTestApp({ products: 3 });
  buyer = await addTestCustomer(testApp, { email: "lists-buyer@example.in" });
  other = await addTestCustomer(testApp, { email: "lists-other@example.in" });
  trade = await addTestCustomer(testApp, { email: "lists-trade@example.in", wholesale: true });
  lamp = await addTestProduct(testApp, {
    title: "Brass table lamp",
    sellingPrice: 250000,
    wholesalePrice: 200000,
    taxRate: 18,
    stock: 50,
    minimumQuantity: 2,
  });
  bulb = await addTestProduct(testApp, {
    title: "LED bulb 9 W",
    sellingPrice: 12000,
    taxRate: 18,
    stock: 5,
    minimumQuantity: 10,
  });
  sconce = await addTestProduct(testApp, {
    title: "Wall sconce",
    sellingPrice: 90000,
    taxRate: 18,
    stock: 20,
    minimumQuantity: 1,
  });
  hidden = await addTestProduct(testApp, {
    title: "Old pendant",
    sellingPrice: 50000,
    taxRate: 18,
    stock: 20,
    minimumQuantity: 1,
  });
});

afterAll(async () => {
  await testApp?.close();
});

const client = () => api(testApp.app);

async function newList(token: string, name: string, lines?: { productId: number; quantity: number }[]) {
  const res = await client().post<List>(
    "/v1/customer/lists",
    { name, ...(lines ? { lines } : {}) },
    { token },
  );
  expect(res.statusCode).toBe(201);
  return res.data;
}

describe("a buyer's requisition lists", () => {
  it("a visitor has no lists (401)", async () => {
    expect((await client().get("/v1/customer/lists")).statusCode).toBe(401);
    expect((await client().post("/v1/customer/lists", { name: "Mine" })).statusCode).toBe(401);
  });

  it("creates, lists, renames and deletes a list", async () => {
    const made = await newList(buyer.token, "Hotel Saffron lobby", [{ productId: lamp, quantity: 4 }]);
    expect(made.name).toBe("Hotel Saffron lobby");
    expect(made.shareToken).toBeNull();
    expect(made.lines.map((line) => [line.productId, line.quantity, line.status])).toEqual([[lamp, 4, "ok"]]);

    const all = await client().get<Lists>("/v1/customer/lists", { token: buyer.token });
    expect(all.data.lists).toContainEqual(
      expect.objectContaining({ id: made.id, name: "Hotel Saffron lobby", lineCount: 1, shared: false }),
    );

    const renamed = await client().patch<List>(
      `/v1/customer/lists/${made.id}`,
      { name: "Saffron lobby" },
      { token: buyer.token },
    );
    expect(renamed.data.name).toBe("Saffron lobby");

    expect((await client().delete(`/v1/customer/lists/${made.id}`, { token: buyer.token })).statusCode).toBe(
      200,
    );
    const gone = await client().get(`/v1/customer/lists/${made.id}`, { token: buyer.token });
    expect(gone.statusCode).toBe(404);
    expect(gone.error?.code).toBe("LIST_NOT_FOUND");
  });

  it("refuses a second list of the same name, whatever the case", async () => {
    await newList(buyer.token, "Monthly restock");
    const again = await client().post(
      "/v1/customer/lists",
      { name: "monthly RESTOCK" },
      { token: buyer.token },
    );
    expect(again.statusCode).toBe(409);
    expect(again.error?.code).toBe("LIST_NAME_TAKEN");
    // Another buyer may use the same name.
    await newList(other.token, "Monthly restock");
  });

  it("another buyer's list is a 404 on every call, and is left unchanged", async () => {
    const mine = await newList(buyer.token, "Private", [{ productId: lamp, quantity: 2 }]);
    const as = { token: other.token };
    const base = `/v1/customer/lists/${mine.id}`;
    const answers = await Promise.all([
      client().get(base, as),
      client().patch(base, { name: "Stolen" }, as),
      client().post(`${base}/lines`, { lines: [{ productId: bulb, quantity: 10 }] }, as),
      client().put(`${base}/lines/${lamp}`, { quantity: 9 }, as),
      client().delete(`${base}/lines/${lamp}`, as),
      client().post(`${base}/share`, {}, as),
      client().delete(`${base}/share`, as),
      client().post(`${base}/cart`, {}, as),
      client().delete(base, as),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.error?.code).toBe("LIST_NOT_FOUND");
    }
    const still = await client().get<List>(base, { token: buyer.token });
    expect(still.data.name).toBe("Private");
    expect(still.data.shareToken).toBeNull();
    expect(still.data.lines.map((line) => [line.productId, line.quantity])).toEqual([[lamp, 2]]);
    const theirs = await client().get<Lists>("/v1/customer/lists", as);
    expect(theirs.data.lists.map((list) => list.id)).not.toContain(mine.id);
  });

  it("adding a product already on the list adds up the quantities; lines keep their order", async () => {
    const list = await newList(buyer.token, "Merge", [{ productId: lamp, quantity: 2 }]);
    const res = await client().post<List>(
      `/v1/customer/lists/${list.id}/lines`,
      {
        lines: [
          { productId: sconce, quantity: 3 },
          { productId: lamp, quantity: 5 },
          { productId: sconce, quantity: 1 },
        ],
      },
      { token: buyer.token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [lamp, 7],
      [sconce, 4],
    ]);
  });

  it("sets a quantity and removes a line; a product not on the list is LIST_LINE_NOT_FOUND", async () => {
    const list = await newList(buyer.token, "Edit", [
      { productId: lamp, quantity: 2 },
      { productId: sconce, quantity: 1 },
    ]);
    const set = await client().put<List>(
      `/v1/customer/lists/${list.id}/lines/${sconce}`,
      { quantity: 12 },
      { token: buyer.token },
    );
    expect(set.data.lines.find((line) => line.productId === sconce)?.quantity).toBe(12);
    const zero = await client().put(
      `/v1/customer/lists/${list.id}/lines/${sconce}`,
      { quantity: 0 },
      {
        token: buyer.token,
      },
    );
    expect(zero.statusCode).toBe(422);
    const removed = await client().delete<List>(`/v1/customer/lists/${list.id}/lines/${lamp}`, {
      token: buyer.token,
    });
    expect(removed.data.lines.map((line) => line.productId)).toEqual([sconce]);
    const missing = await client().put(
      `/v1/customer/lists/${list.id}/lines/${bulb}`,
      { quantity: 3 },
      {
        token: buyer.token,
      },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.error?.code).toBe("LIST_LINE_NOT_FOUND");
  });

  it("refuses a product the shop does not sell", async () => {
    const list = await newList(buyer.token, "Unknown product");
    const res = await client().post(
      `/v1/customer/lists/${list.id}/lines`,
      { lines: [{ productId: 999_999, quantity: 1 }] },
      { token: buyer.token },
    );
    expect(res.statusCode).toBe(404);
    expect(res.error?.code).toBe("PRODUCT_NOT_FOUND");
  });

  it("shows each line at the buyer's group price", async () => {
    const list = await newList(trade.token, "Trade", [{ productId: lamp, quantity: 2 }]);
    const line = list.lines[0];
    expect(line?.product?.wholesalePrice).toBe(2000);
    const forRetail = await newList(other.token, "Retail", [{ productId: lamp, quantity: 2 }]);
    expect(forRetail.lines[0]?.product?.wholesalePrice).not.toBe(2000);
  });
});

describe("limits", () => {
  it(`a list holds at most ${REQUISITION_LIST_LINES_MAX} lines`, async () => {
    const limited = await addTestCustomer(testApp, { email: "lists-lines@example.in" });
    const list = await newList(limited.token, "Full", [{ productId: lamp, quantity: 1 }]);
    const ids: number[] = [];
    for (let n = 0; n < REQUISITION_LIST_LINES_MAX; n += 1) {
      ids.push(
        await addTestProduct(testApp, {
          title: `Filler ${n}`,
          sellingPrice: 1000,
          taxRate: 18,
          stock: 1,
          minimumQuantity: 1,
        }),
      );
    }
    const res = await client().post(
      `/v1/customer/lists/${list.id}/lines`,
      { lines: ids.map((productId) => ({ productId, quantity: 1 })) },
      { token: limited.token },
    );
    expect(res.statusCode).toBe(422);
    expect(res.error?.code).toBe("LIST_LIMIT_REACHED");
    expect(res.error?.message).toContain(String(REQUISITION_LIST_LINES_MAX));
    const after = await client().get<List>(`/v1/customer/lists/${list.id}`, { token: limited.token });
    expect(after.data.lines).toHaveLength(1);
  });

  it(`a buyer keeps at most ${REQUISITION_LISTS_MAX} lists`, async () => {
    const many = await addTestCustomer(testApp, { email: "lists-many@example.in" });
    await testApp.db
      .insert(requisitionLists)
      .values(
        Array.from({ length: REQUISITION_LISTS_MAX }, (_, n) => ({ customerId: many.id, name: `List ${n}` })),
      );
    const res = await client().post("/v1/customer/lists", { name: "One more" }, { token: many.token });
    expect(res.statusCode).toBe(422);
    expect(res.error?.code).toBe("LIST_LIMIT_REACHED");
    expect(res.error?.message).toContain(String(REQUISITION_LISTS_MAX));
  });
});

describe("to the cart", () => {
  it("judges every line by the cart's rules: MOQ and stock, hidden products, with a message each", async () => {
    const list = await newList(buyer.token, "To cart", [
      { productId: lamp, quantity: 4 },
      { productId: bulb, quantity: 7 },
      { productId: hidden, quantity: 1 },
    ]);
    await testApp.db
      .update(productWebsites)
      .set({ visible: false })
      .where(eq(productWebsites.productId, hidden));
    const res = await client().post<{ lines: Line[] }>(
      `/v1/customer/lists/${list.id}/cart`,
      {},
      {
        token: buyer.token,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.lines.map((line) => [line.productId, line.status])).toEqual([
      [lamp, "ok"],
      [bulb, "not-orderable"],
      [hidden, "hidden"],
    ]);
    expect(res.data.lines[1]?.message).toBeTruthy();
    expect(res.data.lines[2]?.message).toContain("not on sale");
    expect(res.data.lines[2]?.product).toBeNull();
  });

  it("takes only the chosen lines; a chosen product not on the list is a 404", async () => {
    const list = await newList(buyer.token, "Chosen", [
      { productId: lamp, quantity: 4 },
      { productId: sconce, quantity: 2 },
    ]);
    const res = await client().post<{ lines: Line[] }>(
      `/v1/customer/lists/${list.id}/cart`,
      { productIds: [sconce] },
      { token: buyer.token },
    );
    expect(res.data.lines.map((line) => [line.productId, line.quantity])).toEqual([[sconce, 2]]);
    const wrong = await client().post(
      `/v1/customer/lists/${list.id}/cart`,
      { productIds: [bulb] },
      {
        token: buyer.token,
      },
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.error?.code).toBe("LIST_LINE_NOT_FOUND");
  });
});

describe("sharing", () => {
  it("a shared link opens the list for visitors and other buyers; it is copied; revoking closes it", async () => {
    const list = await newList(buyer.token, "Site kit", [
      { productId: lamp, quantity: 6 },
      { productId: sconce, quantity: 3 },
    ]);
    const shared = await client().post<List>(
      `/v1/customer/lists/${list.id}/share`,
      {},
      { token: buyer.token },
    );
    const token = shared.data.shareToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const again = await client().post<List>(
      `/v1/customer/lists/${list.id}/share`,
      {},
      { token: buyer.token },
    );
    expect(again.data.shareToken).toBe(token);

    const visitor = await client().get<{ name: string; lines: Line[] }>(`/v1/lists/shared/${token}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.data.name).toBe("Site kit");
    expect(visitor.data).not.toHaveProperty("id");
    expect(visitor.data.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [lamp, 6],
      [sconce, 3],
    ]);

    const copy = await client().post<List>(
      `/v1/customer/lists/shared/${token}/copy`,
      {},
      {
        token: trade.token,
      },
    );
    expect(copy.statusCode).toBe(201);
    expect(copy.data.name).toBe("Site kit");
    expect(copy.data.shareToken).toBeNull();
    expect(copy.data.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [lamp, 6],
      [sconce, 3],
    ]);
    // The copy is the trade buyer's own: priced for their group, and not the sharer's to read.
    expect(copy.data.lines[0]?.product?.wholesalePrice).toBe(2000);
    expect(visitor.data.lines[0]?.product?.wholesalePrice).not.toBe(2000);
    expect(
      (await client().get(`/v1/customer/lists/${copy.data.id}`, { token: buyer.token })).statusCode,
    ).toBe(404);
    const clash = await client().post(`/v1/customer/lists/shared/${token}/copy`, {}, { token: trade.token });
    expect(clash.statusCode).toBe(409);

    const revoked = await client().delete<List>(`/v1/customer/lists/${list.id}/share`, {
      token: buyer.token,
    });
    expect(revoked.data.shareToken).toBeNull();
    const closed = await client().get(`/v1/lists/shared/${token}`);
    expect(closed.statusCode).toBe(404);
    expect(closed.error?.code).toBe("LIST_NOT_FOUND");
    const copyClosed = await client().post(
      `/v1/customer/lists/shared/${token}/copy`,
      { name: "Late" },
      {
        token: other.token,
      },
    );
    expect(copyClosed.statusCode).toBe(404);

    const reshared = await client().post<List>(
      `/v1/customer/lists/${list.id}/share`,
      {},
      { token: buyer.token },
    );
    expect(reshared.data.shareToken).not.toBe(token);
  });

  it("an unknown token is a 404 and a malformed one a 422", async () => {
    expect((await client().get(`/v1/lists/shared/${"a".repeat(32)}`)).statusCode).toBe(404);
    expect((await client().get("/v1/lists/shared/bad token")).statusCode).toBe(422);
  });
});
