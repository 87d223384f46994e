"use client";

import {
  type AdminOrderDraftDto,
  type AdminOrderQuoteLineDto,
  type AdminProductListItemDto,
  INDIAN_STATE_NAMES,
} from "@roshni/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import NextLink from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { adminKeys } from "../api/query-keys";
import { customersApi } from "../customers/api";
import { productsApi } from "../products/api";
import { canDo } from "../shell/can";
import { useMe } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { formatDateTime, formatInr } from "../ui/format";
import { toastDone, toastFailed } from "../ui/toast";
import { BuyerSelect, type ChosenBuyer } from "./buyer-select";
import { deskApi } from "./desk-api";
import desk from "./order-desk.module.css";
import { parsePastedLines } from "./paste-lines";
import { ProductEntry } from "./product-entry";

interface DeskLine {
  key: number;
  productId: number;
  sku: string;
  title: string;
  quantity: number;
  /** Another unit price as typed (rupees); "" for the group price. */
  price: string;
  priceReason: string;
}

let lineSerial = 0;
const nextKey = () => {
  lineSerial += 1;
  return lineSerial;
};

function linesBody(lines: DeskLine[]) {
  return lines.map((line) => {
    const price = Number.parseFloat(line.price);
    return {
      productId: line.productId,
      quantity: line.quantity,
      ...(line.price.trim() !== "" && Number.isFinite(price)
        ? { price, priceReason: line.priceReason.trim() || undefined }
        : {}),
    };
  });
}

const EMPTY_ADDRESS = {
  name: "",
  phone: "",
  company: "",
  gstin: "",
  line1: "",
  line2: "",
  city: "",
  state: "Delhi",
  pincode: "",
};
type AddressForm = typeof EMPTY_ADDRESS;

function addressBody(form: AddressForm) {
  return { ...form, country: "IN" };
}

