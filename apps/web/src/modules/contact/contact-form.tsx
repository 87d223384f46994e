"use client";

import type { ContactInput } from "@roshni/core";
import { useId } from "react";
import type { FieldPath } from "react-hook-form";
import { ApiError } from "@/lib/api/errors";
import { useLightForm } from "@/lib/forms/light-form";
import { useI18n } from "@/lib/store";
import { toast } from "@/lib/toast";
import { sendContactMessage } from "./api";
import styles from "./contact.module.css";
import { contactMessages, fieldErrorText } from "./messages";

/** What the fields hold before the schema trims them and turns an Indian phone into E.164. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone?: string;
  message: string;
}

const FIELDS = [
  "name",
  "email",
  "phone",
  "message",
] as const satisfies readonly FieldPath<ContactFormValues>[];

function isField(name: string): name is (typeof FIELDS)[number] {
  return (FIELDS as readonly string[]).includes(name);
}

const loadContactResolver = () => import("./contact-resolver").then((module) => module.contactResolver);

/** The contact form: checked by the API's own schema before sending, the API's field errors shown in place. */
export function ContactForm() {
  const { locale, t } = useI18n();
  const m = contactMessages(locale);
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useLightForm<ContactFormValues, ContactInput>({
    resolver: loadContactResolver,
    defaultValues: { name: "", email: "", phone: "", message: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendContactMessage(values);
      toast.success(m.sent);
      reset();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (isField(field)) setError(field, { type: "server", message });
        }
        // A 4xx carries a sentence for the buyer (in English); other failures have a translated class.
        const text =
          error.kind === "client" ? (locale === "ru" ? m.failed : error.message) : t(`error.${error.kind}`);
        toast.error(text);
        return;
      }
      toast.error(m.failed);
    }
  });

  const fieldProps = (name: (typeof FIELDS)[number]) => {
    const message = errors[name]?.message;
    return {
      id: `${id}-${name}`,
      "aria-invalid": message ? true : undefined,
      "aria-describedby": message ? `${id}-${name}-error` : undefined,
      ...register(name),
    };
  };

  const errorText = (name: (typeof FIELDS)[number]) => {
    const message = errors[name]?.message;
    return message ? (
      <p className={styles.error} id={`${id}-${name}-error`} role="alert">
        {fieldErrorText(message, locale)}
      </p>
    ) : null;
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="contact-form">
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>{m.name}</label>
          <input type="text" autoComplete="name" maxLength={100} {...fieldProps("name")} />
          {errorText("name")}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{m.emailField}</label>
          <input type="email" autoComplete="email" inputMode="email" {...fieldProps("email")} />
          {errorText("email")}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-phone`}>{m.phoneField}</label>
        <input type="tel" autoComplete="tel" inputMode="tel" maxLength={30} {...fieldProps("phone")} />
        {errorText("phone")}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>{m.message}</label>
        <textarea rows={6} maxLength={5000} {...fieldProps("message")} />
        {errorText("message")}
      </div>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? m.sending : m.send}
      </button>
    </form>
  );
}
