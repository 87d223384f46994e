import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { mailText } from "./admin-helpers";
import { seriousA11yViolations } from "./axe";

// Account journeys: sign-in guard and return, register → profile → address → order → history, change
// password, forgot/reset (through the mail the API writes), sign-out on a 401, accessibility of the
// sign-in page and the dashboard.

const PASSWORD = "Lamp-shade-2026";
const API_HEADERS = { website: "wholesale" };
// A Delhi GSTIN whose last character is the mod-36 check character, and the same one with it wrong.
const GOOD_GSTIN = "07AABCR1234L1ZH";
const BAD_GSTIN = "07AABCR1234L1ZJ";

let sequence = 0;

/** A fresh buyer per test, so tests neither share state nor depend on order. */
function newBuyer(label: string) {
  sequence += 1;
  const id = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `Kavya ${label}`, email: `kavya.${label}.${id}@example.in`, phone: "98111 22233" };
}

// Every request reaches the API from the storefront's own address (server.ts sets X-Forwarded-For to the
// address it saw, whatever a client sends), so the suite's API runs with high sign-up and sign-in limits
// (playwright.config.ts).

interface Envelope<T> {
  ok: boolean;
  statusCode: number;
  data: T;
}

async function api<T>(
  request: APIRequestContext,
  method: "GET" | "POST",
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  const response = await request.fetch(`/v1${path}`, {
    method,
    headers: {
      ...API_HEADERS,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    data: options.body,
  });
  return (await response.json()) as Envelope<T>;
}

async function registerByApi(request: APIRequestContext, buyer: ReturnType<typeof newBuyer>) {
  const answer = await api<{ token: string }>(request, "POST", "/customer/register", {
    body: { ...buyer, password: PASSWORD },
  });
  expect(answer.ok, JSON.stringify(answer)).toBe(true);
  return answer.data.token;
}

/** Signs the browser in the way the shop does: token in localStorage 'token' and in the 'token' cookie. */
async function useToken(page: Page, token: string) {
  await page.goto("/account/login");
  await page.evaluate((value) => {
    localStorage.setItem("token", value);
    // biome-ignore lint/suspicious/noDocumentCookie: the same cookie the shop's store writes after signing in
    document.cookie = `token=${value}; Path=/; SameSite=Lax`;
  }, token);
}

/** Registers on the register page; the shop signs the new buyer in and opens the dashboard. */
async function registerThroughForm(page: Page, buyer: ReturnType<typeof newBuyer>) {
  await page.goto("/account/register");
  const register = page.getByTestId("register-form");
  await register.getByLabel("Name", { exact: true }).fill(buyer.name);
  await register.getByLabel("Email", { exact: true }).fill(buyer.email);
  await register.getByLabel("Phone", { exact: true }).fill(buyer.phone);
  await register.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await register.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
}

async function signInThroughForm(page: Page, email: string, password: string) {
  const form = page.getByTestId("login-form");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

/**
 * The API writes its mails as .eml files into a folder when it has no mail server: DATA_DIR/mail of the API
 * this suite starts (playwright.config.ts shares E2E_DATA_DIR with the workers), or E2E_MAIL_DIR when the
 * journeys run against servers already running (E2E_BASE_URL).
 */
function mailFolder(): string | undefined {
  if (process.env.E2E_BASE_URL) return process.env.E2E_MAIL_DIR || undefined;
  const dataDir = process.env.E2E_DATA_DIR;
  return dataDir ? join(dataDir, "mail") : undefined;
}

/** A header of an RFC 822 message, long headers unfolded. */
function mailHeader(message: string, name: string): string | undefined {
  const head = message.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, "im").exec(unfolded);
  return match?.[1]?.trim();
}

/** The newest mail to `email` in the folder (names start with the sending time), or null while none. */
async function newestMailTo(
  folder: string,
  email: string,
): Promise<{ subject: string; text: string } | null> {
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names
    .filter((n) => n.endsWith(".eml"))
    .sort()
    .reverse()) {
    const message = await readFile(join(folder, name), "utf8");
    if (mailHeader(message, "To") !== email) continue;
    const text = mailText(message);
    return { subject: mailHeader(message, "Subject") ?? "", text };
  }
  return null;
}

