import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { AdminQuoteDto, AdminQuotePageDto, OrderDto, QuoteDetailDto, QuoteListDto } from "@roshni/core";
import { shopDay } from "@roshni/core";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outboxMails, productPriceFloors, products, quoteRounds, quotes } from "../../db/schema";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
  WEBSITE,
} from "../../test/harness";
import { addTestCustomer, addTestProduct, DELHI_ADDRESS, productStock } from "../orders/test-fixtures";

const run = promisify(execFile);
let testApp: TestApp;
type Client = ReturnType<typeof adminApi>;
let manager: Client;
let sales: Client;
let buyer: { id: number; token: string };
let other: { id: number; token: string };
let address: number;
let lamp: number; // ₹1,000.00, 18 %, floor ₹700.00
let bulb: number; // ₹200.00, 12 %
let scratch: string;

const day = (offset: number) => shopDay(new Date(Date.now() + offset * 86_400_000));

async function ask(
  items = [
    { productId: lamp, quantity: 10 },
    { productId: bulb, quantity: 50 },
  ],
) {
  const res = await api(testApp.app).post<QuoteDetailDto>(
    "/v1/quotes",
    { items, message: "Hotel Saffron lobby", wantedBy: day(20) },
    { token: buyer.token },
  );
  expect(res.statusCode).toBe(201);
  return res.data;
}

async function priced(
  quote: QuoteDetailDto,
  prices: number[],
  extra: Record<string, unknown> = {},
  by = sales,
) {
  return by.post<AdminQuoteDto>(`/v1/admin/quotes/${quote.id}/offer`, {
    lines: quote.lines.map((line, i) => ({ lineId: line.id, price: prices[i] })),
    validUntil: day(7),
    ...extra,
  });
}

function accept(id: number, token = buyer.token) {
  return api(testApp.app).post<OrderDto>(
    `/v1/quotes/${id}/accept`,
    { addressId: address, paymentMethod: "bank-transfer" },
    { token },
  );
}

