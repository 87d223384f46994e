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
      <p className={styles.hint}>Gateway: {answer.apiBase}</p>
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
        <p>
          <label>
            <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Offer
            "Pay online now" to buyers
          </label>
        </p>
        <fieldset>
          <legend>Mode</legend>
          {(["test", "live"] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="razorpay-mode"
                checked={mode === value}
                onChange={() => setMode(value)}
              />{" "}
              {value === "test" ? "Test" : "Live"}{" "}
            </label>
          ))}
        </fieldset>
        <p>
          <label htmlFor="razorpay-key-id">Key id</label>{" "}
          <input
            id="razorpay-key-id"
            value={keyId}
            disabled={fixed.keyId}
            placeholder="rzp_test_…"
            onChange={(e) => setKeyId(e.target.value)}
          />
          {fixed.keyId ? <span className={styles.sub}>Set in the environment (RAZORPAY_KEY_ID).</span> : null}
        </p>
        <p>
          <label htmlFor="razorpay-key-secret">Key secret</label>{" "}
          <input
            id="razorpay-key-secret"
            type="password"
            autoComplete="new-password"
            value={keySecret}
            disabled={fixed.keySecret}
            placeholder={answer.keySecretSet ? "Set: type to replace" : "Not set"}
            onChange={(e) => setKeySecret(e.target.value)}
          />
          {fixed.keySecret ? <span className={styles.sub}>Set in the environment.</span> : null}
        </p>
        <p>
          <label htmlFor="razorpay-webhook-secret">Webhook secret</label>{" "}
          <input
            id="razorpay-webhook-secret"
            type="password"
            autoComplete="new-password"
            value={webhookSecret}
            disabled={fixed.webhookSecret}
            placeholder={answer.webhookSecretSet ? "Set: type to replace" : "Not set"}
            onChange={(e) => setWebhookSecret(e.target.value)}
          />
          <span className={styles.sub}>
            After a change the previous secret keeps working for a day, while the dashboard is switched.
          </span>
        </p>
        <fieldset>
          <legend>Methods offered</legend>
          {GATEWAY_METHODS.map((method) => (
            <label key={method}>
              <input
                type="checkbox"
                checked={methods.includes(method)}
                onChange={(e) =>
                  setMethods((now) => (e.target.checked ? [...now, method] : now.filter((m) => m !== method)))
                }
              />{" "}
              {GATEWAY_METHOD_TITLES[method]}{" "}
            </label>
          ))}
        </fieldset>
        <p>
          <label>
            <input
              type="checkbox"
              checked={partPayments}
              onChange={(e) => setPartPayments(e.target.checked)}
            />{" "}
            Buyers may pay part of an order online
          </label>
        </p>
        <button type="submit" className="btn btn-dark" disabled={save.isPending || methods.length === 0}>
          Save Razorpay settings
        </button>
      </form>
    </section>
  );
}
