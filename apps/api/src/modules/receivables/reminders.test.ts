import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type AdminShopSettingsDto,
  addDays,
  type BuyerAccountDto,
  type BuyerRemindersDto,
  type OrderDto,
  type StatementMailDto,
} from "@roshni/core";
import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outboxMails, paymentReminders } from "../../db/schema";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
} from "../../test/harness";
import { itReadsPdf } from "../../test/pdf-tools";
import { addTestCustomer, addTestProduct, DELHI_ADDRESS } from "../orders/test-fixtures";

let testApp: TestApp;
let lamp: number; // ₹1,000.00 at 18 %
type Client = ReturnType<typeof adminApi>;
let owner: Client;
let sales: Client;
let dispatch: Client;
let keySerial = 0;

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
  const terms = await sales.patch(`/v1/admin/customers/${buyer.id}`, {
    paymentTermsDays: 30,
    creditLimit: 1_000_000,
  });
  if (terms.statusCode !== 200) throw new Error(`terms refused: ${JSON.stringify(terms.body)}`);
  return { ...buyer, addressId: res.data.id };
}

/** An order placed, confirmed, packed and dispatched on credit: one open tax invoice due in 30 days. */
async function invoicedOrder(buyer: Buyer): Promise<OrderDto> {
  keySerial += 1;
  const placed = await api(testApp.app).post<OrderDto>(
    "/v1/order",
    {
      items: [{ productId: lamp, quantity: 2 }],
      addressId: buyer.addressId,
      toPayShipping: true,
      paymentMethod: "bank-transfer",
    },
    { token: buyer.token, headers: { "idempotency-key": `remind-${keySerial}-${Date.now()}` } },
  );
  if (placed.statusCode !== 201) throw new Error(`order refused: ${JSON.stringify(placed.body)}`);
  for (const to of ["confirmed", "packed"]) {
    const res = await owner.post(`/v1/admin/orders/${placed.data.id}/transitions`, { to });
    if (res.statusCode !== 200) throw new Error(`move to ${to} refused: ${JSON.stringify(res.body)}`);
  }
  const sent = await owner.post(`/v1/admin/orders/${placed.data.id}/transitions`, {
    to: "dispatched",
    transporter: "VRL Logistics",
    lrNumber: `LR-${placed.data.id}`,
  });
  if (sent.statusCode !== 200) throw new Error(`dispatch refused: ${JSON.stringify(sent.body)}`);
  return placed.data;
}

async function account(buyer: Buyer): Promise<BuyerAccountDto> {
  const res = await api(testApp.app).get<BuyerAccountDto>("/v1/customer/credit", { token: buyer.token });
  expect(res.statusCode).toBe(200);
  return res.data;
}

/** 09:00 in Delhi on a shop day, when the daily sweep runs. */
const morningOf = (day: string) => new Date(`${day}T09:00:00+05:30`);

function sweep(day: string) {
  return testApp.app.services.paymentReminders.sweep(morningOf(day), (error) => {
    throw error;
  });
}

async function remindersOf(customerId: number) {
  return testApp.db
    .select()
    .from(paymentReminders)
    .where(eq(paymentReminders.customerId, customerId))
    .orderBy(paymentReminders.id);
}

async function setReminderSettings(value: Record<string, unknown>) {
  const current = await owner.get<AdminShopSettingsDto>("/v1/admin/settings");
  return owner.put<AdminShopSettingsDto>("/v1/admin/settings", {
    ...current.data.settings,
    paymentReminders: value,
  });
}

let alpha: Buyer;
let dueOn: string;
let invoiceNumber: string;

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
  sales = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.sales));
  dispatch = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.dispatch));
  alpha = await newBuyer("reminded@example.in");
  await invoicedOrder(alpha);
  const open = (await account(alpha)).invoices[0];
  if (!open) throw new Error("no open invoice");
  dueOn = open.dueOn;
  invoiceNumber = open.invoiceNumber;
  // The mails of placing and dispatching are sent now, so that only reminders are left unsent below.
  await testApp.drain();
});

afterAll(async () => {
  await testApp?.close();
});

