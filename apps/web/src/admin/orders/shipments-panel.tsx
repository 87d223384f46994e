"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminOrderDetailDto,
  backOrderDateBodySchema,
  type CreateShipmentInput,
  cancelRestBodySchema,
  createShipmentBodySchema,
  dispatchShipmentBodySchema,
  mayCancelRest,
  mayDispatchUnpaid,
  type OrderShipmentsDto,
  type ShipmentDto,
  type StaffMeDto,
  stockArrivedBodySchema,
} from "@roshni/core";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { adminDownload, adminGet, adminSend } from "../api/client";
import { adminKeys } from "../api/query-keys";
import { CreditRefusal, isCreditRefusal } from "../receivables/credit-release";
import { canDo } from "../shell/can";
import styles from "../ui/admin.module.css";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { describedBy, Field } from "../ui/field";
import { formatDate, formatDateTime, formatInr } from "../ui/format";
import { toastFailed } from "../ui/toast";
import { useOrderWrite } from "./use-order";

/** The calls of dispatch in parts, each path written once. */
const shipmentsApi = {
  get: (orderId: number, signal?: AbortSignal) =>
    adminGet<OrderShipmentsDto>(`/orders/${orderId}/shipments`, { signal }),
  create: (orderId: number, body: CreateShipmentInput) =>
    adminSend<unknown>("POST", `/orders/${orderId}/shipments`, body),
  stockArrived: (orderId: number, lineId: number, body: unknown) =>
    adminSend<unknown>("POST", `/orders/${orderId}/lines/${lineId}/stock-arrived`, body),
  expected: (orderId: number, lineId: number, body: unknown) =>
    adminSend<unknown>("PUT", `/orders/${orderId}/lines/${lineId}/expected`, body),
  invoice: (shipmentId: number) => adminSend<unknown>("POST", `/shipments/${shipmentId}/invoice`, {}),
  dispatch: (shipmentId: number, body: unknown) =>
    adminSend<unknown>("POST", `/shipments/${shipmentId}/dispatch`, body),
  cancelRest: (orderId: number, body: unknown) =>
    adminSend<unknown>("POST", `/orders/${orderId}/cancel-rest`, body),
};

const STATE_TITLES: Record<ShipmentDto["state"], string> = {
  packed: "Packed",
  invoiced: "Invoiced",
  dispatched: "Dispatched",
  cancelled: "Cancelled",
};
const STATE_TONES: Record<ShipmentDto["state"], string> = {
  packed: "warn",
  invoiced: "warn",
  dispatched: "good",
  cancelled: "bad",
};

/** The states in which an order is packed and sent in parts. */
const OPEN_STATES = new Set(["confirmed", "packed", "partly-dispatched"]);
/** Once gone, the shipments stay listed (their invoices and papers) when there are any. */
const GONE_STATES = new Set(["dispatched", "delivered"]);

/**
 * Dispatch in parts (permission "pack, dispatch, deliver"): per line what was ordered, is in shipments,
 * is left, may ship now from stock and awaits stock; a shipment made up of what is shippable now; each
 * shipment's invoice, papers and dispatch; stock arriving for the awaited pieces and their expected date;
 * and (owner or manager) cancelling what has not left.
 */
export function ShipmentsPanel({ order, me }: { order: AdminOrderDetailDto; me: StaffMeDto }) {
  const open = OPEN_STATES.has(order.status);
  const gone = GONE_STATES.has(order.status);
  const allowed = canDo(me, "orders.fulfil");
  const query = useQuery({
    queryKey: [...adminKeys.orders.detail(order.id), "shipments"],
    queryFn: ({ signal }) => shipmentsApi.get(order.id, signal),
    enabled: allowed && (open || gone),
  });
  if (!allowed || !(open || gone)) return null;
  if (gone && !query.data?.shipments.length) return null;
  return (
    <section className={styles.panel} aria-labelledby="shipments-title" data-testid="shipments-panel">
      <h2 id="shipments-title" className={styles.sectionTitle}>
        Shipments
      </h2>
      {query.isPending ? (
        <p className={styles.muted} aria-busy="true">
          Loading the shipments…
        </p>
      ) : query.isError ? (
        <p className={styles.alert} role="alert">
          The shipments could not be loaded: {query.error.message}
        </p>
      ) : (
        <ShipmentsBody order={order} me={me} view={query.data} />
      )}
    </section>
  );
}

