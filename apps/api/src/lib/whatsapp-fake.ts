import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { webhookSignature } from "./whatsapp";

/** A template message the fake accepted, as the Cloud API would have delivered it. */
export interface FakeWhatsAppMessage {
  id: string;
  phoneNumberId: string;
  version: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
}

export interface FakeWhatsAppOptions {
  /** The bearer token it accepts; any other is refused as Meta refuses it (401, OAuthException 190). */
  accessToken: string;
  /** Signs the status webhooks it posts (X-Hub-Signature-256), as the app secret does at Meta. */
  appSecret?: string;
  /** Where status webhooks go: the API's POST /v1/webhooks/whatsapp. */
  webhookUrl?: string;
  /** After accepting a message, report it sent and then delivered through the webhook (for development). */
  autoDeliver?: boolean;
  port?: number;
  host?: string;
}

export interface FakeWhatsApp {
  /** http://host:port, the WHATSAPP_API_URL to give the API. */
  url: string;
  /** Every accepted message, oldest first. */
  messages: FakeWhatsAppMessage[];
  /** Posts a signed status webhook for a message, as Meta does when it is sent, delivered, read or fails. */
  report(id: string, status: "sent" | "delivered" | "read" | "failed"): Promise<Response>;
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function graphError(res: ServerResponse, status: number, message: string, code: number): void {
  json(res, status, { error: { message, type: "OAuthException", code, fbtrace_id: "fake" } });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The webhook body Meta posts for a status change of one message. */
export function statusWebhookBody(
  message: Pick<FakeWhatsAppMessage, "id" | "to" | "phoneNumberId">,
  status: string,
  at = new Date(),
): unknown {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "fake-waba",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "15550000000", phone_number_id: message.phoneNumberId },
              statuses: [
                {
                  id: message.id,
                  status,
                  timestamp: String(Math.floor(at.getTime() / 1000)),
                  recipient_id: message.to,
                  ...(status === "failed"
                    ? { errors: [{ code: 131026, title: "Message undeliverable" }] }
                    : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

/**
 * A local stand-in for the WhatsApp Business Cloud API, speaking its HTTP protocol for what the shop
 * uses: POST /{version}/{phone-number-id}/messages with a bearer token and a template message, answered
 * with a wamid; status webhooks signed with the app secret. GET /messages lists what it accepted, so a
 * developer can see what a buyer would have received.
 */
export async function startFakeWhatsApp(options: FakeWhatsAppOptions): Promise<FakeWhatsApp> {
  const messages: FakeWhatsAppMessage[] = [];

  async function report(id: string, status: "sent" | "delivered" | "read" | "failed"): Promise<Response> {
    const message = messages.find((m) => m.id === id);
    if (!message) throw new Error(`The fake WhatsApp API has no message ${id}`);
    if (!options.webhookUrl) throw new Error("The fake WhatsApp API has no webhook address");
    const body = JSON.stringify(statusWebhookBody(message, status));
    return fetch(options.webhookUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(options.appSecret ? { "x-hub-signature-256": webhookSignature(options.appSecret, body) } : {}),
      },
      body,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    if (req.method === "GET" && path === "/messages") return json(res, 200, { data: messages });
    const route = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(path);
    if (!route || req.method !== "POST") {
      return graphError(
        res,
        400,
        "Unsupported request: the object does not exist or the method is not allowed",
        100,
      );
    }
    if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
      return graphError(res, 401, "Invalid OAuth access token - Cannot parse access token", 190);
    }
    let body: {
      messaging_product?: unknown;
      to?: unknown;
      type?: unknown;
      template?: {
        name?: unknown;
        language?: { code?: unknown };
        components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[];
      };
    };
    try {
      body = JSON.parse(await readBody(req)) as typeof body;
    } catch {
      return graphError(res, 400, "(#100) The request body is not JSON", 100);
    }
    const template = body.template;
    if (
      body.messaging_product !== "whatsapp" ||
      typeof body.to !== "string" ||
      !/^\d{8,15}$/.test(body.to) ||
      body.type !== "template" ||
      typeof template?.name !== "string" ||
      typeof template.language?.code !== "string"
    ) {
      return graphError(res, 400, "(#100) Invalid parameter", 100);
    }
    const parameters: string[] = [];
    for (const component of template.components ?? []) {
      if (component.type !== "body") continue;
      for (const parameter of component.parameters ?? []) {
        if (parameter.type !== "text" || typeof parameter.text !== "string") {
          return graphError(
            res,
            400,
            "(#132012) Parameter format does not match format in the created template",
            132012,
          );
        }
        parameters.push(parameter.text);
      }
    }
    const id = `wamid.${randomBytes(18).toString("base64url")}`;
    const message: FakeWhatsAppMessage = {
      id,
      version: route[1] ?? "",
      phoneNumberId: decodeURIComponent(route[2] ?? ""),
      to: body.to,
      template: template.name,
      language: template.language.code,
      parameters,
    };
    messages.push(message);
    json(res, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id, message_status: "accepted" }],
    });
    if (options.autoDeliver && options.webhookUrl) {
      setTimeout(() => {
        void report(id, "sent")
          .then(() => report(id, "delivered"))
          .catch(() => {});
      }, 200).unref();
    }
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) graphError(res, 500, error instanceof Error ? error.message : "failed", 1);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${address.port}`,
    messages,
    report,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
