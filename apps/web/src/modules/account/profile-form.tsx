"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type CustomerPatchInput, customerPatchBodySchema } from "@roshni/core";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import type { Customer } from "@/lib/api";
import { clientApi } from "@/lib/api/client";
import { useAuth } from "@/lib/store";
import { toast } from "@/lib/toast";
import { displayPhone } from "@/modules/layout/links";
import styles from "./account.module.css";
import { showApiError } from "./form-errors";
import {
  CompanyFields,
  Field,
  LanguageField,
  PhoneField,
  SubmitButton,
  WhatsAppOptInField,
} from "./form-field";
import { LoadFailed, Skeleton } from "./load-views";
import { useAccountText } from "./use-account-text";
import { useLoad } from "./use-load";

/** What the form holds before the rule normalises it (the API's PATCH body as typed). */
type ProfileValues = (typeof customerPatchBodySchema)["_zod"]["input"];

function valuesOf(customer: Customer): ProfileValues {
  return {
    name: customer.name,
    phone: displayPhone(customer.phone),
    companyName: customer.companyName ?? "",
    gstin: customer.gstin ?? "",
    legalName: customer.legalName ?? "",
    whatsappOptIn: customer.whatsappOptIn,
    language: customer.language ?? "en",
  };
}

/**
 * `/account/profile`, 'Edit Profile': name, phone, company name and a GSTIN checked by its check digit, the
 * WhatsApp opt-in and the language of the buyer's mails and messages.
 */
export function ProfileEditor() {
  const { t } = useAccountText();
  const load = useLoad((signal) => clientApi.customer(signal), []);
  return (
    <section className={styles.stack} aria-labelledby="profile-title">
      <div>
        <h1 id="profile-title" className={styles.pageTitle}>
          {t("profile.title")}
        </h1>
        <p className={styles.lead}>{t("profile.intro")}</p>
      </div>
      <div className={styles.card}>
        {load.status === "loading" ? (
          <Skeleton lines={5} />
        ) : load.status === "failed" ? (
          <LoadFailed error={load.error} onRetry={load.reload} />
        ) : (
          <ProfileForm customer={load.data} onSaved={load.replace} />
        )}
      </div>
    </section>
  );
}

function ProfileForm({ customer, onSaved }: { customer: Customer; onSaved: (customer: Customer) => void }) {
  const { t, message } = useAccountText();
  const { setUser } = useAuth();
  const emailId = useId();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues, unknown, CustomerPatchInput>({
    resolver: zodResolver(customerPatchBodySchema),
    defaultValues: valuesOf(customer),
  });
  useEffect(() => reset(valuesOf(customer)), [customer, reset]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await clientApi.updateCustomer(body);
      setUser(saved);
      onSaved(saved);
      toast.success(t("profile.saved"));
    } catch (error) {
      showApiError(error, {
        setError,
        fields: ["name", "phone", "companyName", "gstin", "legalName"],
        translate: message,
      });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="profile-form">
      <div className={styles.formRow}>
        <Field
          label={t("field.name")}
          autoComplete="name"
          registration={register("name")}
          error={errors.name}
        />
        <div className={styles.field}>
          <label htmlFor={emailId} className={styles.label}>
            {t("field.email")}
          </label>
          <input
            id={emailId}
            className={styles.input}
            type="email"
            value={customer.email}
            readOnly
            aria-describedby={`${emailId}-hint`}
          />
          <p id={`${emailId}-hint`} className={styles.hint}>
            {t("hint.emailFixed")}
          </p>
        </div>
      </div>
      <PhoneField registration={register("phone")} error={errors.phone} />
      <CompanyFields
        company={{ registration: register("companyName"), error: errors.companyName }}
        gstin={{ registration: register("gstin"), error: errors.gstin }}
      />
      <WhatsAppOptInField registration={register("whatsappOptIn")} />
      <LanguageField registration={register("language")} />
      {watch("gstin") || customer.legalName ? (
        <Field
          label={t("field.legalName")}
          autoComplete="organization"
          optional
          maxLength={200}
          hint={t("hint.legalName")}
          registration={register("legalName")}
          error={errors.legalName}
        />
      ) : null}
      <div className={styles.actions}>
        <SubmitButton busy={isSubmitting}>{t("profile.submit")}</SubmitButton>
      </div>
    </form>
  );
}
