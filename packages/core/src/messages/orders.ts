import { formatMoney } from "../money/format-money";
import type { OrderTargetState } from "../orders/states";
import { type Message, type MessageLanguage, messageLanguageOf, SHOP_SIGNATURE } from "./types";

export interface MessageBuyer {
  name: string;
  /** The buyer's storefront language as stored (en, ru, ar) or null. */
  language?: string | null;
}

export interface MessageOrderLine {
  id: number;
  position: number;
  quantity: number;
  title: string;
  sku: string;
  /** Paise. */
  price: number;
  subtotal: number;
  madeToOrder: number;
}

/** The parts of an order a summary shows; amounts in paise. */
export interface MessageOrder {
  number: string;
  subtotal: number;
  total: number;
  totals: readonly { title: string; price: number }[];
  toPayShipping: boolean;
  note: string | null;
  lines: readonly MessageOrderLine[];
}

export interface BankDetails {
  accountName: string;
  accountNumber: string;
  ifsc: string;
  bankName: string;
  branch: string;
}

const STATE_TITLES: Record<MessageLanguage, Record<OrderTargetState | "placed", string>> = {
  en: {
    placed: "Placed",
    confirmed: "Confirmed",
    packed: "Packed",
    dispatched: "Dispatched",
    delivered: "Delivered",
    cancelled: "Cancelled",
    "partly-dispatched": "Partly dispatched",
  },
  ru: {
    placed: "Размещён",
    confirmed: "Подтверждён",
    packed: "Упакован",
    dispatched: "Отправлен",
    delivered: "Доставлен",
    cancelled: "Отменён",
    "partly-dispatched": "Отправлен частично",
  },
};

function dear(language: MessageLanguage, name: string): string {
  return language === "ru" ? `Здравствуйте, ${name}!` : `Dear ${name},`;
}

/** The order's lines, totals, note and shipping choice as plain text (buyer's and shop's mails). */
export function orderSummaryText(order: MessageOrder, language: MessageLanguage = "en"): string[] {
  const ru = language === "ru";
  const itemLines = [...order.lines]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map(
      (line) =>
        `  ${line.quantity} × ${line.title} (${line.sku}) ${ru ? "по" : "at"} ${formatMoney(line.price)} = ${formatMoney(line.subtotal)}` +
        (line.madeToOrder > 0
          ? ru
            ? ` — ${line.madeToOrder} под заказ (15–20 дней)`
            : ` — ${line.madeToOrder} made to order (15 to 20 days)`
          : ""),
    );
  return [
    ...itemLines,
    "",
    `  ${ru ? "Сумма" : "Subtotal"}: ${formatMoney(order.subtotal)}`,
    ...order.totals.map((line) => `  ${line.title}: ${formatMoney(line.price)}`),
    `  ${ru ? "Итого" : "Total"}: ${formatMoney(order.total)}`,
    "",
    order.toPayShipping
      ? ru
        ? "Доставка: оплата транспортной компании при получении."
        : "Shipping: to pay (you pay the transporter on delivery)."
      : ru
        ? "Доставка: оплачена вместе с заказом."
        : "Shipping: paid with the order.",
    ...(order.note ? [`${ru ? "Примечание" : "Note"}: ${order.note}`] : []),
  ];
}

function bankTransferText(
  language: MessageLanguage,
  bank: BankDetails | null,
  orderNumber: string,
  total: number,
): string[] {
  const amount = formatMoney(total);
  if (language === "ru") {
    if (!bank) {
      return [
        `Пожалуйста, оплатите ${amount} банковским переводом с пометкой ${orderNumber}; реквизиты мы пришлём.`,
      ];
    }
    return [
      `Пожалуйста, оплатите ${amount} банковским переводом (NEFT, RTGS или IMPS):`,
      `  Получатель:     ${bank.accountName}`,
      `  Номер счёта:    ${bank.accountNumber}`,
      `  IFSC:           ${bank.ifsc}`,
      `  Банк:           ${bank.bankName}, ${bank.branch}`,
      `Укажите ${orderNumber} в назначении платежа. Мы начнём работу над заказом после поступления оплаты.`,
    ];
  }
  if (!bank) {
    return [
      `Please pay ${amount} by bank transfer quoting ${orderNumber}; we will send the account details.`,
    ];
  }
  return [
    `Please pay ${amount} by bank transfer (NEFT, RTGS or IMPS) to:`,
    `  Account name:   ${bank.accountName}`,
    `  Account number: ${bank.accountNumber}`,
    `  IFSC:           ${bank.ifsc}`,
    `  Bank:           ${bank.bankName}, ${bank.branch}`,
    `Quote ${orderNumber} as the payment reference. Your order is processed once the payment arrives.`,
  ];
}