describe("reminder settings", () => {
  it("are off by default with 3 days before, on the due date and every 7 days after; the owner sets them", async () => {
    const before = await owner.get<AdminShopSettingsDto>("/v1/admin/settings");
    expect(before.data.settings.paymentReminders).toEqual({
      enabled: false,
      daysBefore: 3,
      onDueDate: true,
      everyDaysAfter: 7,
    });
    expect(await sweep(addDays(dueOn, -3))).toEqual({ sent: 0 });
    expect(await remindersOf(alpha.id)).toHaveLength(0);

    const wrong = await setReminderSettings({
      enabled: true,
      daysBefore: -1,
      onDueDate: true,
      everyDaysAfter: 7,
    });
    expect(wrong.statusCode).toBe(422);
    const saved = await setReminderSettings({
      enabled: true,
      daysBefore: 3,
      onDueDate: true,
      everyDaysAfter: 7,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.data.settings.paymentReminders.enabled).toBe(true);
    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "settings.update"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect((audit?.after as { changed?: string[] } | undefined)?.changed).toContain(
      "paymentReminders.enabled",
    );
  });
});

describe("the daily reminder sweep", () => {
  it("mails once 3 days before the due date, even when the sweep runs twice that day", async () => {
    const day = addDays(dueOn, -3);
    expect((await sweep(day)).sent).toBe(1);
    expect((await sweep(day)).sent).toBe(0);
    // Another hour of the same shop day is the same day.
    const late = await testApp.app.services.paymentReminders.sweep(new Date(`${day}T23:30:00+05:30`));
    expect(late.sent).toBe(0);
    const rows = await remindersOf(alpha.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ day, channel: "mail", reason: "before", amount: 251_576 });
    const [mail] = await testApp.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.id, rows[0]?.mailId ?? 0));
    expect(mail?.to).toBe("reminded@example.in");
    expect(mail?.subject).toBe("Payment reminder: ₹2,515.76 due");
    expect(mail?.text).toContain(`Invoice ${invoiceNumber}`);
    expect(mail?.text).toContain(`due ${dueOn.split("-").reverse().join("/")}`);
    const upi = (await account(alpha)).upi?.uri;
    expect(upi).toMatch(/^upi:\/\/pay\?/);
    expect(mail?.text).toContain(upi);
    expect(mail?.sentAt).toBeNull();
    const drained = await testApp.drain();
    expect(drained.failed).toEqual([]);
    const [sent] = await testApp.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.id, mail?.id ?? 0));
    expect(sent?.sentAt).not.toBeNull();
  });

  it("sends nothing between reminder days, then on the due date, then every 7 days after with the days overdue", async () => {
    expect((await sweep(addDays(dueOn, -2))).sent).toBe(0);
    expect((await sweep(addDays(dueOn, -1))).sent).toBe(0);
    expect((await sweep(dueOn)).sent).toBe(1);
    expect((await sweep(addDays(dueOn, 1))).sent).toBe(0);
    expect((await sweep(addDays(dueOn, 6))).sent).toBe(0);
    expect((await sweep(addDays(dueOn, 7))).sent).toBe(1);
    expect((await sweep(addDays(dueOn, 8))).sent).toBe(0);
    const rows = await remindersOf(alpha.id);
    expect(rows.map((r) => [r.day, r.reason])).toEqual([
      [addDays(dueOn, -3), "before"],
      [dueOn, "due"],
      [addDays(dueOn, 7), "after"],
    ]);
    expect(rows[2]?.invoices).toEqual([
      { invoiceNumber, orderNumber: expect.any(String), dueOn, daysOverdue: 7, open: 251_576 },
    ]);
    const [mail] = await testApp.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.id, rows[2]?.mailId ?? 0));
    expect(mail?.subject).toBe("Payment reminder: ₹2,515.76 due, overdue");
    expect(mail?.text).toContain("7 days overdue");
  });

  it("a paused buyer gets none; resumed, the next reminder day mails again; pause and resume are audited", async () => {
    const charlie = await newBuyer("paused@example.in");
    await invoicedOrder(charlie);
    const due = (await account(charlie)).invoices[0]?.dueOn ?? "";
    const paused = await sales.put<BuyerRemindersDto>(`/v1/admin/customers/${charlie.id}/reminders`, {
      paused: true,
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.data.paused?.by).toBeTruthy();
    expect(
      (await dispatch.put(`/v1/admin/customers/${charlie.id}/reminders`, { paused: false })).statusCode,
    ).toBe(403);
    await sweep(addDays(due, -3));
    await sweep(due);
    expect(await remindersOf(charlie.id)).toHaveLength(0);

    const resumed = await owner.put<BuyerRemindersDto>(`/v1/admin/customers/${charlie.id}/reminders`, {
      paused: false,
    });
    expect(resumed.data.paused).toBeNull();
    await sweep(addDays(due, 7));
    expect((await remindersOf(charlie.id)).map((r) => r.day)).toEqual([addDays(due, 7)]);
    const audits = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "customer.reminders"), eq(auditLog.entityId, String(charlie.id))))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.after)).toEqual([{ remindersPaused: true }, { remindersPaused: false }]);
  });

  it("stops when the buyer has paid: nothing due, nothing sent", async () => {
    const delta = await newBuyer("paid-up@example.in");
    await invoicedOrder(delta);
    const due = (await account(delta)).invoices[0]?.dueOn ?? "";
    await sweep(due);
    expect(await remindersOf(delta.id)).toHaveLength(1);
    const paid = await sales.post(`/v1/admin/customers/${delta.id}/receipts`, {
      kind: "on-account",
      method: "bank_transfer",
      amount: 2_515.76,
      reference: "UTRREMIND0001",
      receivedOn: due,
    });
    expect(paid.statusCode).toBe(201);
    expect((await account(delta)).outstanding).toBe(0);
    await sweep(addDays(due, 7));
    await sweep(addDays(due, 14));
    expect(await remindersOf(delta.id)).toHaveLength(1);
    const history = await sales.get<BuyerRemindersDto>(`/v1/admin/customers/${delta.id}/reminders`);
    expect(history.data.whatsapp).toBeNull();
  });
});

