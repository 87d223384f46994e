import { describe, expect, it } from "vitest";
import {
  contactReceivedMessage,
  customerApprovedMessage,
  passwordResetMessage,
  staffPasswordForgotMessage,
  staffPasswordResetMessage,
  whatsAppChatLink,
} from "./accounts";
import {
  claimRejectedMessage,
  creditNoteIssuedMessage,
  type MessageOrder,
  orderMovedMessage,
  orderPlacedMessage,
  orderPlacedShopMessage,
  paymentReceivedMessage,
} from "./orders";
import { quoteOfferedMessage } from "./quotes";
import { messageLanguageOf } from "./types";

const LINK = "https://shop.example.in/account/orders/7";

const ORDER: MessageOrder = {
  number: "WL-2026-000007",
  subtotal: 1_000_000,
  total: 1_180_000,
  totals: [{ title: "IGST 18%", price: 180_000 }],
  toPayShipping: true,
  note: "Ring before noon",
  lines: [
    {
      id: 2,
      position: 1,
      quantity: 2,
      title: "Brass lamp",
      sku: "BL-2",
      price: 200_000,
      subtotal: 400_000,
      madeToOrder: 0,
    },
    {
      id: 1,
      position: 0,
      quantity: 3,
      title: "Crystal chandelier",
      sku: "CC-1",
      price: 200_000,
      subtotal: 600_000,
      madeToOrder: 1,
    },
  ],
};

const BANK = {
  accountName: "Roshni Lighting",
  accountNumber: "001122334455",
  ifsc: "HDFC0000123",
  bankName: "HDFC Bank",
  branch: "Chandni Chowk",
};

