import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { OrderDto } from "@roshni/core";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insideTransaction } from "../../db/client";
import { documents, orders } from "../../db/schema";
import { api, createTestApp, type TestApp, WEBSITE } from "../../test/harness";
import { addTestCustomer, addTestProduct, DELHI_ADDRESS } from "../orders/test-fixtures";
import { createDocumentFiles } from "./render";
import { issueTaxInvoice } from "./service";

let testApp: TestApp;
let buyer: { id: number; token: string };
let addressId: number;
let lamp: number;
let keySerial = 0;

async function placeOrder(): Promise<{ statusCode: number; order: OrderDto }> {
  keySerial += 1;
  const res = await api(testApp.app).post<OrderDto>(
    "/v1/order",
    {
      items: [{ productId: lamp, quantity: 2 }],
      toPayShipping: false,
      paymentMethod: "bank-transfer",
      addressId,
    },
    { token: buyer.token, headers: { "idempotency-key": `rendering-${keySerial}` } },
  );
  return { statusCode: res.statusCode, order: res.data };
}

async function rowOf(orderId: number, kind: "proforma" | "invoice") {
  const rows = await testApp.db.select().from(documents).where(eq(documents.orderId, orderId));
  const row = rows.find((r) => r.kind === kind);
  if (!row) throw new Error(`no ${kind} for order ${orderId}`);
  return row;
}

function download(orderId: number, kind: string) {
  return testApp.app.inject({
    method: "GET",
    url: `/v1/order/${orderId}/documents/${kind}`,
    headers: { website: WEBSITE, authorization: `Bearer ${buyer.token}` },
  });
}

