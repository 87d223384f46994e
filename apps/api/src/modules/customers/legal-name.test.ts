import type { AdminCustomerDetailDto, CustomerDto } from "@roshni/core";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
} from "../../test/harness";
import { addTestCustomer } from "../orders/test-fixtures";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 2 });
});

afterAll(async () => {
  await t?.close();
});

describe("the buyer's registered (legal) name", () => {
  it("the buyer sets it in their profile with a GSTIN, and is refused without one", async () => {
    const buyer = await addTestCustomer(t, { email: "legal-name@example.in" });
    const refused = await api(t.app).patch(
      "/v1/customer",
      { legalName: "Kulkarni Electricals Pvt. Ltd." },
      {
        token: buyer.token,
      },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.error?.code).toBe("LEGAL_NAME_NEEDS_GSTIN");
    expect(refused.error?.fields?.legalName).toContain("GSTIN");

    const saved = await api(t.app).patch<CustomerDto>(
      "/v1/customer",
      { gstin: "27AAGFM5823Q1ZO", legalName: "  Kulkarni Electricals Pvt. Ltd. " },
      { token: buyer.token },
    );
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.data.legalName).toBe("Kulkarni Electricals Pvt. Ltd.");
    const read = await api(t.app).get<CustomerDto>("/v1/customer", { token: buyer.token });
    expect(read.data.legalName).toBe("Kulkarni Electricals Pvt. Ltd.");
  });

  it("staff with customers.manage edit it on the buyer's page, audited; other roles may not", async () => {
    const buyer = await addTestCustomer(t, { email: "legal-name-staff@example.in" });
    await api(t.app).patch("/v1/customer", { gstin: "27AAGFM5823Q1ZO" }, { token: buyer.token });
    const owner = adminApi(t.app, await staffCookie(t, DEMO_STAFF_EMAIL.owner));
    const res = await owner.patch<AdminCustomerDetailDto>(`/v1/admin/customers/${buyer.id}`, {
      legalName: "Sharma Lights LLP",
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.data.legalName).toBe("Sharma Lights LLP");
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "customer"), eq(auditLog.entityId, String(buyer.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.before).toMatchObject({ legalName: null });
    expect(audit?.after).toMatchObject({ legalName: "Sharma Lights LLP" });

    const dispatch = adminApi(t.app, await staffCookie(t, DEMO_STAFF_EMAIL.dispatch));
    const denied = await dispatch.patch(`/v1/admin/customers/${buyer.id}`, { legalName: "Other" });
    expect(denied.statusCode).toBe(403);
    expect((await owner.get<AdminCustomerDetailDto>(`/v1/admin/customers/${buyer.id}`)).data.legalName).toBe(
      "Sharma Lights LLP",
    );
  });
});
