import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { seriousA11yViolations } from "./axe";

// What a new buyer's tour at desktop and phone width, in en, ru and ar, in INR and USD, ran into.

const WEBSITE = { website: "wholesale" };
const FORWARDED = { "x-forwarded-for": `198.51.100.${1 + Math.floor(Math.random() * 250)}` };
const PHONE = { width: 390, height: 844 };
const WHOLESALE = { email: "wholesale@demo.roshnilighting.in", password: "Lighting@2026" };

test.use({ extraHTTPHeaders: FORWARDED });

interface ApiProduct {
  id: number;
  title: string;
  stock: number;
  minimumQuantity: number;
  websites: { slug: string }[];
  productAttributes: { attribute: { identifier: string }; value: { val: string } }[];
}

async function products(request: APIRequestContext, query = "limit=60"): Promise<ApiProduct[]> {
  const response = await request.get(`/v1/product?${query}`, { headers: WEBSITE });
  expect(response.ok()).toBeTruthy();
  const items = ((await response.json()) as { data: { items: ApiProduct[] } }).data.items;
  return items.filter((p) => p.websites[0]?.slug && p.stock >= p.minimumQuantity + 10);
}

async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html[data-state=ready]")).toHaveCount(1);
}

function productPath(product: ApiProduct) {
  return `/shop/products/${encodeURIComponent(product.websites[0]?.slug ?? "")}`;
}

