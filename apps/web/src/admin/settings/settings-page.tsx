"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminShopSettingsDto,
  type AdminShopSettingsFormValues,
  type AdminShopSettingsInput,
  type AdminShopSettingsValueDto,
  adminShopSettingsBodySchema,
  INDIAN_STATE_NAMES,
  TURNOVER_BAND_TITLES,
  TURNOVER_BANDS,
} from "@roshni/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { get, type UseFormReturn, useForm } from "react-hook-form";
import { ApiError } from "@/lib/api/errors";
import { adminKeys } from "../api/query-keys";
import { canDo } from "../shell/can";
import { useMe } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { describedBy, Field } from "../ui/field";
import { formatCount, formatDateTime } from "../ui/format";
import { toastDone, toastFailed, toastInvalid } from "../ui/toast";
import { settingsApi } from "./api";
import { GstRatesPanel } from "./gst-rates";
import { RazorpaySettings } from "./razorpay-settings";

type Values = AdminShopSettingsFormValues;
type Form = UseFormReturn<Values, unknown, AdminShopSettingsInput>;

function errorOf(form: Form, path: string): string | undefined {
  return (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
}

/** A text field bound to `path`, with its label, hint and message. */
function TextField({
  form,
  path,
  label,
  hint,
  type = "text",
  inputMode,
  autoComplete,
}: {
  form: Form;
  path: string;
  label: string;
  hint?: string;
  type?: "text" | "email" | "url" | "tel" | "time";
  inputMode?: "numeric" | "decimal" | "tel" | "email" | "url";
  autoComplete?: string;
}) {
  const id = `settings-${path.replace(/\./g, "-")}`;
  const error = errorOf(form, path);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete ?? "off"}
        {...describedBy(id, error, hint)}
        {...form.register(path as "companyName")}
      />
    </Field>
  );
}

function NumberField({
  form,
  path,
  label,
  hint,
}: {
  form: Form;
  path: string;
  label: string;
  hint?: string;
}) {
  const id = `settings-${path.replace(/\./g, "-")}`;
  const error = errorOf(form, path);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        type="number"
        step="any"
        inputMode="decimal"
        {...describedBy(id, error, hint)}
        {...form.register(path as "usdRate", { valueAsNumber: true })}
      />
    </Field>
  );
}

/** A list of texts (phones, notification addresses): one field each, add and remove. */
function ListField({
  form,
  path,
  legend,
  itemLabel,
  addLabel,
  hint,
  max,
  type,
}: {
  form: Form;
  path: "phones" | "orderNotificationEmails";
  legend: string;
  itemLabel: string;
  addLabel: string;
  hint: string;
  max: number;
  type: "tel" | "email";
}) {
  const items = form.watch(path) ?? [];
  const listError = errorOf(form, path);
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>{legend}</legend>
      <span className={styles.hint} id={`settings-${path}-hint`}>
        {hint}
      </span>
      {items.map((_, index) => {
        const id = `settings-${path}-${index}`;
        const error = errorOf(form, `${path}.${index}`);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the fields are the list's positions
          <div key={index} className={styles.listRow}>
            <Field id={id} label={`${itemLabel} ${index + 1}`} error={error}>
              <input
                type={type}
                autoComplete="off"
                {...describedBy(id, error)}
                {...form.register(`${path}.${index}`)}
              />
            </Field>
            <button
              type="button"
              className="btn btn-outline"
              aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
              onClick={() => {
                const next = [...form.getValues(path)];
                next.splice(index, 1);
                form.setValue(path, next, { shouldDirty: true });
              }}
            >
              Remove
            </button>
          </div>
        );
      })}
      {items.length < max ? (
        <div>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => form.setValue(path, [...form.getValues(path), ""], { shouldDirty: true })}
          >
            {addLabel}
          </button>
        </div>
      ) : null}
      {listError ? (
        <span className={styles.fieldError} role="alert">
          {listError}
        </span>
      ) : null}
    </fieldset>
  );
}

function Section({
  id,
  title,
  children,
  intro,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      {children}
    </section>
  );
}

function toFormValues(settings: AdminShopSettingsValueDto): Values {
  return structuredClone(settings) as Values;
}

