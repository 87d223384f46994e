"use client";

import type { ForgotPasswordInput, ResetPasswordInput } from "@roshni/core";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiError } from "@/lib/api";
import { clientApi } from "@/lib/api/client";
import { useLightForm } from "@/lib/forms/light-form";
import { toast } from "@/lib/toast";
import { Link } from "@/modules/layout/link";
import styles from "./account.module.css";
import { showApiError } from "./form-errors";
import { EmailField, PasswordField, SubmitButton } from "./form-field";
import type { ResetFormValues } from "./form-schemas";
import { LOGIN_PATH } from "./next-path";
import { useAccountText } from "./use-account-text";

const loadForgotResolver = () => import("./auth-resolvers").then((module) => module.forgotPasswordResolver);
const loadResetResolver = () => import("./auth-resolvers").then((module) => module.resetFormResolver);

/**
 * Forgot password: whatever the email, the answer is the same sentence, so the page cannot be used to find
 * out who has an account. Only a malformed email or a failed call (rate limit, network) says otherwise.
 */
export function ForgotPasswordForm() {
  const { t, message } = useAccountText();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useLightForm<ForgotPasswordInput>({
    resolver: loadForgotResolver,
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async (body) => {
    setSent(false);
    try {
      await clientApi.forgotPassword(body);
      setSent(true);
    } catch (error) {
      showApiError(error, { setError, fields: ["email"], translate: message });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="forgot-form">
      <EmailField registration={register("email")} error={errors.email} />
      <div aria-live="polite">
        {sent ? (
          <p className={styles.success} data-testid="forgot-sent">
            {t("forgot.sent")}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <SubmitButton busy={isSubmitting}>{t("forgot.submit")}</SubmitButton>
        <Link href={LOGIN_PATH} className={styles.textLink}>
          {t("forgot.back")}
        </Link>
      </div>
    </form>
  );
}

/** Reset password from the mailed link: the new password twice; a used or expired link says so. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t, message } = useAccountText();
  const router = useRouter();
  const [invalid, setInvalid] = useState(token.trim() === "");
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useLightForm<ResetFormValues, ResetPasswordInput>({
    resolver: loadResetResolver,
    defaultValues: { token, password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await clientApi.resetPassword(body);
      toast.success(t("reset.done"));
      router.replace(LOGIN_PATH);
    } catch (error) {
      if (error instanceof ApiError && (error.code === "RESET_TOKEN_INVALID" || error.fields.token)) {
        setInvalid(true);
        return;
      }
      showApiError(error, { setError, fields: ["password"], translate: message });
    }
  });

  if (invalid || errors.token) {
    return (
      <div className={styles.stack} data-testid="reset-invalid">
        <p className={styles.alert} role="alert">
          {t("reset.invalid")}
        </p>
        <p>
          <Link href="/account/forgot-password" className="btn btn-primary">
            {t("reset.askAgain")}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="reset-form">
      <input type="hidden" {...register("token")} />
      <PasswordField
        kind="new"
        label={t("field.newPassword")}
        registration={register("password")}
        error={errors.password}
      />
      <PasswordField
        kind="confirm"
        label={t("field.confirmPassword")}
        registration={register("confirmPassword")}
        error={errors.confirmPassword}
      />
      <div className={styles.actions}>
        <SubmitButton busy={isSubmitting}>{t("reset.submit")}</SubmitButton>
      </div>
    </form>
  );
}