function ShipmentsBody({
  order,
  me,
  view,
}: {
  order: AdminOrderDetailDto;
  me: StaffMeDto;
  view: OrderShipmentsDto;
}) {
  const shippable = view.lines.some((line) => line.shippableNow > 0);
  const awaited = view.lines.filter((line) => line.awaited > 0);
  const offerCancelRest =
    view.status === "partly-dispatched" &&
    mayCancelRest(me.role) &&
    !view.shipments.some((s) => s.state === "invoiced");
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        Send the order in parts: make up a shipment of what is in stock now, issue its tax invoice, then
        dispatch it. Pieces made to order ship once their stock has arrived.
      </p>
      {shippable ? <MakeUpForm order={order} view={view} /> : <LinesTable view={view} />}
      {awaited.length > 0 ? <AwaitedLines orderId={order.id} lines={awaited} /> : null}
      {view.shipments.length > 0 ? (
        <ol
          className={styles.stack}
          aria-label="Shipments of this order"
          style={{ listStyle: "none", padding: 0 }}
        >
          {view.shipments.map((shipment) => (
            <li key={shipment.id}>
              <ShipmentCard order={order} me={me} shipment={shipment} />
            </li>
          ))}
        </ol>
      ) : null}
      {offerCancelRest ? <CancelRest order={order} view={view} /> : null}
    </div>
  );
}

