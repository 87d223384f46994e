"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type StaffLoginInput, staffLoginBodySchema } from "@roshni/core";
import NextLink from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "@/lib/api/errors";
import styles from "../ui/admin.module.css";
import { describedBy, Field } from "../ui/field";
import { toastDone, toastFailed } from "../ui/toast";
import { authApi } from "./api";

/** Only a path inside the back office: `next` must never send a member to another site. */
function safeNext(value: string | null): string {
  if (value && /^\/admin(\/|$|\?)/.test(value) && !value.startsWith("//")) return value;
  return "/admin";
}

/**
 * `/admin/login`: email and password; an account with the second step asks for the code from the
 * authenticator app (or a recovery code) in a second step on the same page.
 */
export function LoginForm() {
  const params = useSearchParams();
  const [needsCode, setNeedsCode] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement | null>(null);
  const form = useForm<StaffLoginInput>({
    resolver: zodResolver(staffLoginBodySchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (params.get("signedOut")) toastDone("Signed out.");
    if (params.get("passwordSet")) toastDone("Your new password is set. Sign in with it.");
  }, [params]);
  useEffect(() => {
    if (needsCode) codeInput.current?.focus();
  }, [needsCode]);

  async function submit(values: StaffLoginInput) {
    setFailure(null);
    try {
      const body = needsCode ? values : { email: values.email, password: values.password };
      await authApi.login(body);
      // A full load: the back office starts with the new session's permissions.
      window.location.assign(safeNext(params.get("next")));
    } catch (error) {
      if (error instanceof ApiError && error.code === "OTP_REQUIRED") {
        setNeedsCode(true);
        return;
      }
      const message =
        error instanceof ApiError ? error.message : "Signing in did not work. Please try again.";
      setFailure(message);
      toastFailed(error);
      if (needsCode) form.setValue("otp", "");
    }
  }

  const { ref: otpRef, ...otpField } = form.register("otp");
  return (
    <form className={styles.loginCard} onSubmit={form.handleSubmit(submit)} noValidate>
      <h1 className={styles.loginTitle}>Roshni Lighting back office</h1>
      <p className={styles.muted}>Sign in with your staff account.</p>
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      <Field id="login-email" label="Email" error={errors.email?.message}>
        <input
          type="email"
          autoComplete="username"
          readOnly={needsCode}
          {...describedBy("login-email", errors.email?.message)}
          {...form.register("email")}
        />
      </Field>
      <Field id="login-password" label="Password" error={errors.password?.message}>
        <input
          type="password"
          autoComplete="current-password"
          readOnly={needsCode}
          {...describedBy("login-password", errors.password?.message)}
          {...form.register("password")}
        />
      </Field>
      {needsCode ? (
        <Field
          id="login-otp"
          label="Code from your authenticator app"
          error={errors.otp?.message}
          hint="Six digits, or one of your recovery codes."
        >
          <input
            inputMode="text"
            autoComplete="one-time-code"
            {...describedBy("login-otp", errors.otp?.message, "Six digits, or one of your recovery codes.")}
            {...otpField}
            ref={(element) => {
              otpRef(element);
              codeInput.current = element;
            }}
          />
        </Field>
      ) : null}
      <button
        type="submit"
        className="btn btn-dark btn-block"
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
      >
        {needsCode ? "Check the code and sign in" : "Sign in"}
      </button>
      {needsCode ? null : (
        <NextLink href="/admin/forgot-password" className={styles.linkButton}>
          Forgot password?
        </NextLink>
      )}
      {needsCode ? (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            setNeedsCode(false);
            form.setValue("otp", undefined);
          }}
        >
          Use another account
        </button>
      ) : null}
    </form>
  );
}
