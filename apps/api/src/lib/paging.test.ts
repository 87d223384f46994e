import type { AuditPageDto } from "@roshni/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiResult,
  adminApi,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
} from "../test/harness";
import { buyerSearchPattern, phoneSearchDigits } from "./paging";

let t: TestApp;
let owner: ReturnType<typeof adminApi>;

beforeAll(async () => {
  t = await createTestApp();
  owner = adminApi(t.app, await staffCookie(t, DEMO_STAFF_EMAIL.owner));
});
afterAll(async () => {
  await t.close();
});

describe("keyset paging of the back office's lists", () => {
  it("rows sharing a creation time, or its millisecond, are neither skipped nor repeated across pages", async () => {
    // Five rows of one transaction (one time) and three within the same millisecond, microseconds apart.
    await t.db.execute(sql`insert into audit_log (action, entity, entity_id, created_at)
      select 'paging.check', 'paging', g::text, '2031-05-05 10:00:00.123456+00' from generate_series(1, 5) g`);
    await t.db.execute(sql`insert into audit_log (action, entity, entity_id, created_at)
      select 'paging.check', 'paging', (10 + g)::text, ('2031-05-05 10:00:00.123' || g || '00+00')::timestamptz
      from generate_series(1, 3) g`);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 20; page += 1) {
      const res: ApiResult<AuditPageDto> = await owner.get<AuditPageDto>("/v1/admin/audit", {
        query: { entity: "paging", limit: 2, ...(cursor ? { cursor } : {}) },
      });
      expect(res.statusCode, JSON.stringify(res.error)).toBe(200);
      seen.push(...res.data.items.map((item) => item.entityId));
      cursor = res.data.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
  });
});

describe("a buyer search that is a phone number", () => {
  it("is matched by the digits after +91, whatever the spacing or prefix", () => {
    for (const typed of [
      "98111 22233",
      "98111-22233",
      "098111 22233",
      "+91 98111 22233",
      "+91-98111-22233",
      "919811122233",
      "+919811122233",
    ]) {
      expect(phoneSearchDigits(typed), typed).toBe("9811122233");
    }
    expect(phoneSearchDigits("981 11")).toBe("98111");
  });

  it("leaves other text, and too few digits, as typed", () => {
    for (const typed of ["Vikram", "07AABCR7431M1Z4", "jain@lights.in", "98a11", "12", "0", "+91"]) {
      expect(phoneSearchDigits(typed), typed).toBeNull();
    }
    expect(buyerSearchPattern("Goel 10%")).toBe("%goel 10\\%%");
    expect(buyerSearchPattern(" 98111 22233 ")).toBe("%9811122233%");
  });
});
