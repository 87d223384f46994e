"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminOrderDetailDto,
  type AdminOrderEditQuoteInput,
  type AdminProductListItemDto,
  adminOrderEditQuoteBodySchema,
} from "@roshni/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { ApiError } from "@/lib/api/errors";
import { adminKeys } from "../api/query-keys";
import { customersApi } from "../customers/api";
import { ProductEntry } from "../order-desk/product-entry";
import styles from "../ui/admin.module.css";
import { formatInr } from "../ui/format";
import { ordersApi } from "./api";
import { useOrderWrite } from "./use-order";

type EditValues = AdminOrderEditQuoteInput;
type LineMeta = { sku: string; title: string };

/** The body as the API takes it: no empty address, only the line fields the schema knows. */
function bodyOf(values: EditValues): EditValues {
  return {
    items: values.items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
    toPayShipping: values.toPayShipping,
    ...(values.addressId ? { addressId: values.addressId } : {}),
  };
}

/**
 * The order page's "Edit order" mode: the lines (add by SKU or title at the keyboard, change a quantity,
 * remove), the delivery address and the transport, with the new totals quoted live by the API; saving
 * asks for a confirmation that shows the old and new totals. The order's `updatedAt` goes with the edit,
 * so an order changed meanwhile by someone else is refused rather than overwritten.
 */