function AddressFields({
  prefix,
  value,
  onChange,
}: {
  prefix: string;
  value: AddressForm;
  onChange: (next: AddressForm) => void;
}) {
  const field = (name: keyof AddressForm, label: string, props: Record<string, unknown> = {}) => (
    <div className={styles.field}>
      <label htmlFor={`${prefix}-${name}`}>{label}</label>
      <input
        id={`${prefix}-${name}`}
        value={value[name]}
        onChange={(event) => onChange({ ...value, [name]: event.target.value })}
        {...props}
      />
    </div>
  );
  return (
    <div className={styles.formGrid}>
      {field("name", "Receiver's name")}
      {field("phone", "Receiver's phone", { inputMode: "tel" })}
      {field("line1", "Street address")}
      {field("line2", "Second line (optional)")}
      {field("city", "City")}
      <div className={styles.field}>
        <label htmlFor={`${prefix}-state`}>State</label>
        <select
          id={`${prefix}-state`}
          value={value.state}
          onChange={(event) => onChange({ ...value, state: event.target.value })}
        >
          {INDIAN_STATE_NAMES.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </div>
      {field("pincode", "PIN code", { inputMode: "numeric" })}
    </div>
  );
}

/** The fields of a buyer added on the spot. */
function NewBuyerForm({
  onAdded,
  onCancel,
}: {
  onAdded: (buyer: ChosenBuyer, addressId: number) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState({
    name: "",
    email: "",
    phone: "",
    companyName: "",
    gstin: "",
    legalName: "",
  });
  const [address, setAddress] = useState<AddressForm>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () =>
      deskApi.addBuyer({
        ...form,
        address: addressBody({
          ...address,
          name: address.name || form.name,
          phone: address.phone || form.phone,
          company: form.companyName,
          gstin: form.gstin,
        }),
      }),
    onSuccess: (buyer) => {
      toastDone(`${buyer.name} added; an invitation to choose a password is on its way to ${buyer.email}.`);
      onAdded(
        {
          id: buyer.id,
          name: buyer.name,
          companyName: buyer.companyName,
          phone: buyer.phone,
          gstin: buyer.gstin,
        },
        buyer.addresses[0]?.id ?? 0,
      );
    },
    onError: (error) => {
      const fields = (error as { fields?: Record<string, string> }).fields;
      if (fields) setErrors(fields);
      toastFailed(error);
    },
  });
  const input = (name: keyof typeof form, label: string, props: Record<string, unknown> = {}) => (
    <div className={styles.field}>
      <label htmlFor={`new-buyer-${name}`}>{label}</label>
      <input
        id={`new-buyer-${name}`}
        value={form[name]}
        aria-invalid={errors[name] ? true : undefined}
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        {...props}
      />
      {errors[name] ? (
        <span className={styles.fieldError} role="alert">
          {errors[name]}
        </span>
      ) : null}
    </div>
  );
  const addressErrors = Object.entries(errors).filter(([path]) => path.startsWith("address."));
  return (
    <form
      className={`${styles.panel} ${styles.formStack}`}
      aria-labelledby="new-buyer-title"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setErrors({});
        save.mutate();
      }}
    >
      <h2 id="new-buyer-title" className={styles.sectionTitle}>
        New buyer
      </h2>
      <p className={styles.hint}>No password: the buyer gets a mail inviting them to choose one.</p>
      <div className={styles.formGrid}>
        {input("name", "Name")}
        {input("phone", "Phone", { inputMode: "tel" })}
        {input("email", "Email", { type: "email" })}
        {input("companyName", "Firm name (optional)")}
        {input("gstin", "GSTIN (optional)")}
        {input("legalName", "Legal name as on the GST registration (optional)")}
      </div>
      <h3 className={styles.legend}>Delivery address</h3>
      <AddressFields prefix="new-buyer-address" value={address} onChange={setAddress} />
      {addressErrors.length > 0 ? (
        <ul className={styles.fieldError} role="alert">
          {addressErrors.map(([path, message]) => (
            <li key={path}>{message}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-dark" disabled={save.isPending}>
          {save.isPending ? "Adding…" : "Add buyer"}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function DraftsPanel() {
  const drafts = useQuery({
    queryKey: ["admin", "order-drafts"],
    queryFn: ({ signal }) => deskApi.drafts(signal),
  });
  const items = drafts.data?.items ?? [];
  return (
    <section className={styles.panel} aria-labelledby="drafts-title">
      <h2 id="drafts-title" className={styles.sectionTitle}>
        Saved drafts
      </h2>
      {drafts.isLoading ? (
        <p className={styles.muted}>Loading…</p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>No drafts. A draft holds no stock and is deleted when it expires.</p>
      ) : (
        <ul className={styles.plainList}>
          {items.map((draft) => (
            <li key={draft.id} className={desk.draftRow}>
              <NextLink href={`/admin/orders/new?draft=${draft.id}`}>
                {draft.buyer.name}
                {draft.buyer.companyName ? ` · ${draft.buyer.companyName}` : ""}
              </NextLink>
              <span className={styles.muted}>
                {draft.lines} line{draft.lines === 1 ? "" : "s"} · saved by {draft.savedBy.name}{" "}
                {formatDateTime(draft.updatedAt)} · expires {formatDateTime(draft.expiresAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * `/admin/orders/new`: a phone or WhatsApp order typed for a buyer. Every amount on the screen comes
 * from the server's quote for the buyer; placing goes through the buyer's own placing on the server.
 */
export function OrderDesk() {
  const me = useMe().data;
  if (!me) return null;
  if (!canDo(me, "orders.process")) {
    return (
      <section className={styles.panel} data-testid="not-for-role">
        <h1 className={styles.pageTitle}>New order: not for your role</h1>
        <p>Orders are entered by the sales desk, a manager or the owner.</p>
      </section>
    );
  }
  return <OrderDeskForm />;
}

function OrderDeskForm() {
  const router = useRouter();
  const params = useSearchParams();
  const queryClient = useQueryClient();
  const draftParam = Number.parseInt(params.get("draft") ?? "", 10);
  const [draftId, setDraftId] = useState<number | null>(Number.isSafeInteger(draftParam) ? draftParam : null);
  const [buyer, setBuyer] = useState<ChosenBuyer | null>(null);
  const [addingBuyer, setAddingBuyer] = useState(false);
  const [lines, setLines] = useState<DeskLine[]>([]);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [addingAddress, setAddingAddress] = useState(false);
  const [newAddress, setNewAddress] = useState<AddressForm>(EMPTY_ADDRESS);
  const [toPayShipping, setToPayShipping] = useState(true);
  const [couponCode, setCouponCode] = useState("");
  const [note, setNote] = useState("");
  const [paste, setPaste] = useState("");
  const [pasteProblems, setPasteProblems] = useState<string[]>([]);
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const entryRef = useRef<HTMLInputElement>(null);
  // Set once a save was tried with a price typed and no reason: the empty reasons then say so.
  const [reasonsAsked, setReasonsAsked] = useState(false);
  const reasonRefs = useRef(new Map<number, HTMLInputElement>());
  /** True when every typed price has its reason; otherwise the first empty reason takes the focus. */
  const reasonsGiven = () => {
    const missing = lines.find((line) => line.price.trim() !== "" && line.priceReason.trim() === "");
    if (!missing) return true;
    setReasonsAsked(true);
    reasonRefs.current.get(missing.key)?.focus();
    return false;
  };
  const quantityRefs = useRef(new Map<number, HTMLInputElement>());
  const attempt = useRef<{ body: string; key: string } | null>(null);

  // A draft opened from the list: its buyer and form come back.
  const draftQuery = useQuery({
    queryKey: ["admin", "order-draft", draftId],
    queryFn: ({ signal }) => deskApi.draft(draftId as number, signal),
    enabled: draftId !== null && buyer === null,
    retry: false,
  });
  const loadedDraft = useRef<number | null>(null);
  useEffect(() => {
    const draft: AdminOrderDraftDto | undefined = draftQuery.data;
    if (!draft || loadedDraft.current === draft.id) return;
    loadedDraft.current = draft.id;
    setBuyer({
      id: draft.buyer.id,
      name: draft.buyer.name,
      companyName: draft.buyer.companyName,
      phone: draft.buyer.phone,
      gstin: null,
    });
    setAddressId(draft.body.addressId ?? null);
    setToPayShipping(draft.body.toPayShipping);
    setCouponCode(draft.body.couponCode ?? "");
    setNote(draft.body.note ?? "");
    setLines(
      draft.body.items.map((item) => ({
        key: nextKey(),
        productId: item.productId,
        sku: "",
        title: "",
        quantity: item.quantity,
        price: item.price !== undefined ? String(item.price) : "",
        priceReason: item.priceReason ?? "",
      })),
    );
  }, [draftQuery.data]);

  const buyerDetail = useQuery({
    queryKey: adminKeys.customers.detail(buyer?.id ?? 0),
    queryFn: ({ signal }) => customersApi.get(buyer?.id ?? 0, signal),
    enabled: buyer !== null,
  });
  const addresses = buyerDetail.data?.addresses ?? [];
  useEffect(() => {
    if (addressId === null && addresses.length > 0) setAddressId(addresses[0]?.id ?? null);
  }, [addresses, addressId]);

  const body = useMemo(
    () => ({
      customerId: buyer?.id ?? 0,
      items: linesBody(lines),
      ...(addressId !== null ? { addressId } : {}),
      toPayShipping,
      ...(couponCode.trim() ? { couponCode: couponCode.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    }),
    [buyer, lines, addressId, toPayShipping, couponCode, note],
  );
  const quoteBody = useMemo(
    () => ({
      ...body,
      // A price without its reason yet is still typed: the quote shows it once the reason is there.
      items: body.items.map((item) =>
        "price" in item && !item.priceReason ? { productId: item.productId, quantity: item.quantity } : item,
      ),
    }),
    [body],
  );
  const quote = useQuery({
    queryKey: ["admin", "order-desk-quote", quoteBody],
    queryFn: () => deskApi.quote(quoteBody),
    enabled: buyer !== null && lines.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const quoted = new Map<number, AdminOrderQuoteLineDto>(
    (quote.data?.items ?? []).map((item) => [item.productId, item]),
  );

  useEffect(() => {
    if (focusKey === null) return;
    const input = quantityRefs.current.get(focusKey);
    if (input) {
      input.focus();
      input.select();
      setFocusKey(null);
    }
  }, [focusKey]);

  function addProduct(
    product: Pick<AdminProductListItemDto, "id" | "sku" | "title" | "minimumQuantity">,
    quantity?: number,
  ) {
    const existing = lines.find((line) => line.productId === product.id);
    if (existing) {
      if (quantity !== undefined) {
        setLines((all) =>
          all.map((line) =>
            line.key === existing.key ? { ...line, quantity: line.quantity + quantity } : line,
          ),
        );
      } else {
        setFocusKey(existing.key);
      }
      return;
    }
    const key = nextKey();
    setLines((all) => [
      ...all,
      {
        key,
        productId: product.id,
        sku: product.sku,
        title: product.title,
        quantity: quantity ?? Math.max(1, product.minimumQuantity),
        price: "",
        priceReason: "",
      },
    ]);
    if (quantity === undefined) setFocusKey(key);
  }

  function updateLine(key: number, change: Partial<DeskLine>) {
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...change } : line)));
  }

  async function addPasted() {
    const parsed = parsePastedLines(paste);
    const problems = parsed.unread.map((u) => `Line ${u.line} not read: "${u.text}"`);
    const found = await Promise.all(
      parsed.lines.map(async (line) => {
        const page = await productsApi.list({ search: line.sku, limit: 10 });
        const product = page.items.find((p) => p.sku.toLowerCase() === line.sku.toLowerCase() && p.visible);
        return { line, product };
      }),
    );
    setLines((all) => {
      // Copies first: an updater may run twice and must not add a quantity twice.
      const next = all.map((line) => ({ ...line }));
      for (const { line, product } of found) {
        if (!product) continue;
        const existing = next.find((l) => l.productId === product.id);
        if (existing) existing.quantity += line.quantity;
        else {
          next.push({
            key: nextKey(),
            productId: product.id,
            sku: product.sku,
            title: product.title,
            quantity: line.quantity,
            price: "",
            priceReason: "",
          });
        }
      }
      return next;
    });
    for (const { line, product } of found)
      if (!product) problems.push(`No product with the SKU ${line.sku}.`);
    setPasteProblems(problems);
    const read = found.filter((f) => f.product).length;
    if (read > 0) {
      setPaste("");
      toastDone(`${read} line${read === 1 ? "" : "s"} added from the list.`);
    }
    entryRef.current?.focus();
  }

  const place = useMutation({
    mutationFn: () => {
      const sent = JSON.stringify({ ...body, draftId });
      // A retry of the same order (a lost answer) keeps its key, so it cannot be placed twice.
      if (!attempt.current || attempt.current.body !== sent) {
        attempt.current = { body: sent, key: crypto.randomUUID() };
      }
      return deskApi.place({ ...body, ...(draftId !== null ? { draftId } : {}) }, attempt.current.key);
    },
    onSuccess: (order) => {
      toastDone(`Order ${order.number} placed for ${order.buyer.name}.`);
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: ["admin", "order-drafts"] });
      router.push(`/admin/orders/${order.id}`);
    },
    onError: (error) => toastFailed(error),
  });

  const saveDraft = useMutation({
    mutationFn: () => deskApi.saveDraft(body, draftId),
    onSuccess: (draft) => {
      setDraftId(draft.id);
      loadedDraft.current = draft.id;
      void queryClient.invalidateQueries({ queryKey: ["admin", "order-drafts"] });
      router.replace(`/admin/orders/new?draft=${draft.id}`);
      toastDone(`Draft saved; it is kept until ${formatDateTime(draft.expiresAt)}.`);
    },
    onError: (error) => toastFailed(error),
  });

  const saveAddress = useMutation({
    mutationFn: () => deskApi.addAddress(buyer?.id ?? 0, addressBody(newAddress)),
    onSuccess: (address) => {
      setAddressId(address.id);
      setAddingAddress(false);
      setNewAddress(EMPTY_ADDRESS);
      void buyerDetail.refetch();
      toastDone("Address added.");
    },
    onError: (error) => toastFailed(error),
  });

  const mayOverride = quote.data?.mayOverridePrices ?? false;
  const problems = lines.map((line) => quoted.get(line.productId)?.problem).filter(Boolean);

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>New order{draftId !== null ? " (draft)" : ""}</h1>
        <NextLink href="/admin/orders" className="btn btn-outline">
          Back to orders
        </NextLink>
      </div>
      {draftQuery.isError ? (
        <p className={styles.alert} role="alert">
          This draft does not exist any more: it was placed, deleted, or expired.
        </p>
      ) : null}

      <section className={styles.panel} aria-labelledby="desk-buyer">
        <h2 id="desk-buyer" className={styles.sectionTitle}>
          Buyer
        </h2>
        {buyer ? (
          <div className={desk.chosen} data-testid="desk-buyer">
            <div>
              <strong>{buyer.name}</strong>
              <span className={styles.muted}>
                {[buyer.companyName, buyer.phone, buyerDetail.data?.gstin, buyerDetail.data?.group.name]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
            </div>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setBuyer(null);
                setAddressId(null);
              }}
            >
              Change buyer
            </button>
          </div>
        ) : addingBuyer ? (
          <NewBuyerForm
            onCancel={() => setAddingBuyer(false)}
            onAdded={(added, newAddressId) => {
              setBuyer(added);
              setAddressId(newAddressId || null);
              setAddingBuyer(false);
              window.setTimeout(() => entryRef.current?.focus(), 0);
            }}
          />
        ) : (
          <div className={desk.buyerRow}>
            <BuyerSelect
              id="desk-buyer-search"
              autoFocus
              onChoose={(chosen) => {
                setBuyer(chosen);
                setAddressId(null);
                window.setTimeout(() => entryRef.current?.focus(), 0);
              }}
            />
            <button type="button" className="btn btn-outline" onClick={() => setAddingBuyer(true)}>
              New buyer
            </button>
          </div>
        )}
      </section>

      {buyer ? (
        <>
          <section className={styles.panel} aria-labelledby="desk-lines">
            <h2 id="desk-lines" className={styles.sectionTitle}>
              Lines
            </h2>
            <div className={desk.entryRow}>
              <ProductEntry id="desk-entry" ref={entryRef} onChoose={(product) => addProduct(product)} />
              <details className={desk.paste}>
                <summary>Paste a list (SKU and quantity per line)</summary>
                <div className={styles.field}>
                  <label htmlFor="desk-paste">Lines as sent on WhatsApp</label>
                  <textarea
                    id="desk-paste"
                    rows={5}
                    value={paste}
                    placeholder={"RL-1001 12\nRL-1002 x 6"}
                    onChange={(event) => setPaste(event.target.value)}
                  />
                </div>
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => void addPasted()}
                  disabled={!paste.trim()}
                >
                  Add these lines
                </button>
                {pasteProblems.length > 0 ? (
                  <ul className={styles.fieldError} role="alert">
                    {pasteProblems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                ) : null}
              </details>
            </div>
            {lines.length === 0 ? (
              <p className={styles.muted}>No lines yet. Type a SKU or a title above, or paste a list.</p>
            ) : (
              <div className={styles.tableWrap}>
                <table className={`${styles.table} ${desk.lines}`} data-testid="desk-lines">
                  <thead>
                    <tr>
                      <th>Product</th>
                      <th className={styles.num}>Quantity</th>
                      <th className={styles.num}>Group price</th>
                      <th className={styles.num}>MOQ</th>
                      <th className={styles.num}>Stock</th>
                      <th className={styles.num}>Made to order</th>
                      <th>{mayOverride ? "Other price" : "Propose a price"}</th>
                      <th className={styles.num}>Total</th>
                      <th>
                        <span className="visually-hidden">Remove</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {lines.map((line, index) => {
                      const q = quoted.get(line.productId);
                      return (
                        <tr key={line.key} data-testid="desk-line">
                          <td className={styles.whole} data-label="Product">
                            <strong>{line.sku || q?.sku}</strong>
                            <span className={styles.sub}>{line.title || q?.title}</span>
                            {q?.problem ? (
                              <span className={styles.fieldError} role="alert">
                                {q.problem}
                              </span>
                            ) : null}
                          </td>
                          <td className={styles.num} data-label="Quantity">
                            <input
                              className={desk.qty}
                              type="number"
                              min={1}
                              aria-label={`Quantity of ${line.sku || q?.sku || "line"} ${index + 1}`}
                              value={line.quantity}
                              ref={(element) => {
                                if (element) quantityRefs.current.set(line.key, element);
                                else quantityRefs.current.delete(line.key);
                              }}
                              onChange={(event) =>
                                updateLine(line.key, {
                                  quantity: Math.max(1, Number.parseInt(event.target.value, 10) || 1),
                                })
                              }
                              onKeyDown={(event) => {
                                if (event.key === "Enter") {
                                  event.preventDefault();
                                  entryRef.current?.focus();
                                }
                              }}
                            />
                          </td>
                          <td className={styles.num} data-label="Group price">
                            {q ? formatInr(q.groupPrice) : "…"}
                          </td>
                          <td className={styles.num} data-label="MOQ">
                            {q?.minimumQuantity ?? "…"}
                          </td>
                          <td className={styles.num} data-label="Stock">
                            {q?.stock ?? "…"}
                          </td>
                          <td className={styles.num} data-label="Made to order">
                            {q ? q.madeToOrder : "…"}
                          </td>
                          <td
                            className={styles.whole}
                            data-label={mayOverride ? "Other price" : "Propose a price"}
                          >
                            <div className={desk.override}>
                              <input
                                type="number"
                                min={0}
                                step="0.01"
                                inputMode="decimal"
                                aria-label={`${mayOverride ? "Other unit price" : "Proposed unit price"} of ${line.sku || q?.sku || "line"}`}
                                placeholder={q ? String(q.groupPrice) : ""}
                                value={line.price}
                                onChange={(event) => updateLine(line.key, { price: event.target.value })}
                              />
                              {line.price.trim() !== "" ? (
                                <input
                                  aria-label={`Reason for the price of ${line.sku || q?.sku || "line"}`}
                                  placeholder="Reason"
                                  value={line.priceReason}
                                  ref={(element) => {
                                    if (element) reasonRefs.current.set(line.key, element);
                                    else reasonRefs.current.delete(line.key);
                                  }}
                                  aria-invalid={
                                    reasonsAsked && line.priceReason.trim() === "" ? true : undefined
                                  }
                                  aria-describedby={
                                    reasonsAsked && line.priceReason.trim() === ""
                                      ? `reason-error-${line.key}`
                                      : undefined
                                  }
                                  onChange={(event) =>
                                    updateLine(line.key, { priceReason: event.target.value })
                                  }
                                />
                              ) : null}
                              {line.price.trim() !== "" && reasonsAsked && line.priceReason.trim() === "" ? (
                                <span
                                  id={`reason-error-${line.key}`}
                                  className={styles.fieldError}
                                  role="alert"
                                >
                                  Say why this line has another price than the buyer's group price.
                                </span>
                              ) : null}
                              {q?.proposedPrice != null ? (
                                <span className={styles.hint}>
                                  Proposed to a manager; the group price is charged.
                                </span>
                              ) : null}
                            </div>
                          </td>
                          <td className={styles.num} data-testid="desk-line-total" data-label="Total">
                            {q ? formatInr(q.total) : "…"}
                          </td>
                          <td>
                            <button
                              type="button"
                              className={styles.linkButton}
                              aria-label={`Remove ${line.sku || q?.sku || "line"}`}
                              onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                            >
                              Remove
                            </button>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          <div className={desk.columns}>
            <section className={styles.panel} aria-labelledby="desk-delivery">
              <h2 id="desk-delivery" className={styles.sectionTitle}>
                Delivery
              </h2>
              <fieldset className={desk.addresses}>
                <legend className={styles.legend}>Delivery address</legend>
                {addresses.map((address) => (
                  <label key={address.id} className={styles.check}>
                    <input
                      type="radio"
                      name="desk-address"
                      checked={addressId === address.id}
                      onChange={() => setAddressId(address.id)}
                    />
                    <span>
                      {address.name}, {address.line1}
                      {address.line2 ? `, ${address.line2}` : ""}, {address.city}, {address.state}{" "}
                      {address.pincode}
                    </span>
                  </label>
                ))}
                {addresses.length === 0 && !buyerDetail.isLoading ? (
                  <p className={styles.muted}>The buyer has no address yet.</p>
                ) : null}
              </fieldset>
              {addingAddress ? (
                <form
                  className={styles.formStack}
                  onSubmit={(event) => {
                    event.preventDefault();
                    saveAddress.mutate();
                  }}
                >
                  <AddressFields prefix="desk-new-address" value={newAddress} onChange={setNewAddress} />
                  <div className={styles.actions}>
                    <button type="submit" className="btn btn-dark" disabled={saveAddress.isPending}>
                      Add address
                    </button>
                    <button type="button" className="btn btn-outline" onClick={() => setAddingAddress(false)}>
                      Cancel
                    </button>
                  </div>
                </form>
              ) : (
                <button type="button" className="btn btn-outline" onClick={() => setAddingAddress(true)}>
                  New address
                </button>
              )}
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={toPayShipping}
                  onChange={(event) => setToPayShipping(event.target.checked)}
                />
                <span>Transport to pay (the buyer pays the transporter on delivery)</span>
              </label>
              <div className={styles.field}>
                <label htmlFor="desk-coupon">Coupon (optional)</label>
                <input
                  id="desk-coupon"
                  value={couponCode}
                  onChange={(event) => setCouponCode(event.target.value)}
                />
                {quote.data?.couponProblem ? (
                  <span className={styles.fieldError} role="alert">
                    {quote.data.couponProblem}
                  </span>
                ) : null}
              </div>
              <div className={styles.field}>
                <label htmlFor="desk-note">Note (optional)</label>
                <textarea
                  id="desk-note"
                  rows={3}
                  maxLength={500}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
              </div>
            </section>

            <section className={styles.panel} aria-labelledby="desk-totals">
              <h2 id="desk-totals" className={styles.sectionTitle}>
                Totals
              </h2>
              {quote.data && lines.length > 0 ? (
                <dl className={desk.totals} data-testid="desk-totals">
                  <dt>Subtotal ({quote.data.quantity} pcs)</dt>
                  <dd>{formatInr(quote.data.subtotal)}</dd>
                  {quote.data.totals.map((line) => (
                    <div key={`${line.type}-${line.title}`} className={desk.totalLine}>
                      <dt>{line.title}</dt>
                      <dd>{formatInr(line.price)}</dd>
                    </div>
                  ))}
                  <dt className={desk.grand}>Total</dt>
                  <dd className={desk.grand} data-testid="desk-total">
                    {formatInr(quote.data.total)}
                  </dd>
                </dl>
              ) : (
                <p className={styles.muted}>The totals show once a line is added.</p>
              )}
              {quote.data?.placeOfSupply ? (
                <p className={styles.hint}>{quote.data.placeOfSupply.label}</p>
              ) : null}
              {quote.isError ? (
                <p className={styles.fieldError} role="alert">
                  {(quote.error as Error).message}
                </p>
              ) : null}
              {problems.length > 0 ? (
                <p className={styles.fieldError}>Fix the lines marked above before placing the order.</p>
              ) : null}
              <div className={styles.actions}>
                <button
                  type="button"
                  className="btn btn-dark"
                  disabled={
                    place.isPending || lines.length === 0 || addressId === null || problems.length > 0
                  }
                  onClick={() => {
                    if (reasonsGiven()) place.mutate();
                  }}
                >
                  {place.isPending ? "Placing…" : "Place order"}
                </button>
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={saveDraft.isPending}
                  onClick={() => {
                    if (reasonsGiven()) saveDraft.mutate();
                  }}
                >
                  {saveDraft.isPending ? "Saving…" : "Save draft"}
                </button>
              </div>
            </section>
          </div>
        </>
      ) : (
        <DraftsPanel />
      )}
    </>
  );
}
