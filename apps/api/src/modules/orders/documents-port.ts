import type {
  AdminEInvoiceDto,
  AdminOrderGstDto,
  AdminReturnableLineDto,
  OrderDocumentDto,
} from "@roshni/core";
import type { Executor } from "../../db/client";
import type { ShopSettings } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import type { OrderRow } from "./order-view";

/** A GST document as an order's moves need it: what the order page and the history name. */
export interface IssuedDocument {
  id: number;
  number: string;
  issuedAt: Date;
  total: number;
}

/**
 * What the orders module needs of GST documents, supplied by the documents module through the
 * composition root (services.ts): orders never import documents, which import orders for the order rows
 * they print. Issues run inside the caller's transaction and number the document there; its PDF is
 * rendered after the commit.
 */
export interface OrderDocuments {
  /**
   * The proforma of an order its placing transaction has just written (`order`). Its `document.issued`
   * goes to `jobs` when given (the placing transaction enqueues its events together).
   */
  issueProforma(
    tx: Executor,
    order: OrderRow,
    now: Date,
    jobs?: Pick<JobQueue, "emit">,
  ): Promise<IssuedDocument>;
  /**
   * The proforma issued again after an edit (`order`: the row the edit has just written), as the next
   * revision; the earlier ones stay.
   */
  reissueProforma(
    tx: Executor,
    order: OrderRow,
    now: Date,
    jobs?: Pick<JobQueue, "emit">,
  ): Promise<IssuedDocument & { revision: number }>;
  /** The tax invoice of a dispatched order: the next number of the financial year's series. */
  issueTaxInvoice(tx: Executor, orderId: number, now: Date): Promise<IssuedDocument>;
  /**
   * An order cancelled after its tax invoice was issued ahead of dispatch: a credit note of every line
   * still on the invoice (goods not supplied; the cancellation returns the stock itself). Null when the
   * order has no tax invoice.
   */
  creditOnCancel(tx: Executor, orderId: number, reason: string, now: Date): Promise<IssuedDocument | null>;
  /** The documents of these orders in one statement, for order pages and lists. */
  documentsOfOrders(
    executor: Executor,
    orderIds: readonly number[],
  ): Promise<Map<number, OrderDocumentDto[]>>;
  /** The order's documents, the place of supply and what is left to credit (the back office's order). */
  orderGst(executor: Executor, order: OrderRow): Promise<AdminOrderGstDto>;
  /** The e-invoice of the order's tax invoice. */
  orderEInvoice(
    executor: Executor,
    orderId: number,
    settings: ShopSettings | null,
  ): Promise<AdminEInvoiceDto>;
  /** The tax invoice's lines with what may still come back or be credited (none before the invoice). */
  returnableLines(executor: Executor, order: OrderRow): Promise<AdminReturnableLineDto[]>;
}
