"use client";

import type { AdminCustomerPatchInput } from "@roshni/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import NextLink from "next/link";
import { useState } from "react";
import { ApiError } from "@/lib/api/errors";
import { adminKeys } from "../api/query-keys";
import { CreditForm } from "../receivables/credit-form";
import { formatBalance, LedgerPanel } from "../receivables/ledger-panel";
import { RemindersPanel } from "../receivables/reminders-panel";
import { useCan } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { PaymentChip, StateChip } from "../ui/chips";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { formatDate, formatDateTime, formatInr } from "../ui/format";
import { toastDone, toastFailed } from "../ui/toast";
import { customersApi } from "./api";
import { CustomerStatus } from "./customer-status";

/**
 * `/admin/customers/{id}`: the buyer, their orders and addresses; approve, regroup, block; payment terms,
 * credit limit and the ledger with its statement.
 */
export function CustomerDetail({ customerId }: { customerId: number }) {
  const queryClient = useQueryClient();
  const can = useCan();
  const query = useQuery({
    queryKey: adminKeys.customers.detail(customerId),
    queryFn: ({ signal }) => customersApi.get(customerId, signal),
  });
  const [groupId, setGroupId] = useState<string>("");
  const [blocking, setBlocking] = useState(false);
  const [legalName, setLegalName] = useState<string | null>(null);
  const patch = useMutation({
    mutationFn: (body: AdminCustomerPatchInput) => customersApi.update(customerId, body),
    onSuccess: (_answer, body) => {
      queryClient.invalidateQueries({ queryKey: adminKeys.customers.detail(customerId) });
      queryClient.invalidateQueries({ queryKey: adminKeys.customers.all });
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
      const customer = query.data;
      const group = customer?.groups.find((item) => item.id === body.customerGroupId);
      if (body.blocked === true) toastDone(`${customer?.name ?? "The buyer"} is blocked.`);
      else if (body.blocked === false) toastDone(`${customer?.name ?? "The buyer"} is unblocked.`);
      else if (group && customer?.awaitingApproval)
        toastDone(`${customer.name} approved into ${group.name}; they get a mail.`);
      else if (group) toastDone(`${customer?.name ?? "The buyer"} moved to ${group.name}.`);
      else if (body.legalName !== undefined) toastDone("Legal name saved.");
      setBlocking(false);
      setGroupId("");
      setLegalName(null);
    },
    onError: (error) => toastFailed(error),
  });

  if (query.isPending) return <p className={styles.muted}>Loading the buyer…</p>;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className={styles.panel}>
        <p className={styles.alert} role="alert">
          {missing
            ? `There is no buyer ${customerId}.`
            : `The buyer could not be loaded: ${query.error.message}`}
        </p>
        <p>
          <NextLink href="/admin/customers">← All customers</NextLink>
        </p>
      </section>
    );
  }
  const customer = query.data;
  const mayManage = can("customers.manage");
  const wholesale =
    customer.groups.find((group) => !group.isDefault && /wholesale/i.test(group.name)) ??
    customer.groups.find((group) => !group.isDefault);
  const chosen = groupId ? Number(groupId) : customer.group.id;

  return (
    <article className={styles.stack} data-testid="admin-customer">
      <div>
        <NextLink href="/admin/customers" className={styles.back}>
          ← All customers
        </NextLink>
        <div className={styles.pageHead}>
          <h1 className={styles.pageTitle}>
            {customer.name} <CustomerStatus customer={customer} />
          </h1>
          {mayManage ? (
            <div className={styles.actions}>
              {customer.awaitingApproval && wholesale ? (
                <button
                  type="button"
                  className="btn btn-dark"
                  disabled={patch.isPending}
                  aria-busy={patch.isPending || undefined}
                  onClick={() => patch.mutate({ customerGroupId: wholesale.id })}
                >
                  Approve into {wholesale.name}
                </button>
              ) : null}
              <button
                type="button"
                className={customer.blocked ? "btn btn-outline" : `btn ${styles.dangerOutline}`}
                disabled={patch.isPending}
                onClick={() => setBlocking(true)}
              >
                {customer.blocked ? "Unblock…" : "Block…"}
              </button>
            </div>
          ) : null}
        </div>
        <p className={styles.muted}>
          Registered {formatDate(customer.createdAt)} · {customer.orderCount}{" "}
          {customer.orderCount === 1 ? "order" : "orders"}
        </p>
      </div>

      <div className={`${styles.grid} ${styles.detailGrid}`}>
        <div className={styles.stack}>
          <section className={styles.panel} aria-labelledby="customer-orders">
            <div className={styles.pageHead}>
              <h2 id="customer-orders" className={styles.sectionTitle}>
                Orders
              </h2>
              {customer.orderCount > 0 ? (
                <NextLink href={`/admin/orders?customerId=${customer.id}`}>
                  {customer.orderCount > customer.orders.length
                    ? `All ${customer.orderCount} orders in the orders list →`
                    : "In the orders list →"}
                </NextLink>
              ) : null}
            </div>
            {customer.orders.length === 0 ? (
              <p className={styles.muted}>No orders yet.</p>
            ) : (
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Order</th>
                      <th scope="col">Placed</th>
                      <th scope="col">State</th>
                      <th scope="col">Payment</th>
                      <th scope="col" className={styles.num}>
                        Total
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {customer.orders.map((order) => (
                      <tr key={order.id}>
                        <td data-label="Order">
                          <NextLink href={`/admin/orders/${order.id}`} className={styles.rowLink}>
                            {order.number}
                          </NextLink>
                        </td>
                        <td data-label="Placed">{formatDateTime(order.createdAt)}</td>
                        <td data-label="State">
                          <StateChip state={order.status} />
                        </td>
                        <td data-label="Payment">
                          <PaymentChip status={order.paymentStatus} />
                        </td>
                        <td data-label="Total" className={styles.num}>
                          {formatInr(order.total)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section className={styles.panel} aria-labelledby="customer-addresses">
            <h2 id="customer-addresses" className={styles.sectionTitle}>
              Addresses
            </h2>
            {customer.addresses.length === 0 ? (
              <p className={styles.muted}>No saved address.</p>
            ) : (
              <div className={styles.cards}>
                {customer.addresses.map((address) => (
                  <address key={address.id} className={`${styles.card} ${styles.address}`}>
                    <strong>
                      {address.name}
                      {address.isDefault ? " (default)" : ""}
                    </strong>
                    {address.company ? <span>{address.company}</span> : null}
                    <span>{address.line1}</span>
                    {address.line2 ? <span>{address.line2}</span> : null}
                    <span>
                      {address.city} – {address.pincode}, {address.state}
                    </span>
                    <span>{address.phone}</span>
                    {address.gstin ? <span>GSTIN {address.gstin}</span> : null}
                  </address>
                ))}
              </div>
            )}
          </section>
        </div>

        <div className={styles.stack}>
          <section className={styles.panel} aria-labelledby="customer-facts">
            <h2 id="customer-facts" className={styles.sectionTitle}>
              Details
            </h2>
            <dl className={styles.facts}>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${customer.email}`}>{customer.email}</a>
              </dd>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${customer.phone}`}>{customer.phone}</a>
                {customer.whatsappLink ? (
                  <>
                    {" · "}
                    <a
                      href={customer.whatsappLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid="customer-whatsapp-link"
                    >
                      {customer.orders.length > 0
                        ? "Send the latest order's news on WhatsApp"
                        : "Chat on WhatsApp"}
                    </a>
                  </>
                ) : null}
              </dd>
              <dt>Company</dt>
              <dd>{customer.companyName ?? "—"}</dd>
              <dt>GSTIN</dt>
              <dd>{customer.gstin ?? "—"}</dd>
              <dt>Legal name</dt>
              <dd data-testid="customer-legal-name">{customer.legalName ?? "—"}</dd>
              <dt>Group</dt>
              <dd data-testid="customer-group">{customer.group.name}</dd>
              <dt>Payment terms</dt>
              <dd data-testid="customer-terms">{customer.credit.paymentTermsLabel}</dd>
              <dt>Credit limit</dt>
              <dd>{formatInr(customer.credit.creditLimit)}</dd>
              <dt>Outstanding</dt>
              <dd data-testid="customer-outstanding">{formatBalance(customer.credit.outstanding)}</dd>
              <dt>Available credit</dt>
              <dd>{formatInr(customer.credit.available)}</dd>
            </dl>
          </section>
          {mayManage ? <CreditForm customer={customer} /> : null}
          {mayManage && (customer.gstin || customer.addresses.some((address) => address.gstin)) ? (
            <form
              className={styles.panel}
              aria-labelledby="customer-legal-name-title"
              onSubmit={(event) => {
                event.preventDefault();
                const typed = legalName ?? customer.legalName ?? "";
                if (typed.trim() !== (customer.legalName ?? "")) patch.mutate({ legalName: typed });
              }}
            >
              <h2 id="customer-legal-name-title" className={styles.sectionTitle}>
                Registered (legal) name
              </h2>
              <p className={styles.muted}>
                The firm's name as on its GST registration: the recipient on tax invoices, e-invoices, GSTR-1
                and e-way bills. Empty: the company name, else the buyer's name.
              </p>
              <div className={styles.field}>
                <label htmlFor="customer-legal-name-input">Legal name</label>
                <input
                  id="customer-legal-name-input"
                  type="text"
                  maxLength={200}
                  value={legalName ?? customer.legalName ?? ""}
                  onChange={(event) => setLegalName(event.target.value)}
                />
              </div>
              <div className={styles.actions}>
                <button type="submit" className="btn btn-dark" disabled={patch.isPending}>
                  Save legal name
                </button>
              </div>
            </form>
          ) : null}
          {mayManage ? (
            <form
              className={styles.panel}
              aria-labelledby="customer-regroup"
              onSubmit={(event) => {
                event.preventDefault();
                if (chosen !== customer.group.id) patch.mutate({ customerGroupId: chosen });
              }}
            >
              <h2 id="customer-regroup" className={styles.sectionTitle}>
                Price group
              </h2>
              <div className={styles.field}>
                <label htmlFor="customer-group-select">Group</label>
                <select
                  id="customer-group-select"
                  value={String(chosen)}
                  onChange={(event) => setGroupId(event.target.value)}
                >
                  {customer.groups.map((group) => (
                    <option key={group.id} value={String(group.id)}>
                      {group.name}
                    </option>
                  ))}
                </select>
              </div>
              <p className={styles.hint}>The buyer sees the group's prices on their next page.</p>
              <div className={styles.actions}>
                <button
                  type="submit"
                  className="btn btn-dark"
                  disabled={patch.isPending || chosen === customer.group.id}
                >
                  Move to this group
                </button>
              </div>
            </form>
          ) : null}
        </div>
      </div>

      {mayManage ? <LedgerPanel customerId={customer.id} /> : null}
      {mayManage ? <RemindersPanel customerId={customer.id} /> : null}

      <ConfirmDialog
        open={blocking}
        title={customer.blocked ? `Unblock ${customer.name}?` : `Block ${customer.name}?`}
        confirmLabel={customer.blocked ? "Unblock the buyer" : "Block the buyer"}
        danger={!customer.blocked}
        busy={patch.isPending}
        onClose={() => setBlocking(false)}
        onConfirm={() => patch.mutate({ blocked: !customer.blocked })}
      >
        <p>
          {customer.blocked
            ? "The buyer can sign in and order again."
            : "The buyer is signed out everywhere and can neither sign in nor order until unblocked. Their open orders stay as they are."}
        </p>
      </ConfirmDialog>
    </article>
  );
}
