import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, productWebsites } from "../../db/schema";
import { api, createTestApp, type TestApp } from "../../test/harness";
import { addTestCustomer, addTestProduct } from "../orders/test-fixtures";

interface Resolved {
  lines: {
    sku: string | null;
    productId: number | null;
    quantity: number;
    status: "ok" | "unknown" | "hidden" | "not-orderable";
    product: { id: number; title: string; sellingPrice: number; wholesalePrice: number } | null;
    message: string | null;
  }[];
}

let testApp: TestApp;
let trade: { id: number; token: string };
const sku: Record<string, string> = {};
const id: Record<string, number> = {};

async function addProduct(key: string, input: Parameters<typeof addTestProduct>[1]) {
  id[key] = await addTestProduct(testApp, input);
  const [row] = await testApp.db.select({ sku: products.sku }).from(products).where(eq(products.id, id[key]));
  sku[key] = row?.sku ?? "";
}

const resolve = (lines: unknown, token?: string) =>
  api(testApp.app).post<Resolved>("/v1/quick-order/resolve", { lines }, token ? { token } : {});

beforeAll(async () => {
  testApp = await createTestApp({ products: 0 });
  trade = await addTestCustomer(testApp, { email: "quick-trade@example.in", wholesale: true });
  await addProduct("lamp", {
    title: "Brass table lamp",
    sellingPrice: 250000,
    wholesalePrice: 200000,
    taxRate: 18,
    stock: 50,
    minimumQuantity: 2,
  });
  // 3 in stock, MOQ 10: 1 to 3 from stock, or 10 and more made to order.
  await addProduct("chandelier", {
    title: "Crystal chandelier",
    sellingPrice: 900000,
    taxRate: 18,
    stock: 3,
    minimumQuantity: 10,
  });
  await addProduct("hidden", {
    title: "Old pendant",
    sellingPrice: 50000,
    taxRate: 18,
    stock: 5,
    minimumQuantity: 1,
  });
  await testApp.db
    .update(productWebsites)
    .set({ visible: false })
    .where(eq(productWebsites.productId, id.hidden as number));
});

afterAll(async () => {
  await testApp?.close();
});

