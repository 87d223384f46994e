import { type Cart, type CartProduct, cartServerLines } from "@roshni/core";
import type { OrderBody, QuoteBody } from "@/lib/api/types";

/** The API's limit on an order's note (orderBodySchema). */
export const NOTE_MAX = 500;
export const TRANSPORTER_MAX = 120;
/** What the buyer may type: room is left for the transporter line the note starts with. */
export const BUYER_NOTE_MAX = NOTE_MAX - TRANSPORTER_MAX - "Transporter: \n".length;

type CartInput = Pick<Cart<CartProduct>, "items" | "coupon" | "toPayShipping" | "shippingDetails">;

/**
 * The note the shop receives: with to-pay shipping the buyer's preferred transporter comes first (the
 * order has no field of its own for it), then the buyer's words. Empty means no note.
 */
export function orderNote(
  cart: Pick<CartInput, "toPayShipping" | "shippingDetails">,
  note: string,
): string | undefined {
  const parts: string[] = [];
  const transporter = cart.shippingDetails.trim().slice(0, TRANSPORTER_MAX);
  if (cart.toPayShipping && transporter) parts.push(`Transporter: ${transporter}`);
  const text = note.trim();
  if (text) parts.push(text);
  const joined = parts.join("\n").slice(0, NOTE_MAX);
  return joined === "" ? undefined : joined;
}

/** `POST /order/quote`: lines (never a price), the coupon's code, the shipping choice, the address. */
export function quoteBody(cart: CartInput, addressId: number | null): QuoteBody {
  const body: QuoteBody = { items: cartServerLines(cart), toPayShipping: cart.toPayShipping };
  if (cart.coupon?.code) body.couponCode = cart.coupon.code;
  if (addressId !== null) body.addressId = addressId;
  return body;
}

/** `POST /order`, with its keys always in one order so the same order is the same text (its Idempotency-Key). */
export function orderBody(cart: CartInput, addressId: number, note: string): OrderBody {
  const body: OrderBody = {
    items: cartServerLines(cart),
    addressId,
    toPayShipping: cart.toPayShipping,
    paymentMethod: "bank-transfer",
    // Undefined leaves the key out of the JSON: no note.
    note: orderNote(cart, note),
  };
  if (cart.coupon?.code) body.couponCode = cart.coupon.code;
  return body;
}

/**
 * The sentences of a refused order or quote: the server's message, then each field's message; a
 * message about `items.{i}` that does not already name its product is prefixed with the product's title.
 */
export function orderErrorLines(
  error: { message: string; fields: Readonly<Record<string, string>> },
  titleOfLine: (index: number) => string | undefined,
): string[] {
  const lines = [error.message];
  for (const [key, message] of Object.entries(error.fields)) {
    const match = /^items\.(\d+)(\.|$)/.exec(key);
    const title = match ? titleOfLine(Number(match[1])) : undefined;
    const text = title && !message.includes(title) ? `${title}: ${message}` : message;
    if (!lines.includes(text)) lines.push(text);
  }
  return lines;
}
