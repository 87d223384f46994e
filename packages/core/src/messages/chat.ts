import type { OrderState } from "../orders/states";
import { whatsAppChatLink } from "./accounts";
import { orderMovedMessage, orderPlacedMessage } from "./orders";

export interface OrderChatInput {
  order: {
    number: string;
    status: OrderState;
    /** Paise. */
    total: number;
    transporter: string | null;
    lrNumber: string | null;
    ewayBillNumber: string | null;
    toPayShipping: boolean;
    amountRefunded: number;
  };
  buyer: { name: string; phone: string; language: string | null };
  invoiceNumber: string | null;
  /** The buyer's order page. */
  orderLink: string;
}

/**
 * Without the Cloud API: the news of the order's current state (the WhatsApp text of its message) as a
 * wa.me link staff click to send it from their own WhatsApp.
 */
export function orderChatLink(input: OrderChatInput): string {
  const { order, buyer, orderLink } = input;
  const message =
    order.status === "placed"
      ? orderPlacedMessage({
          buyer,
          order: { ...order, subtotal: order.total, totals: [], note: null, lines: [] },
          placedOn: "",
          placeOfSupply: null,
          bank: null,
          upiVpa: null,
          orderLink,
        })
      : orderMovedMessage({
          buyer,
          order,
          to: order.status,
          reason: null,
          invoiceNumber: input.invoiceNumber,
          orderLink,
        });
  return whatsAppChatLink(buyer.phone, message.whatsapp?.text ?? `${message.subject}. ${orderLink}`);
}
