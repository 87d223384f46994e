import { execFileSync } from "node:child_process";
import type {
  AdminCustomerDetailDto,
  BuyerAccountDto,
  LedgerDto,
  OrderDto,
  ReceiptDto,
  ReceivablesPageDto,
} from "@roshni/core";
import { invoiceDueDate, shopDay } from "@roshni/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, creditReleases, documents, orders } from "../../db/schema";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
  WEB_ORIGIN,
  WEBSITE,
} from "../../test/harness";
import { addTestCustomer, addTestProduct, DELHI_ADDRESS } from "../orders/test-fixtures";

let testApp: TestApp;
let lamp: number; // ₹1,000.00 at 18 %
type Client = ReturnType<typeof adminApi>;
let owner: Client;
let manager: Client;
let sales: Client;
let dispatch: Client;
let keySerial = 0;
let salesCookie: string;
let dispatchCookie: string;

/** A download, read as bytes (the harness's client expects the JSON envelope). */
function download(url: string, auth: { cookie?: string; token?: string }) {
  return testApp.app.inject({
    method: "GET",
    url,
    headers: {
      website: WEBSITE,
      origin: WEB_ORIGIN,
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
    },
  });
}

interface Buyer {
  id: number;
  token: string;
  addressId: number;
}

async function newBuyer(email: string): Promise<Buyer> {
  const buyer = await addTestCustomer(testApp, { email, wholesale: true });
  const res = await api(testApp.app).post<{ id: number }>("/v1/customer/address", DELHI_ADDRESS, {
    token: buyer.token,
  });
  if (res.statusCode !== 201) throw new Error(`address refused: ${JSON.stringify(res.body)}`);
  return { ...buyer, addressId: res.data.id };
}

async function placeOrder(buyer: Buyer, quantity: number): Promise<OrderDto> {
  keySerial += 1;
  const res = await api(testApp.app).post<OrderDto>(
    "/v1/order",
    {
      items: [{ productId: lamp, quantity }],
      addressId: buyer.addressId,
      toPayShipping: true,
      paymentMethod: "bank-transfer",
    },
    { token: buyer.token, headers: { "idempotency-key": `credit-${keySerial}-${Date.now()}` } },
  );
  if (res.statusCode !== 201) throw new Error(`order refused: ${JSON.stringify(res.body)}`);
  return res.data;
}

/** Confirmed and packed by the owner: ready for the dispatch under test. */
async function packedOrder(buyer: Buyer, quantity: number): Promise<OrderDto> {
  const order = await placeOrder(buyer, quantity);
  for (const to of ["confirmed", "packed"]) {
    const res = await owner.post(`/v1/admin/orders/${order.id}/transitions`, { to });
    if (res.statusCode !== 200) throw new Error(`move to ${to} refused: ${JSON.stringify(res.body)}`);
  }
  return order;
}

function dispatchOrder(client: Client, orderId: number, extra: Record<string, unknown> = {}) {
  return client.post(`/v1/admin/orders/${orderId}/transitions`, {
    to: "dispatched",
    transporter: "VRL Logistics",
    lrNumber: `LR-${orderId}`,
    ...extra,
  });
}

function setCredit(client: Client, customerId: number, body: Record<string, unknown>) {
  return client.patch<AdminCustomerDetailDto>(`/v1/admin/customers/${customerId}`, body);
}

beforeAll(async () => {
  testApp = await createTestApp({ products: 5 });
  lamp = await addTestProduct(testApp, {
    title: "Brass Pendant",
    sellingPrice: 100_000,
    taxRate: 18,
    stock: 10_000,
    minimumQuantity: 1,
  });
  owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));
  manager = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.manager));
  salesCookie = await staffCookie(testApp, DEMO_STAFF_EMAIL.sales);
  dispatchCookie = await staffCookie(testApp, DEMO_STAFF_EMAIL.dispatch);
  sales = adminApi(testApp.app, salesCookie);
  dispatch = adminApi(testApp.app, dispatchCookie);
});

afterAll(async () => {
  await testApp?.close();
});