/** Every file under the storage's `documents/` folder. */
async function storedDocumentFiles(): Promise<string[]> {
  const root = join(testApp.storageDir, "documents");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

beforeAll(async () => {
  testApp = await createTestApp({ products: 5 });
  buyer = await addTestCustomer(testApp, { email: "rendering@example.in" });
  const res = await api(testApp.app).post<{ id: number }>("/v1/customer/address", DELHI_ADDRESS, {
    token: buyer.token,
  });
  addressId = res.data.id;
  lamp = await addTestProduct(testApp, {
    title: "Brass Wall Lamp",
    sellingPrice: 120_000,
    taxRate: 18,
    stock: 1000,
    minimumQuantity: 1,
  });
  await testApp.drain();
});

afterAll(async () => {
  await testApp?.close();
});

describe("the test suites' file storage", () => {
  it("refuses every call inside a database transaction, and allows it after the commit", async () => {
    const storage = testApp.app.deps.fileStorage;
    await expect(
      testApp.db.transaction(async () => {
        await storage.put("documents/inside.pdf", Buffer.from("%PDF"));
      }),
    ).rejects.toThrow(/File storage put\(documents\/inside\.pdf\) inside a database transaction/);
    await expect(testApp.db.transaction(async () => storage.get("documents/inside.pdf"))).rejects.toThrow(
      /inside a database transaction/,
    );
    expect(await storage.exists("documents/inside.pdf")).toBe(false);
    // A savepoint is inside its transaction too; the scope ends with the callback.
    let nested = false;
    await testApp.db.transaction(async (tx) => {
      await tx.transaction(async () => {
        nested = insideTransaction();
      });
    });
    expect(nested).toBe(true);
    expect(insideTransaction()).toBe(false);
    await storage.put("documents/outside.pdf", Buffer.from("%PDF"));
    expect(await storage.exists("documents/outside.pdf")).toBe(true);
    await storage.delete("documents/outside.pdf");
  });
});

describe("GST documents are rendered after the transaction", () => {
  it("placing an order numbers its proforma; the job stores the PDF after the commit", async () => {
    const { statusCode, order } = await placeOrder();
    expect(statusCode).toBe(201);
    expect(order.documents).toEqual([expect.objectContaining({ kind: "proforma", number: order.number })]);
    const row = await rowOf(order.id, "proforma");
    expect(await testApp.app.deps.fileStorage.exists(row.storageKey)).toBe(false);

    const drained = await testApp.drain();
    expect(drained.failed).toEqual([]);
    const stored = await testApp.app.deps.fileStorage.get(row.storageKey);
    expect(stored?.subarray(0, 5).toString()).toBe("%PDF-");
    // A second run of the job (a retry, a duplicate delivery) leaves the same file.
    await testApp.app.services.documentFiles.render(row.id);
    expect((await testApp.app.deps.fileStorage.get(row.storageKey))?.equals(stored as Buffer)).toBe(true);
    expect((await download(order.id, "proforma")).rawPayload.equals(stored as Buffer)).toBe(true);
  });

  it("a download before the job renders the PDF on demand: the same file the job then leaves alone", async () => {
    const { order } = await placeOrder();
    const row = await rowOf(order.id, "proforma");
    const early = await download(order.id, "proforma");
    expect(early.statusCode).toBe(200);
    expect(early.headers["content-type"]).toBe("application/pdf");
    expect(early.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const stored = await readFile(join(testApp.storageDir, row.storageKey));
    expect(stored.equals(early.rawPayload)).toBe(true);

    expect((await testApp.drain()).failed).toEqual([]);
    expect((await readFile(join(testApp.storageDir, row.storageKey))).equals(early.rawPayload)).toBe(true);
  });

  it("a job and downloads at once, in one process or two, leave one whole file, the same for all", async () => {
    const { order } = await placeOrder();
    const row = await rowOf(order.id, "proforma");
    // A second set of document files stands for another process on the same storage.
    const otherProcess = createDocumentFiles({ db: testApp.db, storage: testApp.app.deps.fileStorage });
    const [a, b, , c] = await Promise.all([
      download(order.id, "proforma"),
      download(order.id, "proforma"),
      testApp.app.services.documentFiles.render(row.id),
      otherProcess.fileOf(row),
    ]);
    const stored = await readFile(join(testApp.storageDir, row.storageKey));
    expect(a.rawPayload.equals(stored)).toBe(true);
    expect(b.rawPayload.equals(stored)).toBe(true);
    expect(c.pdf.equals(stored)).toBe(true);
    const leftovers = (await storedDocumentFiles()).filter((file) => file.endsWith(".part"));
    expect(leftovers).toEqual([]);
  });

  it("the tax invoice numbered at dispatch is rendered by the job; before it, a download renders it", async () => {
    const { order } = await placeOrder();
    const jobs = testApp.app.deps.jobs;
    const now = new Date();
    const invoice = await testApp.db.transaction((tx) => issueTaxInvoice(tx, order.id, { jobs, now }));
    expect(await testApp.app.deps.fileStorage.exists(invoice.storageKey)).toBe(false);
    const early = await download(order.id, "invoice");
    expect(early.statusCode).toBe(200);
    expect((await testApp.drain()).failed).toEqual([]);
    const stored = await readFile(join(testApp.storageDir, invoice.storageKey));
    expect(stored.equals(early.rawPayload)).toBe(true);
  });

  it("a placement that rolls back leaves no document row, no job and no file behind", async () => {
    await testApp.drain();
    const filesBefore = await storedDocumentFiles();
    const [{ n: ordersBefore } = { n: 0 }] = await testApp.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders);
    // The placement's commit fails (a deferred check on its documents, run at commit): the whole
    // transaction rolls back after the proforma has been numbered and its job enqueued.
    await testApp.db.execute(
      sql.raw(`create function refuse_commit() returns trigger language plpgsql as $$
        begin raise exception 'commit refused for the test'; end $$`),
    );
    await testApp.db.execute(
      sql.raw(`create constraint trigger refuse_commit after insert on documents
        deferrable initially deferred for each row execute function refuse_commit()`),
    );
    try {
      const { statusCode } = await placeOrder();
      expect(statusCode).toBe(500);
    } finally {
      await testApp.db.execute(sql.raw("drop trigger refuse_commit on documents"));
      await testApp.db.execute(sql.raw("drop function refuse_commit()"));
    }
    const [{ n: ordersAfter } = { n: 0 }] = await testApp.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders);
    expect(ordersAfter).toBe(ordersBefore);
    expect(await testApp.drain()).toEqual({ completed: 0, failed: [] });
    expect(await storedDocumentFiles()).toEqual(filesBefore);
  });
});
