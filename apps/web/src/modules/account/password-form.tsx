"use client";

import type { PasswordChangeInput } from "@roshni/core";
import { useForm } from "react-hook-form";
import { useAuth } from "@/lib/store";
import { toast } from "@/lib/toast";
import styles from "./account.module.css";
import { accountApi } from "./api";
import { showApiError } from "./form-errors";
import { PasswordField, SubmitButton } from "./form-field";
import { type PasswordFormValues, passwordFormResolver } from "./form-schemas";
import { useAccountText } from "./use-account-text";

const EMPTY: PasswordFormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * `/account/password`, 'Change Password'. The change revokes every earlier token, this browser's too, so
 * the fresh token in the answer replaces the stored one and the buyer stays signed in here.
 */
export function PasswordForm() {
  const { t, message } = useAccountText();
  const { signIn, user } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues, unknown, PasswordChangeInput>({
    resolver: passwordFormResolver,
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { token } = await accountApi.changePassword(body);
      signIn(token, user ?? undefined);
      reset(EMPTY);
      toast.success(t("password.saved"));
    } catch (error) {
      showApiError(error, { setError, fields: ["currentPassword", "newPassword"], translate: message });
    }
  });

  return (
    <section className={styles.stack} aria-labelledby="password-title">
      <div>
        <h1 id="password-title" className={styles.pageTitle}>
          {t("password.title")}
        </h1>
        <p className={styles.lead}>{t("password.intro")}</p>
      </div>
      <div className={styles.card}>
        <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="password-form">
          <PasswordField
            kind="current"
            label={t("field.currentPassword")}
            registration={register("currentPassword")}
            error={errors.currentPassword}
          />
          <div className={styles.formRow}>
            <PasswordField
              kind="new"
              label={t("field.newPassword")}
              registration={register("newPassword")}
              error={errors.newPassword}
            />
            <PasswordField
              kind="confirm"
              label={t("field.confirmPassword")}
              registration={register("confirmPassword")}
              error={errors.confirmPassword}
            />
          </div>
          <div className={styles.actions}>
            <SubmitButton busy={isSubmitting}>{t("password.submit")}</SubmitButton>
          </div>
        </form>
      </div>
    </section>
  );
}
