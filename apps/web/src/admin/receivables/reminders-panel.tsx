"use client";

import type { BuyerRemindersDto, PaymentReminderDto } from "@roshni/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { adminKeys } from "../api/query-keys";
import styles from "../ui/admin.module.css";
import { formatDate, formatDateTime, formatInr } from "../ui/format";
import { toastDone, toastFailed } from "../ui/toast";
import { receivablesApi } from "./api";

const REASON_TITLES: Record<PaymentReminderDto["reason"], string> = {
  before: "Before the due date",
  due: "On the due date",
  after: "Overdue",
};

const CHANNEL_TITLES: Record<PaymentReminderDto["channel"], string> = { mail: "Mail" };

function useReminders(customerId: number, enabled = true) {
  return useQuery({
    queryKey: adminKeys.reminders(customerId),
    queryFn: ({ signal }) => receivablesApi.reminders(customerId, signal),
    enabled,
  });
}

/**
 * The WhatsApp message of a payment reminder, for the sales person to send from their own phone: the
 * text to copy, and a wa.me link that opens the chat with the buyer and the text typed in.
 */
function WhatsAppDialog({
  open,
  whatsapp,
  loading,
  onClose,
}: {
  open: boolean;
  whatsapp: BuyerRemindersDto["whatsapp"] | undefined;
  loading: boolean;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toastDone("The message is copied.");
    } catch {
      toastFailed(null, "The message could not be copied: select it and copy it by hand.");
    }
  }
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      // Opened from a receivables row: clicks and keys inside the dialog are not the row's.
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <h2 id={titleId} className={styles.dialogTitle}>
        WhatsApp reminder
      </h2>
      <div className={styles.dialogBody}>
        {loading ? (
          <p className={styles.muted}>Loading the message…</p>
        ) : whatsapp ? (
          <div className={styles.field}>
            <label htmlFor={textId}>The message</label>
            <textarea
              id={textId}
              readOnly
              rows={Math.min(14, whatsapp.text.split("\n").length + 1)}
              value={whatsapp.text}
              data-testid="whatsapp-reminder-text"
            />
          </div>
        ) : (
          <p>Nothing is open on this buyer's account: there is nothing to remind them of.</p>
        )}
      </div>
      <div className={styles.actions}>
        {whatsapp ? (
          <>
            <a className="btn btn-dark" href={whatsapp.link} target="_blank" rel="noopener noreferrer">
              Open in WhatsApp
            </a>
            <button type="button" className="btn btn-outline" onClick={() => copy(whatsapp.text)}>
              Copy the text
            </button>
          </>
        ) : null}
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}

/** "WhatsApp reminder": the message is asked for when the dialog opens (a receivables row, the buyer page). */
export function WhatsAppReminderButton({ customerId, label }: { customerId: number; label?: string }) {
  const [open, setOpen] = useState(false);
  const query = useReminders(customerId, open);
  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        aria-label={label}
        onClick={(event) => {
          // Inside a clickable row: the button opens the dialog, not the row's page.
          event.stopPropagation();
          setOpen(true);
        }}
      >
        WhatsApp reminder
      </button>
      <WhatsAppDialog
        open={open}
        whatsapp={query.data?.whatsapp}
        loading={query.isPending}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/**
 * The buyer page's payment reminders: whether they go (the shop's setting, this buyer's pause), pause
 * and resume, the WhatsApp message, and every reminder sent with its day, invoices, amount and channel.
 */
export function RemindersPanel({ customerId }: { customerId: number }) {
  const queryClient = useQueryClient();
  const query = useReminders(customerId);
  const pause = useMutation({
    mutationFn: (paused: boolean) => receivablesApi.pauseReminders(customerId, paused),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.reminders(customerId), answer);
      toastDone(answer.paused ? "Reminders paused for this buyer." : "Reminders resumed for this buyer.");
    },
    onError: (error) => toastFailed(error),
  });
  const data = query.data;
  return (
    <section className={styles.panel} aria-labelledby="customer-reminders" data-testid="customer-reminders">
      <div className={styles.pageHead}>
        <h2 id="customer-reminders" className={styles.sectionTitle}>
          Payment reminders
        </h2>
        {data ? (
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-outline"
              disabled={pause.isPending}
              aria-busy={pause.isPending || undefined}
              onClick={() => pause.mutate(data.paused === null)}
            >
              {data.paused ? "Resume reminders" : "Pause reminders"}
            </button>
            <WhatsAppReminderButton customerId={customerId} />
          </div>
        ) : null}
      </div>
      {query.isError ? (
        <p className={styles.alert} role="alert">
          The reminders could not be loaded: {query.error.message}
        </p>
      ) : !data ? (
        <p className={styles.muted}>Loading the reminders…</p>
      ) : (
        <>
          <p data-testid="reminders-status" role="status">
            {data.paused
              ? `Paused on ${formatDateTime(data.paused.at)}${data.paused.by ? ` by ${data.paused.by}` : ""}: this buyer gets no reminders.`
              : data.enabled
                ? "Reminders go to this buyer on the days the shop's settings name."
                : "Reminders are off for the shop (Settings → Payment reminders)."}
          </p>
          {data.reminders.length === 0 ? (
            <p className={styles.muted}>No reminder has been sent to this buyer.</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.muted}>Reminders sent, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Invoices</th>
                    <th scope="col" className={styles.num}>
                      Amount
                    </th>
                    <th scope="col">Channel</th>
                  </tr>
                </thead>
                <tbody>
                  {data.reminders.map((reminder) => (
                    <tr key={reminder.id} data-testid="reminder-row">
                      <td data-label="Date">
                        {formatDate(reminder.day)}
                        <span className={styles.sub}>{REASON_TITLES[reminder.reason]}</span>
                      </td>
                      <td data-label="Invoices">
                        {reminder.invoices.map((invoice) => (
                          <span key={invoice.invoiceNumber} style={{ display: "block" }}>
                            {invoice.invoiceNumber}: {formatInr(invoice.open)}, due{" "}
                            {formatDate(invoice.dueOn)}
                            {invoice.daysOverdue > 0 ? `, ${invoice.daysOverdue} days overdue` : ""}
                          </span>
                        ))}
                      </td>
                      <td data-label="Amount" className={styles.num}>
                        {formatInr(reminder.amount)}
                      </td>
                      <td data-label="Channel">
                        {CHANNEL_TITLES[reminder.channel]}
                        <span className={styles.sub}>
                          {reminder.sentAt ? `sent ${formatDateTime(reminder.sentAt)}` : "waiting to be sent"}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
