"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminOrderDetailDto,
  mayDispatchUnpaid,
  type OrderTargetState,
  orderTransitionBodySchema,
  type StaffMeDto,
  transitionPermission,
} from "@roshni/core";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { CreditRefusal, creditNote, isCreditRefusal, useBuyerCredit } from "../receivables/credit-release";
import { canDo } from "../shell/can";
import styles from "../ui/admin.module.css";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { describedBy, Field } from "../ui/field";
import { formatInr } from "../ui/format";
import { ordersApi } from "./api";
import { useOrderWrite } from "./use-order";

type TransitionIn = z.input<typeof orderTransitionBodySchema>;
type TransitionOut = z.output<typeof orderTransitionBodySchema>;

/** What each button says: the action, not the state it reaches. */
const BUTTON: Record<OrderTargetState, string> = {
  confirmed: "Confirm order",
  packed: "Mark as packed",
  dispatched: "Dispatch…",
  delivered: "Mark as delivered",
  cancelled: "Cancel order…",
  "partly-dispatched": "Dispatch a shipment…",
};

const DONE: Record<OrderTargetState, string> = {
  confirmed: "Order confirmed; the buyer gets a mail.",
  packed: "Order marked as packed; the buyer gets a mail.",
  dispatched: "Order dispatched; the buyer gets a mail with the LR number.",
  delivered: "Order marked as delivered; the buyer gets a mail.",
  cancelled: "Order cancelled: stock is back and the buyer gets a mail.",
  "partly-dispatched": "Shipment dispatched; the buyer gets a mail with the LR number.",
};

/**
 * The moves open for this order that this member may make (BACKOFFICE.md): one button each. Dispatch
 * opens its form, cancel asks first; the others happen at once.
 */
export function OrderActions({ order, me }: { order: AdminOrderDetailDto; me: StaffMeDto }) {
  const [form, setForm] = useState<"dispatch" | "cancel" | null>(null);
  const move = useOrderWrite<TransitionIn>(
    order.id,
    (body) => ordersApi.move(order.id, body),
    (body) => DONE[body.to],
  );
  const allowed = order.nextStates.filter((to) => canDo(me, transitionPermission(to)));
  if (allowed.length === 0) return null;

  return (
    <>
      <div className={styles.actions} data-testid="order-actions">
        {allowed.map((to) => (
          <button
            key={to}
            type="button"
            className={`btn ${to === "cancelled" ? "btn-outline" : "btn-dark"}`}
            disabled={move.isPending}
            aria-busy={move.isPending && move.variables?.to === to ? true : undefined}
            onClick={() => {
              if (to === "dispatched") setForm("dispatch");
              else if (to === "cancelled") setForm("cancel");
              else move.mutate({ to });
            }}
          >
            {BUTTON[to]}
          </button>
        ))}
      </div>
      {form === "dispatch" ? <DispatchForm order={order} me={me} onDone={() => setForm(null)} /> : null}
      <CancelDialog order={order} open={form === "cancel"} onClose={() => setForm(null)} />
    </>
  );
}