function LinesTable({
  view,
  quantityCell,
}: {
  view: OrderShipmentsDto;
  quantityCell?: (line: OrderShipmentsDto["lines"][number], index: number) => ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="shipment-lines">
        <caption className="visually-hidden">
          What of each line has left, is packed and is left to ship
        </caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col" className={styles.num}>
              Ordered
            </th>
            <th scope="col" className={styles.num}>
              In shipments
            </th>
            <th scope="col" className={styles.num}>
              Left
            </th>
            <th scope="col" className={styles.num}>
              Shippable now
            </th>
            <th scope="col" className={styles.num}>
              Awaited
            </th>
            {quantityCell ? <th scope="col">This shipment</th> : null}
          </tr>
        </thead>
        <tbody>
          {view.lines.map((line, index) => (
            <tr key={line.orderLineId} data-sku={line.sku}>
              <td data-label="Line" className={styles.whole}>
                {line.title}
                <br />
                <span className={styles.muted}>{line.sku}</span>
              </td>
              <td className={styles.num} data-label="Ordered">
                {line.ordered}
              </td>
              <td className={styles.num} data-label="In shipments">
                {line.inShipments}
              </td>
              <td className={styles.num} data-label="Left" data-testid="line-left">
                {line.left}
              </td>
              <td className={styles.num} data-label="Shippable now" data-testid="line-shippable">
                {line.shippableNow}
              </td>
              <td className={styles.num} data-label="Awaited" data-testid="line-awaited">
                {line.awaited}
              </td>
              {quantityCell ? <td data-label="This shipment">{quantityCell(line, index)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const makeUpSchema = z.object({
  quantities: z.array(
    z
      .string()
      .trim()
      .regex(/^\d{0,7}$/, { error: "Enter a whole number of pieces, or 0." }),
  ),
});
type MakeUpValues = z.infer<typeof makeUpSchema>;

function MakeUpForm({ order, view }: { order: AdminOrderDetailDto; view: OrderShipmentsDto }) {
  const create = useOrderWrite<CreateShipmentInput>(
    order.id,
    (body) => shipmentsApi.create(order.id, body),
    (body) =>
      `Shipment made up of ${body.lines.reduce((n, l) => n + l.quantity, 0)} pieces; issue its invoice next.`,
  );
  const form = useForm<MakeUpValues>({
    resolver: zodResolver(makeUpSchema),
    values: { quantities: view.lines.map((line) => String(line.shippableNow)) },
  });
  const [problem, setProblem] = useState<string | null>(null);
  // The API names a refused line by its place in the lines sent, not in the order.
  const [sentIds, setSentIds] = useState<number[]>([]);
  const { errors } = form.formState;

  function submit(values: MakeUpValues) {
    const parsed = createShipmentBodySchema.safeParse({
      lines: view.lines.flatMap((line, index) => {
        const quantity = Number(values.quantities[index] || 0);
        return quantity > 0 ? [{ orderLineId: line.orderLineId, quantity }] : [];
      }),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Choose at least one line for the shipment.");
      return;
    }
    setProblem(null);
    setSentIds(parsed.data.lines.map((line) => line.orderLineId));
    create.mutate(parsed.data);
  }

  const apiFields = create.error instanceof ApiError ? create.error.fields : {};
  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      aria-label="Make up a shipment"
      className={styles.stack}
    >
      <LinesTable
        view={view}
        quantityCell={(line, index) => {
          const id = `ship-qty-${line.orderLineId}`;
          const sent = sentIds.indexOf(line.orderLineId);
          const error =
            errors.quantities?.[index]?.message ??
            (sent >= 0 ? apiFields[`lines.${sent}.quantity`] : undefined);
          return (
            <div className={styles.field}>
              <label htmlFor={id} className="visually-hidden">
                Pieces of {line.title} in this shipment
              </label>
              <input
                inputMode="numeric"
                autoComplete="off"
                style={{ width: "6rem" }}
                disabled={line.left === 0}
                {...describedBy(id, error)}
                {...form.register(`quantities.${index}`)}
              />
              {error ? (
                <span className={styles.fieldError} id={`${id}-error`} role="alert">
                  {error}
                </span>
              ) : null}
            </div>
          );
        }}
      />
      {problem ? (
        <p className={styles.alert} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className="btn btn-dark"
          disabled={create.isPending}
          aria-busy={create.isPending || undefined}
        >
          Make up shipment
        </button>
      </div>
    </form>
  );
}

function AwaitedLines({ orderId, lines }: { orderId: number; lines: OrderShipmentsDto["lines"] }) {
  return (
    <div className={styles.stack} data-testid="awaited-lines">
      <h3 className={styles.sectionTitle}>Awaiting stock</h3>
      {lines.map((line) => (
        <div key={line.orderLineId} className={styles.stack} data-sku={line.sku}>
          <p>
            <strong>{line.title}</strong>: {line.awaited} {line.awaited === 1 ? "piece waits" : "pieces wait"}{" "}
            for stock{line.expectedOn ? `, expected ${formatDate(line.expectedOn)}` : ""}.
          </p>
          <div className={styles.inlineForm}>
            <StockArrivedForm orderId={orderId} line={line} />
            <ExpectedForm orderId={orderId} line={line} />
          </div>
        </div>
      ))}
    </div>
  );
}

type ArrivedIn = z.input<typeof stockArrivedBodySchema>;
type ArrivedOut = z.output<typeof stockArrivedBodySchema>;

function StockArrivedForm({ orderId, line }: { orderId: number; line: OrderShipmentsDto["lines"][number] }) {
  const arrived = useOrderWrite<ArrivedOut>(
    orderId,
    (body) => shipmentsApi.stockArrived(orderId, line.orderLineId, body),
    (body) => `${body.quantity} of ${line.title} arrived and are held for this order.`,
  );
  const form = useForm<ArrivedIn, unknown, ArrivedOut>({
    resolver: zodResolver(stockArrivedBodySchema),
    defaultValues: { quantity: line.awaited },
  });
  const id = `arrived-${line.orderLineId}`;
  const error = form.formState.errors.quantity?.message;
  return (
    <InlineForm
      label={`Stock arrived for ${line.title}`}
      onSubmit={form.handleSubmit((values) => arrived.mutate(values))}
      pending={arrived.isPending}
      submit="Stock arrived"
    >
      <Field id={id} label="Pieces arrived" error={error}>
        <input
          type="number"
          min={1}
          max={line.awaited}
          style={{ width: "6rem" }}
          {...describedBy(id, error)}
          {...form.register("quantity", { valueAsNumber: true })}
        />
      </Field>
    </InlineForm>
  );
}

type ExpectedOut = z.output<typeof backOrderDateBodySchema>;

function ExpectedForm({ orderId, line }: { orderId: number; line: OrderShipmentsDto["lines"][number] }) {
  const save = useOrderWrite<ExpectedOut>(
    orderId,
    (body) => shipmentsApi.expected(orderId, line.orderLineId, body),
    (body) =>
      body.expectedOn
        ? `${line.title} expected on ${formatDate(body.expectedOn)}; the buyer sees the date.`
        : `The expected date of ${line.title} is cleared.`,
  );
  const form = useForm<{ expectedOn: string }, unknown, ExpectedOut>({
    resolver: zodResolver(
      z
        .object({ expectedOn: z.string() })
        .transform((v) => ({ expectedOn: v.expectedOn || null }))
        .pipe(backOrderDateBodySchema),
    ),
    defaultValues: { expectedOn: line.expectedOn ?? "" },
  });
  const id = `expected-${line.orderLineId}`;
  const error = form.formState.errors.expectedOn?.message;
  return (
    <InlineForm
      label={`Expected date of ${line.title}`}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      pending={save.isPending}
      submit="Save the date"
    >
      <Field id={id} label="Expected on" error={error}>
        <input type="date" {...describedBy(id, error)} {...form.register("expectedOn")} />
      </Field>
    </InlineForm>
  );
}

/** One field and its button on a line of the awaiting-stock list, named for the line it changes. */
function InlineForm({
  label,
  onSubmit,
  pending,
  submit,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  submit: string;
  children: ReactNode;
}) {
  return (
    <form className={styles.inlineForm} noValidate aria-label={label} onSubmit={onSubmit}>
      {children}
      <button type="submit" className="btn btn-outline" disabled={pending} aria-busy={pending || undefined}>
        {submit}
      </button>
    </form>
  );
}

function ShipmentCard({
  order,
  me,
  shipment,
}: {
  order: AdminOrderDetailDto;
  me: StaffMeDto;
  shipment: ShipmentDto;
}) {
  const invoice = useOrderWrite<void>(
    order.id,
    () => shipmentsApi.invoice(shipment.id),
    `Tax invoice issued for shipment ${shipment.number} of ${order.number}.`,
  );
  const slugNumber = `${order.number}-${shipment.number}`;
  const [invoicing, setInvoicing] = useState(false);
  async function download(kind: "invoice" | "slip") {
    try {
      if (kind === "slip") {
        await adminDownload(`/shipments/${shipment.id}/packing-slip.pdf`, {
          fallbackName: `packing-slip-${slugNumber}.pdf`,
        });
      } else if (shipment.invoiceNumber) {
        await adminDownload(
          `/orders/${order.id}/documents/invoice?number=${encodeURIComponent(shipment.invoiceNumber)}`,
          { fallbackName: `${shipment.invoiceNumber.replace(/\//g, "-")}.pdf` },
        );
      }
    } catch (error) {
      toastFailed(error);
    }
  }
  const titleId = `shipment-${shipment.id}-title`;
  return (
    <article
      className={styles.stack}
      aria-labelledby={titleId}
      data-testid="shipment"
      data-number={shipment.number}
      data-state={shipment.state}
      style={{ borderTop: "1px solid var(--line)", paddingTop: 12 }}
    >
      <div className={styles.pageHead}>
        <h3 id={titleId} className={styles.sectionTitle}>
          Shipment {shipment.number}{" "}
          <span className={styles.chip} data-tone={STATE_TONES[shipment.state]} data-testid="shipment-state">
            {STATE_TITLES[shipment.state]}
          </span>
        </h3>
      </div>
      <ul className={styles.plainList}>
        {shipment.lines.map((line) => (
          <li key={line.orderLineId}>
            {line.quantity} × {line.title} <span className={styles.muted}>({line.sku})</span>
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <dt>Made up</dt>
        <dd>{formatDateTime(shipment.createdAt)}</dd>
        {shipment.invoiceNumber ? (
          <>
            <dt>Tax invoice</dt>
            <dd data-testid="shipment-invoice">
              {shipment.invoiceNumber}
              {shipment.invoiceTotal !== null ? `, ${formatInr(shipment.invoiceTotal)}` : ""}
            </dd>
          </>
        ) : null}
        {shipment.dispatchedAt ? (
          <>
            <dt>Dispatched</dt>
            <dd>{formatDateTime(shipment.dispatchedAt)}</dd>
            <dt>Transporter</dt>
            <dd>{shipment.transporter ?? "—"}</dd>
            <dt>LR number</dt>
            <dd data-testid="shipment-lr">{shipment.lrNumber ?? "—"}</dd>
            <dt>{shipment.vehicleNumber ? "Vehicle" : "Transporter GSTIN"}</dt>
            <dd>{shipment.vehicleNumber ?? shipment.transporterGstin ?? "—"}</dd>
            {shipment.ewayBillNumber ? (
              <>
                <dt>E-way bill</dt>
                <dd>{shipment.ewayBillNumber}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      {shipment.state !== "cancelled" ? (
        <div className={styles.actions}>
          {shipment.state === "packed" ? (
            <button
              type="button"
              className="btn btn-dark"
              disabled={invoice.isPending || invoicing}
              onClick={() => setInvoicing(true)}
            >
              Issue invoice
            </button>
          ) : null}
          {shipment.invoiceNumber && canDo(me, "gst.documents") ? (
            <button type="button" className="btn btn-outline" onClick={() => download("invoice")}>
              Tax invoice PDF
            </button>
          ) : null}
          <button type="button" className="btn btn-outline" onClick={() => download("slip")}>
            Packing slip PDF
          </button>
        </div>
      ) : null}
      {shipment.state === "packed" && invoicing ? (
        <div role="alertdialog" aria-labelledby={`${titleId}-confirm`} className={styles.panel}>
          <p id={`${titleId}-confirm`}>
            This issues the next tax invoice of the series for shipment {shipment.number} of {order.number}:
            its {shipment.quantity} {shipment.quantity === 1 ? "piece" : "pieces"}
            {shipment.number === 1 ? ", with the order's packing and freight" : ""}. A tax invoice is a GST
            document: it cannot be changed or deleted afterwards (a correction is a credit note).
          </p>
          <p className={styles.actions}>
            <button
              type="button"
              className="btn btn-dark"
              disabled={invoice.isPending}
              aria-busy={invoice.isPending || undefined}
              onClick={() => invoice.mutate(undefined, { onSettled: () => setInvoicing(false) })}
            >
              Issue the tax invoice
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setInvoicing(false)}>
              Not now
            </button>
          </p>
        </div>
      ) : shipment.state === "packed" ? (
        <p className={styles.hint}>Issue its tax invoice first; the dispatch form follows.</p>
      ) : null}
      {shipment.state === "invoiced" ? (
        <ShipmentDispatchForm order={order} me={me} shipment={shipment} />
      ) : null}
    </article>
  );
}

type DispatchIn = z.input<typeof dispatchShipmentBodySchema>;
type DispatchOut = z.output<typeof dispatchShipmentBodySchema>;

function ShipmentDispatchForm({
  order,
  me,
  shipment,
}: {
  order: AdminOrderDetailDto;
  me: StaffMeDto;
  shipment: ShipmentDto;
}) {
  const send = useOrderWrite<DispatchIn>(
    order.id,
    (body) => shipmentsApi.dispatch(shipment.id, body),
    `Shipment ${shipment.number} dispatched; the buyer gets a mail with the LR number.`,
  );
  const askEwayBill = shipment.ewayBillRequired && !shipment.ewayBillNumber;
  const unpaid = order.amountDue > 0;
  const mayUnpaid = mayDispatchUnpaid(me.role);
  const [unpaidOk, setUnpaidOk] = useState(false);
  // What was last sent: a dispatch refused above the credit limit is released with the same fields.
  const [sent, setSent] = useState<DispatchIn | null>(null);
  const form = useForm<DispatchIn, unknown, DispatchOut>({
    resolver: zodResolver(dispatchShipmentBodySchema),
    defaultValues: {
      transporter: "",
      lrNumber: "",
      vehicleNumber: "",
      transporterGstin: "",
      ...(askEwayBill ? { ewayBillNumber: "" } : {}),
    },
  });
  const { errors } = form.formState;
  const id = (name: string) => `ship-${shipment.id}-${name}`;
  const vehicleHint = "Printed on the tax invoice's copies, such as DL01AB1234.";
  const ewayHint = "12 digits; needed for goods of this value.";

  function submit(values: DispatchOut) {
    const body: DispatchIn = { ...values };
    if (!body.vehicleNumber) delete body.vehicleNumber;
    if (!body.transporterGstin) delete body.transporterGstin;
    if (unpaid && mayUnpaid) body.allowUnpaid = unpaidOk;
    setSent(body);
    send.mutate(body);
  }

  return (
    <>
      <form
        className={styles.stack}
        onSubmit={form.handleSubmit(submit)}
        noValidate
        aria-label={`Dispatch shipment ${shipment.number}`}
      >
        {shipment.ewayBillRequired ? (
          <p className={styles.note}>
            Its invoice of {formatInr(shipment.invoiceTotal ?? 0)} is above the e-way bill threshold: generate
            the e-way bill against it (GST → e-way bill JSON) and enter its number.
          </p>
        ) : null}
        <div className={styles.formGrid}>
          <Field id={id("transporter")} label="Transporter" error={errors.transporter?.message}>
            <input
              {...describedBy(id("transporter"), errors.transporter?.message)}
              {...form.register("transporter")}
            />
          </Field>
          <Field id={id("lr")} label="LR (docket) number" error={errors.lrNumber?.message}>
            <input {...describedBy(id("lr"), errors.lrNumber?.message)} {...form.register("lrNumber")} />
          </Field>
          <Field
            id={id("vehicle")}
            label="Vehicle number"
            error={errors.vehicleNumber?.message}
            hint={vehicleHint}
          >
            <input
              autoComplete="off"
              {...describedBy(id("vehicle"), errors.vehicleNumber?.message, vehicleHint)}
              {...form.register("vehicleNumber")}
            />
          </Field>
          <Field
            id={id("gstin")}
            label="Transporter GSTIN (if no vehicle yet)"
            error={errors.transporterGstin?.message}
          >
            <input
              autoComplete="off"
              {...describedBy(id("gstin"), errors.transporterGstin?.message)}
              {...form.register("transporterGstin")}
            />
          </Field>
          {askEwayBill ? (
            <Field
              id={id("eway")}
              label="E-way bill number"
              error={errors.ewayBillNumber?.message}
              hint={ewayHint}
            >
              <input
                inputMode="numeric"
                autoComplete="off"
                {...describedBy(id("eway"), errors.ewayBillNumber?.message, ewayHint)}
                {...form.register("ewayBillNumber")}
              />
            </Field>
          ) : null}
        </div>
        {unpaid ? (
          mayUnpaid ? (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={unpaidOk}
                onChange={(event) => setUnpaidOk(event.target.checked)}
              />{" "}
              Dispatch although {formatInr(order.amountDue)} of the order is unpaid (a buyer on credit terms
              is checked against the limit)
            </label>
          ) : (
            <p className={styles.note}>
              {formatInr(order.amountDue)} of the order is still due: a buyer on credit terms takes it within
              the limit, else only an owner or a manager may dispatch.
            </p>
          )
        ) : null}
        {send.error && !isCreditRefusal(send.error) ? (
          <p className={styles.alert} role="alert">
            {send.error.message}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button
            type="submit"
            className="btn btn-dark"
            disabled={send.isPending}
            aria-busy={send.isPending || undefined}
          >
            Dispatch shipment {shipment.number}
          </button>
        </div>
      </form>
      {/* Outside the form: the release dialog's buttons must not submit the dispatch again without the reason. */}
      {sent && isCreditRefusal(send.error) ? (
        <CreditRefusal
          message={send.error.message}
          mayRelease={mayUnpaid}
          busy={send.isPending}
          onRelease={(reason) => send.mutate({ ...sent, allowUnpaid: true, reason })}
        />
      ) : null}
    </>
  );
}

function CancelRest({ order, view }: { order: AdminOrderDetailDto; view: OrderShipmentsDto }) {
  const [open, setOpen] = useState(false);
  const cancel = useOrderWrite<z.output<typeof cancelRestBodySchema>>(
    order.id,
    (body) => shipmentsApi.cancelRest(order.id, body),
    `The rest of ${order.number} is cancelled; the order is dispatched with what left.`,
  );
  const form = useForm<z.input<typeof cancelRestBodySchema>, unknown, z.output<typeof cancelRestBodySchema>>({
    resolver: zodResolver(cancelRestBodySchema),
    defaultValues: { reason: "" },
  });
  const error = form.formState.errors.reason?.message;
  const notSent = view.lines.reduce((n, line) => n + line.left + line.inShipments - line.dispatched, 0);
  const submit = form.handleSubmit((values) =>
    cancel.mutate(values, {
      onSuccess: () => {
        form.reset();
        setOpen(false);
      },
    }),
  );
  return (
    <div className={styles.actions}>
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        Cancel the rest…
      </button>
      <ConfirmDialog
        open={open}
        title={`Cancel what has not left of ${order.number}?`}
        confirmLabel="Cancel the rest"
        cancelLabel="Keep the order open"
        danger
        busy={cancel.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() => void submit()}
      >
        <p>
          {notSent} {notSent === 1 ? "piece" : "pieces"} not sent will not be sent: packed shipments are
          undone, their stock goes back, and the order is then dispatched with its total the sum of its tax
          invoices. What was paid beyond it can be refunded. This cannot be undone.
        </p>
        <Field id="cancel-rest-reason" label="Reason (sent to the buyer)" error={error}>
          <textarea
            maxLength={500}
            {...describedBy("cancel-rest-reason", error)}
            {...form.register("reason")}
          />
        </Field>
      </ConfirmDialog>
    </div>
  );
}
