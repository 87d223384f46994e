/**
 * The languages a message is written in. The storefront speaks en, ru and ar, but its Arabic pages show
 * the English texts (no Arabic dictionary exists), so a buyer who chose Arabic is written to in English.
 */
export const MESSAGE_LANGUAGES = ["en", "ru"] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** The stored storefront language of a buyer (en, ru, ar or nothing) as the language of their messages. */
export function messageLanguageOf(stored: string | null | undefined): MessageLanguage {
  return stored === "ru" ? "ru" : "en";
}

/**
 * The events that can go to a buyer on WhatsApp, each through a template the shop's owner has had
 * approved by Meta. The body parameters of each template, in order ({{1}}, {{2}}, …):
 *
 * - orderPlaced: buyer's name, order number, total, order page link
 * - orderConfirmed: buyer's name, order number, order page link
 * - orderDispatched: buyer's name, order number, transporter, LR number, tax invoice link
 * - paymentReceived: buyer's name, order number, amount received, amount still due
 */
export const WHATSAPP_EVENTS = [
  "orderPlaced",
  "orderConfirmed",
  "orderDispatched",
  "paymentReceived",
] as const;
export type WhatsAppEvent = (typeof WHATSAPP_EVENTS)[number];

export const WHATSAPP_EVENT_TITLES: Record<WhatsAppEvent, string> = {
  orderPlaced: "Order placed",
  orderConfirmed: "Order confirmed",
  orderDispatched: "Order dispatched",
  paymentReceived: "Payment received",
};

/** What a template gives WhatsApp: the event (its approved template name is a shop setting) and parameters. */
export interface WhatsAppContent {
  event: WhatsAppEvent;
  /** The template's body parameters, in order. */
  parameters: string[];
  /** The same news as plain text, for a wa.me link when the Cloud API is not configured. */
  text: string;
}

/** One rendered message: the mail's subject and text, and for a buyer's news its WhatsApp form. */
export interface Message {
  subject: string;
  text: string;
  language: MessageLanguage;
  whatsapp: WhatsAppContent | null;
}

/** The shop's signature under a buyer's mail. */
export const SHOP_SIGNATURE = "Roshni Lighting, Delhi";