describe("payment terms and credit limits", () => {
  it("sales sets net 30 and a limit, audited; dispatch staff may not", async () => {
    const buyer = await newBuyer("terms@example.in");
    const before = await sales.get<AdminCustomerDetailDto>(`/v1/admin/customers/${buyer.id}`);
    expect(before.data.credit).toMatchObject({
      paymentTermsDays: null,
      paymentTermsLabel: "Advance",
      creditLimit: 0,
    });
    const res = await setCredit(sales, buyer.id, { paymentTermsDays: 30, creditLimit: 50_000 });
    expect(res.statusCode).toBe(200);
    expect(res.data.credit).toMatchObject({
      paymentTermsDays: 30,
      paymentTermsLabel: "Net 30 days",
      creditLimit: 50_000,
      termsFromGroup: false,
      outstanding: 0,
      available: 50_000,
    });
    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "customer.credit"), eq(auditLog.entityId, String(buyer.id))));
    expect(audit?.after).toMatchObject({ paymentTermsDays: 30, creditLimit: 50_000 });
    expect(audit?.before).toMatchObject({ paymentTermsDays: "group", creditLimit: "group" });

    expect((await setCredit(dispatch, buyer.id, { creditLimit: 1 })).statusCode).toBe(403);
    const bad = await setCredit(sales, buyer.id, { paymentTermsDays: 31 });
    expect(bad.statusCode).toBe(422);
  });

  it("a group's defaults apply to its buyers until set on the buyer", async () => {
    const buyer = await newBuyer("group-default@example.in");
    const detail = await owner.get<AdminCustomerDetailDto>(`/v1/admin/customers/${buyer.id}`);
    const groupId = detail.data.group.id;
    const put = await manager.put(`/v1/admin/customer-groups/${groupId}/credit`, {
      paymentTermsDays: 15,
      creditLimit: 20_000,
    });
    expect(put.statusCode).toBe(200);
    expect(
      (
        await dispatch.put(`/v1/admin/customer-groups/${groupId}/credit`, {
          paymentTermsDays: 15,
          creditLimit: 1,
        })
      ).statusCode,
    ).toBe(403);
    const after = await owner.get<AdminCustomerDetailDto>(`/v1/admin/customers/${buyer.id}`);
    expect(after.data.credit).toMatchObject({
      paymentTermsDays: 15,
      creditLimit: 20_000,
      termsFromGroup: true,
      limitFromGroup: true,
    });
    // Back to advance for the rest of the suite's wholesale buyers.
    await owner.put(`/v1/admin/customer-groups/${groupId}/credit`, {
      paymentTermsDays: null,
      creditLimit: 0,
    });
  });
});

describe("dispatch on credit", () => {
  it("goes within the limit, is refused above it with the figures, and is released by the owner with a reason", async () => {
    const buyer = await newBuyer("credit-buyer@example.in");
    const first = await packedOrder(buyer, 2);
    const second = await packedOrder(buyer, 2);
    // Room for one of the two orders only.
    await setCredit(sales, buyer.id, { paymentTermsDays: 30, creditLimit: first.total + 100 });

    const ok = await dispatchOrder(dispatch, first.id);
    expect(ok.statusCode).toBe(200);

    const refused = await dispatchOrder(dispatch, second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.error?.code).toBe("CREDIT_LIMIT_EXCEEDED");
    expect(refused.error?.message).toContain("above the credit limit");
    expect(refused.error?.message).toContain("Only an owner or a manager");

    const noReason = await dispatchOrder(owner, second.id, { allowUnpaid: true });
    expect(noReason.statusCode).toBe(409);
    expect(noReason.error?.code).toBe("CREDIT_LIMIT_EXCEEDED");

    const released = await dispatchOrder(owner, second.id, {
      allowUnpaid: true,
      reason: "Pays every month end",
    });
    expect(released.statusCode).toBe(200);
    const releases = await testApp.db
      .select()
      .from(creditReleases)
      .where(eq(creditReleases.orderId, second.id));
    expect(releases).toHaveLength(1);
    expect(releases[0]?.reason).toBe("Pays every month end");
    const audit = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "credit.release"), eq(auditLog.entityId, String(second.id))));
    expect(audit).toHaveLength(1);

    // The buyer sees both open invoices, due 30 days from the invoice day in India.
    const account = await api(testApp.app).get<BuyerAccountDto>("/v1/customer/credit", {
      token: buyer.token,
    });
    expect(account.statusCode).toBe(200);
    const [invoice] = await testApp.db
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, first.id), eq(documents.kind, "invoice")));
    if (!invoice) throw new Error("no invoice");
    expect(account.data).toMatchObject({ paymentTermsLabel: "Net 30 days", available: 0 });
    expect(account.data.invoices.map((i) => i.orderId)).toEqual([first.id, second.id]);
    expect(account.data.invoices[0]).toMatchObject({
      invoiceNumber: invoice.number,
      invoiceDate: shopDay(invoice.issuedAt),
      dueOn: invoiceDueDate(invoice.issuedAt, 30),
      daysOverdue: 0,
      open: first.total,
    });
    expect(account.data.outstanding).toBeCloseTo(first.total + second.total, 2);
  });

  it("keeps today's rule for a buyer on advance", async () => {
    const buyer = await newBuyer("advance-buyer@example.in");
    const order = await packedOrder(buyer, 1);
    const res = await dispatchOrder(dispatch, order.id);
    expect(res.statusCode).toBe(403);
    expect(res.error?.code).toBe("UNPAID_DISPATCH_FORBIDDEN");
  });

  it("lets only one of two dispatches racing the same limit pass", async () => {
    const buyer = await newBuyer("race-buyer@example.in");
    const a = await packedOrder(buyer, 3);
    const b = await packedOrder(buyer, 3);
    await setCredit(owner, buyer.id, { paymentTermsDays: 15, creditLimit: a.total + b.total - 1 });
    const results = await Promise.all([dispatchOrder(dispatch, a.id), dispatchOrder(dispatch, b.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const dispatched = await testApp.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.customerId, buyer.id), eq(orders.status, "dispatched")));
    expect(dispatched).toHaveLength(1);
  });
});

