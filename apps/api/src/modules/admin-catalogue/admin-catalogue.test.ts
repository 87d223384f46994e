import { existsSync } from "node:fs";
import { join } from "node:path";
import type {
  AdminProductDto,
  AdminProductPageDto,
  ImportJobDto,
  ProductDto,
  ProductPageDto,
} from "@roshni/core";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { refreshProductDerived } from "../../db/derived";
import { listImageKey } from "../../lib/image-rules";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  type TestApp,
  tokenFor,
  WEB_ORIGIN,
} from "../../test/harness";

let t: TestApp;
let catalogue: ReturnType<typeof adminApi>;
let _owner: ReturnType<typeof adminApi>;
let cookies: Record<keyof typeof DEMO_STAFF_EMAIL, string>;

async function staffCookieFor(email: string): Promise<string> {
  const { staffCookie } = await import("../../test/harness");
  return staffCookie(t, email);
}

beforeAll(async () => {
  t = await createTestApp({ products: 120 });
  cookies = {
    owner: await staffCookieFor(DEMO_STAFF_EMAIL.owner),
    manager: await staffCookieFor(DEMO_STAFF_EMAIL.manager),
    sales: await staffCookieFor(DEMO_STAFF_EMAIL.sales),
    dispatch: await staffCookieFor(DEMO_STAFF_EMAIL.dispatch),
    catalogue: await staffCookieFor(DEMO_STAFF_EMAIL.catalogue),
  };
  catalogue = adminApi(t.app, cookies.catalogue);
  _owner = adminApi(t.app, cookies.owner);
});

afterAll(async () => {
  await t?.close();
});

async function firstProduct(offset = 0): Promise<{ id: number; sku: string; slug: string }> {
  const rows = await queryRows<{ id: number; sku: string; slug: string }>(
    t.db,
    sql`select p.id, p.sku, pw.slug from products p join product_websites pw on pw.product_id = p.id
        order by p.id offset ${offset} limit 1`,
  );
  const row = rows[0];
  if (!row) throw new Error("no product");
  return row;
}

function raw(
  method: "POST" | "PUT" | "DELETE",
  url: string,
  cookie: string,
  body: Buffer,
  contentType: string,
) {
  return t.app.inject({
    method,
    url,
    headers: { website: "wholesale", origin: WEB_ORIGIN, cookie, "content-type": contentType },
    payload: body,
  });
}

async function waitForJob(id: number): Promise<ImportJobDto> {
  await t.app.services.productImports.settled(id);
  const res = await catalogue.get<ImportJobDto>(`/v1/admin/imports/${id}`);
  expect(res.statusCode).toBe(200);
  return res.data;
}

async function dryRun(file: Buffer | string, fileName = "products.csv"): Promise<ImportJobDto> {
  const bytes = typeof file === "string" ? Buffer.from(file, "utf8") : file;
  const res = await raw(
    "POST",
    `/v1/admin/products/import?dryRun=true&fileName=${fileName}`,
    cookies.catalogue,
    bytes,
    fileName.endsWith(".xlsx")
      ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      : "text/csv",
  );
  expect(res.statusCode, res.body).toBe(202);
  const job = (JSON.parse(res.body) as { data: ImportJobDto }).data;
  return waitForJob(job.id);
}

async function applyImport(dryRunId: number): Promise<ImportJobDto> {
  const res = await catalogue.post<ImportJobDto>(`/v1/admin/imports/${dryRunId}/apply`);
  expect(res.statusCode, JSON.stringify(res.error)).toBe(202);
  return waitForJob(res.data.id);
}

