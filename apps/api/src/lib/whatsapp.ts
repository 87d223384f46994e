import { createHmac, timingSafeEqual } from "node:crypto";

/** One template message: the approved template's name and language, and its body parameters in order. */
export interface WhatsAppTemplateMessage {
  /** The buyer's number, E.164 with or without the plus. */
  to: string;
  template: string;
  /** The language code the template was approved in (en, ru, en_US, …). */
  language: string;
  parameters: readonly string[];
}

/** Sends WhatsApp template messages; answers the Cloud API's message id (wamid.…). */
export interface WhatsAppClient {
  sendTemplate(message: WhatsAppTemplateMessage): Promise<{ id: string }>;
}

export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "WhatsAppError";
  }
}

export interface WhatsAppCloudConfig {
  /** https://graph.facebook.com, or the local fake's address. */
  apiUrl: string;
  /** The Graph API version in the path, e.g. v21.0. */
  version: string;
  phoneNumberId: string;
  accessToken: string;
  /** Milliseconds before a request is given up (the job is retried). */
  timeoutMs?: number;
}

/** The Cloud API's digits-only form of a number: no plus, no spaces. */
export function cloudApiNumber(phone: string): string {
  return phone.replace(/\D/g, "");
}

/**
 * The WhatsApp Business Cloud API: POST {apiUrl}/{version}/{phone-number-id}/messages with a bearer
 * token and a `template` message. The same code talks to Meta and to the local fake.
 */
export function whatsAppCloudClient(config: WhatsAppCloudConfig): WhatsAppClient {
  const url = `${config.apiUrl.replace(/\/+$/, "")}/${config.version}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    async sendTemplate(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${config.accessToken}`, "content-type": "application/json" },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: cloudApiNumber(message.to),
          type: "template",
          template: {
            name: message.template,
            language: { code: message.language },
            components: [
              {
                type: "body",
                parameters: message.parameters.map((text) => ({ type: "text", text })),
              },
            ],
          },
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
      const body = (await response.json().catch(() => null)) as {
        messages?: { id?: string }[];
        error?: { message?: string };
      } | null;
      if (!response.ok) {
        const reason = body?.error?.message ?? `HTTP ${response.status}`;
        throw new WhatsAppError(`The WhatsApp Cloud API refused the message: ${reason}`, response.status);
      }
      const id = body?.messages?.[0]?.id;
      if (!id)
        throw new WhatsAppError("The WhatsApp Cloud API answered without a message id", response.status);
      return { id };
    },
  };
}

/** `sha256=<hex>` of the raw body under the app secret, as Meta signs webhooks (X-Hub-Signature-256). */
export function webhookSignature(appSecret: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

/** True when the header is the body's signature under the app secret; compared in constant time. */
export function verifyWebhookSignature(
  appSecret: string,
  rawBody: string | Buffer,
  header: string | undefined,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(webhookSignature(appSecret, rawBody));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A delivery status out of a webhook: the Cloud API's message id, its new status, an error if failed. */
export interface WhatsAppStatusUpdate {
  id: string;
  status: string;
  error: string | null;
}

/** The statuses of a `whatsapp_business_account` webhook body (other changes, such as replies, ignored). */
export function statusUpdatesOf(body: unknown): WhatsAppStatusUpdate[] {
  const updates: WhatsAppStatusUpdate[] = [];
  const entries = (body as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return updates;
  for (const entry of entries) {
    const changes = (entry as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) continue;
    for (const change of changes) {
      const statuses = (change as { value?: { statuses?: unknown } })?.value?.statuses;
      if (!Array.isArray(statuses)) continue;
      for (const status of statuses) {
        const s = status as {
          id?: unknown;
          status?: unknown;
          errors?: { title?: string; message?: string }[];
        };
        if (typeof s.id !== "string" || typeof s.status !== "string") continue;
        const error = s.errors?.[0];
        updates.push({
          id: s.id,
          status: s.status,
          error: error ? (error.message ?? error.title ?? "failed") : null,
        });
      }
    }
  }
  return updates;
}

/** The Cloud API client the configuration names, or null when WhatsApp is not configured. */
export function whatsAppClientFromEnv(env: {
  WHATSAPP_API_URL: string;
  WHATSAPP_API_VERSION: string;
  WHATSAPP_PHONE_NUMBER_ID?: string | undefined;
  WHATSAPP_ACCESS_TOKEN?: string | undefined;
}): WhatsAppClient | null {
  if (!env.WHATSAPP_PHONE_NUMBER_ID || !env.WHATSAPP_ACCESS_TOKEN) return null;
  return whatsAppCloudClient({
    apiUrl: env.WHATSAPP_API_URL,
    version: env.WHATSAPP_API_VERSION,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    accessToken: env.WHATSAPP_ACCESS_TOKEN,
  });
}
