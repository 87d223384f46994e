import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  checkoutSignature,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  webhookSignature,
} from "./razorpay";

/** How the fake delivers the webhooks of what happens next; tests change it between steps. */
export interface FakeWebhookBehaviour {
  /** Milliseconds before the webhooks of one payment go out (a late webhook). */
  delayMs: number;
  /** Each event is posted twice, with the same event id. */
  twice: boolean;
  /** The events of one payment go out newest first (order.paid before payment.captured). */
  reversed: boolean;
  /** Signed with a wrong secret. */
  badSignature: boolean;
  /** Never sent (the webhook that never comes: only reconciliation can find the payment). */
  drop: boolean;
  /** A successful payment stays authorised (the account's auto-capture is off). */
  authorizeOnly: boolean;
  /** What a new refund becomes. */
  refundOutcome: "processed" | "pending" | "failed";
}

export interface FakeRazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  /** Where webhooks go: the API's POST /v1/webhooks/razorpay. */
  webhookUrl?: string;
  port?: number;
  host?: string;
}

export interface FakeRazorpay {
  url: string;
  orders: Map<string, GatewayOrder>;
  payments: Map<string, GatewayPayment>;
  refunds: Map<string, GatewayRefund>;
  behaviour: FakeWebhookBehaviour;
  /** The webhook secret it signs with (change it to follow a rotation in the shop's settings). */
  webhookSecret: string | undefined;
  /** What the checkout page does when the person chooses: a payment of the order, succeeded or failed. */
  pay(
    orderId: string,
    input: { method: string; outcome: "success" | "failure" },
  ): Promise<{ payment: GatewayPayment; signature: string | null }>;
  /** Posts one signed event now (or by the behaviour's rules); resolves when every post has answered. */
  sendEvent(event: string, payload: Record<string, unknown>): Promise<Response[]>;
  /** Every webhook delivery still in flight has answered. */
  settled(): Promise<void>;
  /** The webhook bodies posted, oldest first, with the status the API answered. */
  delivered: { eventId: string; event: string; status: number }[];
  close(): Promise<void>;
}

export const DEFAULT_BEHAVIOUR: FakeWebhookBehaviour = {
  delayMs: 0,
  twice: false,
  reversed: false,
  badSignature: false,
  drop: false,
  authorizeOnly: false,
  refundOutcome: "processed",
};

