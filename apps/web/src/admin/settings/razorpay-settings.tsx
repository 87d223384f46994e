"use client";

import {
  GATEWAY_METHOD_TITLES,
  GATEWAY_METHODS,
  type GatewayMethodDto,
  type RazorpaySettingsDto,
  type RazorpaySettingsInput,
} from "@roshni/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { adminGet, adminSend } from "../api/client";
import styles from "../ui/admin.module.css";
import { describedBy, Field } from "../ui/field";
import { toastDone, toastFailed } from "../ui/toast";

const KEY = ["admin", "settings", "razorpay"] as const;

/**
 * The owner's Razorpay settings: on/off, test or live, the key id, the secrets (typed to change them;
 * never shown again, only "set"), the methods offered and part payments. Values the environment fixes
 * are shown as such and win over this form.
 */
export function RazorpaySettings() {
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => adminGet<RazorpaySettingsDto>("/settings/razorpay", { signal }),
  });
  if (!query.data) return null;
  return <RazorpayForm key={JSON.stringify(query.data)} answer={query.data} />;
}

function RazorpayForm({ answer }: { answer: RazorpaySettingsDto }) {
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(answer.enabled);
  const [mode, setMode] = useState(answer.mode);
  const [keyId, setKeyId] = useState(answer.keyId ?? "");
  const [keySecret, setKeySecret] = useState("");
  const [webhookSecret, setWebhookSecret] = useState("");
  const [methods, setMethods] = useState<GatewayMethodDto[]>(answer.methods);
  const [partPayments, setPartPayments] = useState(answer.partPayments);
  const save = useMutation({
    mutationFn: (body: RazorpaySettingsInput) =>
      adminSend<RazorpaySettingsDto>("PUT", "/settings/razorpay", body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      toastDone("Razorpay settings saved.");
    },
    onError: (error) => toastFailed(error),
  });
  const fixed = answer.fromEnvironment;
  return (
    <section className={styles.panel} aria-labelledby="razorpay-title">
      <h2 id="razorpay-title" className={styles.sectionTitle}>
        Online payment (Razorpay)
      </h2>
      <p className={styles.muted}>
        {answer.apiBase.startsWith("https://api.razorpay.com")
          ? `Razorpay's service (${answer.apiBase}).`
          : `A local gateway for trying payments (${answer.apiBase}): no money moves.`}
      </p>
      <form
        aria-label="Razorpay settings"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({
            enabled,
            mode,
            keyId: keyId.trim() === "" ? null : keyId.trim(),
            ...(keySecret ? { keySecret } : {}),
            ...(webhookSecret ? { webhookSecret } : {}),
            methods,
            partPayments,
          });
          setKeySecret("");
          setWebhookSecret("");
        }}
      >
        <label className={styles.check}>
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Offer
          "Pay online now" to buyers
        </label>
        <fieldset className={styles.field}>
          <legend className={styles.legend}>Mode</legend>
          {(["test", "live"] as const).map((value) => (
            <label key={value} className={styles.check}>
              <input
                type="radio"
                name="razorpay-mode"
                checked={mode === value}
                onChange={() => setMode(value)}
              />{" "}
              {value === "test" ? "Test (rzp_test_ keys; no money moves)" : "Live"}
            </label>
          ))}
        </fieldset>
        <div className={styles.formGrid}>
          <Field
            id="razorpay-key-id"
            label="Key id"
            hint={fixed.keyId ? "Set in the environment (RAZORPAY_KEY_ID)." : "From the Razorpay dashboard."}
          >
            <input
              value={keyId}
              disabled={fixed.keyId}
              placeholder="rzp_test_…"
              autoComplete="off"
              {...describedBy("razorpay-key-id", undefined, "hint")}
              onChange={(e) => setKeyId(e.target.value)}
            />
          </Field>
          <Field
            id="razorpay-key-secret"
            label="Key secret"
            hint={
              fixed.keySecret
                ? "Set in the environment (RAZORPAY_KEY_SECRET)."
                : "Kept encrypted and never shown again."
            }
          >
            <input
              type="password"
              autoComplete="new-password"
              value={keySecret}
              disabled={fixed.keySecret}
              placeholder={answer.keySecretSet ? "Set: type to replace" : "Not set"}
              {...describedBy("razorpay-key-secret", undefined, "hint")}
              onChange={(e) => setKeySecret(e.target.value)}
            />
          </Field>
          <Field
            id="razorpay-webhook-secret"
            label="Webhook secret"
            hint="After a change the previous secret keeps working for a day, while the dashboard is switched."
          >
            <input
              type="password"
              autoComplete="new-password"
              value={webhookSecret}
              disabled={fixed.webhookSecret}
              placeholder={answer.webhookSecretSet ? "Set: type to replace" : "Not set"}
              {...describedBy("razorpay-webhook-secret", undefined, "hint")}
              onChange={(e) => setWebhookSecret(e.target.value)}
            />
          </Field>
        </div>
        <fieldset className={styles.field}>
          <legend className={styles.legend}>Methods offered</legend>
          {GATEWAY_METHODS.map((method) => (
            <label key={method} className={styles.check}>
              <input
                type="checkbox"
                checked={methods.includes(method)}
                onChange={(e) =>
                  setMethods((now) => (e.target.checked ? [...now, method] : now.filter((m) => m !== method)))
                }
              />{" "}
              {GATEWAY_METHOD_TITLES[method]}
            </label>
          ))}
          {methods.length === 0 ? (
            <span className={styles.fieldError} role="alert">
              Offer at least one method.
            </span>
          ) : null}
        </fieldset>
        <label className={styles.check}>
          <input type="checkbox" checked={partPayments} onChange={(e) => setPartPayments(e.target.checked)} />{" "}
          Buyers may pay part of an order online
        </label>
        <p>
          <button type="submit" className="btn btn-dark" disabled={save.isPending || methods.length === 0}>
            Save Razorpay settings
          </button>
        </p>
      </form>
    </section>
  );
}