test.describe("account", () => {
  test("a visitor on /account/orders is sent to sign in and brought back to Order History", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("guard");
    await registerByApi(request, buyer);
    await page.goto("/account/orders");
    await expect(page).toHaveURL(/\/account\/login\?next=%2Faccount%2Forders$/);
    await signInThroughForm(page, buyer.email, PASSWORD);
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(page.getByRole("heading", { name: "Order History" })).toBeVisible();
    await expect(page.getByText("You have not placed an order yet.")).toBeVisible();
  });

  test("only a same-site path is honoured as ?next=; anything else lands on the dashboard", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("next");
    await registerByApi(request, buyer);
    await page.goto("/account/login?next=https://evil.example/steal");
    await signInThroughForm(page, buyer.email, PASSWORD);
    await expect(page).toHaveURL(/\/account\/dashboard$/);
  });

  test("register → edit profile (bad GSTIN refused, good accepted) → add address → order → history and detail", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("journey");

    // Register on its own page; the shop signs the new buyer in and opens the dashboard.
    await registerThroughForm(page, buyer);
    await expect(page.getByTestId("dashboard-name")).toHaveText(buyer.name);
    await expect(page.getByTestId("dashboard-email")).toHaveText(buyer.email);
    await expect(page.getByTestId("dashboard-group")).not.toBeEmpty();
    // A new account is in the default group: no wholesale marker.
    await expect(page.getByTestId("wholesale-marker")).toHaveCount(0);
    const token = await page.evaluate(() => localStorage.getItem("token"));
    expect(token).toBeTruthy();

    // Edit Profile: a GSTIN with a wrong check character is refused before anything is sent.
    await page.goto("/account/profile");
    const profile = page.getByTestId("profile-form");
    await expect(profile.getByLabel("Name", { exact: true })).toHaveValue(buyer.name);
    await profile.getByLabel("Company name", { exact: false }).fill("Kavya Lights and Fans");
    await profile.getByLabel("GSTIN").fill(BAD_GSTIN);
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expect(profile.getByText("Enter a valid GSTIN.")).toBeVisible();
    const unchanged = await api<{ gstin: string | null }>(request, "GET", "/customer", {
      token: token ?? "",
    });
    expect(unchanged.data.gstin).toBeNull();

    await profile.getByLabel("GSTIN").fill(GOOD_GSTIN.toLowerCase());
    // Order news on WhatsApp and mails in Russian: chosen in the profile, kept by the shop.
    await expect(profile.getByLabel("Language of your mails and messages")).toHaveValue("en");
    await profile.getByLabel("Send my order news on WhatsApp too").check();
    await profile.getByLabel("Language of your mails and messages").selectOption("ru");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Your profile has been saved.")).toBeVisible();
    const saved = await api<{
      gstin: string | null;
      companyName: string | null;
      whatsappOptIn: boolean;
      language: string | null;
    }>(request, "GET", "/customer", {
      token: token ?? "",
    });
    expect(saved.data).toMatchObject({
      gstin: GOOD_GSTIN,
      companyName: "Kavya Lights and Fans",
      whatsappOptIn: true,
      language: "ru",
    });

    // Address Book: add a Delhi address as the default.
    await page.goto("/account/addresses");
    await expect(page.getByText("You have no saved addresses yet.")).toBeVisible();
    await page.getByTestId("add-address").click();
    await expect(page).toHaveURL(/\/account\/addresses\/new$/);
    const form = page.getByTestId("address-form");
    await form.getByLabel(/Contact name/).fill("Kavya Sharma");
    await form.getByLabel(/^Phone/).fill("011-2345 6789");
    await form.getByLabel(/Street address/).fill("1456 Bhagirath Palace, Chandni Chowk");
    await form.getByLabel(/City/).fill("Delhi");
    await form.getByLabel(/State or union territory/).selectOption("Delhi");
    await form.getByLabel(/PIN code/).fill("110006");
    await form.getByLabel(/default delivery address/).check();
    await form.getByTestId("address-submit").click();
    await expect(page).toHaveURL(/\/account\/addresses$/);
    const card = page.getByTestId("address-card");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("1456 Bhagirath Palace, Chandni Chowk");
    await expect(card).toContainText("Delhi – 110006");
    await expect(card.getByTestId("default-address")).toBeVisible();

    // An order placed with the buyer's token (three products at their MOQ, bank transfer).
    const addresses = await api<{ id: number }[]>(request, "GET", "/customer/address", {
      token: token ?? "",
    });
    const addressId = addresses.data[0]?.id;
    expect(addressId).toBeGreaterThan(0);
    const products = await api<{ items: { id: number; minimumQuantity: number }[] }>(
      request,
      "GET",
      "/product?limit=2",
    );
    const items = products.data.items.map((product) => ({
      productId: product.id,
      quantity: product.minimumQuantity,
    }));
    expect(items).toHaveLength(2);
    const placed = await api<{
      id: number;
      number: string;
      total: number;
      createdAt: string;
      items: unknown[];
      statusHistory: { status: string; createdAt: string }[];
    }>(request, "POST", "/order", {
      token: token ?? "",
      headers: { "idempotency-key": `account-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
      body: { items, addressId, toPayShipping: false, paymentMethod: "bank-transfer" },
    });
    expect(placed.ok, JSON.stringify(placed)).toBe(true);
    const order = placed.data;
    // Placing the order is the first step of its status history.
    expect(order.statusHistory).toEqual([{ status: "placed", createdAt: order.createdAt }]);
    const totalText = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 2,
    }).format(order.total);

    // Order History lists it with its number, status, payment and total.
    await page.goto("/account/orders");
    const row = page.getByTestId("order-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(order.number);
    await expect(row).toContainText("Placed");
    await expect(row).toContainText("Payment pending");
    await expect(row.getByTestId("order-total")).toHaveText(totalText);

    // The order page: lines, totals adding up, the address, history and the bank details while pending.
    await row.getByRole("link", { name: order.number, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${order.id}$`));
    await expect(page.getByTestId("order-number")).toHaveText(`Order ${order.number}`);
    await expect(page.getByTestId("order-line")).toHaveCount(order.items.length);
    await expect(page.getByTestId("order-grand-total")).toHaveText(totalText);
    await expect(page.getByTestId("order-totals")).toContainText("GST");
    // The history as a timeline: one step, 'Placed', at the time the API recorded, and it is the current one.
    const steps = page.getByTestId("status-history").getByRole("listitem");
    await expect(steps).toHaveCount(1);
    await expect(steps.first()).toHaveAttribute("data-status", "placed");
    await expect(steps.first()).toHaveAttribute("aria-current", "step");
    await expect(steps.first().locator("strong")).toHaveText("Placed");
    await expect(steps.first().locator("time")).toHaveAttribute("datetime", order.createdAt);
    expect(await seriousA11yViolations(page, "without-frame")).toEqual([]);
    await expect(page.getByTestId("payment-status")).toHaveText("Payment pending");
    const bank = page.getByTestId("bank-details");
    await expect(bank).toContainText("IFSC");
    await expect(bank).toContainText(order.number);
    await expect(page.getByText("1456 Bhagirath Palace, Chandni Chowk")).toBeVisible();

    // The dashboard now shows the default address and the order.
    await page.goto("/account/dashboard");
    await expect(page.getByTestId("orders-table")).toContainText(order.number);
    await expect(page.getByText("1456 Bhagirath Palace, Chandni Chowk")).toBeVisible();
  });

  test("addresses can be made default and deleted only after confirming", async ({ page, request }) => {
    const buyer = newBuyer("book");
    const token = await registerByApi(request, buyer);
    const base = {
      phone: "9811122233",
      line1: "Shop 12, Lajpat Rai Market",
      city: "Delhi",
      state: "Delhi",
      pincode: "110006",
      country: "IN",
    };
    for (const name of ["Ravi Kumar", "Meena Gupta"]) {
      const created = await api(request, "POST", "/customer/address", { token, body: { ...base, name } });
      expect(created.ok, JSON.stringify(created)).toBe(true);
    }
    await useToken(page, token);
    await page.goto("/account/addresses");
    const cards = page.getByTestId("address-card");
    await expect(cards).toHaveCount(2);
    const notDefault = cards.filter({ has: page.getByTestId("make-default") }).first();
    const name = (await notDefault.locator("address strong").textContent()) ?? "";
    await notDefault.getByTestId("make-default").click();
    await expect(page.getByText("The default address has been changed.")).toBeVisible();
    await expect(cards.first().locator("address strong")).toHaveText(name);
    await expect(cards.first().getByTestId("default-address")).toBeVisible();

    // Cancelling the confirmation keeps the address; confirming deletes it.
    await cards.nth(1).getByTestId("delete-address").click();
    await cards.nth(1).getByRole("button", { name: "Cancel" }).click();
    await expect(cards).toHaveCount(2);
    await cards.nth(1).getByTestId("delete-address").click();
    await cards.nth(1).getByTestId("confirm-delete").click();
    await expect(page.getByText("The address has been deleted.")).toBeVisible();
    await expect(cards).toHaveCount(1);
  });

  test("change password: the old password no longer signs in, and this browser stays signed in", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("password");
    await registerByApi(request, buyer);
    await page.goto("/account/login?next=%2Faccount%2Fpassword");
    await signInThroughForm(page, buyer.email, PASSWORD);
    await expect(page).toHaveURL(/\/account\/password$/);
    const oldToken = await page.evaluate(() => localStorage.getItem("token"));

    const form = page.getByTestId("password-form");
    await form.getByLabel("Current password").fill("not-my-password");
    await form.getByLabel("New password", { exact: true }).fill("Brass-lantern-77");
    await form.getByLabel("Confirm new password").fill("Brass-lantern-78");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("The two passwords do not match.")).toBeVisible();

    await form.getByLabel("Confirm new password").fill("Brass-lantern-77");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("Your current password is not correct.")).toBeVisible();

    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password has been changed.")).toBeVisible();

    // The fresh token replaced the revoked one: still signed in after a reload.
    const newToken = await page.evaluate(() => localStorage.getItem("token"));
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);
    await page.goto("/account/dashboard");
    await expect(page.getByTestId("dashboard-email")).toHaveText(buyer.email);

    const withOld = await api(request, "POST", "/customer/login", {
      body: { email: buyer.email, password: PASSWORD },
    });
    expect(withOld.statusCode).toBe(401);
    const withNew = await api(request, "POST", "/customer/login", {
      body: { email: buyer.email, password: "Brass-lantern-77" },
    });
    expect(withNew.ok).toBe(true);
  });

  test("forgot password always gives the same answer; a reset link that is not valid says so", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("forgot");
    await registerByApi(request, buyer);
    const answer = "If an account exists for that email, we have sent a link to reset the password.";
    for (const email of [buyer.email, `nobody.${Date.now()}@example.in`]) {
      await page.goto("/account/forgot-password");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByTestId("forgot-sent")).toHaveText(answer);
    }

    await page.goto("/account/reset-password?token=not-a-real-reset-token");
    await page.getByLabel("New password", { exact: true }).fill("Glass-shade-2027");
    await page.getByLabel("Confirm new password").fill("Glass-shade-2027");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByTestId("reset-invalid")).toContainText(
      "This reset link is not valid or has expired.",
    );
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/account/forgot-password",
    );

    await page.goto("/account/reset-password");
    await expect(page.getByTestId("reset-invalid")).toBeVisible();
  });

  test("forgot → mailed link → new password: the old one is refused and the link works only once", async ({
    page,
    baseURL,
  }) => {
    const folder = mailFolder();
    test.skip(!folder, "Against running servers, set E2E_MAIL_DIR to the API's mail folder (MAIL_DIR).");
    // Eight page visits and a wait for the API's mail dispatcher, which sends on a timer.
    test.slow();
    const buyer = newBuyer("reset");
    const newPassword = "Copper-pendant-31";

    // A buyer registers, then signs out.
    await registerThroughForm(page, buyer);
    await page.getByTestId("account-logout").click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(page.getByTestId("login-link")).toBeVisible();

    // Asks for a reset; the API's dispatcher sends the mail on its next tick (every few seconds).
    await page.goto("/account/forgot-password");
    await page.getByLabel("Email").fill(buyer.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByTestId("forgot-sent")).toBeVisible();
    const mailDir = folder ?? "";
    await expect
      .poll(async () => (await newestMailTo(mailDir, buyer.email))?.subject ?? null, {
        timeout: 20_000,
        intervals: [250, 500, 1000],
      })
      .toBe("Reset your Roshni Lighting password");
    const text = (await newestMailTo(mailDir, buyer.email))?.text ?? "";
    const link = /https?:\/\/\S+\/account\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? "";
    expect(link, text).not.toBe("");
    // The link points at the storefront under test (the API's PUBLIC_WEB_URL).
    expect(new URL(link).origin).toBe(new URL(baseURL ?? "").origin);

    // The link opens the reset page; the new password is saved and the buyer is sent to sign in.
    await page.goto(link);
    const reset = page.getByTestId("reset-form");
    await expect(reset).toBeVisible();
    expect(await seriousA11yViolations(page, "without-frame")).toEqual([]);
    await reset.getByLabel("New password", { exact: true }).fill(newPassword);
    await reset.getByLabel("Confirm new password").fill(newPassword);
    await reset.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("Your password has been changed. Sign in with the new one.")).toBeVisible();
    await expect(page).toHaveURL(/\/account\/login$/);

    // The old password no longer signs in.
    await signInThroughForm(page, buyer.email, PASSWORD);
    await expect(
      page.getByTestId("login-form").getByText("The email or password is not correct."),
    ).toBeVisible();

    // The same link a second time is refused with the page's message.
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("Another-shade-45");
    await page.getByLabel("Confirm new password").fill("Another-shade-45");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByTestId("reset-invalid")).toContainText(
      "This reset link is not valid or has expired.",
    );

    // The new password signs in.
    await page.goto("/account/login");
    await signInThroughForm(page, buyer.email, newPassword);
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    await expect(page.getByTestId("dashboard-email")).toHaveText(buyer.email);
  });

  test("a 401 from the API signs the buyer out, but not on the login and register pages", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("expired");
    await registerByApi(request, buyer);

    // On the sign-in page a wrong password is a 401 too: it shows the error and does not reload.
    await page.goto("/account/login");
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await signInThroughForm(page, buyer.email, "wrong-password");
    await expect(
      page.getByTestId("login-form").getByText("The email or password is not correct."),
    ).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // A token the API no longer accepts: the account page's calls answer 401, the shop clears local
    // storage, reloads, and the buyer lands on sign-in with the way back.
    await useToken(page, "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.not-a-valid-signature");
    await page.goto("/account/dashboard");
    await expect(page).toHaveURL(/\/account\/login\?next=%2Faccount%2Fdashboard$/);
    // The server may send the browser to sign-in before the page's own 401 handling has run (which then
    // clears the storage and reloads the sign-in page): the stored token must be gone once it has. A read
    // that meets that reload is taken again.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("token")).catch(() => "reloading"))
      .toBeNull();
    await expect(page).toHaveURL(/\/account\/login\?next=%2Faccount%2Fdashboard$/);
    await expect(page.getByTestId("login-link")).toBeVisible();
  });

  test("the sign-in page and the dashboard have no serious accessibility violations", async ({
    page,
    request,
  }) => {
    await page.goto("/account/login");
    await expect(page.getByTestId("login-form")).toBeVisible();
    expect(await seriousA11yViolations(page, "without-frame")).toEqual([]);

    const token = await registerByApi(request, newBuyer("axe"));
    await useToken(page, token);
    await page.goto("/account/dashboard");
    await expect(page.getByTestId("dashboard-name")).toBeVisible();
    expect(await seriousA11yViolations(page, "without-frame")).toEqual([]);
  });

  test("the account pages speak Russian when the language is ru", async ({ page, request }) => {
    const token = await registerByApi(request, newBuyer("ru"));
    await useToken(page, token);
    await page.goto("/account/dashboard");
    await page.getByTestId("language-menu").click();
    await page.locator('[data-locale="ru"]').click();
    await expect(page.getByRole("navigation", { name: "Разделы кабинета" })).toContainText("История заказов");
    await expect(page.getByText("Последние заказы")).toBeVisible();
  });

  test("at phone width every account tab is on the screen, left to right and right to left", async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await registerByApi(request, newBuyer("phone"));
    await useToken(page, token);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const locale of ["en", "ar"]) {
      await page.context().addCookies([{ name: "locale", value: locale, url: baseURL ?? "" }]);
      await page.goto("/account/dashboard");
      await expect(page.getByTestId("dashboard-name")).toBeVisible();
      const tabs = page.getByRole("navigation", { name: "Account pages" }).locator("a, button");
      // Overview, profile, orders, addresses, password, credit, quick order, lists, quotes, sign out.
      await expect(tabs).toHaveCount(10);
      for (const tab of await tabs.all()) {
        const box = await tab.boundingBox();
        expect(box, locale).not.toBeNull();
        expect(box?.x ?? -1, `${locale}: ${await tab.textContent()}`).toBeGreaterThanOrEqual(0);
        expect(
          (box?.x ?? 0) + (box?.width ?? 0),
          `${locale}: ${await tab.textContent()}`,
        ).toBeLessThanOrEqual(390);
      }
      // Nothing on the page widens it past the screen (no sideways scrolling).
      expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBeLessThanOrEqual(
        390,
      );
    }
  });
});
