import { type ImportJobDto, PRODUCT_COLUMNS } from "@roshni/core";
import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { customerGroups, productVolumePrices } from "../../db/schema";
import {
  adminApi,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
  WEB_ORIGIN,
} from "../../test/harness";

// The catalogue spreadsheet carries each product's quantity breaks in its `volume_prices` column.

let t: TestApp;
let cookie: string;
let catalogue: ReturnType<typeof adminApi>;
let retail: { id: number; name: string };
let wholesale: { id: number; name: string };
let products: { id: number; sku: string; selling_price: number }[];

beforeAll(async () => {
  t = await createTestApp({ products: 6 });
  cookie = await staffCookie(t, DEMO_STAFF_EMAIL.catalogue);
  catalogue = adminApi(t.app, cookie);
  const groups = await t.db.select().from(customerGroups);
  const def = groups.find((g) => g.isDefault);
  const other = groups.find((g) => !g.isDefault);
  if (!def || !other) throw new Error("the demo has two customer groups");
  retail = { id: def.id, name: def.name };
  wholesale = { id: other.id, name: other.name };
  products = await queryRows(t.db, sql`select id, sku, selling_price from products order by sku limit 3`);
  const [first, second] = products;
  if (!first || !second) throw new Error("no products");
  await t.db.insert(productVolumePrices).values([
    { productId: first.id, customerGroupId: retail.id, minQuantity: 10, price: 45000 },
    { productId: first.id, customerGroupId: retail.id, minQuantity: 50, price: 42050 },
    { productId: first.id, customerGroupId: wholesale.id, minQuantity: 20, price: 40000 },
    { productId: second.id, customerGroupId: wholesale.id, minQuantity: 5, price: 1000 },
  ]);
});

afterAll(async () => {
  await t?.close();
});

async function exportCsv(): Promise<string[][]> {
  const res = await t.app.inject({
    method: "GET",
    url: "/v1/admin/products/export?format=csv",
    headers: { website: "wholesale", cookie },
  });
  expect(res.statusCode).toBe(200);
  return Papa.parse<string[]>(res.body.replace(/^\ufeff/, ""), { skipEmptyLines: true }).data;
}

function toCsv(rows: readonly (readonly string[])[]): Buffer {
  return Buffer.from(Papa.unparse(rows as string[][]));
}

async function dryRun(bytes: Buffer): Promise<ImportJobDto> {
  const res = await t.app.inject({
    method: "POST",
    url: "/v1/admin/products/import?dryRun=true&fileName=products.csv",
    headers: { website: "wholesale", origin: WEB_ORIGIN, cookie, "content-type": "text/csv" },
    payload: bytes,
  });
  expect(res.statusCode, res.body).toBe(202);
  const job = (JSON.parse(res.body) as { data: ImportJobDto }).data;
  await t.app.services.productImports.settled(job.id);
  return (await catalogue.get<ImportJobDto>(`/v1/admin/imports/${job.id}`)).data;
}

async function breaksOf(productId: number) {
  return queryRows<{ customer_group_id: number; min_quantity: number; price: number }>(
    t.db,
    sql`select customer_group_id, min_quantity, price from product_volume_prices
        where product_id = ${productId} order by customer_group_id, min_quantity`,
  );
}

const column = PRODUCT_COLUMNS.indexOf("volume_prices");

describe("volume prices in the catalogue spreadsheet", () => {
  it("are exported per group, the default group first", async () => {
    const [header, ...rows] = await exportCsv();
    expect(header?.[column]).toBe("volume_prices");
    const bySku = new Map(rows.map((row) => [row[0], row[column]]));
    expect(bySku.get(products[0]?.sku)).toBe(
      `${retail.name}: 10=450.00; 50=420.50 | ${wholesale.name}: 20=400.00`,
    );
    expect(bySku.get(products[1]?.sku)).toBe(`${wholesale.name}: 5=10.00`);
    expect(bySku.get(products[2]?.sku)).toBe("");
  });

  it("an exported file imports back unchanged", async () => {
    const dry = await dryRun(toCsv(await exportCsv()));
    expect(dry.report?.fileError ?? null).toBeNull();
    expect(dry.report).toMatchObject({ rows: 6, changed: 0, refused: 0, unchanged: 6 });
  });

  it("a changed cell replaces the product's breaks; group names ignore case; an empty cell removes them", async () => {
    const [first, second] = products;
    const file = toCsv([
      ["sku", "volume_prices"],
      [first?.sku ?? "", `${wholesale.name.toUpperCase()}: 12=390; 100=350.5`],
      [second?.sku ?? "", ""],
    ]);
    const dry = await dryRun(file);
    expect(dry.report).toMatchObject({ changed: 2, refused: 0 });
    expect(dry.report?.items[0]?.changes?.[0]).toMatchObject({
      field: "volume_prices",
      after: `${wholesale.name}: 12=390.00; 100=350.50`,
    });
    const applied = await catalogue.post<ImportJobDto>(`/v1/admin/imports/${dry.id}/apply`);
    expect(applied.statusCode).toBe(202);
    await t.app.services.productImports.settled(applied.data.id);
    expect(await breaksOf(first?.id ?? 0)).toEqual([
      { customer_group_id: wholesale.id, min_quantity: 12, price: 39000 },
      { customer_group_id: wholesale.id, min_quantity: 100, price: 35050 },
    ]);
    expect(await breaksOf(second?.id ?? 0)).toEqual([]);
  });

  it("refuses a row whose cell cannot be read, with a sentence on the column", async () => {
    const sku = products[2]?.sku ?? "";
    const cases: [string, RegExp][] = [
      ["Nobody: 10=100", /No customer group is named Nobody/],
      [`${retail.name}: 10=100; 5=90`, /must be more than the break before/],
      [`${retail.name}: 10=100; 20=120`, /must be lower than the break before/],
      [`${retail.name}: 1=100`, /starts at 2 pieces/],
      [`${retail.name} 10=100`, /Group name: pieces=price/],
      [`${retail.name}: 10-100`, /pieces=price/],
      [`${retail.name}: 10=abc`, /not a number/],
      [`${retail.name}: 10=1 | ${retail.name.toLowerCase()}: 20=0.5`, /named twice/],
    ];
    for (const [cell, message] of cases) {
      const dry = await dryRun(
        toCsv([
          ["sku", "volume_prices"],
          [sku, cell],
        ]),
      );
      expect(dry.report?.refused, cell).toBe(1);
      expect(dry.report?.items[0]?.errors?.volume_prices, cell).toMatch(message);
    }
    expect(await breaksOf(products[2]?.id ?? 0)).toEqual([]);
  });
});
