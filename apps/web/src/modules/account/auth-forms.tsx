"use client";

import type { LoginInput, RegisterFormInput, RegisterInput } from "@roshni/core";
import { useRouter } from "next/navigation";
import { useEffect, useId } from "react";
import { clientApi } from "@/lib/api/client";
import { useLightForm } from "@/lib/forms/light-form";
import { useAuth } from "@/lib/store";
import { toast } from "@/lib/toast";
import { Link } from "@/modules/layout/link";
import styles from "./account.module.css";
import { showApiError } from "./form-errors";
import {
  CompanyFields,
  EmailField,
  Field,
  PasswordField,
  PhoneField,
  SubmitButton,
  WhatsAppOptInField,
} from "./form-field";
import { ACCOUNT_HOME } from "./next-path";
import { useAccountText } from "./use-account-text";

/**
 * Once the buyer is signed in (a token and the customer it belongs to), leave for `next` or the dashboard.
 * Waiting for the customer means a stale token left in the browser shows the forms instead of bouncing.
 */
export function LeaveWhenSignedIn({ next }: { next: string | null }) {
  const { token, user } = useAuth();
  const router = useRouter();
  useEffect(() => {
    if (token && user) router.replace(next ?? ACCOUNT_HOME);
  }, [token, user, next, router]);
  return null;
}

const loadLoginResolver = () => import("./auth-resolvers").then((module) => module.loginResolver);
const loadRegisterResolver = () => import("./auth-resolvers").then((module) => module.registerResolver);

export function LoginForm() {
  const { t, message } = useAccountText();
  const { signIn } = useAuth();
  const headingId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useLightForm<LoginInput>({
    resolver: loadLoginResolver,
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { token, customer } = await clientApi.login(body);
      signIn(token, customer);
      toast.success(t("login.done"));
    } catch (error) {
      showApiError(error, { setError, fields: ["email", "password"], translate: message });
    }
  });

  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="login-form">
      <h2 id={headingId} className={styles.cardTitle}>
        {t("login.heading")}
      </h2>
      <p className={styles.authIntro}>{t("login.intro")}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <EmailField registration={register("email")} error={errors.email} />
        <PasswordField kind="current" registration={register("password")} error={errors.password} />
        <div className={styles.actions}>
          <SubmitButton busy={isSubmitting}>{t("login.submit")}</SubmitButton>
          <Link href="/account/forgot-password" className={styles.textLink}>
            {t("login.forgot")}
          </Link>
        </div>
      </form>
    </section>
  );
}

export function RegisterForm({ next, standalone = false }: { next: string | null; standalone?: boolean }) {
  const { t, message, locale } = useAccountText();
  const { signIn } = useAuth();
  const headingId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useLightForm<RegisterFormInput, RegisterInput>({
    resolver: loadRegisterResolver,
    defaultValues: {
      name: "",
      email: "",
      phone: "",
      password: "",
      companyName: "",
      gstin: "",
      whatsappOptIn: false,
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      // The storefront's language is the one the buyer's mails are written in.
      const { token, customer } = await clientApi.register({ ...body, language: locale });
      signIn(token, customer);
      toast.success(t("register.done", { name: customer.name }));
    } catch (error) {
      showApiError(error, {
        setError,
        fields: ["name", "email", "phone", "password", "companyName", "gstin"],
        translate: message,
      });
    }
  });

  const signInHref = next ? `/account/login?next=${encodeURIComponent(next)}` : "/account/login";
  const Heading = standalone ? "h1" : "h2";
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="register-form">
      <Heading id={headingId} className={standalone ? styles.pageTitle : styles.cardTitle}>
        {t("register.heading")}
      </Heading>
      <p className={styles.authIntro}>{t("register.intro")}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          label={t("field.name")}
          autoComplete="name"
          registration={register("name")}
          error={errors.name}
        />
        <div className={styles.formRow}>
          <EmailField registration={register("email")} error={errors.email} />
          <PhoneField registration={register("phone")} error={errors.phone} />
        </div>
        <PasswordField kind="new" registration={register("password")} error={errors.password} />
        <CompanyFields
          company={{ registration: register("companyName"), error: errors.companyName }}
          gstin={{ registration: register("gstin"), error: errors.gstin }}
        />
        <WhatsAppOptInField registration={register("whatsappOptIn")} />
        <div className={styles.actions}>
          <SubmitButton busy={isSubmitting}>{t("register.submit")}</SubmitButton>
        </div>
      </form>
      {standalone ? (
        <p className={styles.authFoot}>
          {t("register.haveAccount")} <Link href={signInHref}>{t("register.signInLink")}</Link>
        </p>
      ) : null}
    </section>
  );
}
