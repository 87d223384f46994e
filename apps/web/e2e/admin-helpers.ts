import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

// Shared steps of the back-office journeys: staff sign-in, a buyer with an order placed through the
// store API, and the mails the API writes into its folder.

export const DEMO_PASSWORD = "Lighting@2026";
export const STAFF = {
  owner: "owner@demo.roshnilighting.in",
  manager: "manager@demo.roshnilighting.in",
  sales: "sales@demo.roshnilighting.in",
  dispatch: "dispatch@demo.roshnilighting.in",
} as const;
const WEBSITE = { website: "wholesale" };
export const BUYER_PASSWORD = "Lamp-shade-2026";

export interface Envelope<T> {
  ok: boolean;
  statusCode: number;
  data: T;
}

/** Each test speaks as its own address, so the API's per-address sign-in limits never join the journeys. */
export function clientAddress(): string {
  return `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
}

let sequence = 0;
export function uniqueId(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
}

/** Signs a staff member in through the sign-in page (no second step) and waits for the dashboard. */
export async function staffSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

/** A call to the admin API with the browser's staff session (the page's request context shares its cookies). */
export async function adminApi<T>(
  page: Page,
  method: "GET" | "POST" | "PATCH",
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Envelope<T> }> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(`/v1/admin${path}`, {
    method,
    headers: { ...WEBSITE, origin },
    data: body,
  });
  return { status: response.status(), body: (await response.json()) as Envelope<T> };
}

export async function storeApi<T>(
  request: APIRequestContext,
  method: "GET" | "POST",
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  const response = await request.fetch(`/v1${path}`, {
    method,
    headers: {
      ...WEBSITE,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    data: options.body,
  });
  return (await response.json()) as Envelope<T>;
}

export interface Buyer {
  name: string;
  email: string;
  phone: string;
  companyName?: string;
  gstin?: string;
}

export function newBuyer(label: string, extra: Partial<Buyer> = {}): Buyer {
  const id = uniqueId();
  return { name: `Ritu ${label}`, email: `ritu.${label}.${id}@example.in`, phone: "98111 22233", ...extra };
}

export async function registerBuyer(request: APIRequestContext, buyer: Buyer): Promise<string> {
  const answer = await storeApi<{ token: string }>(request, "POST", "/customer/register", {
    body: { ...buyer, password: BUYER_PASSWORD },
  });
  expect(answer.ok, JSON.stringify(answer)).toBe(true);
  return answer.data.token;
}

export interface StoreProduct {
  id: number;
  title: string;
  stock: number;
  minimumQuantity: number;
  sellingPrice: number;
  taxRate: number;
  websites: { slug: string }[];
}

/**
 * A product with stock for at least `lots` MOQs. The list may be cached by the API, so each candidate's
 * stock is read again from its own page (other journeys take stock too).
 */
export async function productInStock(request: APIRequestContext, lots = 2): Promise<StoreProduct> {
  const list = await storeApi<{ items: StoreProduct[] }>(request, "GET", "/product?limit=60");
  for (const candidate of list.data.items) {
    if (!candidate.websites[0]?.slug || candidate.stock < candidate.minimumQuantity * lots) continue;
    const stock = await productStock(request, candidate);
    if (stock >= candidate.minimumQuantity * lots) return { ...candidate, stock };
  }
  throw new Error(`The demo catalogue has no product with stock for ${lots} MOQs`);
}

export async function productStock(request: APIRequestContext, product: StoreProduct): Promise<number> {
  const answer = await storeApi<StoreProduct>(
    request,
    "GET",
    `/product/${encodeURIComponent(product.websites[0]?.slug ?? "")}`,
  );
  expect(answer.ok, JSON.stringify(answer)).toBe(true);
  return answer.data.stock;
}

export interface PlacedOrder {
  id: number;
  number: string;
  total: number;
}

/** A delivery address and an order of `quantity` pieces, placed through the store API as the checkout does. */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  product: StoreProduct,
  quantity: number,
  options: { state?: string; city?: string; pincode?: string; note?: string; toPayShipping?: boolean } = {},
): Promise<PlacedOrder> {
  const address = await storeApi<{ id: number }>(request, "POST", "/customer/address", {
    token,
    body: {
      name: "Stores in-charge",
      phone: "98100 12345",
      line1: "21 Arya Samaj Road",
      city: options.city ?? "Mumbai",
      state: options.state ?? "Maharashtra",
      pincode: options.pincode ?? "400016",
      country: "IN",
    },
  });
  expect(address.ok, JSON.stringify(address)).toBe(true);
  const order = await storeApi<PlacedOrder>(request, "POST", "/order", {
    token,
    headers: { "idempotency-key": `e2e-${uniqueId()}` },
    body: {
      items: [{ productId: product.id, quantity, options: [] }],
      addressId: address.data.id,
      toPayShipping: options.toPayShipping ?? false,
      paymentMethod: "bank-transfer",
      ...(options.note ? { note: options.note } : {}),
    },
  });
  expect(order.ok, JSON.stringify(order)).toBe(true);
  return order.data;
}

/** Signs the browser in as a buyer the way the shop does: localStorage 'token' and the 'token' cookie. */
export async function signInBuyer(page: Page, token: string): Promise<void> {
  await page.goto("/account/login");
  await page.evaluate((value) => {
    localStorage.setItem("token", value);
    // biome-ignore lint/suspicious/noDocumentCookie: the same cookie the shop's store writes after signing in
    document.cookie = `token=${value}; Path=/; SameSite=Lax`;
  }, token);
}

/** The buyer's browser beside the staff member's: a second context with its own storage, signed in. */
export async function buyerPage(
  page: Page,
  baseURL: string | undefined,
  token: string,
  viewport = { width: 1366, height: 900 },
  locale?: string,
): Promise<Page> {
  const context = await page
    .context()
    .browser()
    ?.newContext({
      baseURL,
      viewport,
      extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
    });
  if (!context) throw new Error("No browser for the buyer");
  if (locale) await context.addCookies([{ name: "locale", value: locale, url: baseURL ?? "" }]);
  const buyer = await context.newPage();
  await signInBuyer(buyer, token);
  return buyer;
}

/**
 * The API writes its mails as .eml files when it has no mail server: DATA_DIR/mail of the API this suite
 * starts, or E2E_MAIL_DIR against servers already running (E2E_BASE_URL).
 */
export function mailFolder(): string | undefined {
  if (process.env.E2E_BASE_URL) return process.env.E2E_MAIL_DIR || undefined;
  const dataDir = process.env.E2E_DATA_DIR;
  return dataDir ? join(dataDir, "mail") : undefined;
}

export function mailHeader(message: string, name: string): string | undefined {
  const head = message.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, "im").exec(unfolded);
  return match?.[1]?.trim();
}

/**
 * The text of a single-part mail as written: the API's composer sends non-ASCII text or long lines as
 * quoted-printable (or base64), which a mail client decodes and so does this.
 */
export function mailText(message: string): string {
  const encoding = (mailHeader(message, "Content-Transfer-Encoding") ?? "7bit").toLowerCase();
  const body = message.slice(message.search(/\r?\n\r?\n/)).trim();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Every mail to `email` in the folder, oldest first (file names start with the sending time). */
export async function mailsTo(folder: string, email: string): Promise<{ subject: string; text: string }[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const mails: { subject: string; text: string }[] = [];
  for (const name of names.filter((n) => n.endsWith(".eml")).sort()) {
    const message = await readFile(join(folder, name), "utf8");
    if (!(mailHeader(message, "To") ?? "").includes(email)) continue;
    mails.push({
      subject: mailHeader(message, "Subject") ?? "",
      text: mailText(message),
    });
  }
  return mails;
}

/** The store API's headers for a signed-in buyer. */
export function bearer(token: string) {
  return { ...WEBSITE, authorization: `Bearer ${token}` };
}

/**
 * Signs the browser in as the demo retail buyer through the API (localStorage 'token' and the 'token'
 * cookie, as the storefront keeps them) and starts from an empty server-kept cart, whatever another
 * journey left there. Answers the token.
 */
export async function signInRetailBuyer(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
): Promise<string> {
  const response = await request.post("/v1/customer/login", {
    headers: WEBSITE,
    data: { email: "retail@demo.roshnilighting.in", password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBeTruthy();
  const { token } = ((await response.json()) as Envelope<{ token: string }>).data;
  await page.context().addCookies([{ name: "token", value: token, url: baseURL }]);
  await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
  const emptied = await request.put("/v1/customer/saved", {
    headers: bearer(token),
    data: { cart: [], wishlist: [], compare: [] },
  });
  expect(emptied.status()).toBe(200);
  return token;
}

/** The local Razorpay's checkout page (the API runs it when no key is set): a method, then the outcome. */
export async function payOnLocalGateway(page: Page, outcome: "Success" | "Failure", method = "UPI") {
  const gateway = page.getByRole("dialog", { name: "Local payment gateway" });
  await expect(gateway).toBeVisible();
  await gateway.getByRole("radio", { name: method }).check();
  await gateway.getByRole("button", { name: outcome, exact: true }).click();
  await expect(gateway).toHaveCount(0);
}
