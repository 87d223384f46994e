import type {
  AdminCustomerDetailDto,
  AdminCustomerPageDto,
  AdminDashboardDto,
  ProductDto,
} from "@roshni/core";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerGroups, customers, outboxMails, products } from "../../db/schema";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
} from "../../test/harness";
import { addTestProduct } from "../orders/test-fixtures";

let testApp: TestApp;
let sales: ReturnType<typeof adminApi>;
let dispatch: ReturnType<typeof adminApi>;
let wholesaleGroupId: number;

const PASSWORD = "Lighting@2026";

function register(body: Record<string, unknown>) {
  return api(testApp.app).post<{ token: string; customer: { id: number } }>("/v1/customer/register", {
    phone: "98111 22233",
    password: PASSWORD,
    ...body,
  });
}

beforeAll(async () => {
  testApp = await createTestApp({ products: 5 });
  sales = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.sales));
  dispatch = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.dispatch));
  const [group] = await testApp.db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(eq(customerGroups.isDefault, false));
  wholesaleGroupId = group?.id ?? 0;
});

afterAll(async () => {
  await testApp?.close();
});

describe("buyers in the back office", () => {
  it("registering with a GSTIN or a company name waits for approval; a private buyer does not", async () => {
    const trade = await register({ name: "Vikram Jain", email: "jain@lights.in", gstin: "07AABCR7431M1Z4" });
    const company = await register({
      name: "Neha Goel",
      email: "neha@goel.in",
      companyName: "Goel Electricals",
    });
    const plain = await register({ name: "Amit Roy", email: "amit@example.in" });
    expect([trade.statusCode, company.statusCode, plain.statusCode]).toEqual([201, 201, 201]);
    const waiting = await dispatch.get<AdminCustomerPageDto>("/v1/admin/customers", {
      query: { awaitingApproval: "true" },
    });
    expect(waiting.data.items.map((c) => c.email).sort()).toEqual(["jain@lights.in", "neha@goel.in"]);
    const dashboard = await dispatch.get<AdminDashboardDto>("/v1/admin/dashboard");
    expect(dashboard.data.customersAwaitingApproval).toBe(2);
  });

  it("search finds a buyer by name, email, phone, GSTIN or company", async () => {
    for (const search of ["vikram", "JAIN@LIGHTS", "07AABCR7431M1Z4", "goel elec", "+919811122233"]) {
      const res = await sales.get<AdminCustomerPageDto>("/v1/admin/customers", { query: { search } });
      expect(res.statusCode).toBe(200);
      expect(res.data.items.length, search).toBeGreaterThan(0);
    }
    const none = await sales.get<AdminCustomerPageDto>("/v1/admin/customers", { query: { search: "100%_" } });
    expect(none.data.items).toEqual([]);
  });

  it("a phone is found as typed: with spaces or dashes, a leading 0, or without +91", async () => {
    const phone = await register({ name: "Kiran Phone", email: "kiran@phone.in", phone: "+91 97170 55501" });
    expect(phone.statusCode).toBe(201);
    for (const search of [
      "97170 55501",
      "97170-55501",
      "097170 55501",
      "+91 97170-55501",
      "919717055501",
      "9717055501",
    ]) {
      const res = await sales.get<AdminCustomerPageDto>("/v1/admin/customers", { query: { search } });
      expect(res.statusCode).toBe(200);
      expect(
        res.data.items.map((c) => c.email),
        search,
      ).toEqual(["kiran@phone.in"]);
    }
    const other = await sales.get<AdminCustomerPageDto>("/v1/admin/customers", {
      query: { search: "97170 55502" },
    });
    expect(other.data.items).toEqual([]);
  });

  it("approving into Wholesale mails the buyer, ends the wait, and the buyer sees wholesale prices on the next page", async () => {
    const product = await addTestProduct(testApp, {
      title: "Approval Lamp",
      sellingPrice: 200_000,
      wholesalePrice: 150_000,
      taxRate: 18,
      stock: 5,
      minimumQuantity: 1,
    });
    const [slugRow] = await testApp.db
      .select({ sku: products.sku })
      .from(products)
      .where(eq(products.id, product));
    const login = await api(testApp.app).post<{ token: string }>("/v1/customer/login", {
      email: "jain@lights.in",
      password: PASSWORD,
    });
    const token = login.data.token;
    const before = await api(testApp.app).get<ProductDto>(`/v1/product/${slugRow?.sku.toLowerCase()}`, {
      token,
    });
    expect(before.statusCode).toBe(200);

    const [row] = await testApp.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, "jain@lights.in"));
    const id = row?.id ?? 0;
    const approved = await sales.patch<AdminCustomerDetailDto>(`/v1/admin/customers/${id}`, {
      customerGroupId: wholesaleGroupId,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.data).toMatchObject({
      awaitingApproval: false,
      group: { id: wholesaleGroupId, name: "Wholesale" },
    });
    await testApp.drain();
    const mail = await testApp.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.to, "jain@lights.in"), like(outboxMails.subject, "%approved%")));
    expect(mail).toHaveLength(1);
    const after = await api(testApp.app).get<ProductDto>(`/v1/product/${slugRow?.sku.toLowerCase()}`, {
      token,
    });
    expect(after.data.wholesalePrice).toBe(1500);

    const detail = await dispatch.get<AdminCustomerDetailDto>(`/v1/admin/customers/${id}`);
    expect(detail.data.groups.map((g) => g.name)).toEqual(["Retail", "Wholesale"]);
    expect(detail.data.orders).toEqual([]);
  });

  it("lists every buyer group for the filter, the default group first; the list filters by group", async () => {
    const groups = await dispatch.get<{ items: { id: number; name: string; isDefault: boolean }[] }>(
      "/v1/admin/customer-groups",
    );
    expect(groups.statusCode).toBe(200);
    const rows = await testApp.db.select().from(customerGroups);
    expect(groups.data.items).toHaveLength(rows.length);
    expect(groups.data.items[0]?.isDefault).toBe(true);
    const wholesale = groups.data.items.find((g) => g.name === "Wholesale");
    expect(wholesale).toBeDefined();
    const page = await sales.get<AdminCustomerPageDto>("/v1/admin/customers", {
      query: { groupId: String(wholesale?.id) },
    });
    expect(page.data.items.length).toBeGreaterThan(0);
    expect(page.data.items.every((item) => item.group.id === wholesale?.id)).toBe(true);
  });

  it("an unknown group is refused with a message and nothing changes", async () => {
    const [row] = await testApp.db.select().from(customers).where(eq(customers.email, "neha@goel.in"));
    const res = await sales.patch(`/v1/admin/customers/${row?.id}`, { customerGroupId: 9999 });
    expect(res.statusCode).toBe(422);
    expect(res.error?.code).toBe("GROUP_UNKNOWN");
    const [same] = await testApp.db.select().from(customers).where(eq(customers.email, "neha@goel.in"));
    expect(same).toEqual(row);
    expect((await sales.patch(`/v1/admin/customers/${row?.id}`, {})).statusCode).toBe(422);
  });

  it("a blocked buyer's token stops working and they cannot sign in until unblocked", async () => {
    const login = await api(testApp.app).post<{ token: string }>("/v1/customer/login", {
      email: "amit@example.in",
      password: PASSWORD,
    });
    const token = login.data.token;
    const [row] = await testApp.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, "amit@example.in"));
    const blocked = await sales.patch<AdminCustomerDetailDto>(`/v1/admin/customers/${row?.id}`, {
      blocked: true,
    });
    expect(blocked.data.blocked).toBe(true);
    expect((await api(testApp.app).get("/v1/customer", { token })).statusCode).toBe(401);
    const again = await api(testApp.app).post("/v1/customer/login", {
      email: "amit@example.in",
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(403);
    expect(again.error?.code).toBe("ACCOUNT_BLOCKED");
    const list = await sales.get<AdminCustomerPageDto>("/v1/admin/customers", { query: { blocked: "true" } });
    expect(list.data.items.map((c) => c.email)).toEqual(["amit@example.in"]);

    await sales.patch(`/v1/admin/customers/${row?.id}`, { blocked: false });
    const back = await api(testApp.app).post("/v1/customer/login", {
      email: "amit@example.in",
      password: PASSWORD,
    });
    expect(back.statusCode).toBe(200);
  });

  it("the buyers list pages by keyset: every buyer once, newest first", async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res: { data: AdminCustomerPageDto } = await sales.get<AdminCustomerPageDto>(
        "/v1/admin/customers",
        {
          query: { limit: 2, ...(cursor ? { cursor } : {}) },
        },
      );
      seen.push(...res.data.items.map((c) => c.id));
      cursor = res.data.nextCursor;
    } while (cursor);
    const count = await testApp.db.$count(customers);
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
  });
});

