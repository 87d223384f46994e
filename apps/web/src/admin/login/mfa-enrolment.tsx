"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type MfaEnableInput, type MfaSetupDto, mfaEnableBodySchema } from "@roshni/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { adminKeys } from "../api/query-keys";
import styles from "../ui/admin.module.css";
import { describedBy, Field } from "../ui/field";
import { toastDone, toastFailed } from "../ui/toast";
import { authApi } from "./api";

/** The otpauth URI as a QR code (SVG, drawn in the browser; the secret never leaves the page). */
function OtpauthQr({ uri }: { uri: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import("qrcode")
      .then((qrcode) => qrcode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" }))
      .then((markup) => {
        if (live) setSvg(markup);
      })
      .catch(() => setSvg(null));
    return () => {
      live = false;
    };
  }, [uri]);
  if (!svg) return <div className={styles.qr} aria-busy="true" />;
  return (
    // biome-ignore lint/performance/noImgElement: a data URL drawn in the browser, nothing for next/image to optimise
    <img
      className={styles.qr}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR code for the authenticator app"
      width={200}
      height={200}
    />
  );
}

/**
 * Turning on the second step: scan the QR (or type the key), prove it with a first code, then write
 * down the recovery codes, which are shown this once only.
 */
export function MfaEnrolment({ required = false }: { required?: boolean }) {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<MfaSetupDto | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const form = useForm<MfaEnableInput>({
    resolver: zodResolver(mfaEnableBodySchema),
    defaultValues: { otp: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function start() {
    setStarting(true);
    try {
      setSetup(await authApi.mfaSetup());
    } catch (error) {
      toastFailed(error);
    } finally {
      setStarting(false);
    }
  }

  async function enable(values: MfaEnableInput) {
    try {
      const answer = await authApi.mfaEnable(values);
      setCodes(answer.recoveryCodes);
      toastDone("Two-step sign-in is on.");
    } catch (error) {
      toastFailed(error);
      form.setError("otp", { message: error instanceof Error ? error.message : "The code is not right." });
    }
  }

  if (codes) {
    return (
      <section className={styles.panel} aria-labelledby="mfa-codes" data-testid="recovery-codes">
        <h1 id="mfa-codes" className={styles.pageTitle}>
          Your recovery codes
        </h1>
        <p>
          Each code signs you in once if your phone is lost. Write them down or print them now: they are not
          shown again.
        </p>
        <ol className={styles.codes}>
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={() => window.print()}>
            Print the codes
          </button>
          <button
            type="button"
            className="btn btn-dark"
            onClick={() => queryClient.invalidateQueries({ queryKey: adminKeys.me })}
          >
            I have kept the codes — continue
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="mfa-title">
      <h1 id="mfa-title" className={styles.pageTitle}>
        Two-step sign-in
      </h1>
      <p>
        {required
          ? "The shop asks every staff account for a second step at sign-in. Set it up once with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…)."
          : "Protect your account with a code from an authenticator app at every sign-in."}
      </p>
      {!setup ? (
        <button
          type="button"
          className="btn btn-dark"
          onClick={start}
          disabled={starting}
          aria-busy={starting || undefined}
        >
          Set up the authenticator app
        </button>
      ) : (
        <form className={styles.mfaGrid} onSubmit={form.handleSubmit(enable)} noValidate>
          <div>
            <OtpauthQr uri={setup.otpauthUri} />
          </div>
          <div className={styles.stack}>
            <p>1. Scan the code with the app, or type this key into it:</p>
            <p>
              <code className={styles.secret} data-testid="mfa-secret">
                {setup.secret}
              </code>
            </p>
            <p>2. Enter the six-digit code the app shows.</p>
            <Field id="mfa-otp" label="Code from the app" error={errors.otp?.message}>
              <input
                inputMode="numeric"
                autoComplete="one-time-code"
                {...describedBy("mfa-otp", errors.otp?.message)}
                {...form.register("otp")}
              />
            </Field>
            <div className={styles.actions}>
              <button
                type="submit"
                className="btn btn-dark"
                disabled={isSubmitting}
                aria-busy={isSubmitting || undefined}
              >
                Turn on two-step sign-in
              </button>
            </div>
          </div>
        </form>
      )}
    </section>
  );
}
