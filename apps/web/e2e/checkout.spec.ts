import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { type ApiPricedProduct, apiProductPrice, computeTotals, formatMoney } from "@roshni/core";
import { bearer, signInRetailBuyer } from "./admin-helpers";
import { seriousA11yViolations } from "./axe";

const WEBSITE = { website: "wholesale" };

interface ApiProduct extends ApiPricedProduct {
  id: number;
  title: string;
  stock: number;
  minimumQuantity: number;
  taxRate: number;
  websites: { slug: string }[];
}

interface Envelope<T> {
  ok: boolean;
  data: T;
}

async function orderCount(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get("/v1/order?limit=1", { headers: bearer(token) });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as Envelope<{ total: number }>).data.total;
}

interface AddressFields {
  name: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  pin: string;
}

/** Fills the checkout's address form as a buyer would and saves it. */
async function addAddress(form: Locator, address: AddressFields) {
  await form.getByLabel("Contact name").fill(address.name);
  await form.getByLabel("Phone").fill(address.phone);
  await form.getByLabel("Street address").fill(address.street);
  await form.getByLabel("City").fill(address.city);
  await form.getByLabel("State or union territory").selectOption(address.state);
  await form.getByLabel("PIN code").fill(address.pin);
  await form.getByTestId("address-submit").click();
}

async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId("preloader")).toHaveCount(0);
}