describe("a trade applicant", () => {
  it("is told the wholesale account is being checked (profile and mail); the shop gets a mail to reply to", async () => {
    const res = await register({
      name: "Kapoor Lights",
      email: "kapoor@lights.in",
      companyName: "Kapoor Lights LLP",
      gstin: "07AAACK1234F1Z2",
      language: "ru",
    });
    expect(res.statusCode).toBe(201);
    const me = await api(testApp.app).get<{ awaitingApproval: boolean }>("/v1/customer", {
      token: res.data.token,
    });
    expect(me.data.awaitingApproval).toBe(true);
    expect((await testApp.drain()).failed).toEqual([]);
    const toBuyer = await testApp.db.select().from(outboxMails).where(eq(outboxMails.to, "kapoor@lights.in"));
    expect(toBuyer.map((mail) => mail.subject)).toEqual(["Мы проверяем ваш оптовый аккаунт Roshni Lighting"]);
    const toShop = await testApp.db
      .select()
      .from(outboxMails)
      .where(like(outboxMails.subject, "Wholesale account to check: Kapoor Lights LLP"));
    expect(toShop).toHaveLength(1);
    expect(toShop[0]?.replyTo).toBe("Kapoor Lights <kapoor@lights.in>");
    expect(toShop[0]?.text).toContain("GSTIN: 07AAACK1234F1Z2");
  });

  it("a retail buyer (no firm, no GSTIN) gets no such mail", async () => {
    const res = await register({ name: "Asha", email: "asha@example.in" });
    expect(res.statusCode).toBe(201);
    await testApp.drain();
    const mails = await testApp.db.select().from(outboxMails).where(eq(outboxMails.to, "asha@example.in"));
    expect(mails).toEqual([]);
  });
});
