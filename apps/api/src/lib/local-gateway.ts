import { randomBytes } from "node:crypto";
import type { Env } from "../env";
import { type FakeRazorpay, startFakeRazorpay } from "./razorpay-fake";

/** The key id of the local gateway (its secrets are new at every start). */
export const LOCAL_GATEWAY_KEY_ID = "rzp_test_localgateway";

/**
 * Outside production with no Razorpay key in the environment, `npm start` runs the local gateway on
 * RAZORPAY_LOCAL_PORT and points the API at it, so "Pay online now" works on a fresh checkout with no
 * account anywhere. Returns the environment to build the API with (unchanged when a key is set).
 */
export async function withLocalGateway(
  env: Env,
): Promise<{ env: Env; gateway: FakeRazorpay | null; note: string | null }> {
  if (env.NODE_ENV === "production" || env.RAZORPAY_KEY_ID || env.RAZORPAY_KEY_SECRET) {
    return { env, gateway: null, note: null };
  }
  const keySecret = randomBytes(24).toString("base64url");
  const webhookSecret = randomBytes(24).toString("base64url");
  try {
    const gateway = await startFakeRazorpay({
      keyId: LOCAL_GATEWAY_KEY_ID,
      keySecret,
      webhookSecret,
      webhookUrl: `http://127.0.0.1:${env.API_PORT}/v1/webhooks/razorpay`,
      port: env.RAZORPAY_LOCAL_PORT,
      host: "127.0.0.1",
    });
    return {
      env: {
        ...env,
        RAZORPAY_API_BASE: gateway.url,
        RAZORPAY_KEY_ID: LOCAL_GATEWAY_KEY_ID,
        RAZORPAY_KEY_SECRET: keySecret,
        RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      },
      gateway,
      note: `Online payment: the local Razorpay gateway on ${gateway.url} (no RAZORPAY_KEY_ID set).`,
    };
  } catch (error) {
    // Another process of this machine holds the port (a second API process): it serves the gateway.
    return {
      env,
      gateway: null,
      note: `Online payment: the local gateway could not listen on port ${env.RAZORPAY_LOCAL_PORT} (${error instanceof Error ? error.message : "unknown"}); set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET for a real one.`,
    };
  }
}
