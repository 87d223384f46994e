import { loadEnv } from "./env";
import { LOCAL_GATEWAY_KEY_ID } from "./lib/local-gateway";
import { startFakeRazorpay } from "./lib/razorpay-fake";

/**
 * The local Razorpay on its own (`npm run razorpay:fake -w @roshni/api`): listens on RAZORPAY_API_BASE's
 * port, accepts RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET (set them to anything, the same for the API),
 * signs webhooks to the API with RAZORPAY_WEBHOOK_SECRET. POST /_local/behaviour changes how webhooks
 * are sent ({"delayMs":5000}, {"twice":true}, {"reversed":true}, {"badSignature":true}, {"drop":true}).
 */
const env = loadEnv();
const url = new URL(env.RAZORPAY_API_BASE);
if (!["localhost", "127.0.0.1"].includes(url.hostname)) {
  console.error(
    `RAZORPAY_API_BASE is ${env.RAZORPAY_API_BASE}: point it at this machine (http://127.0.0.1:4015).`,
  );
  process.exit(1);
}
if (!env.RAZORPAY_KEY_SECRET || !env.RAZORPAY_WEBHOOK_SECRET) {
  console.error(
    "Set RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET (any text), the same as the API's environment.",
  );
  process.exit(1);
}
const fake = await startFakeRazorpay({
  keyId: env.RAZORPAY_KEY_ID ?? LOCAL_GATEWAY_KEY_ID,
  keySecret: env.RAZORPAY_KEY_SECRET,
  webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
  webhookUrl: `http://127.0.0.1:${env.API_PORT}/v1/webhooks/razorpay`,
  port: Number(url.port || 80),
  host: "127.0.0.1",
});
console.log(`Local Razorpay on ${fake.url}; webhooks to port ${env.API_PORT}.`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