export interface OrderPlacedInput {
  buyer: MessageBuyer;
  order: MessageOrder;
  /** The shop's calendar day of the order, YYYY-MM-DD. */
  placedOn: string;
  /** "Delhi (07)" for a GST order; null without GST. */
  placeOfSupply: string | null;
  /** The shop's bank account; null when the shop settings are missing. */
  bank: BankDetails | null;
  upiVpa: string | null;
  /** The buyer's order page. */
  orderLink: string;
}

/** To the buyer when an order is placed: the summary, how to pay, the proforma and order links. */
export function orderPlacedMessage(input: OrderPlacedInput): Message {
  const language = messageLanguageOf(input.buyer.language);
  const { order, orderLink } = input;
  const proformaLink = `${orderLink}?document=proforma`;
  const summary = orderSummaryText(order, language);
  const ru = language === "ru";
  const text = [
    dear(language, input.buyer.name),
    "",
    ru
      ? `Спасибо за ваш заказ ${order.number} от ${input.placedOn}.`
      : `Thank you for your order ${order.number} of ${input.placedOn}.`,
    "",
    ...summary,
    "",
    ...(input.placeOfSupply
      ? [`${ru ? "Место поставки" : "Place of supply"}: ${input.placeOfSupply}`, ""]
      : []),
    ...bankTransferText(language, input.bank, order.number, order.total),
    ...(input.upiVpa
      ? [
          ru
            ? `Или оплатите через UPI на ${input.upiVpa} с пометкой ${order.number}.`
            : `Or pay by UPI to ${input.upiVpa} with ${order.number} as the note.`,
        ]
      : []),
    "",
    ru ? `Проформа-счёт (PDF): ${proformaLink}` : `Download the proforma invoice (PDF) at ${proformaLink}`,
    ru ? `Ваш заказ: ${orderLink}` : `Follow your order at ${orderLink}`,
    "",
    SHOP_SIGNATURE,
  ].join("\n");
  const total = formatMoney(order.total);
  return {
    language,
    subject: ru
      ? `Заказ ${order.number} размещён: оплата банковским переводом`
      : `Order ${order.number} placed: payment by bank transfer`,
    text,
    whatsapp: {
      event: "orderPlaced",
      parameters: [input.buyer.name, order.number, total, orderLink],
      text: ru
        ? `Здравствуйте, ${input.buyer.name}! Спасибо за заказ ${order.number} на ${total}. Ваш заказ: ${orderLink}`
        : `Dear ${input.buyer.name}, thank you for your order ${order.number} of ${total}. Follow it at ${orderLink}`,
    },
  };
}

export interface ShopAddress {
  name: string;
  company?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  pincode: string;
  gstin?: string | null;
}

export interface OrderPlacedShopInput {
  buyer: { name: string; companyName: string | null; email: string; phone: string; gstin: string | null };
  order: MessageOrder;
  address: ShopAddress;
  placedOn: string;
  /** The order in the back office. */
  adminLink: string;
}

/** To the shop's order addresses when an order is placed (staff read English). */
export function orderPlacedShopMessage(input: OrderPlacedShopInput): Message & { replyTo: string } {
  const { buyer, order, address: a } = input;
  return {
    language: "en",
    // A Reply from the shop's mail program goes to the buyer, not back to the shop's own address.
    replyTo: `${buyer.name.replace(/[<>"\r\n]/g, "")} <${buyer.email}>`,
    subject: `New order ${order.number}: ${formatMoney(order.total)} from ${buyer.companyName ?? buyer.name}`,
    text: [
      `New order ${order.number} placed on ${input.placedOn}.`,
      "",
      `Buyer: ${buyer.name}${buyer.companyName ? `, ${buyer.companyName}` : ""}`,
      `Email: ${buyer.email}   Phone: ${buyer.phone}`,
      `GSTIN: ${a.gstin ?? buyer.gstin ?? "none"}`,
      `Deliver to: ${[a.name, a.company, a.line1, a.line2, `${a.city}, ${a.state} ${a.pincode}`].filter(Boolean).join(", ")}`,
      "",
      ...orderSummaryText(order, "en"),
      "",
      `Open it in the back office: ${input.adminLink}`,
    ].join("\n"),
    whatsapp: null,
  };
}