describe("POST /v1/quick-order/resolve", () => {
  it("answers each line with its product or the reason the cart would refuse it", async () => {
    const res = await resolve([
      { sku: (sku.lamp as string).toLowerCase(), quantity: 4 },
      { sku: "NO-SUCH-SKU", quantity: 1 },
      { sku: sku.hidden, quantity: 1 },
      { sku: sku.chandelier, quantity: 5 },
      { sku: sku.chandelier, quantity: 3 },
      { sku: sku.chandelier, quantity: 10 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.data.lines.map((line) => [line.sku, line.status])).toEqual([
      [sku.lamp, "ok"],
      ["NO-SUCH-SKU", "unknown"],
      [sku.hidden, "hidden"],
      [sku.chandelier, "not-orderable"],
      [sku.chandelier, "ok"],
      [sku.chandelier, "ok"],
    ]);
    expect(res.data.lines[0]?.product?.title).toBe("Brass table lamp");
    expect(res.data.lines[1]?.message).toBe('No product has the SKU "NO-SUCH-SKU".');
    // A hidden product's price and stock stay the shop's.
    expect(res.data.lines[2]?.product).toBeNull();
    expect(res.data.lines[3]?.message).toMatch(/Only 3 of "Crystal chandelier" are in stock/);
  });

  it("prices for the caller's group: a visitor the default group, a trade buyer theirs", async () => {
    const visitor = await resolve([{ sku: sku.lamp, quantity: 2 }]);
    const buyer = await resolve([{ sku: sku.lamp, quantity: 2 }], trade.token);
    // The default group's price only: no wholesale price is shown to a visitor.
    expect(visitor.data.lines[0]?.product?.sellingPrice).toBe(2500);
    expect(visitor.data.lines[0]?.product).not.toHaveProperty("wholesalePrice");
    expect(buyer.data.lines[0]?.product?.wholesalePrice).toBe(2000);
  });

  it("finds an earlier order's line by product id", async () => {
    const res = await resolve([
      { productId: id.lamp, quantity: 2 },
      { productId: id.hidden, quantity: 2 },
      { productId: 999999, quantity: 2 },
    ]);
    expect(res.data.lines.map((line) => [line.productId, line.sku, line.status])).toEqual([
      [id.lamp, sku.lamp, "ok"],
      [id.hidden, sku.hidden, "hidden"],
      [999999, null, "unknown"],
    ]);
  });

  it("takes 500 lines in one call", async () => {
    const lines = Array.from({ length: 500 }, (_, i) =>
      i % 2 === 0 ? { sku: sku.lamp, quantity: 2 } : { sku: `UNKNOWN-${i}`, quantity: 1 },
    );
    const started = performance.now();
    const res = await resolve(lines);
    expect(res.statusCode).toBe(200);
    expect(res.data.lines).toHaveLength(500);
    expect(res.data.lines.filter((line) => line.status === "ok")).toHaveLength(250);
    // Two statements whatever the count; one statement a line would take far longer on PGlite.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("refuses a body it cannot read with the validation envelope", async () => {
    const cases: unknown[] = [
      [],
      Array.from({ length: 501 }, () => ({ sku: "RL-1", quantity: 1 })),
      [{ sku: "RL-1", quantity: 0 }],
      [{ sku: "RL-1", quantity: 2.5 }],
      [{ sku: "RL-1" }],
      [{ quantity: 1 }],
      [{ sku: "RL-1", productId: 1, quantity: 1 }],
      [{ sku: "RL-1", quantity: 1, price: 1 }],
      "RL-1 2",
    ];
    for (const lines of cases) {
      const res = await resolve(lines);
      expect(res.statusCode, JSON.stringify(lines).slice(0, 60)).toBe(422);
      expect(res.error?.code).toBe("VALIDATION_FAILED");
    }
  });

  it("a SKU with quotes or commas is only looked up, never run", async () => {
    const res = await resolve([
      { sku: "x') or true --", quantity: 1 },
      { sku: "a,b", quantity: 1 },
    ]);
    expect(res.data.lines.map((line) => line.status)).toEqual(["unknown", "unknown"]);
  });
});

describe("POST /v1/quick-order/sheet", () => {
  const upload = (body: Buffer, fileName: string, contentType: string) =>
    testApp.app.inject({
      method: "POST",
      url: `/v1/quick-order/sheet?fileName=${encodeURIComponent(fileName)}`,
      headers: { website: "wholesale", "content-type": contentType },
      payload: body,
    });

  it("reads a CSV by its usual column names", async () => {
    const csv = "Sr,Item code,Description,Qty\n1,RL-1,Lamp,4\n2,RL-2,Bulb,two\n3,rl-1,Lamp again,1\n";
    const res = await upload(Buffer.from(csv), "order.csv", "text/csv");
    expect(res.statusCode).toBe(200);
    const body = res.json().data as { rows: { sku: string }[]; problems: { line: number }[] };
    expect(body.rows).toEqual([{ sku: "RL-1", quantity: 5, lines: [2, 4] }]);
    expect(body.problems).toMatchObject([{ line: 3, code: "bad-quantity" }]);
  });

  it("reads an Excel workbook of 200 rows", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Order");
    sheet.addRow(["Part No.", "Quantity"]);
    for (let i = 1; i <= 200; i += 1) sheet.addRow([`RL-${i}`, i]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(
      bytes,
      "order.xlsx",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.statusCode).toBe(200);
    const body = res.json().data as { rows: { sku: string; quantity: number }[] };
    expect(body.rows).toHaveLength(200);
    expect(body.rows[199]).toMatchObject({ sku: "RL-200", quantity: 200 });
  });

  it("refuses an empty body and a file that is not a sheet", async () => {
    const empty = await upload(Buffer.alloc(0), "order.csv", "text/csv");
    expect(empty.statusCode).toBe(400);
    const broken = await upload(
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]),
      "order.xlsx",
      "application/octet-stream",
    );
    expect(broken.statusCode).toBe(422);
    expect((broken.json().data as { error: { code: string } }).error.code).toBe("SHEET_UNREADABLE");
  });
});
