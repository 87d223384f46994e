import { describe, expect, it } from "vitest";
import {
  PAYMENT_REMINDER_DEFAULTS,
  paymentReminderMessage,
  paymentReminderSettingsSchema,
  paymentReminderWhatsAppLink,
  paymentReminderWhatsAppText,
  reminderReason,
} from "./reminders";

const settings = { ...PAYMENT_REMINDER_DEFAULTS, enabled: true };

describe("reminderReason", () => {
  it("names the days before, the due date and every N days after, on the shop's calendar", () => {
    expect(reminderReason("2026-12-10", "2026-12-07", settings)).toBe("before");
    expect(reminderReason("2026-12-10", "2026-12-08", settings)).toBeNull();
    expect(reminderReason("2026-12-10", "2026-12-10", settings)).toBe("due");
    expect(reminderReason("2026-12-10", "2026-12-11", settings)).toBeNull();
    expect(reminderReason("2026-12-10", "2026-12-17", settings)).toBe("after");
    expect(reminderReason("2026-12-10", "2026-12-24", settings)).toBe("after");
    expect(reminderReason("2026-12-10", "2026-12-23", settings)).toBeNull();
    // Across a month end: 3 days before 1 March 2027 is 26 February.
    expect(reminderReason("2027-03-01", "2027-02-26", settings)).toBe("before");
  });

  it("0 days and an unticked due date send none of those", () => {
    const none = { enabled: true, daysBefore: 0, onDueDate: false, everyDaysAfter: 0 };
    for (const today of ["2026-12-07", "2026-12-10", "2026-12-10", "2026-12-17"]) {
      expect(reminderReason("2026-12-10", today, none)).toBeNull();
    }
  });

  it("the settings schema refuses negative and fractional days", () => {
    expect(paymentReminderSettingsSchema.safeParse(settings).success).toBe(true);
    expect(paymentReminderSettingsSchema.safeParse({ ...settings, daysBefore: -1 }).success).toBe(false);
    expect(paymentReminderSettingsSchema.safeParse({ ...settings, everyDaysAfter: 1.5 }).success).toBe(false);
    expect(paymentReminderSettingsSchema.safeParse({ ...settings, everyDaysAfter: 91 }).success).toBe(false);
  });
});

const content = {
  amount: 251_576,
  invoices: [
    {
      invoiceNumber: "RL/26-27/000001",
      orderNumber: "WL-1",
      dueOn: "2026-12-10",
      daysOverdue: 7,
      open: 151_576,
    },
    {
      invoiceNumber: "RL/26-27/000002",
      orderNumber: "WL-2",
      dueOn: "2026-12-20",
      daysOverdue: 0,
      open: 100_000,
    },
  ],
  upiUri: "upi://pay?pa=shop@hdfcbank&am=2515.76",
  accountLink: "https://shop.example/account/credit",
};

describe("the reminder's texts", () => {
  it("the mail names the amount, each invoice with its due date and days overdue, and the UPI link", () => {
    const message = paymentReminderMessage({ ...content, buyer: { name: "Asha", language: "en" } });
    expect(message.subject).toBe("Payment reminder: ₹2,515.76 due, overdue");
    expect(message.text).toContain(
      "- Invoice RL/26-27/000001 (order WL-1): ₹1,515.76, due 10/12/2026, 7 days overdue",
    );
    expect(message.text).toContain("- Invoice RL/26-27/000002 (order WL-2): ₹1,000.00, due 20/12/2026\n");
    expect(message.text).toContain("upi://pay?pa=shop@hdfcbank&am=2515.76");
    const russian = paymentReminderMessage({ ...content, buyer: { name: "Asha", language: "ru" } });
    expect(russian.text).toContain("просрочен на 7 дн.");
  });

  it("the WhatsApp text carries the amount, the invoices and the UPI link; the link opens the buyer's chat", () => {
    const text = paymentReminderWhatsAppText({ ...content, buyerName: "Asha" });
    expect(text.split("\n")[0]).toBe(
      "Dear Asha, a reminder from Roshni Lighting: ₹2,515.76 is due on your account.",
    );
    expect(text).toContain("RL/26-27/000002");
    expect(text).toContain("Pay by UPI: upi://pay?pa=shop@hdfcbank&am=2515.76");
    expect(paymentReminderWhatsAppLink("+91 98111 22233", text)).toBe(
      `https://wa.me/919811122233?text=${encodeURIComponent(text)}`,
    );
    const unpayable = paymentReminderWhatsAppText({ ...content, upiUri: null, buyerName: "Asha" });
    expect(unpayable).not.toContain("UPI");
  });
});