export interface OrderMovedInput {
  buyer: MessageBuyer;
  order: {
    number: string;
    transporter: string | null;
    lrNumber: string | null;
    ewayBillNumber: string | null;
    toPayShipping: boolean;
    /** Paise. */
    amountRefunded: number;
  };
  to: OrderTargetState;
  /** A cancellation's reason, when given. */
  reason: string | null;
  /** The tax invoice issued at dispatch. */
  invoiceNumber: string | null;
  orderLink: string;
}

const MOVED_SUBJECT: Record<MessageLanguage, Record<OrderTargetState, string>> = {
  en: {
    confirmed: "confirmed",
    packed: "packed",
    dispatched: "dispatched",
    delivered: "delivered",
    cancelled: "cancelled",
    "partly-dispatched": "partly dispatched",
  },
  ru: {
    confirmed: "подтверждён",
    packed: "упакован",
    dispatched: "отправлен",
    delivered: "доставлен",
    cancelled: "отменён",
    "partly-dispatched": "отправлен частично",
  },
};

/** To the buyer when staff move the order: confirmed, packed, dispatched (LR, invoice), delivered, cancelled. */
export function orderMovedMessage(input: OrderMovedInput): Message {
  const language = messageLanguageOf(input.buyer.language);
  const ru = language === "ru";
  const { order, to, orderLink } = input;
  const invoiceLink = input.invoiceNumber ? `${orderLink}?document=invoice` : null;
  const lines: string[] = [];
  if (to === "confirmed")
    lines.push(
      ru ? "Мы подтвердили ваш заказ и собираем его." : "We have confirmed your order and are preparing it.",
    );
  if (to === "packed")
    lines.push(
      ru
        ? "Ваш заказ упакован и скоро будет передан транспортной компании."
        : "Your order is packed and will leave with the transporter soon.",
    );
  if (to === "dispatched") {
    lines.push(
      ru
        ? `Ваш заказ отправлен со склада через ${order.transporter}, номер LR (накладной) ${order.lrNumber}.`
        : `Your order left our warehouse with ${order.transporter}, LR (docket) number ${order.lrNumber}.`,
    );
    if (order.ewayBillNumber) lines.push(`${ru ? "E-way bill" : "E-way bill"}: ${order.ewayBillNumber}.`);
    if (order.toPayShipping)
      lines.push(
        ru
          ? "Доставка оплачивается при получении: пожалуйста, оплатите транспортной компании."
          : "Shipping is to pay: please pay the transporter on delivery.",
      );
    // The same link as the order mail's proforma: the order page starts the download.
    if (invoiceLink)
      lines.push(
        ru
          ? `Налоговый счёт ${input.invoiceNumber} (PDF): ${invoiceLink}`
          : `Download tax invoice ${input.invoiceNumber} (PDF) at ${invoiceLink}`,
      );
  }
  if (to === "partly-dispatched") {
    lines.push(
      ru
        ? `Часть вашего заказа отправлена через ${order.transporter}, номер LR (накладной) ${order.lrNumber}. Остальное отправим, как только товар поступит: сроки указаны на странице заказа.`
        : `Part of your order left our warehouse with ${order.transporter}, LR (docket) number ${order.lrNumber}. The rest follows when it is in stock: your order page shows what is still to come and when.`,
    );
    if (order.ewayBillNumber) lines.push(`E-way bill: ${order.ewayBillNumber}.`);
  }
  if (to === "delivered")
    lines.push(
      ru
        ? "Ваш заказ доставлен. Спасибо за покупку!"
        : "Your order has been delivered. Thank you for buying from us.",
    );
  if (to === "cancelled") {
    lines.push(ru ? "Ваш заказ отменён." : "Your order has been cancelled.");
    if (input.reason) lines.push(`${ru ? "Причина" : "Reason"}: ${input.reason}`);
    if (order.amountRefunded > 0)
      lines.push(
        ru
          ? `Мы возвращаем вам ${formatMoney(order.amountRefunded)}.`
          : `We are refunding ${formatMoney(order.amountRefunded)} to you.`,
      );
  }
  const name = input.buyer.name;
  let whatsapp: Message["whatsapp"] = null;
  if (to === "confirmed") {
    whatsapp = {
      event: "orderConfirmed",
      parameters: [name, order.number, orderLink],
      text: ru
        ? `Здравствуйте, ${name}! Мы подтвердили ваш заказ ${order.number} и собираем его. ${orderLink}`
        : `Dear ${name}, we have confirmed your order ${order.number} and are preparing it. ${orderLink}`,
    };
  }
  if (to === "dispatched") {
    const transporter = order.transporter ?? "";
    const lr = order.lrNumber ?? "";
    const link = invoiceLink ?? orderLink;
    whatsapp = {
      event: "orderDispatched",
      parameters: [name, order.number, transporter, lr, link],
      text: ru
        ? `Здравствуйте, ${name}! Заказ ${order.number} отправлен через ${transporter}, LR ${lr}. Счёт: ${link}`
        : `Dear ${name}, your order ${order.number} left with ${transporter}, LR ${lr}. Invoice: ${link}`,
    };
  }
  return {
    language,
    subject: ru
      ? `Заказ ${order.number} ${MOVED_SUBJECT.ru[to]}`
      : `Order ${order.number} ${MOVED_SUBJECT.en[to]}`,
    text: [
      dear(language, name),
      "",
      ...lines,
      "",
      `${ru ? "Заказ" : "Order"} ${order.number}: ${STATE_TITLES[language][to]}`,
      ru ? `Ваш заказ: ${orderLink}` : `Follow your order at ${orderLink}`,
      "",
      SHOP_SIGNATURE,
    ].join("\n"),
    whatsapp,
  };
}

