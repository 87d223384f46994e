"use client";

import { PAYMENT_METHOD_TITLES } from "@roshni/core";
import NextLink from "next/link";
import { Fragment, useState } from "react";
import { ApiError } from "@/lib/api/errors";
import { DispatchPapers } from "../dispatch/dispatch-papers";
import { canDo } from "../shell/can";
import { useMe } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { PaymentChip, StateChip } from "../ui/chips";
import { formatDate, formatDateTime, formatInr } from "../ui/format";
import { ClaimsPanel } from "./claims-panel";
import { DocumentsPanel } from "./documents-panel";
import { EInvoicePanel } from "./e-invoice-panel";
import { EwayBillPanel } from "./eway-bill-panel";
import { OnlinePaymentsPanel } from "./online-payments-panel";
import { OrderActions } from "./order-actions";
import { OrderEditForm } from "./order-edit-form";
import { PaymentForm } from "./payment-form";
import { RefundReferenceForm } from "./refund-reference-form";
import { ShipmentsPanel } from "./shipments-panel";
import { useOrder } from "./use-order";

const TOTAL_TITLES: Record<string, string> = {
  discount: "Discount",
  packaging: "Packaging",
  "packing-discount": "Packing discount",
  shipping: "Shipping",
  "shipping-discount": "Shipping discount",
  tax: "GST",
};

