import { expect, test } from "@playwright/test";
import {
  buyerPage,
  clientAddress,
  newBuyer,
  registerBuyer,
  STAFF,
  staffSignIn,
  storeApi,
  uniqueId,
} from "./admin-helpers";

// The order desk: a phone order of 20 lines, half typed at the keyboard and half pasted from a WhatsApp
// list, placed by the sales desk for a buyer, then seen by the buyer in their account.

interface ListedProduct {
  id: number;
  sku: string;
  title: string;
  stock: number;
  minimumQuantity: number;
}

test.use({ extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });

test("a phone order of 20 lines typed and pasted at the keyboard, placed, and seen by the buyer", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  // The firm's name is the buyer's own, so a second attempt of this journey finds only its own buyer.
  const firm = `Desk Electricals ${uniqueId()}`;
  const buyer = newBuyer("desk", { companyName: firm });
  const token = await registerBuyer(request, buyer);
  const address = await storeApi<{ id: number }>(request, "POST", "/customer/address", {
    token,
    body: {
      name: "Stores in-charge",
      phone: "98100 12345",
      line1: "14 Lajpat Rai Market",
      city: "Delhi",
      state: "Delhi",
      pincode: "110006",
      country: "IN",
    },
  });
  expect(address.ok).toBe(true);
  const list = await storeApi<{ items: ListedProduct[] }>(request, "GET", "/product?limit=100");
  const products = list.data.items
    .filter((p) => p.stock >= p.minimumQuantity * 3 && p.minimumQuantity <= 50)
    .slice(0, 20);
  expect(products).toHaveLength(20);
  const typed = products.slice(0, 10);
  const pasted = products.slice(10);

  await staffSignIn(page, STAFF.sales);
  await page.goto("/admin/orders");
  await page.getByRole("link", { name: "New order" }).click();
  await expect(page.getByRole("heading", { name: "New order" })).toBeVisible();
  const started = Date.now();

  // The buyer, found by their firm's name: type, Enter.
  const buyerSearch = page.getByRole("combobox", { name: "Buyer" });
  await buyerSearch.fill(firm);
  await expect(page.getByRole("option", { name: new RegExp(firm) })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("desk-buyer")).toContainText(buyer.name);

  // Ten lines at the keyboard: SKU, Enter, quantity, Enter, and the next line.
  const entry = page.getByRole("combobox", { name: "Add a line: SKU or title" });
  await expect(entry).toBeFocused();
  for (const [index, product] of typed.entries()) {
    await entry.pressSequentially(product.sku, { delay: 5 });
    await expect(page.getByRole("option").first()).toContainText(product.sku);
    await page.keyboard.press("Enter");
    const quantity = page.getByLabel(`Quantity of ${product.sku} ${index + 1}`);
    await expect(quantity).toBeFocused();
    await page.keyboard.type(String(product.minimumQuantity));
    await page.keyboard.press("Enter");
    await expect(entry).toBeFocused();
  }
  await expect(page.getByTestId("desk-line")).toHaveCount(10);

  // Ten more pasted as the buyer sent them on WhatsApp.
  await page.getByText("Paste a list (SKU and quantity per line)").click();
  await page
    .getByLabel("Lines as sent on WhatsApp")
    .fill(
      pasted
        .map((p, i) => (i % 2 === 0 ? `${p.sku} ${p.minimumQuantity}` : `${p.sku} x ${p.minimumQuantity}`))
        .join("\n"),
    );
  await page.getByRole("button", { name: "Add these lines" }).click();
  await expect(page.getByTestId("desk-line")).toHaveCount(20);

  // Every line priced by the server for the buyer, with a total.
  await expect(page.getByTestId("desk-line-total").filter({ hasText: "…" })).toHaveCount(0);
  await expect(page.getByTestId("desk-total")).toContainText("₹");
  await page.screenshot({ path: testInfo.outputPath("order-desk-1366.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("order-desk-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // A price proposed without its reason is asked for on the line, and nothing is sent.
  const first = typed[0]?.sku ?? "";
  await page.getByLabel(`Proposed unit price of ${first}`).fill("99");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(
    page.getByText("Say why this line has another price than the buyer's group price."),
  ).toBeVisible();
  const reason = page.getByLabel(`Reason for the price of ${first}`);
  await expect(reason).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/orders\/new/);
  await reason.fill("Rate agreed on the phone");
  await expect(page.getByText("Proposed to a manager; the group price is charged.")).toBeVisible();

  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  expect(Date.now() - started).toBeLessThan(120_000);
  await expect(page.getByTestId("order-entered-by")).toContainText("Entered by");
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  const number = /Order (\S+)/.exec(heading ?? "")?.[1] ?? "";
  expect(number).toMatch(/^WL-/);
  await page.screenshot({ path: testInfo.outputPath("order-entered-1366.png"), fullPage: true });

  // The buyer sees it as their own order, in English and in Arabic, on a desktop and a phone.
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    for (const locale of ["en", "ar"]) {
      // A browser of its own per language: the saved state keeps the language chosen last.
      const shopper = await buyerPage(page, baseURL, token, viewport, locale);
      await shopper.goto("/account/orders");
      await expect(shopper.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(shopper.getByTestId("order-row").filter({ hasText: number })).toBeVisible();
      await shopper.screenshot({
        path: testInfo.outputPath(`buyer-orders-${locale}-${viewport.width}.png`),
        fullPage: true,
      });
      await shopper.context().close();
    }
  }
});