describe("the buyer page: reminder history and the WhatsApp text", () => {
  it("lists each reminder with its day, invoices, amount and channel, newest first", async () => {
    await testApp.drain();
    const res = await sales.get<BuyerRemindersDto>(`/v1/admin/customers/${alpha.id}/reminders`);
    expect(res.statusCode).toBe(200);
    expect(res.data.enabled).toBe(true);
    expect(res.data.paused).toBeNull();
    // The sweeps of the tests above on the 14th day overdue reminded this buyer too: they still owe.
    expect(res.data.reminders.map((r) => r.day)).toEqual([
      addDays(dueOn, 14),
      addDays(dueOn, 7),
      dueOn,
      addDays(dueOn, -3),
    ]);
    expect(res.data.reminders[0]).toMatchObject({
      channel: "mail",
      reason: "after",
      amount: 2_515.76,
      invoices: [{ invoiceNumber, dueOn, daysOverdue: 14, open: 2_515.76 }],
    });
    expect(res.data.reminders.every((r) => r.sentAt !== null)).toBe(true);
    expect((await dispatch.get(`/v1/admin/customers/${alpha.id}/reminders`)).statusCode).toBe(403);
    expect((await sales.get("/v1/admin/customers/999999/reminders")).statusCode).toBe(404);
  });

  it("gives the WhatsApp text with the amount, invoices and UPI link, and a wa.me link to the buyer's phone", async () => {
    const res = await sales.get<BuyerRemindersDto>(`/v1/admin/customers/${alpha.id}/reminders`);
    const whatsapp = res.data.whatsapp;
    expect(whatsapp).not.toBeNull();
    const upi = (await account(alpha)).upi?.uri ?? "";
    expect(whatsapp?.text).toContain("₹2,515.76 is due on your account");
    expect(whatsapp?.text).toContain(`Invoice ${invoiceNumber}`);
    expect(whatsapp?.text).toContain(`Pay by UPI: ${upi}`);
    const customer = await sales.get<{ phone: string }>(`/v1/admin/customers/${alpha.id}`);
    const digits = customer.data.phone.replace(/\D/g, "");
    expect(whatsapp?.link).toBe(`https://wa.me/${digits}?text=${encodeURIComponent(whatsapp?.text ?? "")}`);
  });
});

