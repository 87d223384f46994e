import type { OrderState } from "../orders/states";

/**
 * What a write announces. A writer emits one of these inside its own transaction; the job queue turns it
 * into the follow-up work listed in the API's handler table (documents, messages, caches, the search
 * index, storefront pages), run after the transaction has committed and never if it rolled back.
 * Payloads carry ids, not rows: a handler reads the committed state when it runs.
 */
export type ShopEvent =
  | { type: "order.placed"; orderId: number }
  | {
      type: "order.moved";
      orderId: number;
      from: OrderState;
      to: OrderState;
      /** The reason staff gave (a cancellation's), for the buyer's message. */
      reason?: string;
    }
  /** Staff edited the order before dispatch; `editId` names the row that says what changed. */
  | { type: "order.edited"; orderId: number; editId: number }
  | { type: "payment.recorded"; orderId: number; paymentId: number }
  | { type: "claim.decided"; orderId: number; claimId: number; accepted: boolean }
  | { type: "credit-note.issued"; orderId: number; documentId: number }
  | { type: "document.issued"; documentId: number }
  | { type: "customer.registered"; customerId: number }
  | { type: "customer.approved"; customerId: number }
  | { type: "customer.blocked"; customerId: number }
  | {
      type: "password.reset-requested";
      account: "customer" | "staff";
      accountId: number;
      /** The link with its one-time token: it exists only here and in the mail, never stored in clear. */
      resetUrl: string;
      /** A buyer the shop added (a phone order): the mail invites them to choose their first password. */
      invitation?: boolean;
    }
  | { type: "contact.received"; messageId: number }
  | {
      type: "catalogue.changed";
      /** The products whose rows changed; absent when the change is too wide to list (an import). */
      productIds?: number[];
    }
  | { type: "settings.changed" }
  | {
      type: "import.requested";
      importId: number;
      /** The website whose catalogue the import reads and writes, and who asked (for the audit). */
      websiteId: number;
      staffId: number;
      ip: string | null;
    }
  | { type: "refund.recorded"; orderId: number; paymentId: number }
  | { type: "claim.submitted"; orderId: number; claimId: number }
  | { type: "order.change-requested"; orderId: number; requestId: number }
  | { type: "quote.requested"; quoteId: number; round: number }
  | { type: "quote.offered"; quoteId: number; round: number };

export type ShopEventType = ShopEvent["type"];

/** The event of one type, e.g. `EventOf<"order.moved">`. */
export type EventOf<T extends ShopEventType> = Extract<ShopEvent, { type: T }>;

export const SHOP_EVENT_TYPES = [
  "order.placed",
  "order.moved",
  "order.edited",
  "payment.recorded",
  "claim.decided",
  "credit-note.issued",
  "document.issued",
  "customer.registered",
  "customer.approved",
  "customer.blocked",
  "password.reset-requested",
  "contact.received",
  "catalogue.changed",
  "settings.changed",
  "import.requested",
  "refund.recorded",
  "claim.submitted",
  "order.change-requested",
  "quote.requested",
  "quote.offered",
] as const satisfies readonly ShopEventType[];

// Every event type is listed once: a type added to the union without its entry here fails to compile.
type Missing = Exclude<ShopEventType, (typeof SHOP_EVENT_TYPES)[number]>;
const _allListed: Missing extends never ? true : never = true;
void _allListed;

export * from "./cache-tags";
export * from "./storefront";
