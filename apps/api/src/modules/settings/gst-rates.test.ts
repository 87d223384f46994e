import type { AdminProductDto, AdminProductPageDto, HsnRateRowDto } from "@roshni/core";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { adminApi, createTestApp, DEMO_STAFF_EMAIL, staffCookie, type TestApp } from "../../test/harness";
import { gstr1ForMonth, hsnRates } from "../documents/exports";

let t: TestApp;
let owner: ReturnType<typeof adminApi>;

beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  owner = adminApi(t.app, await staffCookie(t, DEMO_STAFF_EMAIL.owner));
});

afterAll(async () => {
  await t?.close();
});

async function rateAudits() {
  return t.db.select().from(auditLog).where(eq(auditLog.entity, "gst_rate")).orderBy(desc(auditLog.id));
}

describe("GST rates by HSN (owner's settings)", () => {
  it("starts with the rates in force from 22 September 2025 for 9405 and 8539", async () => {
    const res = await owner.get<{ items: HsnRateRowDto[] }>("/v1/admin/settings/gst-rates");
    expect(res.statusCode).toBe(200);
    expect(res.data.items.map((r) => [r.hsnCode, r.rate, r.effectiveFrom])).toEqual([
      ["8539", 18, "2025-09-22"],
      ["9405", 18, "2025-09-22"],
    ]);
    expect(res.data.items.find((r) => r.hsnCode === "9405")?.description).toBe("Lamps and lighting fittings");
  });

  it("the owner adds, corrects and removes a rate, each audited; a second rate on one day is refused", async () => {
    const body = { hsnCode: "94051100", description: "Chandeliers", rate: 5, effectiveFrom: "2026-04-01" };
    const created = await owner.post<HsnRateRowDto>("/v1/admin/settings/gst-rates", body);
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    expect(created.data).toMatchObject(body);
    const [audit] = await rateAudits();
    expect(audit).toMatchObject({ action: "gst_rate.create", entityId: String(created.data.id) });
    expect(audit?.after).toMatchObject({ hsnCode: "94051100", rate: 5 });

    const twice = await owner.post("/v1/admin/settings/gst-rates", body);
    expect(twice.statusCode).toBe(409);
    expect(twice.error?.code).toBe("GST_RATE_TAKEN");

    const bad = await owner.post("/v1/admin/settings/gst-rates", {
      ...body,
      rate: 17,
      effectiveFrom: "2026-04-02",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.error?.fields?.rate).toMatch(/GST rate is one of/);

    const fixed = await owner.put<HsnRateRowDto>(`/v1/admin/settings/gst-rates/${created.data.id}`, {
      ...body,
      rate: 18,
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.data.rate).toBe(18);
    const [update] = await rateAudits();
    expect(update).toMatchObject({ action: "gst_rate.update" });
    expect(update?.before).toMatchObject({ rate: 5 });
    expect(update?.after).toMatchObject({ rate: 18 });

    // The owner's description is GSTR-1's for that code.
    expect((await hsnRates(t.db)).some((r) => r.hsnCode === "94051100" && r.rate === 18)).toBe(true);
    expect(
      (await gstr1ForMonth(t.db, "2026-03", new Date("2026-04-05T06:00:00Z"))).files["hsn-b2b"],
    ).toContain("HSN,Description,UQC");

    const removed = await owner.delete(`/v1/admin/settings/gst-rates/${created.data.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await rateAudits())[0]).toMatchObject({ action: "gst_rate.delete" });
    expect((await owner.delete(`/v1/admin/settings/gst-rates/${created.data.id}`)).error?.code).toBe(
      "GST_RATE_NOT_FOUND",
    );
  });

  it("is the owner's: other roles are refused and nothing is written", async () => {
    const before = (await rateAudits()).length;
    for (const role of ["manager", "sales", "dispatch", "catalogue"] as const) {
      const other = adminApi(t.app, await staffCookie(t, DEMO_STAFF_EMAIL[role]));
      expect((await other.get("/v1/admin/settings/gst-rates")).statusCode, role).toBe(403);
      const write = await other.post("/v1/admin/settings/gst-rates", {
        hsnCode: "9405",
        description: "Lamps and lighting fittings",
        rate: 5,
        effectiveFrom: "2026-05-01",
      });
      expect(write.statusCode, role).toBe(403);
    }
    expect((await adminApi(t.app, null).get("/v1/admin/settings/gst-rates")).statusCode).toBe(401);
    expect(await rateAudits()).toHaveLength(before);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "gst_rate"), eq(auditLog.action, "gst_rate.create"))),
    ).toHaveLength(1);
  });

  it("warns on a product whose GST rate is not the owner's rate for its HSN, without refusing the save", async () => {
    const page = await owner.get<AdminProductPageDto>("/v1/admin/products", { query: { limit: "5" } });
    const item = page.data.items[0];
    if (!item) throw new Error("the test catalogue has products");
    const set = (body: { taxRate: number; hsnCode: string }) =>
      owner.patch<AdminProductDto>(`/v1/admin/products/${item.id}`, body);

    const off = await set({ taxRate: 12, hsnCode: "94051100" });
    expect(off.statusCode, JSON.stringify(off.body)).toBe(200);
    expect(off.data.taxRateWarning).toBe(
      "HSN 9405 is taxed at 18 % from 2025-09-22; this product says 12 %.",
    );
    const detail = await owner.get<AdminProductDto>(`/v1/admin/products/${item.id}`);
    expect(detail.data.taxRateWarning).toBe(off.data.taxRateWarning);
    const listed = await owner.get<AdminProductPageDto>("/v1/admin/products", {
      query: { search: item.sku },
    });
    expect(listed.data.items.find((p) => p.id === item.id)?.taxRateWarning).toBe(off.data.taxRateWarning);

    const right = await set({ taxRate: 18, hsnCode: "94051100" });
    expect(right.data.taxRateWarning).toBeNull();
    const relisted = await owner.get<AdminProductPageDto>("/v1/admin/products", {
      query: { search: item.sku },
    });
    expect(relisted.data.items.find((p) => p.id === item.id)?.taxRateWarning).toBeNull();
  });
});