/** "$1,234.56" or "₹1,23,456.78" (a discount with its minus) to hundredths. */
function hundredths(text: string): number {
  const match = /(-?)[₹$]([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  const value = Number(match[2]?.replace(/,/g, "")) * 100 + Number(match[3]);
  return match[1] === "-" ? -value : value;
}

async function signInByApi(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  const response = await request.post("/v1/customer/login", { headers: WEBSITE, data: WHOLESALE });
  expect(response.ok()).toBeTruthy();
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  await page.evaluate((value) => window.localStorage.setItem("token", value), token);
  await page.context().addCookies([{ name: "token", value: token, url: baseURL ?? "" }]);
}

async function registerAndSignIn(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  const email = `tour.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;
  const response = await request.post("/v1/customer/register", {
    headers: WEBSITE,
    data: { name: "Meera Lights", email, phone: "98111 22233", password: "Lighting@2026" },
  });
  expect(response.ok()).toBeTruthy();
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
  await page.context().addCookies([{ name: "token", value: token, url: baseURL ?? "" }]);
  return token;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
}

test.describe("US dollars", () => {
  test("the cart adds up as shown, and checkout shows the rupee amount payable with dollars as information", async ({
    page,
    request,
    baseURL,
  }) => {
    const [product] = await products(request);
    if (!product) throw new Error("no product in stock");
    const token = await registerAndSignIn(page, request, baseURL);
    const address = await request.post("/v1/customer/address", {
      headers: { ...WEBSITE, authorization: `Bearer ${token}` },
      data: {
        name: "Meera Lights",
        phone: "98111 22233",
        line1: "12 Bhagirath Palace",
        city: "Delhi",
        state: "Delhi",
        pincode: "110006",
        country: "IN",
      },
    });
    expect(address.ok(), await address.text()).toBeTruthy();
    await gotoReady(page, "/");
    await page.getByTestId("currency-menu").click();
    await page.locator('[data-currency="USD"]').click();
    await expect(page.getByTestId("currency-menu")).toContainText("USD");

    await gotoReady(page, productPath(product));
    const quantity = product.minimumQuantity + 3;
    await page.getByTestId("product-purchase").getByTestId("quantity-input").fill(String(quantity));
    await page.getByTestId("product-purchase").getByTestId("add-to-cart").click();
    await expect(page.getByText(`Product "${product.title}" added to cart!`)).toBeVisible();

    await gotoReady(page, "/shop/cart");
    const unit = hundredths((await page.getByTestId("cart-line-price").textContent()) ?? "");
    const line = hundredths((await page.getByTestId("cart-line-total").textContent()) ?? "");
    // Converted unit price × quantity: what the buyer can check with a calculator.
    expect(line).toBe(unit * quantity);
    const totals = page.getByTestId("totals");
    await expect(totals.getByTestId("totals-subtotal")).toContainText("$");
    const subtotal = hundredths((await totals.getByTestId("totals-subtotal").textContent()) ?? "");
    expect(subtotal).toBe(line);
    // The rupees payable stand under the dollar total: what the invoice and the payment will say.
    await expect(totals.getByTestId("totals-inr")).toContainText("Payable in Indian rupees");
    await expect(totals.getByTestId("totals-inr").locator("dd")).toHaveText(/^₹[\d,]+\.\d{2}$/);
    const lines = await totals.locator(':scope > div:not([data-testid="totals-inr"]) > dd').allTextContents();
    const total = hundredths((await totals.getByTestId("totals-total").textContent()) ?? "");
    const middle = lines.slice(1, -1).map(hundredths);
    expect(total).toBe(subtotal + middle.reduce((sum, value) => sum + value, 0));

    await gotoReady(page, "/shop/checkout");
    const quote = page.getByTestId("quote");
    await expect(quote.getByTestId("totals-total")).toContainText("₹");
    await expect(quote.getByTestId("quote-line").first()).toContainText("₹");
    const info = page.getByTestId("checkout-usd");
    await expect(info).toContainText("Orders are invoiced and paid in rupees: ₹");
    await expect(info).toContainText(/about \$[\d,]+\.\d{2} at ₹[\d,]+\.\d{2} per US dollar/);
    const payable = (await quote.getByTestId("totals-total").textContent()) ?? "";
    await expect(info).toContainText(payable);

    // The order page asks for the same rupees, with dollars as information.
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
    await expect(page.getByTestId("order-grand-total")).toHaveText(payable);
    await expect(page.getByText(/about \$[\d,]+\.\d{2} at today's rate/)).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the search icon opens the field ready to type, and suggestions show their prices uncut", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    await page.getByTestId("mobile-search-button").click();
    const field = page.locator("#header-search-mobile");
    await expect(field).toBeFocused();
    await page.keyboard.type("chandelier");
    const prices = page.locator(".suggestion-price");
    await expect(prices.first()).toBeVisible();
    for (const price of await prices.all()) {
      const shown = await box(price);
      expect(shown.x).toBeGreaterThanOrEqual(0);
      expect(shown.x + shown.width).toBeLessThanOrEqual(PHONE.width);
      expect(await price.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      await expect(price).toHaveText(/^₹[\d,]+\.\d{2}$/);
    }
  });

  test("the chat button gives way on form pages and while a field is in use, and leaves the page's end readable", async ({
    page,
    request,
  }) => {
    // Pages that are mostly a form: no floating button on their fields and buttons.
    for (const path of ["/account/login", "/shop/cart"]) {
      await gotoReady(page, path);
      await expect(page.getByTestId("chat-link"), path).toBeHidden();
    }

    const [product] = await products(request);
    if (!product) throw new Error("no product in stock");
    await gotoReady(page, productPath(product));
    const chat = page.getByTestId("chat-link");
    await expect(chat).toBeVisible();
    await page.getByTestId("product-purchase").getByTestId("quantity-input").focus();
    await expect(chat).toBeHidden();
    await page.getByTestId("product-purchase").getByTestId("quantity-input").blur();
    await expect(chat).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.locator(".footer-bottom p").last();
    await expect(last).toBeInViewport();
    expect(overlaps(await box(last), await box(chat))).toBe(false);
  });

  test("a toast leaves the header's cart visible, left to right and right to left", async ({
    page,
    request,
    baseURL,
  }) => {
    const [product] = await products(request);
    if (!product) throw new Error("no product in stock");
    for (const locale of ["en", "ar"]) {
      await page.context().addCookies([{ name: "locale", value: locale, url: baseURL ?? "" }]);
      await gotoReady(page, productPath(product));
      await page.getByTestId("product-purchase").getByTestId("add-to-cart").click();
      const toast = page.locator(".Toastify__toast").first();
      await expect(toast).toBeVisible();
      const cart = page.getByTestId("mobile-cart-count");
      expect(overlaps(await box(toast), await box(cart)), locale).toBe(false);
    }
  });
});

test.describe("on a desktop", () => {
  test("a toast leaves the header's cart visible", async ({ page, request }) => {
    const [product] = await products(request);
    if (!product) throw new Error("no product in stock");
    await gotoReady(page, productPath(product));
    await page.getByTestId("product-purchase").getByTestId("add-to-cart").click();
    const toast = page.locator(".Toastify__toast").first();
    await expect(toast).toBeVisible();
    expect(overlaps(await box(toast), await box(page.getByTestId("cart-button")))).toBe(false);
  });

  test("'Skip to content' is the first tab stop and moves focus to the page's content", async ({ page }) => {
    await gotoReady(page, "/shop/Chandeliers");
    await page.keyboard.press("Tab");
    const skip = page.getByTestId("skip-link");
    await expect(skip).toBeFocused();
    await expect(skip).toHaveText("Skip to content");
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.getElementById("main")?.contains(document.activeElement))).toBe(
      true,
    );
  });
});

test.describe("quick view", () => {
  test("has a quantity field with the product page's rules, keeps keyboard focus inside, and Escape closes", async ({
    page,
    request,
  }) => {
    const [product] = await products(request);
    if (!product) throw new Error("no product in stock");
    await gotoReady(page, "/shop/Chandeliers");
    const card = page.getByTestId("catalogue-results").getByTestId("product-card").first();
    await card.hover();
    const opener = card.getByTestId("quick-view");
    await opener.click();
    const modal = page.getByTestId("quick-view-modal");
    await expect(modal).toBeVisible();
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
      expect(await modal.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    const input = modal.getByTestId("quantity-input");
    const moq = Number(await input.inputValue());
    expect(moq).toBeGreaterThanOrEqual(1);
    await input.fill("abc");
    await expect(input).not.toHaveValue("abc");
    await input.fill(String(moq + 2));
    await modal.getByTestId("quick-view-add").click();
    await expect(page.locator(".Toastify__toast").first()).toContainText("added to cart!");
    const quantity = await page.evaluate(
      () => JSON.parse(localStorage.getItem("state") ?? "{}").cart?.items?.[0]?.quantity as number,
    );
    expect(quantity).toBe(moq + 2);

    await page.keyboard.press("Escape");
    await expect(modal).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test.describe("accessibility", () => {
  test("the account pages, the wholesale header and the back-to-top state have no serious violations", async ({
    page,
    request,
    baseURL,
  }) => {
    await registerAndSignIn(page, request, baseURL);
    for (const path of [
      "/account/profile",
      "/account/orders",
      "/account/addresses",
      "/account/addresses/new",
      "/account/password",
    ]) {
      await gotoReady(page, path);
      await expect(page.locator("#main h1").first()).toBeVisible();
      expect(await seriousA11yViolations(page, "without-frame"), path).toEqual([]);
    }

    // The wholesale buyer's header carries the "Wholesale prices" chip.
    const other = await page.context().browser()?.newContext({ extraHTTPHeaders: FORWARDED });
    if (!other) throw new Error("no browser");
    const trade = await other.newPage();
    await trade.goto("/");
    await signInByApi(trade, request, baseURL);
    await gotoReady(trade, "/shop/Chandeliers");
    await expect(trade.locator(".wholesale-chip")).toBeVisible();
    await trade.evaluate(() => window.scrollTo(0, 1200));
    await expect(trade.getByTestId("back-to-top")).toBeVisible();
    expect(await seriousA11yViolations(trade, "document")).toEqual([]);
    await other.close();
  });
});

test.describe("languages", () => {
  test("right to left, 'SKU:' and 'Opening hours:' keep their colon after the label, the values isolated", async ({
    page,
    request,
    baseURL,
  }) => {
    const [product] = await products(request);
    if (!product) throw new Error("no product in stock");
    await page.context().addCookies([{ name: "locale", value: "ar", url: baseURL ?? "" }]);
    await gotoReady(page, productPath(product));
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const sku = page.getByTestId("product-sku");
    // The label and its colon form one isolate, so the colon stays at the label's end ("SKU:", not ":SKU").
    const label = await sku.evaluate((node) => node.parentElement?.firstChild?.textContent ?? "");
    expect(label).toBe("\u2068SKU:\u2069");
    expect(await sku.evaluate((node) => node.tagName)).toBe("BDI");
    const hours = page.getByTestId("opening-hours");
    expect(await hours.evaluate((node) => node.tagName)).toBe("BDI");
    expect(await hours.evaluate((node) => node.parentElement?.textContent ?? "")).toContain(
      "\u2068Opening hours:\u2069",
    );
  });

  test("Russian shows attribute names and values the shop has translated", async ({
    page,
    request,
    baseURL,
  }) => {
    const product = (await products(request)).find((p) =>
      p.productAttributes.some((a) => a.attribute.identifier === "material"),
    );
    if (!product) throw new Error("no product in stock");
    await page.context().addCookies([{ name: "locale", value: "ru", url: baseURL ?? "" }]);
    await gotoReady(page, productPath(product));
    const features = page.getByTestId("product-features");
    await expect(features).toContainText("Материал");
    await expect(features).toContainText("Стиль");
    await expect(features).not.toContainText("Material");
    await expect(page.locator("#specification")).toContainText("Бренд");
    // The chosen filters above the list speak Russian too.
    const material = product.productAttributes.find((a) => a.attribute.identifier === "material");
    const raw = material?.value.val ?? "";
    const value = raw.startsWith("[") ? (JSON.parse(raw) as string[])[0] : raw;
    await gotoReady(page, `/shop/catalog?material=${encodeURIComponent(value ?? "")}`);
    const chips = page.getByTestId("chosen-filters");
    await expect(chips).toContainText("Материал");
    await expect(chips).not.toContainText("Material");
  });
});

test.describe("product page", () => {
  test("shares the product's link and price on WhatsApp, beside compare and wish list", async ({
    page,
    request,
  }) => {
    const [product] = await products(request);
    if (!product) throw new Error("no product in stock");
    await gotoReady(page, productPath(product));
    const purchase = page.getByTestId("product-purchase");
    const share = purchase.getByTestId("share-whatsapp");
    await expect(share).toHaveAccessibleName("Share on WhatsApp");
    await expect(share).toHaveAttribute("target", "_blank");
    const href = (await share.getAttribute("href")) ?? "";
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    const text = decodeURIComponent(href.slice("https://wa.me/?text=".length));
    const price = (await page.getByTestId("price-details").locator(".price").first().textContent()) ?? "";
    expect(text).toContain(product.title);
    expect(text).toContain(`${price} excl. GST`);
    expect(text).toContain(`${new URL(page.url()).origin}${productPath(product)}`);
    // In the row of actions beside Add to cart, with the compare and wish-list buttons.
    const actions = page.getByTestId("product-actions");
    for (const id of ["add-to-cart", "add-to-wishlist", "add-to-compare", "share-whatsapp"]) {
      await expect(actions.getByTestId(id)).toBeVisible();
    }
  });
});
