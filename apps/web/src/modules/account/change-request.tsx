"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  type OrderChangeRequestDto,
  type OrderChangeRequestInput,
  orderChangeRequestBodySchema,
} from "@roshni/core";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { clientApi } from "@/lib/api/client";
import { toast } from "@/lib/toast";
import styles from "./account.module.css";
import { formatDate } from "./order-format";
import { useAccountText } from "./use-account-text";
import { useLoad } from "./use-load";

/**
 * "Ask for a change": the buyer writes what they would like changed in an order not yet dispatched; the
 * shop is mailed and sees it on the order, edits the order, and the buyer gets the mail of what changed.
 */
export function ChangeRequestSection({ orderId }: { orderId: number }) {
  const { t, locale, message } = useAccountText();
  const id = useId();
  const sent = useLoad<OrderChangeRequestDto[] | null>(
    (signal) => clientApi.changeRequests(orderId, signal).catch(() => null),
    [orderId],
  );
  const form = useForm<OrderChangeRequestInput>({
    resolver: zodResolver(orderChangeRequestBodySchema),
    defaultValues: { message: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: OrderChangeRequestInput) {
    try {
      await clientApi.requestChange(orderId, values);
      toast.success(t("order.changeSent"));
      form.reset({ message: "" });
      sent.reload();
    } catch (error) {
      toast.error(message(error instanceof Error ? error.message : t("common.loadFailed")));
    }
  }

  const requests = sent.data ?? [];
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid="order-change-request">
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t("order.changeTitle")}
      </h2>
      <p className={styles.muted}>{t("order.changeIntro")}</p>
      {requests.length > 0 ? (
        <>
          <h3 className={styles.label}>{t("order.changeRequests")}</h3>
          <ul className={styles.claims} data-testid="change-requests">
            {requests.map((request) => (
              <li key={request.id}>
                <bdi>{request.message}</bdi> —{" "}
                {request.handledAt
                  ? t("order.changeHandled", { date: formatDate(locale, request.handledAt) })
                  : t("order.changeOpen")}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <form onSubmit={form.handleSubmit(submit)} noValidate className={styles.stack}>
        <div className={styles.field}>
          <label htmlFor={`${id}-message`} className={styles.label}>
            {t("order.changeMessage")}
          </label>
          <textarea
            id={`${id}-message`}
            className={styles.input}
            rows={4}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${id}-error` : undefined}
            {...form.register("message")}
          />
          {errors.message?.message ? (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {message(errors.message.message)}
            </p>
          ) : null}
        </div>
        <p>
          <button
            type="submit"
            className="btn btn-outline"
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {t("order.changeSubmit")}
          </button>
        </p>
      </form>
    </section>
  );
}
