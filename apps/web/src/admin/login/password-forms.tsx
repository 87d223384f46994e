"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  enteredPasswordSchema,
  STAFF_PASSWORD_MIN_LENGTH,
  type StaffPasswordForgotInput,
  staffNewPasswordSchema,
  staffPasswordForgotBodySchema,
} from "@roshni/core";
import { useQueryClient } from "@tanstack/react-query";
import NextLink from "next/link";
import { useSearchParams } from "next/navigation";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { adminKeys } from "../api/query-keys";
import styles from "../ui/admin.module.css";
import { describedBy, Field } from "../ui/field";
import { showSaveError } from "../ui/form-errors";
import { toastDone } from "../ui/toast";
import { authApi } from "./api";

const POLICY_HINT = `At least ${STAFF_PASSWORD_MIN_LENGTH} characters. A few unrelated words make a good one; not your email or the shop's name.`;
const MISMATCH = "The two new passwords differ. Type the same one twice.";

/** The new password twice: the form checks both copies match and the core policy for this account. */
function newPasswordTwice(email: string) {
  return {
    newPassword: staffNewPasswordSchema({ email }),
    repeatPassword: z.string(),
  };
}

interface ChangeValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/**
 * Changing one's own password: the current one, then the new one twice. `required` is the forced change
 * after the owner chose the password: the back office shows only this until it is done.
 */
export function PasswordChangeForm({ email, required = false }: { email: string; required?: boolean }) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const schema = useMemo(
    () =>
      z
        .object({ currentPassword: enteredPasswordSchema, ...newPasswordTwice(email) })
        .refine((values) => values.newPassword === values.repeatPassword, {
          error: MISMATCH,
          path: ["repeatPassword"],
        })
        .refine((values) => values.newPassword !== values.currentPassword, {
          error: "Choose a new password that differs from the current one.",
          path: ["newPassword"],
        }),
    [email],
  );
  const form = useForm<ChangeValues>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", newPassword: "", repeatPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: ChangeValues) {
    try {
      await authApi.changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      form.reset();
      setDone(true);
      toastDone("Password changed. Other devices signed in to your account were signed out.");
      await queryClient.invalidateQueries({ queryKey: adminKeys.me });
    } catch (error) {
      showSaveError(form, error);
    }
  }

  return (
    <form
      className={styles.panel}
      onSubmit={form.handleSubmit(submit)}
      noValidate
      aria-labelledby="password-change-title"
    >
      <h1 id="password-change-title" className={styles.pageTitle}>
        {required ? "Choose your own password" : "Change your password"}
      </h1>
      {required ? (
        <p>
          The owner set the password you signed in with. Choose one only you know before using the back
          office.
        </p>
      ) : (
        <p className={styles.muted}>
          For {email}. You stay signed in here; every other device signed in to your account is signed out.
        </p>
      )}
      {done ? (
        <p className={styles.note} role="status">
          Your password was changed.
        </p>
      ) : null}
      <div className={styles.formStack}>
        <Field
          id="password-current"
          label={required ? "Password you signed in with" : "Current password"}
          error={errors.currentPassword?.message}
        >
          <input
            type="password"
            autoComplete="current-password"
            {...describedBy("password-current", errors.currentPassword?.message)}
            {...form.register("currentPassword")}
          />
        </Field>
        <Field id="password-new" label="New password" error={errors.newPassword?.message} hint={POLICY_HINT}>
          <input
            type="password"
            autoComplete="new-password"
            {...describedBy("password-new", errors.newPassword?.message, POLICY_HINT)}
            {...form.register("newPassword")}
          />
        </Field>
        <Field id="password-repeat" label="New password again" error={errors.repeatPassword?.message}>
          <input
            type="password"
            autoComplete="new-password"
            {...describedBy("password-repeat", errors.repeatPassword?.message)}
            {...form.register("repeatPassword")}
          />
        </Field>
      </div>
      <div className={styles.actions} style={{ marginTop: 12 }}>
        <button
          type="submit"
          className="btn btn-dark"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          Change the password
        </button>
      </div>
    </form>
  );
}