describe("payments on account and the ledger", () => {
  it("applies a payment to the oldest invoices first, keeps the rest on account, and the ledger adds up", async () => {
    const buyer = await newBuyer("ledger-buyer@example.in");
    await setCredit(sales, buyer.id, {
      paymentTermsDays: 45,
      creditLimit: 100_000,
      openingBalance: 500,
      openingBalanceOn: "2026-01-01",
    });
    const older = await packedOrder(buyer, 1);
    const newer = await packedOrder(buyer, 1);
    expect((await dispatchOrder(dispatch, older.id)).statusCode).toBe(200);
    expect((await dispatchOrder(dispatch, newer.id)).statusCode).toBe(200);

    const amount = older.total + 100;
    const receipt = await sales.post<ReceiptDto>(`/v1/admin/customers/${buyer.id}/receipts`, {
      kind: "on-account",
      method: "bank_transfer",
      amount,
      reference: "UTRCREDIT0001",
      receivedOn: "2026-11-20",
    });
    expect(receipt.statusCode).toBe(201);
    expect(receipt.data.allocations).toEqual([
      { orderId: older.id, orderNumber: older.number, amount: older.total },
      { orderId: newer.id, orderNumber: newer.number, amount: 100 },
    ]);
    expect(receipt.data.unallocated).toBe(0);
    const [paidOrder] = await testApp.db.select().from(orders).where(eq(orders.id, older.id));
    expect(paidOrder?.paymentStatus).toBe("paid");

    const again = await sales.post(`/v1/admin/customers/${buyer.id}/receipts`, {
      kind: "advance",
      method: "upi",
      amount: 10,
      reference: "UTRCREDIT0001",
      receivedOn: "2026-11-21",
    });
    expect(again.statusCode).toBe(409);

    const chosen = await sales.post(`/v1/admin/customers/${buyer.id}/receipts`, {
      kind: "on-account",
      method: "upi",
      amount: 50,
      receivedOn: "2026-11-21",
      allocations: [{ orderId: older.id, amount: 50 }],
    });
    expect(chosen.statusCode).toBe(422);
    expect(chosen.error?.code).toBe("RECEIPT_ALLOCATION_INVALID");

    const advance = await sales.post<ReceiptDto>(`/v1/admin/customers/${buyer.id}/receipts`, {
      kind: "advance",
      method: "upi",
      amount: 250,
      receivedOn: "2026-11-22",
    });
    expect(advance.data).toMatchObject({ unallocated: 250, allocations: [] });

    const ledger = await sales.get<LedgerDto>(`/v1/admin/customers/${buyer.id}/ledger`);
    expect(ledger.statusCode).toBe(200);
    const kinds = ledger.data.entries.map((e) => e.kind);
    expect(kinds[0]).toBe("opening");
    expect(kinds.filter((k) => k === "invoice")).toHaveLength(2);
    // The receipt shows once, as the receipt, not again as the payments it became.
    expect(kinds.filter((k) => k === "payment")).toHaveLength(0);
    expect(kinds.filter((k) => k === "receipt")).toHaveLength(2);
    const expected = 500 + older.total + newer.total - amount - 250;
    expect(ledger.data.closing).toBeCloseTo(expected, 2);
    expect(ledger.data.credit.outstanding).toBeCloseTo(expected, 2);
    expect(ledger.data.entries.at(-1)?.balance).toBeCloseTo(expected, 2);
    expect(ledger.data.ageing.total).toBeCloseTo(expected, 2);

    // A period: what came before it is the opening balance.
    const period = await sales.get<LedgerDto>(`/v1/admin/customers/${buyer.id}/ledger?from=2026-02-01`);
    expect(period.data.opening).toBe(500);
    expect(period.data.entries.some((e) => e.kind === "opening")).toBe(false);

    expect((await dispatch.get(`/v1/admin/customers/${buyer.id}/ledger`)).statusCode).toBe(403);
    expect((await sales.get("/v1/admin/customers/999999/ledger")).statusCode).toBe(404);
  });
});