async function pdfText(pdf: Buffer): Promise<string> {
  const file = join(scratch, `${Date.now()}-${Math.random()}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"]);
  return stdout;
}

async function mailsTo(to: string, subjectPart: string) {
  await testApp.drain();
  return testApp.db
    .select()
    .from(outboxMails)
    .where(and(like(outboxMails.to, `%${to}%`), like(outboxMails.subject, `%${subjectPart}%`)));
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "quotes-"));
  testApp = await createTestApp({ products: 1 });
  buyer = await addTestCustomer(testApp, { email: "quote-buyer@example.in", wholesale: true });
  other = await addTestCustomer(testApp, { email: "someone-else@example.in", wholesale: true });
  address = (
    await api(testApp.app).post<{ id: number }>("/v1/customer/address", DELHI_ADDRESS, { token: buyer.token })
  ).data.id;
  lamp = await addTestProduct(testApp, {
    title: "Brass Pendant",
    sellingPrice: 100_000,
    taxRate: 18,
    stock: 100,
    minimumQuantity: 1,
  });
  bulb = await addTestProduct(testApp, {
    title: "Filament Bulb",
    sellingPrice: 20_000,
    taxRate: 12,
    stock: 500,
    minimumQuantity: 1,
  });
  await testApp.db.insert(productPriceFloors).values({ productId: lamp, price: 70_000 });
  manager = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.manager));
  sales = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.sales));
});

afterAll(async () => {
  await testApp?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("a buyer asks for a quote", () => {
  it("from the cart: numbered in the financial year's series, requested, the shop mailed, no prices yet", async () => {
    const quote = await ask();
    expect(quote.number).toMatch(/^Q-\d{2}-\d{2}-\d{4}$/);
    expect(quote.state).toBe("requested");
    expect(quote.wantedBy).toBe(day(20));
    expect(quote.lines.map((l) => [l.title, l.quantity, l.price])).toEqual([
      ["Brass Pendant", 10, null],
      ["Filament Bulb", 50, null],
    ]);
    expect(quote.offer).toBeNull();
    const list = await api(testApp.app).get<QuoteListDto>("/v1/quotes", { token: buyer.token });
    expect(list.data.items.map((q) => q.id)).toContain(quote.id);
    const mails = await testApp.drain().then(() =>
      testApp.db
        .select()
        .from(outboxMails)
        .where(like(outboxMails.subject, `%${quote.number}%`)),
    );
    expect(mails.map((m) => m.text).join("\n")).toContain("Hotel Saffron lobby");
  });

  it("needs a signed-in buyer, and a product the shop still sells", async () => {
    const anonymous = await api(testApp.app).post("/v1/quotes", {
      items: [{ productId: lamp, quantity: 1 }],
    });
    expect(anonymous.statusCode).toBe(401);
    const gone = await api(testApp.app).post(
      "/v1/quotes",
      { items: [{ productId: 987_654, quantity: 1 }] },
      { token: buyer.token },
    );
    expect(gone.statusCode).toBe(422);
    expect(gone.error?.code).toBe("PRODUCT_UNAVAILABLE");
  });

  it("is seen only by its buyer: another buyer gets 404 on read, accept, ask again and PDF", async () => {
    const quote = await ask();
    await priced(quote, [900, 180]);
    const t = other.token;
    expect((await api(testApp.app).get(`/v1/quotes/${quote.id}`, { token: t })).error?.code).toBe(
      "QUOTE_NOT_FOUND",
    );
    expect((await accept(quote.id, t)).statusCode).toBe(404);
    const again = await api(testApp.app).post(
      `/v1/quotes/${quote.id}/ask-again`,
      { message: "x" },
      { token: t },
    );
    expect(again.statusCode).toBe(404);
    const pdf = await testApp.app.inject({
      method: "GET",
      url: `/v1/quotes/${quote.id}/pdf`,
      headers: { website: WEBSITE, authorization: `Bearer ${t}` },
    });
    expect(pdf.statusCode).toBe(404);
    const mine = await api(testApp.app).get<QuoteListDto>("/v1/quotes", { token: t });
    expect(mine.data.items.map((q) => q.id)).not.toContain(quote.id);
  });
});

describe("sales price a request", () => {
  it("a price per line, validity, packing and a message: audited, the buyer mailed, the buyer sees it", async () => {
    const quote = await ask();
    const res = await priced(quote, [850, 175.5], {
      packing: 300,
      shipping: 1200,
      message: "Best price for 60 pcs",
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.state).toBe("offered");
    const seen = await api(testApp.app).get<QuoteDetailDto>(`/v1/quotes/${quote.id}`, { token: buyer.token });
    expect(seen.data.lines.map((l) => [l.price, l.total])).toEqual([
      [850, 8500],
      [175.5, 8775],
    ]);
    expect(seen.data.offer).toMatchObject({
      validUntil: day(7),
      packing: 300,
      shipping: 1200,
      subtotal: 17275,
    });
    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "quote.offer"), eq(auditLog.entityId, String(quote.id))));
    expect(audit?.after).toMatchObject({ state: "offered", validUntil: day(7) });
    const mails = await mailsTo("quote-buyer@example.in", quote.number);
    expect(mails.at(-1)?.text).toContain("₹17,275.00");
  });

  it("sales may not go below the wholesale floor; a manager may", async () => {
    const quote = await ask();
    const low = await priced(quote, [650, 150]);
    expect(low.statusCode).toBe(422);
    expect(low.error?.code).toBe("QUOTE_PRICE_BELOW_FLOOR");
    expect(low.error?.fields?.["lines.0.price"]).toContain("₹700");
    const byManager = await priced(quote, [650, 150], {}, manager);
    expect(byManager.statusCode).toBe(200);
  });

  it("refuses a missing or foreign line, a past validity, a quote already offered, and an unknown quote", async () => {
    const quote = await ask();
    const missing = await sales.post(`/v1/admin/quotes/${quote.id}/offer`, {
      lines: [{ lineId: quote.lines[0]?.id, price: 900 }],
      validUntil: day(7),
    });
    expect(missing.error?.code).toBe("QUOTE_LINES_MISMATCH");
    const past = await priced(quote, [900, 180], { validUntil: day(-1) });
    expect(past.error?.code).toBe("QUOTE_VALIDITY_PAST");
    expect((await priced(quote, [900, 180])).statusCode).toBe(200);
    const twice = await priced(quote, [880, 180]);
    expect(twice.statusCode).toBe(409);
    expect(twice.error?.code).toBe("QUOTE_NOT_REQUESTED");
    expect((await sales.get("/v1/admin/quotes/987654")).error?.code).toBe("QUOTE_NOT_FOUND");
  });
});

describe("the buyer accepts", () => {
  it("places the order at the quoted prices and fees, GST by the core, stock taken, proforma, linked to the quote", async () => {
    const quote = await ask([{ productId: lamp, quantity: 4 }]);
    await priced(quote, [800], { packing: 100, shipping: 0 });
    const before = await productStock(testApp, lamp);
    const res = await accept(quote.id);
    expect(res.statusCode).toBe(201);
    const order = res.data;
    expect(order.items[0]).toMatchObject({ productId: lamp, quantity: 4, price: 800 });
    expect(order.subtotal).toBe(3200);
    // ₹3,200 + packing ₹100 + 18 % GST on both (Delhi to Delhi: CGST + SGST).
    expect(order.total).toBe(3894);
    expect(order.totals.find((t) => t.type === "packaging")?.price).toBe(100);
    expect(order.note).toContain(quote.number);
    expect(order.documents?.map((d) => d.kind)).toContain("proforma");
    expect(await productStock(testApp, lamp)).toBe(before - 4);
    const after = await api(testApp.app).get<QuoteDetailDto>(`/v1/quotes/${quote.id}`, {
      token: buyer.token,
    });
    expect(after.data.state).toBe("accepted");
    expect(after.data.order).toEqual({ id: order.id, number: order.number });
    const again = await accept(quote.id);
    expect(again.statusCode).toBe(409);
    expect(again.error?.code).toBe("QUOTE_ALREADY_ACCEPTED");
  });

  it("two accepts at once place one order; the other is refused with a sentence", async () => {
    const quote = await ask([{ productId: bulb, quantity: 5 }]);
    await priced(quote, [150]);
    const before = await productStock(testApp, bulb);
    const [a, b] = await Promise.all([accept(quote.id), accept(quote.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.error?.code).toBe("QUOTE_ALREADY_ACCEPTED");
    expect(refused.error?.message).toMatch(/already accepted/);
    expect(await productStock(testApp, bulb)).toBe(before - 5);
  });

  it("takes the stock as it is at that moment: below the MOQ with too little stock is refused", async () => {
    const scarce = await addTestProduct(testApp, {
      title: "Scarce Sconce",
      sellingPrice: 50_000,
      taxRate: 18,
      stock: 10,
      minimumQuantity: 20,
    });
    const quote = await ask([{ productId: scarce, quantity: 8 }]);
    await priced(quote, [400]);
    await testApp.db.update(products).set({ stock: 3 }).where(eq(products.id, scarce));
    const res = await accept(quote.id);
    expect(res.statusCode).toBe(409);
    expect(res.error?.code).toBe("OUT_OF_STOCK");
    const still = await api(testApp.app).get<QuoteDetailDto>(`/v1/quotes/${quote.id}`, {
      token: buyer.token,
    });
    expect(still.data.state).toBe("offered");
  });

  it("cannot accept after the validity's last day (shop's calendar) or before an offer", async () => {
    const early = await ask([{ productId: bulb, quantity: 1 }]);
    expect((await accept(early.id)).error?.code).toBe("QUOTE_NOT_OFFERED");
    const quote = await ask([{ productId: bulb, quantity: 2 }]);
    await priced(quote, [150]);
    await testApp.db
      .update(quoteRounds)
      .set({ validUntil: day(-1) })
      .where(eq(quoteRounds.quoteId, quote.id));
    const seen = await api(testApp.app).get<QuoteDetailDto>(`/v1/quotes/${quote.id}`, { token: buyer.token });
    expect(seen.data.state).toBe("expired");
    const res = await accept(quote.id);
    expect(res.statusCode).toBe(409);
    expect(res.error?.code).toBe("QUOTE_EXPIRED");
    // Valid through today still accepts.
    const today = await ask([{ productId: bulb, quantity: 2 }]);
    await priced(today, [150], { validUntil: day(0) });
    expect((await accept(today.id)).statusCode).toBe(201);
  });
});

describe("ask again", () => {
  it("opens a new round with the buyer's message, keeps the history, and takes a new offer", async () => {
    const quote = await ask([{ productId: lamp, quantity: 2 }]);
    await priced(quote, [950]);
    const res = await api(testApp.app).post<QuoteDetailDto>(
      `/v1/quotes/${quote.id}/ask-again`,
      { message: "Can you do ₹900?" },
      { token: buyer.token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.state).toBe("requested");
    expect(res.data.offer).toBeNull();
    expect(res.data.rounds.map((r) => [r.round, r.askMessage])).toEqual([
      [1, "Hotel Saffron lobby"],
      [2, "Can you do ₹900?"],
    ]);
    expect(res.data.rounds[0]?.prices[0]?.price).toBe(950);
    expect((await accept(quote.id)).error?.code).toBe("QUOTE_NOT_OFFERED");
    const again = await priced(res.data, [900]);
    expect(again.data.offer?.round).toBe(2);
    const order = await accept(quote.id);
    expect(order.data.items[0]?.price).toBe(900);
  });

  it("cannot ask again on a request still waiting, nor withdraw an accepted quote", async () => {
    const quote = await ask([{ productId: bulb, quantity: 1 }]);
    const res = await api(testApp.app).post(
      `/v1/quotes/${quote.id}/ask-again`,
      { message: "Any news?" },
      { token: buyer.token },
    );
    expect(res.error?.code).toBe("QUOTE_NOT_OFFERED");
    const withdrawn = await api(testApp.app).post<QuoteDetailDto>(
      `/v1/quotes/${quote.id}/withdraw`,
      undefined,
      {
        token: buyer.token,
      },
    );
    expect(withdrawn.data.state).toBe("withdrawn");
  });
});

describe("the back office's list and the PDF", () => {
  it("filters by state and search, counts new requests, pages by keyset", async () => {
    const all = await sales.get<AdminQuotePageDto>("/v1/admin/quotes", { query: { limit: 2 } });
    expect(all.data.items).toHaveLength(2);
    expect(all.data.nextCursor).not.toBeNull();
    const next = await sales.get<AdminQuotePageDto>("/v1/admin/quotes", {
      query: { limit: 2, cursor: all.data.nextCursor ?? "" },
    });
    expect(next.data.items.map((q) => q.id)).not.toContain(all.data.items[0]?.id);
    const [requested] = await testApp.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.state, "requested"));
    const onlyRequested = await sales.get<AdminQuotePageDto>("/v1/admin/quotes", {
      query: { state: "requested", limit: 100 },
    });
    expect(onlyRequested.data.items.every((q) => q.state === "requested")).toBe(true);
    expect(onlyRequested.data.items.map((q) => q.id)).toContain(requested?.id);
    expect(onlyRequested.data.requestedCount).toBe(onlyRequested.data.items.length);
    const expired = await sales.get<AdminQuotePageDto>("/v1/admin/quotes", { query: { state: "expired" } });
    expect(expired.data.items.length).toBeGreaterThan(0);
    const byNumber = await sales.get<AdminQuotePageDto>("/v1/admin/quotes", {
      query: { search: all.data.items[0]?.number ?? "" },
    });
    expect(byNumber.data.items.map((q) => q.id)).toEqual([all.data.items[0]?.id]);
    const oldest = await sales.get<AdminQuotePageDto>("/v1/admin/quotes", {
      query: { sort: "oldest", limit: 1 },
    });
    expect(oldest.data.items[0]?.id).toBeLessThan(all.data.items[0]?.id ?? 0);
  });

  it("prints the quotation with its number, validity and quoted prices, for the buyer and for staff", async () => {
    const quote = await ask([{ productId: lamp, quantity: 3 }]);
    const before = await testApp.app.inject({
      method: "GET",
      url: `/v1/quotes/${quote.id}/pdf`,
      headers: { website: WEBSITE, authorization: `Bearer ${buyer.token}` },
    });
    expect(before.statusCode).toBe(409);
    const cookie = await staffCookie(testApp, DEMO_STAFF_EMAIL.sales);
    const staffBefore = await testApp.app.inject({
      method: "GET",
      url: `/v1/admin/quotes/${quote.id}/pdf`,
      headers: { website: WEBSITE, cookie },
    });
    expect(staffBefore.statusCode).toBe(409);
    // Both answers are in the API's document, as every answer a route gives is.
    const openapi = (await testApp.app.inject({ method: "GET", url: "/v1/openapi.json" })).json() as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    for (const path of ["/v1/quotes/{id}/pdf", "/v1/admin/quotes/{id}/pdf"]) {
      expect(Object.keys(openapi.paths[path]?.get?.responses ?? {}), path).toEqual(
        expect.arrayContaining(["200", "404", "409"]),
      );
    }
    await priced(quote, [875.5]);
    const res = await testApp.app.inject({
      method: "GET",
      url: `/v1/quotes/${quote.id}/pdf`,
      headers: { website: WEBSITE, authorization: `Bearer ${buyer.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(res.rawPayload);
    expect(text).toContain("QUOTATION");
    expect(text).toContain(quote.number);
    expect(text).toContain("Valid until");
    // The closing line dates the validity as the header does (DD/MM/YYYY), not as the API's ISO day.
    const validity = day(7).split("-").reverse().join("/");
    expect(text).toContain(`Accept this quote in your account by ${validity}:`);
    expect(text).toContain("875.50");
    const staffPdf = await testApp.app.inject({
      method: "GET",
      url: `/v1/admin/quotes/${quote.id}/pdf`,
      headers: { website: WEBSITE, cookie },
    });
    expect(staffPdf.statusCode).toBe(200);
  });
});