/** `/admin/forgot-password`: the email; the same answer whether an account has it or not. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<StaffPasswordForgotInput>({
    resolver: zodResolver(staffPasswordForgotBodySchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: StaffPasswordForgotInput) {
    try {
      await authApi.forgotPassword(values);
      setSentTo(values.email);
      toastDone("If the email belongs to a staff account, a link is on its way.");
    } catch (error) {
      showSaveError(form, error);
    }
  }

  if (sentTo !== null) {
    return (
      <section className={styles.loginCard} aria-labelledby="forgot-title">
        <h1 id="forgot-title" className={styles.loginTitle}>
          Check your mail
        </h1>
        <p role="status">
          If {sentTo} belongs to a staff account, a mail with a link to choose a new password is on its way.
          The link works once, for 30 minutes.
        </p>
        <p className={styles.muted}>
          No mail after a few minutes? Check the spam folder, or ask the shop's owner.
        </p>
        <NextLink href="/admin/login" className="btn btn-outline btn-block">
          Back to sign-in
        </NextLink>
      </section>
    );
  }
  return (
    <form
      className={styles.loginCard}
      onSubmit={form.handleSubmit(submit)}
      noValidate
      aria-labelledby="forgot-title"
    >
      <h1 id="forgot-title" className={styles.loginTitle}>
        Forgot your password?
      </h1>
      <p className={styles.muted}>Enter your staff email. We mail you a link to choose a new password.</p>
      <Field id="forgot-email" label="Email" error={errors.email?.message}>
        <input
          type="email"
          autoComplete="username"
          {...describedBy("forgot-email", errors.email?.message)}
          {...form.register("email")}
        />
      </Field>
      <button
        type="submit"
        className="btn btn-dark btn-block"
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
      >
        Mail me a link
      </button>
      <NextLink href="/admin/login" className={styles.linkButton}>
        Back to sign-in
      </NextLink>
    </form>
  );
}

interface ResetValues {
  newPassword: string;
  repeatPassword: string;
}

/**
 * `/admin/reset-password?token=…`: the new password twice. The link does not say whose account it is,
 * so the email rule is checked by the API and shown under the field like the form's own messages.
 */
export function ResetPasswordForm() {
  const params = useSearchParams();
  const token = params.get("token") ?? "";
  const [linkProblem, setLinkProblem] = useState<string | null>(
    token === ""
      ? "This reset link is not complete. Open the link from the mail again, or ask for a new one."
      : null,
  );
  const schema = useMemo(
    () =>
      z.object(newPasswordTwice("")).refine((values) => values.newPassword === values.repeatPassword, {
        error: MISMATCH,
        path: ["repeatPassword"],
      }),
    [],
  );
  const form = useForm<ResetValues>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: "", repeatPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: ResetValues) {
    try {
      await authApi.resetPassword({ token, password: values.newPassword });
      window.location.assign("/admin/login?passwordSet=1");
    } catch (error) {
      showSaveError(form, error, { password: "newPassword" });
      const fields = (error as { fields?: Record<string, string> }).fields;
      if (fields?.token) setLinkProblem(fields.token);
    }
  }

  return (
    <form
      className={styles.loginCard}
      onSubmit={form.handleSubmit(submit)}
      noValidate
      aria-labelledby="reset-title"
    >
      <h1 id="reset-title" className={styles.loginTitle}>
        Choose a new password
      </h1>
      <p className={styles.muted}>
        For your Roshni Lighting staff account. Every device signed in to it is signed out.
      </p>
      {linkProblem ? (
        <p className={styles.alert} role="alert" data-testid="reset-link-problem">
          {linkProblem} <NextLink href="/admin/forgot-password">Get a new link by mail</NextLink>
        </p>
      ) : null}
      <Field id="reset-new" label="New password" error={errors.newPassword?.message} hint={POLICY_HINT}>
        <input
          type="password"
          autoComplete="new-password"
          {...describedBy("reset-new", errors.newPassword?.message, POLICY_HINT)}
          {...form.register("newPassword")}
        />
      </Field>
      <Field id="reset-repeat" label="New password again" error={errors.repeatPassword?.message}>
        <input
          type="password"
          autoComplete="new-password"
          {...describedBy("reset-repeat", errors.repeatPassword?.message)}
          {...form.register("repeatPassword")}
        />
      </Field>
      <button
        type="submit"
        className="btn btn-dark btn-block"
        disabled={isSubmitting || token === ""}
        aria-busy={isSubmitting || undefined}
      >
        Set the new password
      </button>
    </form>
  );
}