export function OrderEditForm({ order, onDone }: { order: AdminOrderDetailDto; onDone: () => void }) {
  const [meta, setMeta] = useState<Map<number, LineMeta>>(
    () => new Map(order.items.map((item) => [item.productId, { sku: item.sku, title: item.title }])),
  );
  const [confirming, setConfirming] = useState(false);
  const entryRef = useRef<HTMLInputElement>(null);
  const quantityRefs = useRef(new Map<number, HTMLInputElement>());
  const [focusProduct, setFocusProduct] = useState<number | null>(null);
  const form = useForm<EditValues>({
    resolver: zodResolver(adminOrderEditQuoteBodySchema),
    defaultValues: {
      items: order.items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
      toPayShipping: order.toPayShipping,
    },
  });
  const lines = useFieldArray({ control: form.control, name: "items", keyName: "key" });
  const watched = useWatch({ control: form.control });
  const parsed = adminOrderEditQuoteBodySchema.safeParse(bodyOf(watched as EditValues));
  const [quoteBody, setQuoteBody] = useState<EditValues | null>(null);
  const serialized = parsed.success ? JSON.stringify(parsed.data) : null;
  useEffect(() => {
    // A short pause after typing before asking for the quote: one call per settled change.
    const timer = window.setTimeout(() => setQuoteBody(serialized ? JSON.parse(serialized) : null), 200);
    return () => window.clearTimeout(timer);
  }, [serialized]);
  const quote = useQuery({
    queryKey: ["admin", "order-edit-quote", order.id, quoteBody],
    queryFn: () => ordersApi.editQuote(order.id, quoteBody),
    enabled: quoteBody !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  // Until the quote of the form as it stands has come back, the totals shown are those of an earlier
  // state: the summary and the save wait for it, so nobody confirms a total that is not the one saved.
  const settling =
    serialized !== (quoteBody === null ? null : JSON.stringify(quoteBody)) ||
    quote.isFetching ||
    quote.isPlaceholderData;
  const quoted = new Map((quote.data?.items ?? []).map((item) => [item.productId, item]));
  const buyer = useQuery({
    queryKey: adminKeys.customers.detail(order.buyer.id),
    queryFn: ({ signal }) => customersApi.get(order.buyer.id, signal),
  });
  const save = useOrderWrite<EditValues>(
    order.id,
    (body) => ordersApi.edit(order.id, { ...body, expectedUpdatedAt: order.updatedAt }),
    `Order ${order.number} changed: a new proforma is issued and the buyer is mailed what changed.`,
  );

  useEffect(() => {
    if (focusProduct === null) return;
    const input = quantityRefs.current.get(focusProduct);
    if (input) {
      input.focus();
      input.select();
      setFocusProduct(null);
    }
  }, [focusProduct]);

  function addProduct(product: AdminProductListItemDto) {
    setMeta((all) => new Map(all).set(product.id, { sku: product.sku, title: product.title }));
    const at = form.getValues("items").findIndex((item) => item.productId === product.id);
    if (at < 0) lines.append({ productId: product.id, quantity: Math.max(product.minimumQuantity, 1) });
    setFocusProduct(product.id);
  }

  const { errors } = form.formState;
  const before = new Map(order.items.map((item) => [item.productId, item.quantity]));
  const submit = form.handleSubmit((values) => {
    if (!confirming) {
      setConfirming(true);
      return;
    }
    save.mutate(bodyOf(values), { onSuccess: onDone });
  });
  const refusal = save.error instanceof ApiError ? save.error.message : null;

  return (
    <form
      className={styles.panel}
      aria-labelledby="order-edit-title"
      noValidate
      onSubmit={submit}
      data-testid="order-edit-form"
      onKeyDown={(event) => {
        if (event.key === "Escape") onDone();
      }}
    >
      <h2 id="order-edit-title" className={styles.sectionTitle}>
        Edit order {order.number}
      </h2>
      <p className={styles.muted}>
        Lines already on the order keep their price; new lines take the buyer's group price. Stock moves when
        you save.
      </p>
      <ProductEntry id="order-edit-entry" ref={entryRef} onChoose={addProduct} />
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
                Total
              </th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.fields.map((field, index) => {
              const line = meta.get(field.productId);
              const live = quoted.get(field.productId);
              const was = before.get(field.productId);
              const { ref, ...quantity } = form.register(`items.${index}.quantity`, { valueAsNumber: true });
              const error = errors.items?.[index]?.quantity?.message;
              return (
                <tr key={field.key} data-testid="edit-line" data-sku={line?.sku}>
                  <td data-label="Product" className={styles.whole}>
                    {line?.title ?? `Product ${field.productId}`}
                    <span className={styles.sub}>
                      SKU {line?.sku}
                      {was === undefined ? " · new line" : ""}
                      {live && live.madeToOrder > 0 ? ` · ${live.madeToOrder} made to order` : ""}
                      {live?.problem ? ` · ${live.problem}` : ""}
                    </span>
                  </td>
                  <td data-label="Qty" className={styles.num}>
                    <input
                      type="number"
                      min={1}
                      inputMode="numeric"
                      aria-label={`Quantity of ${line?.sku ?? field.productId}`}
                      aria-invalid={error ? true : undefined}
                      className={styles.returnInput}
                      {...quantity}
                      ref={(element) => {
                        ref(element);
                        if (element) quantityRefs.current.set(field.productId, element);
                        else quantityRefs.current.delete(field.productId);
                      }}
                      onKeyDown={(event) => {
                        if (event.key === "Enter") {
                          event.preventDefault();
                          entryRef.current?.focus();
                        }
                      }}
                    />
                    {error ? <span className={styles.fieldError}>{error}</span> : null}
                  </td>
                  <td data-label="Price" className={styles.num}>
                    {live ? formatInr(live.price) : "…"}
                  </td>
                  <td data-label="Total" className={styles.num}>
                    {live ? formatInr(live.total) : "…"}
                  </td>
                  <td>
                    <button
                      type="button"
                      className={styles.linkButton}
                      onClick={() => {
                        lines.remove(index);
                        setConfirming(false);
                      }}
                    >
                      Remove {line?.sku}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {errors.items?.message || errors.items?.root?.message ? (
        <p className={styles.alert} role="alert">
          {errors.items?.message ?? errors.items?.root?.message}
        </p>
      ) : null}
      <div className={styles.formGrid}>
        <div className={styles.field}>
          <label htmlFor="order-edit-address">Delivery address</label>
          <select
            id="order-edit-address"
            {...form.register("addressId", {
              setValueAs: (value: string) => (value ? Number(value) : undefined),
            })}
          >
            <option value="">
              Keep: {order.address.line1}, {order.address.city}
            </option>
            {(buyer.data?.addresses ?? []).map((address) => (
              <option key={address.id} value={address.id}>
                {address.line1}, {address.city}, {address.state} {address.pincode}
              </option>
            ))}
          </select>
        </div>
        <label className={styles.check}>
          <input type="checkbox" {...form.register("toPayShipping")} /> Freight to pay on delivery
        </label>
      </div>
      <dl className={styles.totals} aria-live="polite" aria-busy={settling} data-testid="order-edit-totals">
        <dt>Total before</dt>
        <dd>{formatInr(order.total)}</dd>
        <dt className={styles.grand}>New total</dt>
        <dd className={styles.grand} data-testid="order-edit-new-total">
          {quote.data ? formatInr(quote.data.total) : "…"}
        </dd>
        <dt>Paid</dt>
        <dd>{formatInr(order.amountPaid)}</dd>
        <dt>Due after the edit</dt>
        <dd>{quote.data ? formatInr(Math.max(quote.data.total - order.amountPaid, 0)) : "…"}</dd>
      </dl>
      {quote.isError ? (
        <p className={styles.alert} role="alert">
          {quote.error instanceof ApiError ? quote.error.message : "The new totals could not be worked out."}
        </p>
      ) : null}
      {refusal ? (
        <p className={styles.alert} role="alert" data-testid="order-edit-refusal">
          {refusal}
        </p>
      ) : null}
      {confirming ? (
        <p className={styles.note} role="status" data-testid="order-edit-confirm">
          Save the changes to {order.number}? The total goes from {formatInr(order.total)} to{" "}
          {quote.data ? formatInr(quote.data.total) : "…"}, proforma {order.number} is issued again as a new
          revision, and {order.buyer.name} gets a mail with what changed.
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className="btn btn-dark"
          disabled={save.isPending || quote.isError || (parsed.success && settling)}
          aria-busy={save.isPending || undefined}
        >
          {confirming ? "Yes, save the changes" : "Review the changes"}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Cancel editing
        </button>
      </div>
    </form>
  );
}