const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${randomBytes(7).toString("base64url").replace(/[-_]/g, "x")}`;

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    "content-type": "application/json",
    "access-control-allow-origin": "*",
    "access-control-allow-headers": "content-type",
  });
  res.end(JSON.stringify(body));
}

function refuse(res: ServerResponse, status: number, description: string, field?: string): void {
  json(res, status, {
    error: {
      code: status === 401 ? "BAD_REQUEST_ERROR" : "BAD_REQUEST_ERROR",
      description,
      source: "NA",
      step: "NA",
      reason: "NA",
      metadata: {},
      ...(field ? { field } : {}),
    },
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The gateway's fee on a payment: 2 % plus 18 % GST on the fee, as Razorpay reports them (paise). */
function feeOf(amount: number): { fee: number; tax: number } {
  const base = Math.round(amount * 0.02);
  const tax = Math.round(base * 0.18);
  return { fee: base + tax, tax };
}

/**
 * A local Razorpay: the part of its HTTP API the shop uses (orders, payments, capture, refunds, fetch;
 * basic auth with the key id and secret), the checkout script (`/v1/checkout.js`) whose page lets the
 * person choose a method and success or failure, and signed webhooks, late, twice, out of order or
 * badly signed when `behaviour` says so.
 */
export async function startFakeRazorpay(options: FakeRazorpayOptions): Promise<FakeRazorpay> {
  const orders = new Map<string, GatewayOrder>();
  const payments = new Map<string, GatewayPayment>();
  const refunds = new Map<string, GatewayRefund>();
  const idempotency = new Map<string, { body: string; refund: GatewayRefund }>();
  const behaviour: FakeWebhookBehaviour = { ...DEFAULT_BEHAVIOUR };
  const delivered: FakeRazorpay["delivered"] = [];
  const inFlight = new Set<Promise<unknown>>();
  let baseUrl = "";

  const fake = {} as FakeRazorpay;
  fake.webhookSecret = options.webhookSecret;

  async function post(eventId: string, event: string, body: string): Promise<Response> {
    if (!options.webhookUrl) throw new Error("The local gateway has no webhook address");
    const secret = behaviour.badSignature ? "not-the-webhook-secret" : (fake.webhookSecret ?? "");
    const response = await fetch(options.webhookUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": webhookSignature(secret, body),
        "x-razorpay-event-id": eventId,
      },
      body,
    });
    await response.arrayBuffer().catch(() => undefined);
    delivered.push({ eventId, event, status: response.status });
    return response;
  }

  function bodyOf(event: string, payload: Record<string, unknown>): string {
    const wrapped: Record<string, { entity: unknown }> = {};
    for (const [key, value] of Object.entries(payload)) wrapped[key] = { entity: value };
    return JSON.stringify({
      entity: "event",
      account_id: "acc_local",
      event,
      contains: Object.keys(payload),
      payload: wrapped,
      created_at: now(),
    });
  }

  async function sendEvent(event: string, payload: Record<string, unknown>): Promise<Response[]> {
    const eventId = id("evt");
    const body = bodyOf(event, payload);
    const first = await post(eventId, event, body);
    if (!behaviour.twice) return [first];
    return [first, await post(eventId, event, body)];
  }

  /** A batch of events, as the behaviour says: late, reversed, twice, or not at all. */
  function deliver(events: [string, Record<string, unknown>][]): void {
    if (behaviour.drop || !options.webhookUrl) return;
    // The entities are copied now: a later change (a refund) must not show in an earlier event.
    const snapshot = events.map(([e, p]) => [e, structuredClone(p)] as [string, Record<string, unknown>]);
    const ordered = behaviour.reversed ? snapshot.reverse() : snapshot;
    const run = (async () => {
      if (behaviour.delayMs > 0) await new Promise((r) => setTimeout(r, behaviour.delayMs));
      for (const [event, payload] of ordered) await sendEvent(event, payload);
    })().catch(() => undefined);
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  }

  function capturePayment(payment: GatewayPayment): void {
    payment.status = "captured";
    payment.captured = true;
    const order = payment.order_id ? orders.get(payment.order_id) : undefined;
    if (order) {
      order.amount_paid += payment.amount;
      order.amount_due = Math.max(0, order.amount - order.amount_paid);
      order.status = "paid";
    }
  }

  async function pay(orderId: string, input: { method: string; outcome: "success" | "failure" }) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`The local gateway has no order ${orderId}`);
    const { fee, tax } = feeOf(order.amount);
    const payment: GatewayPayment = {
      id: id("pay"),
      entity: "payment",
      amount: order.amount,
      currency: order.currency,
      status: "created",
      order_id: order.id,
      method: input.method,
      amount_refunded: 0,
      captured: false,
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      created_at: now(),
    };
    payments.set(payment.id, payment);
    if (order.status === "created") order.status = "attempted";
    if (input.outcome === "failure") {
      payment.status = "failed";
      payment.error_code = "BAD_REQUEST_ERROR";
      payment.error_description = "Payment was declined by the payer's bank.";
      deliver([["payment.failed", { payment }]]);
      return { payment, signature: null };
    }
    payment.status = "authorized";
    payment.fee = fee;
    payment.tax = tax;
    const signature = checkoutSignature(options.keySecret, order.id, payment.id);
    if (behaviour.authorizeOnly) {
      deliver([["payment.authorized", { payment }]]);
      return { payment, signature };
    }
    capturePayment(payment);
    deliver([
      ["payment.captured", { payment }],
      ["order.paid", { payment, order }],
    ]);
    return { payment, signature };
  }

  function authorised(req: IncomingMessage): boolean {
    const expected = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
    return req.headers.authorization === expected;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://fake");
    const path = url.pathname;
    if (req.method === "OPTIONS") {
      // The checkout page's calls come from the shop's origin: any header the page sends is allowed.
      res.writeHead(204, {
        "access-control-allow-origin": "*",
        "access-control-allow-methods": "GET, POST",
        "access-control-allow-headers": req.headers["access-control-request-headers"] ?? "content-type",
        "access-control-max-age": "600",
      });
      res.end();
      return;
    }
    if (req.method === "GET" && path === "/v1/checkout.js") {
      res.writeHead(200, {
        "content-type": "application/javascript; charset=utf-8",
        "access-control-allow-origin": "*",
        "cache-control": "no-store",
      });
      res.end(checkoutScript(baseUrl));
      return;
    }
    if (req.method === "POST" && path === "/checkout/pay") {
      let body: { key?: unknown; order_id?: unknown; method?: unknown; outcome?: unknown };
      try {
        body = JSON.parse(await readBody(req)) as typeof body;
      } catch {
        return refuse(res, 400, "The request body is not JSON.");
      }
      if (body.key !== options.keyId) return refuse(res, 401, "The api key provided is invalid");
      const order = typeof body.order_id === "string" ? orders.get(body.order_id) : undefined;
      if (!order) return refuse(res, 400, "The id provided does not exist", "order_id");
      if (order.status === "paid") return refuse(res, 400, "Order has already been paid.");
      const method = typeof body.method === "string" ? body.method : "upi";
      const outcome = body.outcome === "failure" ? "failure" : "success";
      const result = await pay(order.id, { method, outcome });
      if (outcome === "failure") {
        return json(res, 400, {
          error: {
            code: "BAD_REQUEST_ERROR",
            description: result.payment.error_description,
            source: "customer",
            step: "payment_authorization",
            reason: "payment_failed",
            metadata: { order_id: order.id, payment_id: result.payment.id },
          },
        });
      }
      return json(res, 200, {
        razorpay_payment_id: result.payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: result.signature,
      });
    }
    if (req.method === "POST" && path === "/_local/behaviour") {
      const change = JSON.parse((await readBody(req)) || "{}") as Partial<FakeWebhookBehaviour>;
      Object.assign(behaviour, change);
      return json(res, 200, behaviour);
    }
    if (!path.startsWith("/v1/")) return refuse(res, 404, "The requested URL was not found on the server.");
    if (!authorised(req)) return refuse(res, 401, "The api key provided is invalid");
    const raw = req.method === "POST" ? await readBody(req) : "";
    let body: Record<string, unknown> = {};
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return refuse(res, 400, "The request body is not JSON.");
      }
    }
    const at = (pattern: RegExp): string[] | null => {
      const found = pattern.exec(path);
      return found ? found.slice(1).map((part) => decodeURIComponent(part)) : null;
    };
    let m: string[] | null;
    if (req.method === "POST" && path === "/v1/orders") {
      const amount = body.amount;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
        return refuse(res, 400, "The amount must be atleast INR 1.00", "amount");
      }
      const receipt = typeof body.receipt === "string" ? body.receipt : null;
      const order: GatewayOrder = {
        id: id("order"),
        entity: "order",
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: typeof body.currency === "string" ? body.currency : "INR",
        receipt,
        status: "created",
        created_at: now(),
      };
      orders.set(order.id, order);
      return json(res, 200, order);
    }
    m = req.method === "GET" ? at(/^\/v1\/orders\/([^/]+)$/) : null;
    if (m) {
      const order = orders.get(m[0] ?? "");
      return order ? json(res, 200, order) : refuse(res, 400, "The id provided does not exist");
    }
    m = req.method === "GET" ? at(/^\/v1\/orders\/([^/]+)\/payments$/) : null;
    if (m) {
      const orderId = m[0] ?? "";
      if (!orders.has(orderId)) return refuse(res, 400, "The id provided does not exist");
      const items = [...payments.values()].filter((p) => p.order_id === orderId);
      return json(res, 200, { entity: "collection", count: items.length, items });
    }
    m = req.method === "GET" ? at(/^\/v1\/payments\/([^/]+)$/) : null;
    if (m) {
      const payment = payments.get(m[0] ?? "");
      return payment ? json(res, 200, payment) : refuse(res, 400, "The id provided does not exist");
    }
    m = req.method === "POST" ? at(/^\/v1\/payments\/([^/]+)\/capture$/) : null;
    if (m) {
      const payment = payments.get(m[0] ?? "");
      if (!payment) return refuse(res, 400, "The id provided does not exist");
      if (payment.status === "captured") return refuse(res, 400, "This payment has already been captured");
      if (payment.status !== "authorized") {
        return refuse(
          res,
          400,
          "Only payments which have been authorized and not yet captured can be captured",
        );
      }
      if (body.amount !== payment.amount) {
        return refuse(res, 400, "Capture amount must be equal to the amount authorized", "amount");
      }
      capturePayment(payment);
      const order = payment.order_id ? orders.get(payment.order_id) : undefined;
      deliver([
        ["payment.captured", { payment }],
        ...(order ? ([["order.paid", { payment, order }]] as [string, Record<string, unknown>][]) : []),
      ]);
      return json(res, 200, payment);
    }
    m = req.method === "POST" ? at(/^\/v1\/payments\/([^/]+)\/refund$/) : null;
    if (m) {
      const payment = payments.get(m[0] ?? "");
      if (!payment) return refuse(res, 400, "The id provided does not exist");
      const key = req.headers["x-refund-idempotency"];
      const idempotencyKey = typeof key === "string" ? key : undefined;
      if (idempotencyKey !== undefined) {
        if (!/^[A-Za-z0-9_-]{10,}$/.test(idempotencyKey)) {
          return refuse(res, 400, "The idempotency key is invalid.");
        }
        const seen = idempotency.get(idempotencyKey);
        if (seen) {
          if (seen.body !== raw) {
            return refuse(
              res,
              400,
              "Different request with the same idempotency key has already been processed.",
            );
          }
          return json(res, 200, seen.refund);
        }
      }
      if (payment.status !== "captured" && payment.status !== "refunded") {
        return refuse(res, 400, "The payment has not been captured, so it cannot be refunded");
      }
      const amount = typeof body.amount === "number" ? body.amount : payment.amount - payment.amount_refunded;
      if (!Number.isInteger(amount) || amount < 100) {
        return refuse(res, 400, "The refund amount must be atleast INR 1.00", "amount");
      }
      if (amount > payment.amount - payment.amount_refunded) {
        return refuse(res, 400, "The refund amount provided is greater than amount captured", "amount");
      }
      const refund: GatewayRefund = {
        id: id("rfnd"),
        entity: "refund",
        amount,
        currency: payment.currency,
        payment_id: payment.id,
        notes: (body.notes as Record<string, string> | undefined) ?? {},
        status: behaviour.refundOutcome === "processed" ? "processed" : "pending",
        created_at: now(),
      };
      refunds.set(refund.id, refund);
      if (behaviour.refundOutcome !== "failed") {
        payment.amount_refunded += amount;
        if (payment.amount_refunded >= payment.amount) payment.status = "refunded";
      }
      if (idempotencyKey !== undefined) idempotency.set(idempotencyKey, { body: raw, refund });
      json(res, 200, refund);
      if (behaviour.refundOutcome === "processed") deliver([["refund.processed", { refund, payment }]]);
      if (behaviour.refundOutcome === "failed") {
        refund.status = "failed";
        deliver([["refund.failed", { refund, payment }]]);
      }
      return;
    }
    m = req.method === "GET" ? at(/^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)$/) : null;
    if (m) {
      const refund = refunds.get(m[1] ?? "");
      if ((!refund || refund.payment_id !== m[0]) ?? "") {
        return refuse(res, 400, "The id provided does not exist");
      }
      return json(res, 200, refund);
    }
    return refuse(res, 400, "The requested URL was not found on the server.");
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) refuse(res, 500, error instanceof Error ? error.message : "failed");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? "127.0.0.1"}:${address.port}`;
  Object.assign(fake, {
    url: baseUrl,
    orders,
    payments,
    refunds,
    behaviour,
    delivered,
    pay,
    sendEvent,
    settled: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
  return fake;
}

/**
 * The checkout script: `new Razorpay(options).open()` shows a page over the shop's with the methods
 * offered and two buttons, success and failure, then calls `handler` with the signed response or the
 * `payment.failed` listeners with the error, as Razorpay Checkout does.
 */
function checkoutScript(base: string): string {
  return `(function () {
  var BASE = ${JSON.stringify(base)};
  var TITLES = { upi: "UPI", card: "Card", netbanking: "Netbanking" };
  function Razorpay(options) { this.options = options || {}; this.listeners = {}; }
  Razorpay.prototype.on = function (name, fn) { (this.listeners[name] = this.listeners[name] || []).push(fn); };
  Razorpay.prototype.close = function () { if (this.root) { this.root.remove(); this.root = null; } };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options;
    var methods = ["upi", "card", "netbanking"].filter(function (m) { return !o.method || o.method[m] !== false; });
    var root = document.createElement("div");
    root.setAttribute("role", "dialog");
    root.setAttribute("aria-modal", "true");
    root.setAttribute("aria-label", "Local payment gateway");
    root.style.cssText = "position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:2147483647;font:16px system-ui,sans-serif";
    var box = document.createElement("div");
    box.style.cssText = "background:#fff;color:#111;padding:24px;border-radius:8px;min-width:320px;max-width:90vw";
    var h = document.createElement("h2");
    h.textContent = "Local payment gateway";
    h.style.margin = "0 0 8px";
    box.appendChild(h);
    var p = document.createElement("p");
    p.textContent = (o.name || "") + " — " + (o.currency || "INR") + " " + (Number(o.amount || 0) / 100).toFixed(2);
    box.appendChild(p);
    var fs = document.createElement("fieldset");
    var lg = document.createElement("legend");
    lg.textContent = "Pay by";
    fs.appendChild(lg);
    methods.forEach(function (m, i) {
      var label = document.createElement("label");
      label.style.cssText = "display:block;margin:4px 0";
      var input = document.createElement("input");
      input.type = "radio"; input.name = "local-gateway-method"; input.value = m; input.checked = i === 0;
      label.appendChild(input);
      label.appendChild(document.createTextNode(" " + TITLES[m]));
      fs.appendChild(label);
    });
    box.appendChild(fs);
    var status = document.createElement("p");
    status.setAttribute("role", "status");
    box.appendChild(status);
    function button(text, outcome) {
      var b = document.createElement("button");
      b.type = "button"; b.textContent = text; b.style.cssText = "margin:8px 8px 0 0;padding:8px 14px";
      b.onclick = function () {
        var chosen = box.querySelector("input[name=local-gateway-method]:checked");
        status.textContent = "Processing…";
        fetch(BASE + "/checkout/pay", {
          method: "POST", headers: { "content-type": "application/json" },
          body: JSON.stringify({ key: o.key, order_id: o.order_id, method: chosen ? chosen.value : "upi", outcome: outcome })
        }).then(function (r) { return r.json().then(function (body) { return { ok: r.ok, body: body }; }); })
          .then(function (result) {
            self.close();
            if (result.ok) { if (o.handler) o.handler(result.body); }
            else { (self.listeners["payment.failed"] || []).forEach(function (fn) { fn({ error: result.body.error }); }); }
          })
          .catch(function () { status.textContent = "The local gateway did not answer."; });
      };
      return b;
    }
    box.appendChild(button("Success", "success"));
    box.appendChild(button("Failure", "failure"));
    var cancel = document.createElement("button");
    cancel.type = "button"; cancel.textContent = "Cancel"; cancel.style.cssText = "margin:8px 0 0;padding:8px 14px";
    cancel.onclick = function () { self.close(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); };
    box.appendChild(cancel);
    root.appendChild(box);
    document.body.appendChild(root);
    this.root = root;
  };
  window.Razorpay = Razorpay;
})();
`;
}