export interface PaymentReceivedInput {
  buyer: MessageBuyer;
  orderNumber: string;
  /** Paise received now. */
  amount: number;
  /** Paise still due after it. */
  due: number;
  orderLink: string;
}

/** To the buyer when staff record a payment or confirm their claim. */
export function paymentReceivedMessage(input: PaymentReceivedInput): Message {
  const language = messageLanguageOf(input.buyer.language);
  const ru = language === "ru";
  const { orderNumber, orderLink } = input;
  const amount = formatMoney(input.amount);
  const due = formatMoney(Math.max(0, input.due));
  const name = input.buyer.name;
  return {
    language,
    subject: ru ? `Оплата по заказу ${orderNumber} получена` : `Payment received for order ${orderNumber}`,
    text: [
      dear(language, name),
      "",
      ru
        ? `Мы получили ${amount} по вашему заказу ${orderNumber}.`
        : `We have received ${amount} for your order ${orderNumber}.`,
      input.due > 0
        ? ru
          ? `Осталось оплатить: ${due}.`
          : `Still due: ${due}.`
        : ru
          ? "Ваш заказ полностью оплачен."
          : "Your order is now paid in full.",
      "",
      ru ? `Ваш заказ: ${orderLink}` : `Follow your order at ${orderLink}`,
      "",
      SHOP_SIGNATURE,
    ].join("\n"),
    whatsapp: {
      event: "paymentReceived",
      parameters: [name, orderNumber, amount, due],
      text: ru
        ? `Здравствуйте, ${name}! Мы получили ${amount} по заказу ${orderNumber}. Осталось оплатить: ${due}.`
        : `Dear ${name}, we have received ${amount} for your order ${orderNumber}. Still due: ${due}.`,
    },
  };
}

export interface ClaimRejectedInput {
  buyer: MessageBuyer;
  orderNumber: string;
  reason: string;
  orderLink: string;
}

/** To the buyer when staff cannot match the payment they reported. */
export function claimRejectedMessage(input: ClaimRejectedInput): Message {
  const language = messageLanguageOf(input.buyer.language);
  const ru = language === "ru";
  const { orderNumber, orderLink } = input;
  return {
    language,
    subject: ru ? `О вашей оплате заказа ${orderNumber}` : `About your payment for order ${orderNumber}`,
    text: [
      dear(language, input.buyer.name),
      "",
      ru
        ? `Мы не смогли найти платёж, о котором вы сообщили по заказу ${orderNumber}: ${input.reason}`
        : `We could not match the payment you told us about for order ${orderNumber}: ${input.reason}`,
      ru
        ? "Пожалуйста, проверьте UTR в своём банке или ответьте на это письмо."
        : "Please check the UTR with your bank, or reply to this mail.",
      "",
      ru ? `Ваш заказ: ${orderLink}` : `Your order: ${orderLink}`,
      "",
      SHOP_SIGNATURE,
    ].join("\n"),
    whatsapp: null,
  };
}

