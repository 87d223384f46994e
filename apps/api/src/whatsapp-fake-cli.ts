import { loadEnv } from "./env";
import { startFakeWhatsApp } from "./lib/whatsapp-fake";

/**
 * The local WhatsApp Cloud API for development: listens on WHATSAPP_API_URL's port, accepts the
 * WHATSAPP_ACCESS_TOKEN, and reports each message sent and delivered to the API's status webhook,
 * signed with WHATSAPP_APP_SECRET. GET /messages lists what buyers would have received.
 */
const env = loadEnv();
const url = new URL(env.WHATSAPP_API_URL);
if (!["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) {
  console.error(
    `WHATSAPP_API_URL is ${env.WHATSAPP_API_URL}: point it at this machine (http://127.0.0.1:4010).`,
  );
  process.exit(1);
}
if (!env.WHATSAPP_ACCESS_TOKEN) {
  console.error(
    "Set WHATSAPP_ACCESS_TOKEN (any text): the fake accepts only that token, as the API will send it.",
  );
  process.exit(1);
}
const fake = await startFakeWhatsApp({
  accessToken: env.WHATSAPP_ACCESS_TOKEN,
  ...(env.WHATSAPP_APP_SECRET ? { appSecret: env.WHATSAPP_APP_SECRET } : {}),
  webhookUrl: `http://127.0.0.1:${env.API_PORT}/v1/webhooks/whatsapp`,
  autoDeliver: true,
  port: Number(url.port || 80),
  host: url.hostname === "localhost" ? "127.0.0.1" : url.hostname.replace(/^\[|\]$/g, ""),
});
console.log(`Fake WhatsApp Cloud API on ${fake.url}; what it accepted: ${fake.url}/messages`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