describe("statement and exports", () => {
  it("gives staff the statement PDF and the ledger as CSV and Excel, and the buyer only their own statement", async () => {
    const buyer = await newBuyer("statement-buyer@example.in");
    await setCredit(sales, buyer.id, { paymentTermsDays: 30, creditLimit: 100_000 });
    const order = await packedOrder(buyer, 1);
    expect((await dispatchOrder(dispatch, order.id)).statusCode).toBe(200);
    const [invoice] = await testApp.db
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, order.id), eq(documents.kind, "invoice")));
    if (!invoice) throw new Error("no invoice");

    const pdf = await download(`/v1/admin/customers/${buyer.id}/statement`, { cookie: salesCookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // Each row on its own lines: the type column is wide enough for "Opening balance", and a row is as
    // tall as its tallest cell, so nothing runs into the next row.
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf.rawPayload }).toString("utf8");
    expect(text).toMatch(/Opening balance\s+₹0\.00/);
    expect(text).toMatch(new RegExp(`Invoice\\s+${invoice.number.replace(/\//g, "\\/")}`));
    expect(text).toMatch(/Closing balance\s+₹/);

    const csv = await download(`/v1/admin/customers/${buyer.id}/ledger/export?format=csv`, {
      cookie: salesCookie,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.payload).toContain(invoice.number);
    expect(csv.payload).toContain("Closing balance");
    const xlsx = await download(`/v1/admin/customers/${buyer.id}/ledger/export?format=xlsx`, {
      cookie: salesCookie,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
    expect(
      (await download(`/v1/admin/customers/${buyer.id}/statement`, { cookie: dispatchCookie })).statusCode,
    ).toBe(403);

    const own = await download("/v1/customer/statement", { token: buyer.token });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await download("/v1/customer/statement", {})).statusCode).toBe(401);
  });
});

describe("the receivables list", () => {
  it("shows each buyer who owes with the ledger's own figures, pages by keyset, and is not for dispatch staff", async () => {
    const first = await newBuyer("list-one@example.in");
    const second = await newBuyer("list-two@example.in");
    for (const [buyer, quantity] of [
      [first, 2],
      [second, 5],
    ] as const) {
      expect(
        (await setCredit(sales, buyer.id, { paymentTermsDays: 30, creditLimit: 3_000 })).statusCode,
      ).toBe(200);
      const order = await packedOrder(buyer, quantity);
      const sent = await dispatchOrder(owner, order.id, { allowUnpaid: true, reason: "Known buyer" });
      expect(sent.statusCode).toBe(200);
    }
    type Page = ReceivablesPageDto;
    const all = await sales.get<Page>("/v1/admin/receivables?limit=100");
    expect(all.statusCode).toBe(200);
    for (const buyer of [first, second]) {
      const row = all.data.items.find((item) => item.customerId === buyer.id);
      const ledger = await sales.get<LedgerDto>(`/v1/admin/customers/${buyer.id}/ledger`);
      expect(row?.outstanding).toBe(ledger.data.closing);
      expect(row?.ageing).toEqual(ledger.data.ageing);
      expect(row?.paymentTermsLabel).toBe("Net 30 days");
    }
    const sum = all.data.items.reduce((total, item) => total + Math.round(item.outstanding * 100), 0);
    expect(Math.round(all.data.totals.total * 100)).toBe(sum);
    // Sorted by outstanding, largest first: 5 lamps before 2.
    const order = all.data.items.map((item) => item.customerId);
    expect(order.indexOf(second.id)).toBeLessThan(order.indexOf(first.id));

    const overLimit = await sales.get<Page>("/v1/admin/receivables?show=over-limit&limit=100");
    const overIds = overLimit.data.items.map((item) => item.customerId);
    expect(overIds).toContain(second.id);
    expect(overIds).not.toContain(first.id);

    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const path: string = `/v1/admin/receivables?sort=name&limit=1${cursor ? `&cursor=${cursor}` : ""}`;
      const page = await sales.get<Page>(path);
      expect(page.statusCode).toBe(200);
      seen.push(...page.data.items.map((item) => item.customerId));
      cursor = page.data.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(all.data.buyers);
    expect(seen).toHaveLength(all.data.buyers);

    expect((await dispatch.get("/v1/admin/receivables")).statusCode).toBe(403);
    expect((await sales.get("/v1/admin/receivables?cursor=nonsense")).statusCode).toBe(400);
  });
});