export interface CreditNoteIssuedInput {
  buyer: MessageBuyer;
  orderNumber: string;
  noteNumber: string;
  /** Paise, GST included. */
  total: number;
  invoiceNumber: string;
  reason: string;
  orderLink: string;
}

/** To the buyer when a credit note is issued against their tax invoice. */
export function creditNoteIssuedMessage(input: CreditNoteIssuedInput): Message {
  const language = messageLanguageOf(input.buyer.language);
  const ru = language === "ru";
  const { orderNumber, orderLink, noteNumber } = input;
  const noteLink = `${orderLink}?document=credit-note&number=${encodeURIComponent(noteNumber)}`;
  return {
    language,
    subject: ru
      ? `Кредит-нота ${noteNumber} по заказу ${orderNumber}`
      : `Credit note ${noteNumber} for order ${orderNumber}`,
    text: [
      dear(language, input.buyer.name),
      "",
      ru
        ? `Мы выписали кредит-ноту ${noteNumber} на ${formatMoney(input.total)} (с GST) к налоговому счёту ` +
          `${input.invoiceNumber} вашего заказа ${orderNumber}.`
        : `We have issued credit note ${noteNumber} of ${formatMoney(input.total)} (GST included) against ` +
          `tax invoice ${input.invoiceNumber} of your order ${orderNumber}.`,
      `${ru ? "Причина" : "Reason"}: ${input.reason}`,
      "",
      ru ? `Кредит-нота (PDF): ${noteLink}` : `Download the credit note (PDF) at ${noteLink}`,
      ru ? `Ваш заказ: ${orderLink}` : `Follow your order at ${orderLink}`,
      "",
      SHOP_SIGNATURE,
    ].join("\n"),
    whatsapp: null,
  };
}

export interface RefundRecordedInput {
  buyer: MessageBuyer;
  orderNumber: string;
  /** Paise given back now. */
  amount: number;
  /** The method the money goes back by ("Bank transfer", "UPI"). */
  methodTitle: string;
  /** The bank's reference, when staff typed it. */
  reference: string | null;
  /** Paise the order is worth after its credit notes, and still due after the refund. */
  net: number;
  due: number;
  orderLink: string;
}

/** To the buyer when the shop gives money back (a return's credit, an overpayment, a cancellation). */
export function refundRecordedMessage(input: RefundRecordedInput): Message {
  const language = messageLanguageOf(input.buyer.language);
  const ru = language === "ru";
  const { orderNumber, orderLink } = input;
  const amount = formatMoney(input.amount);
  return {
    language,
    subject: ru ? `Возврат денег по заказу ${orderNumber}` : `Refund of ${amount} for order ${orderNumber}`,
    text: [
      dear(language, input.buyer.name),
      "",
      ru
        ? `Мы возвращаем вам ${amount} по заказу ${orderNumber} (${input.methodTitle}).`
        : `We are paying you back ${amount} for order ${orderNumber} by ${input.methodTitle}.`,
      ...(input.reference
        ? [ru ? `Номер операции банка: ${input.reference}` : `Bank reference: ${input.reference}`]
        : []),
      ru
        ? `Сумма заказа после кредит-нот: ${formatMoney(input.net)}.`
        : `Your order is now worth ${formatMoney(input.net)} after its credit notes.`,
      input.due > 0
        ? ru
          ? `Осталось оплатить: ${formatMoney(input.due)}.`
          : `Still due: ${formatMoney(input.due)}.`
        : ru
          ? "Вы ничего не должны по этому заказу."
          : "Nothing is due on this order.",
      "",
      ru ? `Ваш заказ: ${orderLink}` : `Follow your order at ${orderLink}`,
      "",
      SHOP_SIGNATURE,
    ].join("\n"),
    whatsapp: null,
  };
}

export interface ClaimSubmittedShopInput {
  buyer: { name: string; email: string; companyName: string | null };
  orderNumber: string;
  /** In paise. */
  amount: number;
  reference: string;
  paidOn: string;
  note: string | null;
  /** How the buyer says they paid; null on a claim sent before the form asked. */
  method: "upi" | "bank_transfer" | null;
  /** The order in the back office, where staff confirm or reject the claim. */
  adminLink: string;
}