test.describe("checkout", () => {
  test("a visitor is sent to sign in and brought back to checkout", async ({ page }) => {
    await page.goto("/shop/checkout");
    await expect(page).toHaveURL(/\/account\/login\?next=%2Fshop%2Fcheckout$/);
  });

  test("a signed-in buyer adds a new address, sees the server's quote, and a double click on 'Place order' places one order", async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await signInRetailBuyer(page, request, baseURL ?? "");
    const me = (
      (await (await request.get("/v1/customer", { headers: bearer(token) })).json()) as Envelope<{
        customerGroup: { id: number; isDefault: boolean };
      }>
    ).data;
    const list = (
      (await (await request.get("/v1/product?limit=60", { headers: bearer(token) })).json()) as Envelope<{
        items: ApiProduct[];
      }>
    ).data.items;
    const product = list.find((p) => p.websites[0]?.slug && p.stock >= p.minimumQuantity * 2);
    if (!product) throw new Error("The demo catalogue has no product with stock for two MOQs");
    const ordersBefore = await orderCount(request, token);

    await gotoReady(page, `/shop/products/${encodeURIComponent(product.websites[0]?.slug ?? "")}`);
    await page.getByTestId("product-purchase").getByTestId("add-to-cart").click();
    await expect(page.getByText(`Product "${product.title}" added to cart!`)).toBeVisible();

    await gotoReady(page, "/shop/checkout");
    const addButton = page.getByTestId("add-address");
    await expect(addButton.or(page.getByTestId("address-form"))).toBeVisible();
    if (await addButton.isVisible()) await addButton.click();
    const form = page.getByTestId("address-form");
    // The schema's own message appears before anything is sent.
    await form.getByLabel("PIN code").fill("4000");
    await form.getByTestId("address-submit").click();
    await expect(form).toContainText("Enter a 6-digit PIN code.");

    const name = `Site office ${Date.now()}`;
    await addAddress(form, {
      name,
      phone: "98111 22233",
      street: "14 Mahim Causeway",
      city: "Mumbai",
      state: "Maharashtra",
      pin: "400016",
    });
    const chosen = page.getByTestId("address-option").filter({ hasText: name });
    await expect(chosen.getByRole("radio")).toBeChecked();

    // The quote is the server's: for one line it equals the core's total at the buyer's group price.
    const expected = computeTotals({
      lines: [
        {
          price: apiProductPrice(product, me.customerGroup),
          quantity: product.minimumQuantity,
          taxRate: product.taxRate,
        },
      ],
      toPayShipping: false,
    });
    const summary = page.getByTestId("checkout-summary");
    await expect(summary.getByTestId("quote-line")).toHaveCount(1);
    await expect(summary.getByTestId("totals-total")).toHaveText(formatMoney(expected.total));
    await expect(page.getByTestId("bank-details")).toContainText("IFSC");

    // The to-pay choice is quoted again by the server.
    await page.getByTestId("to-pay-shipping").check();
    await expect(summary.getByTestId("totals-shipping")).toContainText(formatMoney(0));
    const toPay = computeTotals({
      lines: [
        {
          price: apiProductPrice(product, me.customerGroup),
          quantity: product.minimumQuantity,
          taxRate: product.taxRate,
        },
      ],
      toPayShipping: true,
    });
    await expect(summary.getByTestId("totals-total")).toHaveText(formatMoney(toPay.total));

    await page.getByTestId("order-note").fill("Please call the site office before delivery.");
    const place = page.getByTestId("place-order");
    await expect(place).toBeEnabled();
    await place.dblclick();

    await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split("/").pop());
    expect(await orderCount(request, token)).toBe(ordersBefore + 1);
    const order = (
      (await (await request.get(`/v1/order/${orderId}`, { headers: bearer(token) })).json()) as Envelope<{
        total: number;
        address: { name: string; state: string };
        items: { productId: number; quantity: number }[];
      }>
    ).data;
    expect(order.address).toMatchObject({ name, state: "Maharashtra" });
    expect(order.items).toEqual([
      expect.objectContaining({ productId: product.id, quantity: product.minimumQuantity }),
    ]);
    expect(formatMoney(Math.round(order.total * 100))).toBe(formatMoney(toPay.total));

    // The cart is emptied once the order is placed.
    await expect(page.getByTestId("cart-count").first()).toHaveText("0");
  });

  test("search → product → cart → checkout → the order stands first in the order history", async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await signInRetailBuyer(page, request, baseURL ?? "");
    await gotoReady(page, "/");
    await page.evaluate(() => window.localStorage.removeItem("state"));
    await gotoReady(page, "/");

    const search = page.locator("#header-search-desktop");
    await search.fill("chandelier");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/shop\/catalog\?query=chandelier$/);
    const card = page.getByTestId("catalogue-results").getByTestId("product-card").first();
    const title = (await card.locator(".product-card-title").textContent())?.trim() ?? "";
    expect(title).toMatch(/chandelier/i);
    await card.locator(".product-card-title a").click();
    await expect(page).toHaveURL(/\/shop\/products\//);
    await expect(page.getByTestId("product-title")).toHaveText(title);

    await page.getByTestId("product-purchase").getByTestId("add-to-cart").click();
    await expect(page.getByText(`Product "${title}" added to cart!`)).toBeVisible();
    await gotoReady(page, "/shop/cart");
    await page.getByTestId("cart-checkout").click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);

    // The demo buyer may already have an address from an earlier journey; otherwise one is added.
    const options = page.getByTestId("address-option");
    const addButton = page.getByTestId("add-address");
    await expect(options.first().or(page.getByTestId("address-form"))).toBeVisible();
    if ((await options.count()) === 0) {
      if (await addButton.isVisible()) await addButton.click();
      await addAddress(page.getByTestId("address-form"), {
        name: "Stores, Karol Bagh",
        phone: "98100 12345",
        street: "21 Arya Samaj Road",
        city: "New Delhi",
        state: "Delhi",
        pin: "110005",
      });
    }
    await expect(page.getByTestId("address-option").getByRole("radio", { checked: true })).toHaveCount(1);
    await expect(page.getByTestId("checkout-summary").getByTestId("quote-line")).toHaveCount(1);
    const place = page.getByTestId("place-order");
    await expect(place).toBeEnabled();
    await place.click();

    await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split("/").pop());
    const placed = (
      (await (await request.get(`/v1/order/${orderId}`, { headers: bearer(token) })).json()) as Envelope<{
        number: string;
      }>
    ).data;
    await gotoReady(page, "/account/orders");
    const first = page.getByTestId("order-row").first();
    await expect(first).toContainText(placed.number);
    await first.getByText(placed.number).click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}$`));
    await expect(page.getByText(title).first()).toBeVisible();
  });

  test("the checkout page has no serious or critical accessibility violations", async ({
    page,
    request,
    baseURL,
  }) => {
    await signInRetailBuyer(page, request, baseURL ?? "");
    const list = (
      (await (await request.get("/v1/product?limit=20", { headers: WEBSITE })).json()) as Envelope<{
        items: ApiProduct[];
      }>
    ).data.items;
    const product = list.find((p) => p.websites[0]?.slug && p.stock >= p.minimumQuantity);
    if (!product) throw new Error("The demo catalogue has no product in stock");
    await gotoReady(page, `/shop/products/${encodeURIComponent(product.websites[0]?.slug ?? "")}`);
    await page.getByTestId("product-purchase").getByTestId("add-to-cart").click();
    await expect(page.getByText(`Product "${product.title}" added to cart!`)).toBeVisible();

    await gotoReady(page, "/shop/checkout");
    await expect(page.getByTestId("checkout-summary").getByTestId("quote")).toBeVisible();
    expect(await seriousA11yViolations(page, "main")).toEqual([]);
  });
});