describe("message templates", () => {
  it("a buyer's stored language picks the messages' language; Arabic and none are English", () => {
    expect(messageLanguageOf("ru")).toBe("ru");
    expect(messageLanguageOf("ar")).toBe("en");
    expect(messageLanguageOf(null)).toBe("en");
    expect(messageLanguageOf(undefined)).toBe("en");
  });

  it("order placed: the summary in line order, bank transfer, UPI, proforma and order links", () => {
    const message = orderPlacedMessage({
      buyer: { name: "Ravi" },
      order: ORDER,
      placedOn: "2026-11-22",
      placeOfSupply: "Maharashtra (27)",
      bank: BANK,
      upiVpa: "roshni@hdfc",
      orderLink: LINK,
    });
    expect(message.subject).toBe("Order WL-2026-000007 placed: payment by bank transfer");
    const lines = message.text.split("\n");
    expect(lines[0]).toBe("Dear Ravi,");
    expect(lines).toContain("Thank you for your order WL-2026-000007 of 2026-11-22.");
    const chandelier = lines.findIndex((line) => line.includes("Crystal chandelier"));
    const lamp = lines.findIndex((line) => line.includes("Brass lamp"));
    expect(chandelier).toBeGreaterThan(0);
    expect(lamp).toBeGreaterThan(chandelier);
    expect(lines[chandelier]).toBe(
      "  3 × Crystal chandelier (CC-1) at ₹2,000.00 = ₹6,000.00 — 1 made to order (15 to 20 days)",
    );
    expect(lines).toContain("  IGST 18%: ₹1,800.00");
    expect(lines).toContain("  Total: ₹11,800.00");
    expect(lines).toContain("Shipping: to pay (you pay the transporter on delivery).");
    expect(lines).toContain("Note: Ring before noon");
    expect(lines).toContain("Place of supply: Maharashtra (27)");
    expect(lines).toContain("  IFSC:           HDFC0000123");
    expect(lines).toContain("Or pay by UPI to roshni@hdfc with WL-2026-000007 as the note.");
    expect(lines).toContain(`Download the proforma invoice (PDF) at ${LINK}?document=proforma`);
    expect(lines).toContain(`Follow your order at ${LINK}`);
    expect(lines.at(-1)).toBe("Roshni Lighting, Delhi");
    expect(message.whatsapp).toEqual({
      event: "orderPlaced",
      parameters: ["Ravi", "WL-2026-000007", "₹11,800.00", LINK],
      text: expect.stringContaining(LINK),
    });
  });

  it("order placed without shop settings asks for a transfer and promises the details", () => {
    const message = orderPlacedMessage({
      buyer: { name: "Ravi" },
      order: { ...ORDER, toPayShipping: false, note: null },
      placedOn: "2026-11-22",
      placeOfSupply: null,
      bank: null,
      upiVpa: null,
      orderLink: LINK,
    });
    expect(message.text).toContain(
      "Please pay ₹11,800.00 by bank transfer quoting WL-2026-000007; we will send the account details.",
    );
    expect(message.text).toContain("Shipping: paid with the order.");
    expect(message.text).not.toContain("UPI");
    expect(message.text).not.toContain("Place of supply");
  });

  it("order placed in Russian for a buyer who chose it", () => {
    const message = orderPlacedMessage({
      buyer: { name: "Ольга", language: "ru" },
      order: ORDER,
      placedOn: "2026-11-22",
      placeOfSupply: null,
      bank: BANK,
      upiVpa: null,
      orderLink: LINK,
    });
    expect(message.language).toBe("ru");
    expect(message.subject).toBe("Заказ WL-2026-000007 размещён: оплата банковским переводом");
    expect(message.text.split("\n")[0]).toBe("Здравствуйте, Ольга!");
    expect(message.text).toContain("  Итого: ₹11,800.00");
    expect(message.text).toContain(`${LINK}?document=proforma`);
  });

  it("the shop's new-order mail names the buyer, the address and the back-office link", () => {
    const message = orderPlacedShopMessage({
      buyer: {
        name: "Ravi",
        companyName: "Ravi Traders",
        email: "ravi@example.in",
        phone: "+919811122233",
        gstin: null,
      },
      order: ORDER,
      address: {
        name: "Ravi",
        company: null,
        line1: "12 Market Road",
        line2: null,
        city: "Pune",
        state: "Maharashtra",
        pincode: "411001",
        gstin: "27AAAAA0000A1Z5",
      },
      placedOn: "2026-11-22",
      adminLink: "https://shop.example.in/admin/orders/7",
    });
    expect(message.subject).toBe("New order WL-2026-000007: ₹11,800.00 from Ravi Traders");
    expect(message.text).toContain("Buyer: Ravi, Ravi Traders");
    expect(message.text).toContain("GSTIN: 27AAAAA0000A1Z5");
    expect(message.text).toContain("Deliver to: Ravi, 12 Market Road, Pune, Maharashtra 411001");
    expect(message.text).toContain("Open it in the back office: https://shop.example.in/admin/orders/7");
    expect(message.whatsapp).toBeNull();
    // Staff answer the buyer with their mail program's Reply.
    expect(message.replyTo).toBe("Ravi <ravi@example.in>");
  });

  const moved = {
    number: "WL-2026-000007",
    transporter: "VRL Logistics",
    lrNumber: "VRL-448812",
    ewayBillNumber: "181234567890",
    toPayShipping: true,
    amountRefunded: 0,
  };

  it("dispatched: transporter, LR, e-way bill, to-pay note and the invoice link; WhatsApp with the same", () => {
    const message = orderMovedMessage({
      buyer: { name: "Ravi" },
      order: moved,
      to: "dispatched",
      reason: null,
      invoiceNumber: "RL/26-27/0004",
      orderLink: LINK,
    });
    expect(message.subject).toBe("Order WL-2026-000007 dispatched");
    expect(message.text).toContain(
      "Your order left our warehouse with VRL Logistics, LR (docket) number VRL-448812.",
    );
    expect(message.text).toContain("E-way bill: 181234567890.");
    expect(message.text).toContain("Shipping is to pay: please pay the transporter on delivery.");
    expect(message.text).toContain(`Download tax invoice RL/26-27/0004 (PDF) at ${LINK}?document=invoice`);
    expect(message.text).toContain("Order WL-2026-000007: Dispatched");
    expect(message.whatsapp?.event).toBe("orderDispatched");
    expect(message.whatsapp?.parameters).toEqual([
      "Ravi",
      "WL-2026-000007",
      "VRL Logistics",
      "VRL-448812",
      `${LINK}?document=invoice`,
    ]);
  });

  it("confirmed goes to WhatsApp; packed and delivered only by mail; cancelled names reason and refund", () => {
    const base = {
      buyer: { name: "Ravi" },
      order: moved,
      reason: null,
      invoiceNumber: null,
      orderLink: LINK,
    };
    const confirmed = orderMovedMessage({ ...base, to: "confirmed" });
    expect(confirmed.text).toContain("We have confirmed your order and are preparing it.");
    expect(confirmed.whatsapp?.parameters).toEqual(["Ravi", "WL-2026-000007", LINK]);
    expect(orderMovedMessage({ ...base, to: "packed" }).whatsapp).toBeNull();
    expect(orderMovedMessage({ ...base, to: "delivered" }).text).toContain(
      "Your order has been delivered. Thank you for buying from us.",
    );
    const cancelled = orderMovedMessage({
      ...base,
      order: { ...moved, amountRefunded: 50_000 },
      to: "cancelled",
      reason: "Out of stock",
    });
    expect(cancelled.subject).toBe("Order WL-2026-000007 cancelled");
    expect(cancelled.text).toContain("Reason: Out of stock");
    expect(cancelled.text).toContain("We are refunding ₹500.00 to you.");
    expect(cancelled.whatsapp).toBeNull();
  });

  it("payment received: the amount and what is still due, or paid in full", () => {
    const part = paymentReceivedMessage({
      buyer: { name: "Ravi" },
      orderNumber: "WL-2026-000007",
      amount: 500_000,
      due: 680_000,
      orderLink: LINK,
    });
    expect(part.subject).toBe("Payment received for order WL-2026-000007");
    expect(part.text).toContain("We have received ₹5,000.00 for your order WL-2026-000007.");
    expect(part.text).toContain("Still due: ₹6,800.00.");
    expect(part.whatsapp?.parameters).toEqual(["Ravi", "WL-2026-000007", "₹5,000.00", "₹6,800.00"]);
    const full = paymentReceivedMessage({
      ...{ buyer: { name: "Ravi" }, orderNumber: "X", amount: 1, orderLink: LINK },
      due: 0,
    });
    expect(full.text).toContain("Your order is now paid in full.");
  });

  it("claim rejected and credit note keep their wording", () => {
    const claim = claimRejectedMessage({
      buyer: { name: "Ravi" },
      orderNumber: "WL-2026-000007",
      reason: "No such UTR",
      orderLink: LINK,
    });
    expect(claim.subject).toBe("About your payment for order WL-2026-000007");
    expect(claim.text).toContain(
      "We could not match the payment you told us about for order WL-2026-000007: No such UTR",
    );
    const note = creditNoteIssuedMessage({
      buyer: { name: "Ravi" },
      orderNumber: "WL-2026-000007",
      noteNumber: "CN/26-27/0001",
      total: 118_000,
      invoiceNumber: "RL/26-27/0004",
      reason: "Broken glass",
      orderLink: LINK,
    });
    expect(note.subject).toBe("Credit note CN/26-27/0001 for order WL-2026-000007");
    expect(note.text).toContain(`${LINK}?document=credit-note&number=CN%2F26-27%2F0001`);
    expect(note.text).toContain("Reason: Broken glass");
  });

  it("accounts: approval, buyer and staff resets, the contact form", () => {
    const approved = customerApprovedMessage({
      buyer: { name: "Ravi" },
      groupName: "Wholesale",
      loginLink: "https://shop.example.in/account/login",
    });
    expect(approved.subject).toBe("Your Roshni Lighting account is approved for Wholesale prices");
    expect(approved.text).toContain("https://shop.example.in/account/login");
    const reset = passwordResetMessage({ buyer: { name: "Ravi" }, link: "https://x/reset?token=abc" });
    expect(reset.subject).toBe("Reset your Roshni Lighting password");
    expect(reset.text).toContain("\nhttps://x/reset?token=abc\n");
    expect(passwordResetMessage({ buyer: { name: "Оля", language: "ru" }, link: "L" }).subject).toBe(
      "Сброс пароля Roshni Lighting",
    );
    expect(staffPasswordForgotMessage({ name: "Asha", link: "L" }).text).toContain("within 30 minutes");
    expect(staffPasswordResetMessage({ name: "Asha", link: "L" }).text).toContain("within 24 hours");
    const contact = contactReceivedMessage({
      name: 'Anita "A" <Desai>',
      email: "anita@example.in",
      phone: null,
      message: "Do you ship to Goa?",
    });
    expect(contact.replyTo).toBe("Anita A Desai <anita@example.in>");
    expect(contact.text).toBe(
      'From: Anita "A" <Desai> <anita@example.in>\nPhone: not given\n\nDo you ship to Goa?',
    );
  });

  it("a wa.me link carries the number's digits and the text encoded", () => {
    expect(whatsAppChatLink("+91 98111-22233", "Order WL-1 & more")).toBe(
      "https://wa.me/919811122233?text=Order%20WL-1%20%26%20more",
    );
    expect(whatsAppChatLink("+919811122233", "")).toBe("https://wa.me/919811122233");
  });

  it("a quote's offer reaches the buyer in their language, with the validity as a date they read", () => {
    const offer = {
      quoteNumber: "Q-0042",
      subtotal: 1_234_50,
      validUntil: "2026-12-10",
      message: null,
      quoteLink: "https://shop.example.in/account/quotes/42",
    };
    const en = quoteOfferedMessage({ ...offer, buyer: { name: "Asha", language: "ar" } });
    expect(en.language).toBe("en");
    expect(en.text).toContain("₹1,234.50 before GST, valid until 10/12/2026.");
    const ru = quoteOfferedMessage({ ...offer, buyer: { name: "Ирина", language: "ru" } });
    expect(ru.language).toBe("ru");
    expect(ru.subject).toBe("Ваше коммерческое предложение Q-0042 от Roshni Lighting");
    expect(ru.text).toContain("Здравствуйте, Ирина!");
    expect(ru.text).toContain("действует до 10.12.2026.");
    expect(ru.text).toContain(offer.quoteLink);
  });
});