const CLAIM_METHOD_WORDS = { upi: "UPI", bank_transfer: "bank transfer" } as const;

/** To the shop: a buyer says they have paid; staff look for the money in the bank and decide. */
export function claimSubmittedShopMessage(input: ClaimSubmittedShopInput): Message & { replyTo: string } {
  const { buyer } = input;
  return {
    language: "en",
    replyTo: `${buyer.name.replace(/[<>"\r\n]/g, "")} <${buyer.email}>`,
    subject: `Payment to check: ${formatMoney(input.amount)} for order ${input.orderNumber}`,
    text: [
      `${buyer.name}${buyer.companyName ? `, ${buyer.companyName}` : ""} says they paid ${formatMoney(input.amount)} for order ${input.orderNumber} on ${input.paidOn}${input.method ? ` by ${CLAIM_METHOD_WORDS[input.method]}` : ""}.`,
      ...(input.method ? [`Paid by: ${CLAIM_METHOD_WORDS[input.method]}`] : []),
      `UTR / reference: ${input.reference}`,
      ...(input.note ? [`Note: ${input.note}`] : []),
      "",
      `Find it in the bank statement, then confirm or reject it: ${input.adminLink}`,
    ].join("\n"),
    whatsapp: null,
  };
}

export interface OrderEditedInput {
  buyer: MessageBuyer;
  orderNumber: string;
  /** Each change as a sentence (core's describeOrderEditChange), in the order's line order. */
  changes: readonly string[];
  /** Paise. */
  totalBefore: number;
  totalAfter: number;
  /** What is left to pay after the edit (payments already recorded stay), paise. */
  due: number;
  /** The proforma issued again, when there is one. */
  proformaNumber: string | null;
  orderLink: string;
}

/** To the buyer when staff edited their order before dispatch: what changed, line by line. */
export function orderEditedMessage(input: OrderEditedInput): Message {
  const language = messageLanguageOf(input.buyer.language);
  const ru = language === "ru";
  const lines = [
    ru ? `Здравствуйте, ${input.buyer.name}!` : `Dear ${input.buyer.name},`,
    "",
    ru
      ? `Мы изменили ваш заказ ${input.orderNumber}, как договорились:`
      : `We have changed your order ${input.orderNumber} as agreed:`,
    ...input.changes.map((change) => `- ${change}`),
    "",
    ru
      ? `Сумма заказа: ${formatMoney(input.totalBefore)} → ${formatMoney(input.totalAfter)}.`
      : `Order total: ${formatMoney(input.totalBefore)} → ${formatMoney(input.totalAfter)}.`,
    ru ? `К оплате: ${formatMoney(input.due)}.` : `Amount due: ${formatMoney(input.due)}.`,
    ...(input.proformaNumber
      ? [
          ru
            ? `Новая проформа ${input.proformaNumber} (PDF): ${input.orderLink}?document=proforma`
            : `Download the new proforma ${input.proformaNumber} (PDF) at ${input.orderLink}?document=proforma`,
        ]
      : []),
    "",
    ru ? `Ваш заказ: ${input.orderLink}` : `Your order: ${input.orderLink}`,
    "",
    SHOP_SIGNATURE,
  ];
  return {
    language,
    subject: ru ? `Заказ ${input.orderNumber} изменён` : `Your order ${input.orderNumber} was changed`,
    text: lines.join("\n"),
    whatsapp: null,
  };
}

export interface OrderChangeRequestedShopInput {
  buyer: { name: string; email: string; companyName: string | null };
  orderNumber: string;
  message: string;
  /** The order in the back office, where staff edit it. */
  adminLink: string;
}

/** To the shop when a buyer asks for a change from their order page. */
export function orderChangeRequestedShopMessage(
  input: OrderChangeRequestedShopInput,
): Message & { replyTo: string } {
  const { buyer } = input;
  return {
    language: "en",
    replyTo: `${buyer.name.replace(/[<>"\r\n]/g, "")} <${buyer.email}>`,
    subject: `Change requested for order ${input.orderNumber}`,
    text: [
      `${buyer.name}${buyer.companyName ? `, ${buyer.companyName}` : ""} asks for a change to order ${input.orderNumber}:`,
      "",
      input.message,
      "",
      `Edit the order before dispatch: ${input.adminLink}`,
    ].join("\n"),
    whatsapp: null,
  };
}
