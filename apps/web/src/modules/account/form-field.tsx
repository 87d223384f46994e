"use client";

import { type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { LANGUAGES } from "@/lib/i18n/languages";
import styles from "./account.module.css";
import { useAccountText } from "./use-account-text";

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name"> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: ReactNode;
  optional?: boolean;
}

/** A labelled input with its hint and error, wired for screen readers (aria-invalid, aria-describedby). */
export function Field({ label, registration, error, hint, optional, type = "text", ...input }: FieldProps) {
  const id = useId();
  const { t, message } = useAccountText();
  const [revealed, setRevealed] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const isPassword = type === "password";
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> ({t("field.optional")})</span> : null}
      </label>
      <div className={isPassword ? styles.passwordWrap : undefined}>
        <input
          id={id}
          className={styles.input}
          type={isPassword && revealed ? "text" : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
          {...registration}
        />
        {isPassword ? (
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={revealed}
            aria-label={revealed ? t("hide.password") : t("show.password")}
            onClick={() => setRevealed((was) => !was)}
          >
            <EyeIcon open={!revealed} />
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={errorId} className={styles.error} role="alert">
          {message(error.message)}
        </p>
      ) : null}
    </div>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

/** The submit button of an account form: busy while the call runs. */
interface PresetProps {
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
}

/** The buyer's email, as every account form asks for it. */
export function EmailField(props: PresetProps) {
  const { t } = useAccountText();
  return <Field label={t("field.email")} type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** An Indian mobile or landline, with the accepted forms as the hint. */
export function PhoneField(props: PresetProps) {
  const { t } = useAccountText();
  return (
    <Field
      label={t("field.phone")}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      hint={t("hint.phone")}
      {...props}
    />
  );
}

/**
 * A password: `current` is the one in use; `new` is being chosen (the rule as its hint); `confirm` repeats
 * the new one. Browsers and password managers fill each kind accordingly.
 */
export function PasswordField({
  kind,
  label,
  ...props
}: PresetProps & { kind: "current" | "new" | "confirm"; label?: string }) {
  const { t } = useAccountText();
  return (
    <Field
      label={label ?? t("field.password")}
      type="password"
      autoComplete={kind === "current" ? "current-password" : "new-password"}
      hint={kind === "new" ? t("hint.password") : undefined}
      {...props}
    />
  );
}

/** The optional company name and GSTIN side by side (the GSTIN's check digit is checked by the schema). */
export function CompanyFields({ company, gstin }: { company: PresetProps; gstin: PresetProps }) {
  const { t } = useAccountText();
  return (
    <div className={styles.formRow}>
      <Field label={t("field.companyName")} autoComplete="organization" optional {...company} />
      <Field
        label={t("field.gstin")}
        optional
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        hint={t("hint.gstin")}
        {...gstin}
      />
    </div>
  );
}

/** The buyer's agreement to order news on WhatsApp: a box left unticked until they tick it. */
export function WhatsAppOptInField({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useAccountText();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <input id={id} type="checkbox" {...registration} data-testid="whatsapp-opt-in" />{" "}
        {t("field.whatsappOptIn")}
      </label>
      <p className={styles.hint}>{t("hint.whatsappOptIn")}</p>
    </div>
  );
}

/** The language of the buyer's mails and WhatsApp messages, named as each language names itself. */
export function LanguageField({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useAccountText();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t("field.language")}
      </label>
      <select id={id} className={styles.input} {...registration} data-testid="profile-language">
        {LANGUAGES.map((language) => (
          <option key={language.locale} value={language.locale} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