describe("the statement mailed on request", () => {
  itReadsPdf(
    "staff mail a period's statement PDF through the job queue; audited; dispatch may not",
    async () => {
      const from = addDays(dueOn, -60);
      const res = await sales.post<StatementMailDto>(`/v1/admin/customers/${alpha.id}/statement/mail`, {
        from,
        to: dueOn,
      });
      expect(res.statusCode).toBe(202);
      expect(res.data).toEqual({ to: "reminded@example.in", from, until: dueOn });
      expect((await dispatch.post(`/v1/admin/customers/${alpha.id}/statement/mail`, {})).statusCode).toBe(
        403,
      );
      const backwards = await sales.post(`/v1/admin/customers/${alpha.id}/statement/mail`, {
        from: dueOn,
        to: from,
      });
      expect(backwards.statusCode).toBe(422);
      const drained = await testApp.drain();
      expect(drained.failed).toEqual([]);
      const [mail] = await testApp.db
        .select()
        .from(outboxMails)
        .where(like(outboxMails.sourceKey, "statement/%"))
        .orderBy(desc(outboxMails.id))
        .limit(1);
      expect(mail?.to).toBe("reminded@example.in");
      expect(mail?.subject).toContain("Statement of account");
      expect(mail?.sentAt).not.toBeNull();
      const file = mail?.attachments?.[0];
      expect(file?.contentType).toBe("application/pdf");
      const dir = mkdtempSync(join(tmpdir(), "statement-mail-"));
      try {
        const path = join(dir, "statement.pdf");
        writeFileSync(path, Buffer.from(file?.base64 ?? "", "base64"));
        const text = execFileSync("pdftotext", ["-layout", path, "-"]).toString();
        expect(text).toContain("STATEMENT OF ACCOUNT");
        expect(text).toContain(invoiceNumber);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      const [audit] = await testApp.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "customer.statement-mail"))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(audit?.after).toEqual({ from, to: dueOn, mailedTo: "reminded@example.in" });
    },
  );

  it("the buyer asks for their own statement by mail from their account", async () => {
    const res = await api(testApp.app).post<StatementMailDto>(
      "/v1/customer/statement/mail",
      {},
      { token: alpha.token },
    );
    expect(res.statusCode).toBe(202);
    expect(res.data.to).toBe("reminded@example.in");
    expect((await api(testApp.app).post("/v1/customer/statement/mail", {})).statusCode).toBe(401);
    expect((await testApp.drain()).failed).toEqual([]);
    const mails = await testApp.db
      .select()
      .from(outboxMails)
      .where(and(like(outboxMails.sourceKey, "statement/%"), eq(outboxMails.to, "reminded@example.in")));
    expect(mails).toHaveLength(2);
  });
});

// Last: every buyer's invoice falls due the same day, so these settings would remind the others too.
describe("other reminder settings", () => {
  it("the settings decide the days: none before, none on the due date, every 3 days after", async () => {
    await setReminderSettings({ enabled: true, daysBefore: 0, onDueDate: false, everyDaysAfter: 3 });
    const bravo = await newBuyer("three-days@example.in");
    await invoicedOrder(bravo);
    const due = (await account(bravo)).invoices[0]?.dueOn ?? "";
    await sweep(addDays(due, -3));
    await sweep(due);
    await sweep(addDays(due, 3));
    await sweep(addDays(due, 5));
    await sweep(addDays(due, 6));
    expect((await remindersOf(bravo.id)).map((r) => r.day)).toEqual([addDays(due, 3), addDays(due, 6)]);
    await setReminderSettings({ enabled: true, daysBefore: 3, onDueDate: true, everyDaysAfter: 7 });
  });

  it("two sweeps racing on the same day write one reminder and one mail for a buyer", async () => {
    const echo = await newBuyer("racing@example.in");
    await invoicedOrder(echo);
    const due = (await account(echo)).invoices[0]?.dueOn ?? "";
    const day = addDays(due, 21);
    await Promise.all([sweep(day), sweep(day)]);
    const rows = await remindersOf(echo.id);
    expect(rows.map((r) => r.day)).toEqual([day]);
    const mails = await testApp.db.select().from(outboxMails).where(eq(outboxMails.to, "racing@example.in"));
    expect(mails.filter((m) => m.sourceKey?.startsWith("reminder/"))).toHaveLength(1);
  });
});