async function _exportCsv(query: Record<string, string> = {}): Promise<string> {
  const res = await t.app.inject({
    method: "GET",
    url: `/v1/admin/products/export?${new URLSearchParams({ format: "csv", ...query })}`,
    headers: { website: "wholesale", cookie: cookies.catalogue },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toContain("text/csv");
  return res.body.replace(/^\ufeff/, "");
}

describe("who may change the catalogue", () => {
  it("the catalogue role can edit prices, sales and dispatch cannot (403), a buyer's token is 401", async () => {
    const product = await firstProduct();
    const allowed = await catalogue.patch<AdminProductDto>(`/v1/admin/products/${product.id}`, {
      mrp: 99999,
    });
    expect(allowed.statusCode).toBe(200);
    for (const role of ["sales", "dispatch"] as const) {
      const refused = await adminApi(t.app, cookies[role]).patch(`/v1/admin/products/${product.id}`, {
        mrp: 5,
      });
      expect(refused.statusCode, role).toBe(403);
      expect(refused.error?.code).toBe("PERMISSION_DENIED");
    }
    const manager = await adminApi(t.app, cookies.manager).patch(`/v1/admin/products/${product.id}`, {
      stock: 3,
    });
    expect(manager.statusCode).toBe(200);
    const buyer = await api(t.app).patch(
      `/v1/admin/products/${product.id}`,
      { stock: 1 },
      {
        token: await tokenFor(t, "retail@demo.roshnilighting.in"),
        headers: { origin: WEB_ORIGIN },
      },
    );
    expect(buyer.statusCode).toBe(401);
  });

  it("every role sees products; only the catalogue roles import", async () => {
    for (const role of ["sales", "dispatch", "catalogue"] as const) {
      expect((await adminApi(t.app, cookies[role]).get("/v1/admin/products")).statusCode, role).toBe(200);
    }
    const sales = await raw(
      "POST",
      "/v1/admin/products/import?fileName=a.csv",
      cookies.sales,
      Buffer.from("sku,stock\nA,1\n"),
      "text/csv",
    );
    expect(sales.statusCode).toBe(403);
    const quick = await adminApi(t.app, cookies.sales).patch("/v1/admin/products", {
      rows: [{ id: 1, stock: 1 }],
    });
    expect(quick.statusCode).toBe(403);
  });
});

describe("editing a product", () => {
  it("a selling price above the MRP is refused on its field and nothing changes", async () => {
    const product = await firstProduct(1);
    const before = await catalogue.get<AdminProductDto>(`/v1/admin/products/${product.id}`);
    const res = await catalogue.patch(`/v1/admin/products/${product.id}`, {
      sellingPrice: before.data.mrp + 1,
    });
    expect(res.statusCode).toBe(422);
    expect(res.error?.fields?.sellingPrice).toBe("The selling price cannot be above the MRP.");
    const after = await catalogue.get<AdminProductDto>(`/v1/admin/products/${product.id}`);
    expect(after.data.sellingPrice).toBe(before.data.sellingPrice);
  });

  it("lowering the MRP below the stored selling price is refused on the selling price", async () => {
    const product = await firstProduct(1);
    const before = await catalogue.get<AdminProductDto>(`/v1/admin/products/${product.id}`);
    const res = await catalogue.patch(`/v1/admin/products/${product.id}`, {
      mrp: before.data.sellingPrice - 1,
    });
    expect(res.statusCode).toBe(422);
    expect(res.error?.fields?.sellingPrice).toBe("The selling price cannot be above the MRP.");
  });

  it("negative stock, a wrong GST rate and a malformed HSN are refused per field", async () => {
    const product = await firstProduct(1);
    const res = await catalogue.patch(`/v1/admin/products/${product.id}`, {
      stock: -1,
      taxRate: 15,
      hsnCode: "94A5",
    });
    expect(res.statusCode).toBe(422);
    expect(res.error?.fields).toMatchObject({
      stock: "Stock cannot be negative.",
      taxRate: "Choose a GST rate: 0, 5, 12, 18, 28 %.",
      hsnCode: "Enter the HSN code as 4, 6 or 8 digits.",
    });
  });

  it("above ₹5 crore turnover a 4-digit HSN code is refused", async () => {
    const product = await firstProduct(1);
    await t.db.execute(
      sql`update shop_settings set value = value || '{"turnoverBand":"above_5_crore"}'::jsonb`,
    );
    try {
      const res = await catalogue.patch(`/v1/admin/products/${product.id}`, { hsnCode: "9405" });
      expect(res.statusCode).toBe(422);
      expect(res.error?.fields?.hsnCode).toBe(
        "Enter the HSN code with at least 6 digits: the shop's turnover is above ₹5 crore.",
      );
      const six = await catalogue.patch<AdminProductDto>(`/v1/admin/products/${product.id}`, {
        hsnCode: "940510",
      });
      expect(six.data.hsnCode).toBe("940510");
    } finally {
      await t.db.execute(sql`update shop_settings set value = value - 'turnoverBand'`);
    }
  });

  it("another product's SKU or address is refused with 409 on that field", async () => {
    const a = await firstProduct(2);
    const b = await firstProduct(3);
    const sku = await catalogue.patch(`/v1/admin/products/${a.id}`, { sku: b.sku });
    expect(sku.statusCode).toBe(409);
    expect(sku.error?.fields?.sku).toBe("Another product has this SKU.");
    const slug = await catalogue.patch(`/v1/admin/products/${a.id}`, { slug: b.slug });
    expect(slug.statusCode).toBe(409);
    expect(slug.error?.fields?.slug).toBe("Another product has this address.");
  });

  it("a price change shows on the product page at once and in the list without waiting for the cache", async () => {
    const product = await firstProduct(4);
    const list = () =>
      api(t.app).get<ProductPageDto>("/v1/product", { query: { search: product.sku, limit: 5 } });
    await list(); // fills the minute's cache
    const res = await catalogue.patch<AdminProductDto>(`/v1/admin/products/${product.id}`, {
      mrp: 20000,
      sellingPrice: 15000,
      wholesalePrice: 12000,
      title: "Renamed Crystal Chandelier",
    });
    expect(res.statusCode).toBe(200);
    const page = await api(t.app).get<ProductDto>(`/v1/product/${product.slug}`);
    expect(page.data.sellingPrice).toBe(15000);
    expect(page.data.mrp).toBe(20000);
    expect(page.data.title).toBe("Renamed Crystal Chandelier");
    // A visitor pays the default group's price, which follows the selling price.
    expect(page.data.websiteProductPrices.find((p) => p.customerGroup.isDefault)?.price).toBe(15000);
    const listed = (await list()).data.items.find((item) => item.id === product.id);
    expect(listed?.title).toBe("Renamed Crystal Chandelier");
    const wholesale = await api(t.app).get<ProductDto>(`/v1/product/${product.slug}`, {
      token: await tokenFor(t, "wholesale@demo.roshnilighting.in"),
    });
    expect(wholesale.data.wholesalePrice).toBe(12000);
  });

  it("a hidden product leaves lists and search and its page answers 404; the back office still has it", async () => {
    const product = await firstProduct(5);
    const res = await catalogue.patch<AdminProductDto>(`/v1/admin/products/${product.id}`, {
      visible: false,
    });
    expect(res.data.visible).toBe(false);
    expect((await api(t.app).get(`/v1/product/${product.slug}`)).statusCode).toBe(404);
    const search = await api(t.app).get<ProductPageDto>("/v1/product", { query: { search: product.sku } });
    expect(search.data.items.map((item) => item.id)).not.toContain(product.id);
    const all = await api(t.app).get<ProductPageDto>("/v1/product", { query: { limit: 100 } });
    expect(all.data.total).toBe(119);
    const admin = await catalogue.get<AdminProductPageDto>("/v1/admin/products", {
      query: { visible: "false" },
    });
    expect(admin.data.items.map((item) => item.id)).toEqual([product.id]);
    // A cart that still holds it is told it is no longer sold, with the line named.
    const quote = await api(t.app).post("/v1/order/quote", {
      items: [{ productId: product.id, quantity: 1 }],
      toPayShipping: false,
    });
    expect(quote.statusCode).toBe(422);
    expect(quote.error?.code).toBe("PRODUCT_UNAVAILABLE");
    expect(quote.error?.fields?.["items.0.productId"]).toMatch(/no longer sold/);
    await catalogue.patch(`/v1/admin/products/${product.id}`, { visible: true });
    expect((await api(t.app).get(`/v1/product/${product.slug}`)).statusCode).toBe(200);
  });

  it("a new product with multi-select attributes, categories and a group price is sold at once", async () => {
    const options = await catalogue.get<{
      categories: { id: number }[];
      customerGroups: { id: number; isDefault: boolean }[];
    }>("/v1/admin/products/options");
    const trade = options.data.customerGroups.find((group) => !group.isDefault);
    const dimension = { value: 30, unit: "cm" };
    const res = await catalogue.post<AdminProductDto>("/v1/admin/products", {
      title: "Brass Lantern Pendant",
      sku: "RL-NEW-001",
      description: "Hand-finished brass.",
      dimensions: { width: dimension, depth: dimension, height: dimension },
      mrp: 4500,
      sellingPrice: 3990,
      wholesalePrice: 3200,
      groupPrices: trade ? [{ customerGroupId: trade.id, price: 3100 }] : [],
      stock: 40,
      minimumQuantity: 2,
      taxRate: 18,
      hsnCode: "9405",
      attributes: { brand: "Deepam", finish: ["Antique Brass", "Black"] },
      categoryIds: [options.data.categories[0]?.id],
      slug: "brass-lantern-pendant",
      visible: true,
    });
    expect(res.statusCode, JSON.stringify(res.error)).toBe(201);
    expect(res.data.attributes.finish).toEqual(["Antique Brass", "Black"]);
    expect(res.data.groupPrices).toEqual(trade ? [{ customerGroupId: trade.id, price: 3100 }] : []);
    const page = await api(t.app).get<ProductDto>("/v1/product/brass-lantern-pendant");
    expect(page.statusCode).toBe(200);
    expect(page.data.productAttributes.find((a) => a.attribute.identifier === "finish")?.value.val).toBe(
      '["Antique Brass","Black"]',
    );
    const search = await api(t.app).get<ProductPageDto>("/v1/product", {
      query: { search: "lantern pendant" },
    });
    expect(search.data.items.map((item) => item.sku)).toContain("RL-NEW-001");
    const audit = await queryRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where entity = 'product' and entity_id = ${String(res.data.id)}`,
    );
    expect(audit.map((row) => row.action)).toEqual(["product.create"]);
  });
});

describe("the product list", () => {
  it("searches by SKU, filters by stock state and pages by keyset without overlap", async () => {
    const product = await firstProduct(10);
    const found = await catalogue.get<AdminProductPageDto>("/v1/admin/products", {
      query: { search: product.sku },
    });
    expect(found.data.items.map((item) => item.id)).toContain(product.id);
    await catalogue.patch(`/v1/admin/products/${product.id}`, { stock: 0 });
    const out = await catalogue.get<AdminProductPageDto>("/v1/admin/products", {
      query: { stock: "out", limit: 100 },
    });
    expect(out.data.items.every((item) => item.stock === 0 && item.stockState === "out")).toBe(true);
    expect(out.data.items.map((item) => item.id)).toContain(product.id);

    for (const sort of ["updated_desc", "title_asc", "sku_asc", "stock_asc", "price_desc"]) {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const page: { data: AdminProductPageDto } = await catalogue.get<AdminProductPageDto>(
          "/v1/admin/products",
          {
            query: { sort, limit: 50, ...(cursor ? { cursor } : {}) },
          },
        );
        seen.push(...page.data.items.map((item) => item.id));
        cursor = page.data.nextCursor;
      } while (cursor);
      expect(new Set(seen).size, sort).toBe(seen.length);
      expect(seen.length, sort).toBeGreaterThanOrEqual(120);
    }
  });

  it("a forged cursor is refused with a sentence", async () => {
    const res = await catalogue.get("/v1/admin/products", { query: { cursor: "bm90LWpzb24" } });
    expect(res.statusCode).toBe(400);
    expect(res.error?.code).toBe("CURSOR_INVALID");
  });
});

describe("the quick stock-and-price grid", () => {
  it("saves many rows at once", async () => {
    const a = await firstProduct(20);
    const b = await firstProduct(21);
    const res = await catalogue.patch<{ updated: number }>("/v1/admin/products", {
      rows: [
        { id: a.id, stock: 77 },
        { id: b.id, stock: 5, mrp: 9000, sellingPrice: 8000, wholesalePrice: 7000 },
      ],
    });
    expect(res.data.updated).toBe(2);
    expect((await catalogue.get<AdminProductDto>(`/v1/admin/products/${a.id}`)).data.stock).toBe(77);
    const page = await api(t.app).get<ProductDto>(`/v1/product/${b.slug}`);
    expect(page.data.sellingPrice).toBe(8000);
  });

  it("one row breaking the price rule saves none", async () => {
    const a = await firstProduct(22);
    const b = await firstProduct(23);
    const before = (await catalogue.get<AdminProductDto>(`/v1/admin/products/${a.id}`)).data.stock;
    const res = await catalogue.patch("/v1/admin/products", {
      rows: [
        { id: a.id, stock: before + 10 },
        { id: b.id, mrp: 10, sellingPrice: 20 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.error?.fields?.["rows.1.sellingPrice"]).toBe("The selling price cannot be above the MRP.");
    expect((await catalogue.get<AdminProductDto>(`/v1/admin/products/${a.id}`)).data.stock).toBe(before);
  });
});

describe("product pictures", () => {
  it("an upload is stored in the zoom and list sizes, reordered and removed", async () => {
    const product = await firstProduct(30);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c09445" } })
      .png()
      .toBuffer();
    const res = await raw(
      "POST",
      `/v1/admin/products/${product.id}/images`,
      cookies.catalogue,
      png,
      "image/png",
    );
    expect(res.statusCode, res.body).toBe(201);
    const detail = (JSON.parse(res.body) as { data: AdminProductDto }).data;
    const uploaded = detail.images.at(-1);
    if (!uploaded) throw new Error("no image");
    expect(uploaded.key).toMatch(new RegExp(`^products/${product.id}-[0-9a-f]+\\.webp$`));
    const zoom = await sharp(join(t.storageDir, uploaded.key)).metadata();
    expect([zoom.width, zoom.height, zoom.format]).toEqual([1200, 1200, "webp"]);
    const list = await sharp(join(t.storageDir, listImageKey(uploaded.key))).metadata();
    expect([list.width, list.height]).toEqual([400, 400]);

    const order = [
      uploaded.id,
      ...detail.images.filter((image) => image.id !== uploaded.id).map((image) => image.id),
    ];
    const reordered = await t.app.inject({
      method: "PUT",
      url: `/v1/admin/products/${product.id}/images/order`,
      headers: { website: "wholesale", origin: WEB_ORIGIN, cookie: cookies.catalogue },
      payload: { imageIds: order },
    });
    expect(reordered.statusCode).toBe(200);
    const page = await api(t.app).get<ProductDto>(`/v1/product/${product.slug}`);
    expect(page.data.images[0]?.key).toBe(uploaded.key);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/v1/admin/products/${product.id}/images/${uploaded.id}`,
      headers: { website: "wholesale", origin: WEB_ORIGIN, cookie: cookies.catalogue },
    });
    expect(removed.statusCode).toBe(200);
    expect(existsSync(join(t.storageDir, uploaded.key))).toBe(false);
    expect(existsSync(join(t.storageDir, listImageKey(uploaded.key)))).toBe(false);
  });

  it("a file that is not an image, or of 30 MB, is refused and nothing is stored", async () => {
    const product = await firstProduct(31);
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from product_images where product_id = ${product.id}`,
        )
      )[0]?.n;
    const before = await count();
    const text = await raw(
      "POST",
      `/v1/admin/products/${product.id}/images`,
      cookies.catalogue,
      Buffer.from("not a picture"),
      "image/jpeg",
    );
    expect(text.statusCode).toBe(422);
    expect(JSON.parse(text.body).data.error.message).toBe("This file is not a JPEG, PNG or WebP image.");
    const big = await raw(
      "POST",
      `/v1/admin/products/${product.id}/images`,
      cookies.catalogue,
      Buffer.alloc(30 * 1024 * 1024, 1),
      "image/jpeg",
    );
    expect(big.statusCode).toBe(413);
    expect(JSON.parse(big.body).data.error.message).toBe(
      "This image is larger than 20 MB. Save it smaller and try again.",
    );
    expect(await count()).toBe(before);
  });
});

describe("spreadsheet import", () => {
  it("wrong columns and a non-UTF-8 file are refused as a whole, with a sentence", async () => {
    const columns = await dryRun("sku,price,qty\nA,1,2\n");
    expect(columns.report?.fileError).toMatch(/^These columns are not known: price, qty\./);
    const latin1 = Buffer.from("sku,title\nRL-1,Lampe \xe9clat\n", "latin1");
    const encoding = await dryRun(latin1);
    expect(encoding.report?.fileError).toBe(
      'The file is not UTF-8 text. In the spreadsheet, save it as "CSV UTF-8" (or as Excel .xlsx) and try again.',
    );
  });

  it("the dry run reports each row; a file with a refused row cannot be applied and changes nothing", async () => {
    const a = await firstProduct(40);
    const b = await firstProduct(41);
    const c = await firstProduct(42);
    const csv = [
      "sku,stock,mrp,selling_price,wholesale_price,hsn_code",
      `${a.sku},11,5000,4000,3000,9405`,
      `${b.sku},-3,5000,4000,3000,9405`,
      `${c.sku},5,-1,0,0,9405`,
      `${a.sku},12,5000,4000,3000,9405`,
      `${c.sku.toLowerCase()}x,5,100,0,0,94A5`,
      `${b.sku.replace(/.$/, "Z")}9,1,10,0,0,9405`,
    ].join("\n");
    const job = await dryRun(csv);
    expect(job.status).toBe("done");
    const report = job.report;
    expect(report).toMatchObject({ rows: 6, changed: 1, refused: 5, created: 0 });
    const byRow = new Map(report?.items.map((item) => [item.row, item]));
    expect(byRow.get(2)).toMatchObject({ status: "changed" });
    expect(byRow.get(2)?.fields).toEqual(expect.arrayContaining(["stock", "mrp", "selling_price"]));
    expect(byRow.get(3)?.errors).toEqual({ stock: "The stock cannot be negative." });
    expect(byRow.get(4)?.errors).toEqual({ mrp: "The MRP cannot be negative." });
    expect(byRow.get(5)?.errors?.sku).toBe(`The SKU ${a.sku} is also on row 2.`);
    expect(byRow.get(6)?.errors?.hsn_code).toBe("The HSN code is not 4, 6 or 8 digits.");
    expect(byRow.get(7)?.errors?.sku).toBe(
      "No product has this SKU; to create one the file needs the columns title, tax_rate.",
    );
    const refused = await catalogue.post(`/v1/admin/imports/${job.id}/apply`);
    expect(refused.statusCode).toBe(409);
    expect(refused.error?.code).toBe("IMPORT_HAS_REFUSED_ROWS");
    expect((await catalogue.get<AdminProductDto>(`/v1/admin/products/${a.id}`)).data.stock).not.toBe(11);
  });

  it("a stock-and-price file changes stock and prices and leaves every other field of the product as it was", async () => {
    const product = await firstProduct(45);
    const before = (await catalogue.get<AdminProductDto>(`/v1/admin/products/${product.id}`)).data;
    const mrp = before.mrp + 50;
    const job = await dryRun(
      `sku,stock,mrp,selling_price,wholesale_price\n${product.sku},${before.stock + 4},${mrp},${before.sellingPrice},${before.wholesalePrice}\n`,
    );
    expect(job.report?.items[0]).toMatchObject({ status: "changed", fields: ["stock", "mrp"] });
    // The dry run shows each changed field's value now and after the import.
    expect(job.report?.items[0]?.changes).toEqual([
      { field: "stock", before: String(before.stock), after: String(before.stock + 4) },
      { field: "mrp", before: before.mrp.toFixed(2), after: mrp.toFixed(2) },
    ]);
    expect(await applyImport(job.id)).toMatchObject({ status: "done", applied: true });
    const after = (await catalogue.get<AdminProductDto>(`/v1/admin/products/${product.id}`)).data;
    expect(after).toEqual({ ...before, stock: before.stock + 4, mrp, updatedAt: after.updatedAt });
    expect(after.updatedAt > before.updatedAt).toBe(true);
  });

  it("1,000 bad rows are each reported with their row number", async () => {
    const product = await firstProduct(43);
    const lines = ["sku,stock"];
    for (let i = 0; i < 1000; i++) lines.push(`${product.sku}-${i},-${i + 1}`);
    const job = await dryRun(lines.join("\n"));
    expect(job.report?.refused).toBe(1000);
    expect(job.report?.items).toHaveLength(1000);
    expect(job.report?.items[999]).toMatchObject({ row: 1001, status: "refused" });
  });

  it("round trip: export, change 500 rows, dry run, import, export again equals the change", async () => {
    const many = await createTestApp({ products: 600 });
    try {
      const cookie = await (await import("../../test/harness")).staffCookie(many, DEMO_STAFF_EMAIL.catalogue);
      const get = (url: string) =>
        many.app.inject({ method: "GET", url, headers: { website: "wholesale", cookie } });
      const exportAll = async () =>
        (await get("/v1/admin/products/export?format=csv")).body.replace(/^\ufeff/, "");
      const original = await exportAll();
      const Papa = (await import("papaparse")).default;
      const rows = Papa.parse<string[]>(original.trim(), { skipEmptyLines: true }).data;
      const header = rows[0] ?? [];
      const col = (name: string) => header.indexOf(name);
      expect(rows.length).toBe(601);
      for (let i = 1; i <= 500; i++) {
        const row = rows[i] as string[];
        row[col("stock")] = String(Number(row[col("stock")]) + 7);
        row[col("title")] = `${row[col("title")]} Mk ${i}`;
        row[col("mrp")] = (Number(row[col("mrp")]) + 100).toFixed(2);
      }
      // Fifty of them also move to another product's categories and take a new finish: only their
      // category and attribute rows are rewritten, the other products' stay as they are.
      const last = rows[600] as string[];
      for (let i = 51; i <= 100; i++) {
        const row = rows[i] as string[];
        row[col("categories")] = last[col("categories")] ?? "";
        row[col("finish")] = "Zanzibar Bronze|Matt Black";
      }
      const changed = `${Papa.unparse(rows, { newline: "\r\n" })}\r\n`;
      const post = await many.app.inject({
        method: "POST",
        url: "/v1/admin/products/import?dryRun=true&fileName=changed.csv",
        headers: { website: "wholesale", cookie, origin: WEB_ORIGIN, "content-type": "text/csv" },
        payload: Buffer.from(changed, "utf8"),
      });
      expect(post.statusCode, post.body).toBe(202);
      const dryId = JSON.parse(post.body).data.id as number;
      await many.app.services.productImports.settled(dryId);
      const dry = JSON.parse((await get(`/v1/admin/imports/${dryId}`)).body).data as ImportJobDto;
      expect(dry.report).toMatchObject({ rows: 600, changed: 500, unchanged: 100, refused: 0, created: 0 });
      expect(dry.report?.items[0]?.fields).toEqual(["title", "mrp", "stock"]);
      const apply = await many.app.inject({
        method: "POST",
        url: `/v1/admin/imports/${dryId}/apply`,
        headers: { website: "wholesale", cookie, origin: WEB_ORIGIN },
      });
      expect(apply.statusCode).toBe(202);
      const applyId = JSON.parse(apply.body).data.id as number;
      await many.app.services.productImports.settled(applyId);
      const applied = JSON.parse((await get(`/v1/admin/imports/${applyId}`)).body).data as ImportJobDto;
      expect(applied).toMatchObject({ status: "done", applied: true, progress: 600, total: 600 });
      expect(await exportAll()).toBe(changed.replace(/^\ufeff/, ""));
      const [finishes] = await queryRows<{ n: number }>(
        many.db,
        sql`select count(*)::int as n from product_filter_values where value = 'Zanzibar Bronze'`,
      );
      expect(finishes?.n).toBe(50);
      // The import writes default prices inline; they equal what derived.ts computes.
      const derived = () =>
        queryRows<{ id: number; default_price: number }>(
          many.db,
          sql`select id, default_price from products order by id`,
        );
      const written = await derived();
      await refreshProductDerived(many.db);
      expect(await derived()).toEqual(written);
      const search = await api(many.app).get<ProductPageDto>("/v1/product", { query: { search: "Mk 17" } });
      expect(search.data.items.some((item) => item.title.endsWith(" Mk 17"))).toBe(true);
      const again = await many.app.inject({
        method: "POST",
        url: `/v1/admin/imports/${dryId}/apply`,
        headers: { website: "wholesale", cookie, origin: WEB_ORIGIN },
      });
      expect(again.statusCode).toBe(409);
    } finally {
      await many.close();
    }
  }, 120_000);

  it("an Excel export imports back unchanged; a new product is created from a row", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/v1/admin/products/export?format=xlsx&search=RL-NEW-001",
      headers: { website: "wholesale", cookie: cookies.catalogue },
    });
    expect(res.statusCode).toBe(200);
    const same = await dryRun(res.rawPayload, "products.xlsx");
    expect(same.report).toMatchObject({ rows: 1, unchanged: 1, refused: 0 });

    const csv = [
      "sku,title,mrp,selling_price,tax_rate,hsn_code,stock,categories,finish",
      "RL-CSV-777,Imported Wall Sconce,2500,1999,18,9405,12,Chandeliers,Gold|Black",
    ].join("\n");
    const job = await dryRun(csv);
    expect(job.report).toMatchObject({ created: 1, refused: 0 });
    const applied = await applyImport(job.id);
    expect(applied.applied).toBe(true);
    const found = await catalogue.get<AdminProductPageDto>("/v1/admin/products", {
      query: { search: "RL-CSV-777" },
    });
    const created = found.data.items[0];
    expect(created).toMatchObject({
      title: "Imported Wall Sconce",
      sellingPrice: 1999,
      stock: 12,
      visible: true,
    });
    const page = await api(t.app).get<ProductDto>(`/v1/product/${created?.slug}`);
    expect(page.statusCode).toBe(200);
  });
});
