import { formatMoney } from "../money";
import { type Message, messageLanguageOf } from "./types";

export interface QuoteRequestedShopInput {
  buyer: { name: string; email: string; companyName: string | null };
  quoteNumber: string;
  /** 1 for a new request, more for the buyer's "ask again". */
  round: number;
  lineCount: number;
  message: string | null;
  wantedBy: string | null;
  adminLink: string;
}

/** To the shop: a buyer asks for a price (or for a better one). */
export function quoteRequestedShopMessage(input: QuoteRequestedShopInput): Message & { replyTo: string } {
  const { buyer } = input;
  const who = `${buyer.name}${buyer.companyName ? `, ${buyer.companyName}` : ""}`;
  const again = input.round > 1;
  return {
    language: "en",
    replyTo: `${buyer.name.replace(/[<>"\r\n]/g, "")} <${buyer.email}>`,
    subject: again
      ? `Quote ${input.quoteNumber}: ${who} asks again`
      : `Request for quote ${input.quoteNumber} from ${who}`,
    text: [
      again
        ? `${who} asks for another offer on quote ${input.quoteNumber} (${input.lineCount} lines):`
        : `${who} asks for a quote on ${input.lineCount} lines (${input.quoteNumber}).`,
      ...(input.message ? ["", input.message] : []),
      ...(input.wantedBy ? ["", `Wanted by ${input.wantedBy}.`] : []),
      "",
      `Price it: ${input.adminLink}`,
    ].join("\n"),
    whatsapp: null,
  };
}

export interface QuoteOfferedInput {
  /** `language`: the buyer's storefront language as stored (en, ru, ar) or null. */
  buyer: { name: string; language?: string | null };
  quoteNumber: string;
  /** Paise, before GST. */
  subtotal: number;
  validUntil: string;
  message: string | null;
  /** The quote's page in the buyer's account, where its PDF is downloaded. */
  quoteLink: string;
}

/** `2026-12-10` as the buyer reads a date: 10/12/2026, in Russian 10.12.2026. */
function dateOf(day: string, ru: boolean): string {
  const [year, month, date] = day.slice(0, 10).split("-");
  return ru ? `${date}.${month}.${year}` : `${date}/${month}/${year}`;
}

/** To the buyer, in their language: the shop's offer, with where to read, download and accept it. */
export function quoteOfferedMessage(input: QuoteOfferedInput): Message {
  const language = messageLanguageOf(input.buyer.language);
  if (language === "ru") {
    return {
      language,
      subject: `Ваше коммерческое предложение ${input.quoteNumber} от Roshni Lighting`,
      text: [
        `Здравствуйте, ${input.buyer.name}!`,
        "",
        `Наше предложение по запросу ${input.quoteNumber}: ${formatMoney(input.subtotal)} без GST, действует до ${dateOf(input.validUntil, true)}.`,
        ...(input.message ? ["", input.message] : []),
        "",
        `Цены, PDF предложения и кнопка «Принять»: ${input.quoteLink}`,
      ].join("\n"),
      whatsapp: null,
    };
  }
  return {
    language,
    subject: `Your quote ${input.quoteNumber} from Roshni Lighting`,
    text: [
      `Dear ${input.buyer.name},`,
      "",
      `Our offer for quote ${input.quoteNumber}: ${formatMoney(input.subtotal)} before GST, valid until ${dateOf(input.validUntil, false)}.`,
      ...(input.message ? ["", input.message] : []),
      "",
      `See the prices, download the quote as a PDF and accept it: ${input.quoteLink}`,
    ].join("\n"),
    whatsapp: null,
  };
}