function SettingsForm({ answer }: { answer: AdminShopSettingsDto }) {
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, AdminShopSettingsInput>({
    resolver: zodResolver(adminShopSettingsBodySchema),
    defaultValues: toFormValues(answer.settings),
    mode: "onTouched",
  });
  const save = useMutation({
    mutationFn: (body: AdminShopSettingsInput) => settingsApi.save(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.settings, saved);
      form.reset(toFormValues(saved.settings));
      toastDone("Settings saved. The shop's pages show them from the next page load.");
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const [path, message] of Object.entries(error.fields)) {
          form.setError(path as "companyName", { type: "server", message });
        }
      }
      toastFailed(error);
    },
  });
  const band = form.watch("turnoverBand");
  const short = answer.shortHsnProducts;

  return (
    <form
      noValidate
      className={styles.stack}
      aria-label="Shop settings"
      onSubmit={form.handleSubmit(
        (values) => save.mutate(values),
        () => toastInvalid("Some settings need a correction: see the messages under the fields."),
      )}
    >
      <Section
        id="settings-company"
        title="Company"
        intro="As the header, footer, contact page, mails and invoices show it."
      >
        <div className={styles.formGrid}>
          <TextField form={form} path="companyName" label="Legal name" hint="As registered: on invoices." />
          <TextField form={form} path="tradeName" label="Trade name" hint="The shop's name on the website." />
          <TextField form={form} path="address.line1" label="Address line 1" />
          <TextField form={form} path="address.line2" label="Address line 2" />
          <TextField form={form} path="address.city" label="City" />
          <Field id="settings-address-state" label="State" error={errorOf(form, "address.state")}>
            <select
              {...describedBy("settings-address-state", errorOf(form, "address.state"))}
              {...form.register("address.state")}
            >
              {INDIAN_STATE_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
          <TextField form={form} path="address.pincode" label="PIN code" inputMode="numeric" />
          <TextField
            form={form}
            path="email"
            label="Email"
            type="email"
            hint="The footer's and contact page's address."
          />
        </div>
        <ListField
          form={form}
          path="phones"
          legend="Phone numbers"
          itemLabel="Phone"
          addLabel="Add a phone number"
          hint="The first is the header's Customer Service line. Mobile (98110 98110) or landline with its code (011 2386 1234)."
          max={5}
          type="tel"
        />
        <div className={styles.formGrid}>
          <TextField
            form={form}
            path="hours"
            label="Opening hours"
            hint="As the header, footer and contact page show them. Written as 'Mon-Sat 11:00 to 19:00', search engines read them too."
          />
          <TextField
            form={form}
            path="hoursAlt"
            label="Opening hours, other spelling"
            hint="Kept with the settings; the website shows the opening hours beside."
          />
        </div>
      </Section>

      <Section
        id="settings-tax"
        title="Tax registration"
        intro="Printed on every new invoice. The GSTIN's state must be the address's state; the PAN is the GSTIN's characters 3 to 12."
      >
        <div className={styles.formGrid}>
          <TextField form={form} path="gstin" label="GSTIN" hint="15 characters, e.g. 07AABCR7431M1Z4." />
          <TextField form={form} path="pan" label="PAN" />
          <TextField form={form} path="cin" label="CIN" hint="21 characters." />
        </div>
        <fieldset className={styles.field}>
          <legend className={styles.legend}>Annual turnover (HSN digits on invoices)</legend>
          {TURNOVER_BANDS.map((value) => (
            <label key={value} className={styles.check}>
              <input type="radio" value={value} {...form.register("turnoverBand")} />
              {TURNOVER_BAND_TITLES[value]}
            </label>
          ))}
          <span className={styles.hint}>
            What it changes: invoices print each product's HSN code with 4 digits up to ₹5 crore and with 6
            above (GST Rule 46), and products saved or imported from then on need an HSN code of at least that
            many digits. Invoices already issued keep what they printed.
          </span>
        </fieldset>
        {band === "above_5_crore" && short > 0 ? (
          <p className={styles.note} role="status">
            {formatCount(short)} {short === 1 ? "product has" : "products have"} an HSN code of 4 digits.
            Their invoices keep printing 4 digits until each code gets 6: give them 6 or 8 digits on the
            product page or with a spreadsheet import of sku and hsn_code. Saving such a product asks for 6
            digits.
          </p>
        ) : null}
        <label className={styles.check}>
          <input type="checkbox" {...form.register("eInvoiceEnabled")} />
          E-invoicing (IRN) for B2B invoices
        </label>
        <span className={styles.hint}>
          Compulsory above ₹5 crore annual turnover: B2B tax invoices then get an IRN from the government's
          portal before they go out.
        </span>
      </Section>

      <Section
        id="settings-payment"
        title="Payment"
        intro="On the proforma invoice, the order page and the order mails of new orders."
      >
        <div className={styles.formGrid}>
          <TextField form={form} path="bank.accountName" label="Account holder" />
          <TextField form={form} path="bank.accountNumber" label="Account number" inputMode="numeric" />
          <TextField form={form} path="bank.ifsc" label="IFSC" hint="11 characters, e.g. HDFC0000123." />
          <TextField form={form} path="bank.bankName" label="Bank" />
          <TextField form={form} path="bank.branch" label="Branch" />
          <TextField
            form={form}
            path="upiVpa"
            label="UPI address (VPA)"
            hint="name@bank, for the UPI QR on order pages. Empty: no UPI."
          />
          <NumberField
            form={form}
            path="usdRate"
            label="Rupees per US dollar"
            hint="For prices shown in dollars."
          />
        </div>
      </Section>

      <Section id="settings-orders" title="Order notifications">
        <ListField
          form={form}
          path="orderNotificationEmails"
          legend="Addresses that get each new order"
          itemLabel="Address"
          addLabel="Add an address"
          hint="None: new orders go to the shop's email."
          max={10}
          type="email"
        />
      </Section>

      <Section
        id="settings-whatsapp"
        title="WhatsApp messages"
        intro="With the WhatsApp Business Cloud API configured, buyers who agreed get this news on WhatsApp through the templates Meta approved. The template's body takes, in order: the buyer's name, the order number, then the event's own values. Empty: that news goes by mail only."
      >
        <div className={styles.formGrid}>
          <TextField
            form={form}
            path="whatsappTemplates.orderPlaced"
            label="Order placed"
            hint="Name, order number, total, order page link."
          />
          <TextField
            form={form}
            path="whatsappTemplates.orderConfirmed"
            label="Order confirmed"
            hint="Name, order number, order page link."
          />
          <TextField
            form={form}
            path="whatsappTemplates.orderDispatched"
            label="Order dispatched"
            hint="Name, order number, transporter, LR number, tax invoice link."
          />
          <TextField
            form={form}
            path="whatsappTemplates.paymentReceived"
            label="Payment received"
            hint="Name, order number, amount received, amount still due."
          />
        </div>
      </Section>

      <Section
        id="settings-imports"
        title="Catalogue imports"
        intro="The spreadsheets uploaded on Products → Export and import are kept for this many days, then deleted; their reports stay."
      >
        <div className={styles.formGrid}>
          <NumberField
            form={form}
            path="importFileDays"
            label="Keep import files (days)"
            hint="1 to 365. A dry run older than this has to be uploaded again before it is applied."
          />
        </div>
      </Section>

      <Section
        id="settings-order-drafts"
        title="Order drafts"
        intro="Orders saved unfinished on Orders → New order hold no stock and are deleted this many days after their last save (each night, and whenever the desk is opened)."
      >
        <div className={styles.formGrid}>
          <NumberField
            form={form}
            path="draftExpiryDays"
            label="Keep order drafts (days)"
            hint="1 to 365. The drafts list shows when each one expires."
          />
        </div>
      </Section>

      <Section
        id="settings-social"
        title="Social links and chat"
        intro="In the footer; an empty link is left out."
      >
        <div className={styles.formGrid}>
          <TextField form={form} path="social.facebook" label="Facebook" type="url" />
          <TextField form={form} path="social.instagram" label="Instagram" type="url" />
          <TextField form={form} path="social.youtube" label="YouTube" type="url" />
          <TextField form={form} path="social.pinterest" label="Pinterest" type="url" />
          <TextField form={form} path="social.linkedin" label="LinkedIn" type="url" />
          <TextField
            form={form}
            path="chat.number"
            label="Chat number"
            type="tel"
            hint="The floating chat button's number."
          />
        </div>
        <TextField
          form={form}
          path="chat.greeting"
          label="Chat greeting"
          hint="The first message the chat opens with."
        />
      </Section>

      <Section
        id="settings-reminders"
        title="Payment reminders"
        intro="A mail to each buyer with open invoices, with the amount, the invoices and the UPI link; sent every morning at 9:00 on the days set here, and never twice a day. Staff can pause a buyer's reminders on the buyer's page."
      >
        <label className={styles.check}>
          <input type="checkbox" {...form.register("paymentReminders.enabled")} />
          Send payment reminders
        </label>
        <div className={styles.formGrid}>
          <NumberField
            form={form}
            path="paymentReminders.daysBefore"
            label="Days before the due date"
            hint="0 to 90; 0: no reminder before the due date."
          />
          <NumberField
            form={form}
            path="paymentReminders.everyDaysAfter"
            label="Then every … days once overdue"
            hint="0 to 90; 0: no reminders once overdue."
          />
        </div>
        <label className={styles.check}>
          <input type="checkbox" {...form.register("paymentReminders.onDueDate")} />A reminder on the due date
        </label>
      </Section>

      <div className={styles.saveBar}>
        <button
          type="submit"
          className="btn btn-dark"
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          Save settings
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={!form.formState.isDirty || save.isPending}
          onClick={() => form.reset(toFormValues(answer.settings))}
        >
          Undo changes
        </button>
        <span className={styles.muted}>Last saved {formatDateTime(answer.updatedAt)}</span>
      </div>
    </form>
  );
}

/** `/admin/settings` (owner only): the shop's contacts, tax registration, payment details and more. */
export function SettingsPage() {
  const me = useMe().data;
  const owner = canDo(me, "shop.admin");
  const query = useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => settingsApi.get(signal),
    enabled: owner,
  });
  if (me && !owner) {
    return (
      <section className={styles.panel}>
        <h1 className={styles.pageTitle}>Shop settings</h1>
        <p>Only the owner changes the shop settings.</p>
      </section>
    );
  }
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Shop settings</h1>
      </div>
      {query.isError ? (
        <p className={styles.alert} role="alert">
          The settings could not be loaded: {query.error.message}
        </p>
      ) : query.data ? (
        <>
          <SettingsForm key={query.data.updatedAt} answer={query.data} />
          <RazorpaySettings />
        </>
      ) : (
        <p aria-busy="true" className={styles.muted}>
          Loading the settings…
        </p>
      )}
      {owner ? <GstRatesPanel /> : null}
    </>
  );
}