function DispatchForm({
  order,
  me,
  onDone,
}: {
  order: AdminOrderDetailDto;
  me: StaffMeDto;
  onDone: () => void;
}) {
  const move = useOrderWrite<TransitionIn>(
    order.id,
    (body) => ordersApi.move(order.id, body),
    DONE.dispatched,
  );
  const unpaid = order.amountDue > 0;
  const mayUnpaid = mayDispatchUnpaid(me.role);
  // A buyer on payment terms takes goods on credit within the limit, whoever dispatches; the API checks
  // the limit with the buyer's row locked and refuses with the figures above it.
  const credit = useBuyerCredit(order).data;
  const onCredit = credit !== undefined && credit.paymentTermsDays !== null;
  const [sent, setSent] = useState<TransitionIn | null>(null);
  // An e-way bill typed back before dispatch (against the invoice issued ahead) is not asked again.
  const knownEwayBill = order.ewayBill.number;
  const askEwayBill = order.ewayBillRequired && !knownEwayBill;
  const form = useForm<TransitionIn, unknown, TransitionOut>({
    resolver: zodResolver(orderTransitionBodySchema),
    defaultValues: {
      to: "dispatched",
      transporter: "",
      lrNumber: "",
      ...(askEwayBill ? { ewayBillNumber: "" } : {}),
    },
  });
  const { errors } = form.formState;
  const [unpaidOk, setUnpaidOk] = useState(false);
  // The e-way bill typed back on the order while this form was open: its field leaves the values instead
  // of being validated unseen.
  useEffect(() => {
    if (!askEwayBill) form.unregister("ewayBillNumber");
  }, [askEwayBill, form]);

  function submit(values: TransitionOut) {
    const body: TransitionIn = { ...values, to: "dispatched" };
    if (!askEwayBill) delete body.ewayBillNumber;
    if (unpaid && mayUnpaid && !onCredit) body.allowUnpaid = unpaidOk;
    setSent(body);
    move.mutate(body, { onSuccess: onDone });
  }

  return (
    <>
      <form
        className={styles.panel}
        onSubmit={form.handleSubmit(submit)}
        noValidate
        aria-labelledby="dispatch-title"
      >
        <h2 id="dispatch-title" className={styles.sectionTitle}>
          Dispatch {order.number}
        </h2>
        {unpaid && onCredit ? (
          <p className={styles.note} data-testid="dispatch-credit-note">
            {formatInr(order.amountDue)} is still due. {creditNote(credit)}
          </p>
        ) : unpaid ? (
          <p className={mayUnpaid ? styles.note : styles.alert} role={mayUnpaid ? undefined : "alert"}>
            {formatInr(order.amountDue)} is still due.{" "}
            {mayUnpaid
              ? "Dispatching on credit is recorded in the order's history."
              : "Only an owner or a manager may dispatch an order that is not fully paid."}
          </p>
        ) : null}
        <div className={styles.formGrid}>
          <Field id="dispatch-transporter" label="Transporter" error={errors.transporter?.message}>
            <input
              {...describedBy("dispatch-transporter", errors.transporter?.message)}
              {...form.register("transporter")}
            />
          </Field>
          <Field id="dispatch-lr" label="LR (docket) number" error={errors.lrNumber?.message}>
            <input {...describedBy("dispatch-lr", errors.lrNumber?.message)} {...form.register("lrNumber")} />
          </Field>
          <Field
            id="dispatch-vehicle"
            label="Vehicle number"
            error={errors.vehicleNumber?.message}
            hint="Printed on the tax invoice's copies, such as DL01AB1234."
          >
            <input
              autoComplete="off"
              {...describedBy(
                "dispatch-vehicle",
                errors.vehicleNumber?.message,
                "Printed on the tax invoice's copies, such as DL01AB1234.",
              )}
              {...form.register("vehicleNumber")}
            />
          </Field>
          <Field
            id="dispatch-transporter-gstin"
            label="Transporter GSTIN (if no vehicle yet)"
            error={errors.transporterGstin?.message}
          >
            <input
              autoComplete="off"
              {...describedBy("dispatch-transporter-gstin", errors.transporterGstin?.message)}
              {...form.register("transporterGstin")}
            />
          </Field>
          {knownEwayBill ? (
            <p className={styles.hint} data-testid="dispatch-eway-known">
              E-way bill {knownEwayBill}, entered before dispatch.
            </p>
          ) : null}
          {askEwayBill ? (
            <Field
              id="dispatch-eway"
              label="E-way bill number"
              error={errors.ewayBillNumber?.message}
              hint="12 digits; needed for goods of this value."
            >
              <input
                inputMode="numeric"
                {...describedBy(
                  "dispatch-eway",
                  errors.ewayBillNumber?.message,
                  "12 digits; needed for goods of this value.",
                )}
                {...form.register("ewayBillNumber")}
              />
            </Field>
          ) : null}
        </div>
        {unpaid && mayUnpaid && !onCredit ? (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={unpaidOk}
              onChange={(event) => setUnpaidOk(event.target.checked)}
            />{" "}
            Dispatch although {formatInr(order.amountDue)} is unpaid
          </label>
        ) : null}
        <div className={styles.actions}>
          <button
            type="submit"
            className="btn btn-dark"
            disabled={move.isPending || (unpaid && !onCredit && (!mayUnpaid || !unpaidOk))}
            aria-busy={move.isPending || undefined}
          >
            Dispatch the order
          </button>
          <button type="button" className="btn btn-outline" onClick={onDone}>
            Close the form
          </button>
        </div>
      </form>
      {sent && isCreditRefusal(move.error) ? (
        <CreditRefusal
          message={move.error.message}
          mayRelease={mayUnpaid}
          busy={move.isPending}
          onRelease={(reason) => move.mutate({ ...sent, allowUnpaid: true, reason }, { onSuccess: onDone })}
        />
      ) : null}
    </>
  );
}

function CancelDialog({
  order,
  open,
  onClose,
}: {
  order: AdminOrderDetailDto;
  open: boolean;
  onClose: () => void;
}) {
  const move = useOrderWrite<TransitionIn>(
    order.id,
    (body) => ordersApi.move(order.id, body),
    DONE.cancelled,
  );
  const [reason, setReason] = useState("");
  return (
    <ConfirmDialog
      open={open}
      title={`Cancel order ${order.number}?`}
      confirmLabel="Cancel the order"
      cancelLabel="Keep the order"
      danger
      busy={move.isPending}
      onClose={onClose}
      onConfirm={() =>
        move.mutate(
          { to: "cancelled", reason: reason.trim() || undefined },
          {
            onSuccess: () => {
              setReason("");
              onClose();
            },
          },
        )
      }
    >
      <p>
        The order cannot be opened again. Its stock goes back on the shelf, a coupon use is released and the
        buyer gets a mail
        {order.amountPaid > 0
          ? `; the ${formatInr(order.amountPaid)} kept is recorded as refunded to the buyer, by the method of the last payment`
          : ""}
        .
      </p>
      <div className={styles.field}>
        <label htmlFor="cancel-reason">Reason (sent to the buyer)</label>
        <textarea
          id="cancel-reason"
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