/** `/admin/orders/{id}`: everything about one order, and the moves and payments open for it. */
export function OrderDetail({ orderId }: { orderId: number }) {
  const query = useOrder(orderId);
  const me = useMe().data;
  const [form, setForm] = useState<"payment" | "refund" | null>(null);
  const [referenceOf, setReferenceOf] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);

  if (query.isPending) {
    return (
      <p className={styles.muted} aria-busy="true">
        Loading the order…
      </p>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className={styles.panel}>
        <p className={styles.alert} role="alert">
          {missing
            ? `There is no order ${orderId}.`
            : `The order could not be loaded: ${query.error.message}`}
        </p>
        <p>
          <NextLink href="/admin/orders">← All orders</NextLink>
        </p>
      </section>
    );
  }
  const order = query.data;
  const canTakeMoney = canDo(me, "orders.process");
  // Rupees with 2 decimals: summed in paise so that ₹0.10 + ₹0.20 stays ₹0.30.
  const paise = (kind: "payment" | "refund") =>
    order.payments.reduce((sum, row) => sum + (row.kind === kind ? Math.round(row.amount * 100) : 0), 0);
  const received = paise("payment");
  const refunded = paise("refund");
  const mayRecordPayment = canTakeMoney && order.status !== "cancelled" && order.amountDue > 0;
  const mayRecordRefund = canTakeMoney && order.money.refundable > 0;

  return (
    <article className={styles.stack} data-testid="admin-order">
      <div>
        <NextLink href="/admin/orders" className={styles.back}>
          ← All orders
        </NextLink>
        <div className={styles.pageHead}>
          <h1 className={styles.pageTitle}>
            Order {order.number} <StateChip state={order.status} />{" "}
            <PaymentChip status={order.paymentStatus} />
          </h1>
          {me ? <OrderActions order={order} me={me} /> : null}
        </div>
        <p className={styles.muted}>
          Placed {formatDateTime(order.createdAt)} by{" "}
          <NextLink href={`/admin/customers/${order.buyer.id}`} className={styles.rowLink}>
            {order.buyer.name}
          </NextLink>
          {order.buyer.companyName ? `, ${order.buyer.companyName}` : ""} · {formatInr(order.total)}
          {order.money.credited > 0
            ? ` · credited ${formatInr(order.money.credited)} · net ${formatInr(order.money.net)}`
            : ""}
          {order.amountDue > 0 ? ` · ${formatInr(order.amountDue)} due` : ""}
        </p>
        {order.enteredBy ? (
          <p className={styles.muted} data-testid="order-entered-by">
            Entered by {order.enteredBy.name}
          </p>
        ) : null}
      </div>

      {order.priceNotes.length > 0 ? (
        <section className={styles.panel} aria-labelledby="price-notes-title" data-testid="order-price-notes">
          <h2 id="price-notes-title" className={styles.sectionTitle}>
            Prices other than the group's
          </h2>
          <ul className={styles.plainList}>
            {order.priceNotes.map((note) => (
              <li key={note.productId}>
                <strong>{note.sku}</strong>{" "}
                {note.applied
                  ? `charged ${formatInr(note.price)} instead of ${formatInr(note.groupPrice)}`
                  : `proposed ${formatInr(note.proposedPrice ?? 0)}; the group price ${formatInr(note.groupPrice)} is charged`}
                {note.reason ? ` · ${note.reason}` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {order.changeRequests.length > 0 ? (
        <section
          className={styles.panel}
          aria-labelledby="change-requests-title"
          data-testid="change-requests"
        >
          <h2 id="change-requests-title" className={styles.sectionTitle}>
            Changes the buyer asked for
          </h2>
          <ul className={styles.plainList}>
            {order.changeRequests.map((request) => (
              <li key={request.id} data-handled={request.handledAt ? "true" : "false"}>
                <span className={styles.sub}>
                  {formatDateTime(request.createdAt)} ·{" "}
                  {request.handledAt ? `handled ${formatDateTime(request.handledAt)}` : "open"}
                </span>
                <span style={{ whiteSpace: "pre-line" }}>{request.message}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {canTakeMoney ? (
        editing ? (
          <OrderEditForm order={order} onDone={() => setEditing(false)} />
        ) : order.editRefusal === null ? (
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => setEditing(true)}
              data-testid="order-edit-open"
            >
              Edit order
            </button>
          </div>
        ) : order.status !== "cancelled" && order.status !== "delivered" ? (
          <p className={styles.hint} data-testid="order-edit-refusal-hint">
            {order.editRefusal}
          </p>
        ) : null
      ) : null}

      <ClaimsPanel order={order} canDecide={canTakeMoney} />

      {form ? <PaymentForm order={order} kind={form} onDone={() => setForm(null)} /> : null}

      <div className={`${styles.grid} ${styles.detailGrid}`}>
        <div className={styles.stack}>
          <section className={styles.panel} aria-labelledby="lines-title">
            <h2 id="lines-title" className={styles.sectionTitle}>
              Lines
            </h2>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col" className={styles.num}>
                      Qty
                    </th>
                    <th scope="col" className={styles.num}>
                      Price
                    </th>
                    <th scope="col" className={styles.num}>
                      GST
                    </th>
                    <th scope="col" className={styles.num}>
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {order.items.map((item) => (
                    <tr key={`${item.productId}-${item.sku}`}>
                      <td data-label="Product" className={styles.whole}>
                        {item.title}
                        <span className={styles.sub}>
                          SKU {item.sku} · GST {item.taxRate}%
                          {item.madeToOrder > 0
                            ? ` · ${item.fromStock} from stock, ${item.madeToOrder} made to order`
                            : ""}
                        </span>
                      </td>
                      <td data-label="Qty" className={styles.num}>
                        {item.quantity}
                      </td>
                      <td data-label="Price" className={styles.num}>
                        {formatInr(item.price)}
                      </td>
                      <td data-label="GST" className={styles.num}>
                        {formatInr(item.tax)}
                      </td>
                      <td data-label="Total" className={styles.num}>
                        {formatInr(item.total)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className={styles.totals}>
              <dt>Subtotal</dt>
              <dd>{formatInr(order.subtotal)}</dd>
              {order.totals.map((line) => (
                <FragmentRow
                  key={line.type}
                  title={TOTAL_TITLES[line.type] ?? line.title}
                  amount={line.price}
                />
              ))}
              <dt className={styles.grand}>Total</dt>
              <dd className={styles.grand}>{formatInr(order.total)}</dd>
              <dt>Received</dt>
              <dd data-testid="amount-received">{formatInr(received / 100)}</dd>
              {refunded > 0 ? (
                <>
                  <dt>Refunded</dt>
                  <dd data-testid="amount-refunded">{formatInr(refunded / 100)}</dd>
                </>
              ) : null}
              <dt>Due</dt>
              <dd data-testid="amount-due">{formatInr(order.amountDue)}</dd>
            </dl>
            {order.coupon ? <p className={styles.hint}>Coupon {order.coupon.code}</p> : null}
          </section>

          <section className={styles.panel} aria-labelledby="payments-title">
            <div className={styles.pageHead}>
              <h2 id="payments-title" className={styles.sectionTitle}>
                Payments
              </h2>
              <div className={styles.actions}>
                {mayRecordPayment ? (
                  <button type="button" className="btn btn-dark" onClick={() => setForm("payment")}>
                    Record payment
                  </button>
                ) : null}
                {mayRecordRefund ? (
                  <button type="button" className="btn btn-outline" onClick={() => setForm("refund")}>
                    Record refund
                  </button>
                ) : null}
              </div>
            </div>
            {order.payments.length === 0 ? (
              <p className={styles.muted}>No payment received yet.</p>
            ) : (
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">Kind</th>
                      <th scope="col">Reference</th>
                      <th scope="col">Recorded by</th>
                      <th scope="col" className={styles.num}>
                        Amount
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {order.payments.map((row) => (
                      <Fragment key={row.id}>
                        <tr data-testid="payment-row">
                          <td data-label="Date">{formatDate(row.receivedOn)}</td>
                          <td data-label="Kind">
                            {row.kind === "refund" ? "Refund" : "Payment"} ·{" "}
                            {PAYMENT_METHOD_TITLES[row.method]}
                          </td>
                          <td data-label="Reference">
                            {row.reference ?? "—"}
                            {row.note ? <span className={styles.sub}>{row.note}</span> : null}
                            {row.kind === "refund" && canTakeMoney && referenceOf !== row.id ? (
                              <button
                                type="button"
                                className={styles.linkButton}
                                onClick={() => setReferenceOf(row.id)}
                              >
                                {row.reference ? "Correct reference" : "Add reference"}
                              </button>
                            ) : null}
                          </td>
                          <td data-label="Recorded by">{row.recordedBy?.name ?? "—"}</td>
                          <td data-label="Amount" className={styles.num}>
                            {row.kind === "refund" ? "−" : ""}
                            {formatInr(row.amount)}
                          </td>
                        </tr>
                        {referenceOf === row.id ? (
                          <tr>
                            <td colSpan={5} className={styles.rowForm}>
                              <RefundReferenceForm
                                order={order}
                                refund={row}
                                onDone={() => setReferenceOf(null)}
                              />
                            </td>
                          </tr>
                        ) : null}
                      </Fragment>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <OnlinePaymentsPanel orderId={order.id} mayAct={canTakeMoney} />

          {me ? <ShipmentsPanel order={order} me={me} /> : null}
        </div>

        <div className={styles.stack}>
          <section className={styles.panel} aria-labelledby="buyer-title">
            <h2 id="buyer-title" className={styles.sectionTitle}>
              Buyer
            </h2>
            <dl className={styles.facts}>
              <dt>Name</dt>
              <dd>
                <NextLink href={`/admin/customers/${order.buyer.id}`}>{order.buyer.name}</NextLink>
              </dd>
              {order.buyer.companyName ? (
                <>
                  <dt>Company</dt>
                  <dd>{order.buyer.companyName}</dd>
                </>
              ) : null}
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${order.buyer.email}`}>{order.buyer.email}</a>
              </dd>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${order.buyer.phone}`}>{order.buyer.phone}</a>
                {order.whatsappLink ? (
                  <>
                    {" · "}
                    <a
                      href={order.whatsappLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid="order-whatsapp-link"
                    >
                      Send the order's news on WhatsApp
                    </a>
                  </>
                ) : null}
              </dd>
              <dt>GSTIN</dt>
              <dd>{order.address.gstin || order.buyer.gstin || "—"}</dd>
              <dt>Group</dt>
              <dd>{order.buyer.group.name}</dd>
            </dl>
          </section>

          <section className={styles.panel} aria-labelledby="delivery-title">
            <h2 id="delivery-title" className={styles.sectionTitle}>
              Delivery
            </h2>
            <address className={styles.address}>
              <strong>{order.address.name}</strong>
              {order.address.company ? <span>{order.address.company}</span> : null}
              <span>{order.address.line1}</span>
              {order.address.line2 ? <span>{order.address.line2}</span> : null}
              <span>
                {order.address.city} – {order.address.pincode}, {order.address.state}
              </span>
              <a href={`tel:${order.address.phone}`}>{order.address.phone}</a>
            </address>
            <dl className={styles.facts}>
              <dt>Shipping</dt>
              <dd data-testid="transport-choice">
                {order.toPayShipping
                  ? "To pay: the buyer pays the transporter on delivery"
                  : "Paid with the order"}
              </dd>
              <dt>Buyer's note</dt>
              <dd data-testid="order-note">{order.note || "—"}</dd>
              {order.dispatch ? (
                <>
                  <dt>Transporter</dt>
                  <dd>{order.dispatch.transporter}</dd>
                  <dt>LR number</dt>
                  <dd data-testid="dispatch-lr">{order.dispatch.lrNumber}</dd>
                  <dt>Dispatched</dt>
                  <dd>{formatDateTime(order.dispatch.dispatchedAt)}</dd>
                </>
              ) : null}
            </dl>
          </section>

          {/* An order sent in shipments has its e-way bills and papers per shipment, in the Shipments panel. */}
          {order.sentInParts ? null : <EwayBillPanel order={order} canEdit={canDo(me, "orders.fulfil")} />}

          {canDo(me, "orders.fulfil") && order.status !== "cancelled" && !order.sentInParts ? (
            <section className={styles.panel} aria-labelledby="papers-title" data-testid="dispatch-papers">
              <h2 id="papers-title" className={styles.sectionTitle}>
                Papers for dispatch
              </h2>
              <DispatchPapers
                orderId={order.id}
                orderNumber={order.number}
                invoiced={order.gst.documents.some((doc) => doc.kind === "invoice")}
              />
            </section>
          ) : null}

          <DocumentsPanel
            order={order}
            canIssue={canDo(me, "gst.documents")}
            canFulfil={canDo(me, "orders.fulfil")}
          />

          <EInvoicePanel order={order} canRecord={canDo(me, "gst.documents")} />

          <section className={styles.panel} aria-labelledby="history-title">
            <h2 id="history-title" className={styles.sectionTitle}>
              History
            </h2>
            <ol className={styles.timeline} data-testid="admin-history">
              {order.history.map((entry, index) => (
                <li key={`${entry.status}-${entry.createdAt}`} data-status={entry.status}>
                  {/* A step that keeps the state is an update (an edit, a document issued), not the state again. */}
                  {index > 0 && order.history[index - 1]?.status === entry.status ? (
                    <strong>Update</strong>
                  ) : (
                    <StateChip state={entry.status} />
                  )}{" "}
                  {formatDateTime(entry.createdAt)}
                  <span className={styles.sub}>
                    {entry.staff ? `by ${entry.staff.name}` : "by the buyer"}
                  </span>
                  {entry.note ? (
                    <span className={styles.sub} style={{ whiteSpace: "pre-line" }}>
                      {entry.note}
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </article>
  );
}

function FragmentRow({ title, amount }: { title: string; amount: number }) {
  return (
    <>
      <dt>{title}</dt>
      <dd>{formatInr(amount)}</dd>
    </>
  );
}
