import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import {
  adminApi,
  clientAddress,
  newBuyer,
  placeOrder,
  productInStock,
  registerBuyer,
  STAFF,
  signInBuyer,
  staffSignIn,
  storeApi,
} from "./admin-helpers";

// The quick order pad: a list pasted and added at the keyboard, a 200-row Excel file with each row's
// result, and "Order again" telling the buyer what changed since.

interface ListedProduct {
  id: number;
  sku: string;
  title: string;
  stock: number;
  minimumQuantity: number;
  websites: { slug: string }[];
}

async function orderableProducts(page: Page, count: number): Promise<ListedProduct[]> {
  const found: ListedProduct[] = [];
  for (let skip = 0; found.length < count && skip < 600; skip += 60) {
    const list = await storeApi<{ items: ListedProduct[] }>(
      page.request,
      "GET",
      `/product?limit=60&skip=${skip}`,
    );
    // Quantities at the MOQ with stock to spare: orderable whatever other journeys take meanwhile.
    found.push(...list.data.items.filter((p) => p.websites[0]?.slug && p.stock >= p.minimumQuantity * 3));
  }
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html[data-state=ready]")).toHaveCount(1);
}

test.use({ extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });

test("20 lines pasted and added to the cart at the keyboard, in under 30 seconds", async ({ page }) => {
  const products = await orderableProducts(page, 20);
  await gotoReady(page, "/shop/quick-order");
  const started = Date.now();
  // As copied from a WhatsApp message: mixed separators, a blank line, stray spaces.
  const text = products
    .map(
      (p, i) =>
        [
          `${p.sku} ${p.minimumQuantity}`,
          `${p.sku}, ${p.minimumQuantity}`,
          ` ${p.sku} x ${p.minimumQuantity} `,
        ][i % 3],
    )
    .join("\n")
    .replace("\n", "\n\n");
  await page.getByLabel("Paste a list").fill(text);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByText("20 of 20 lines can be added")).toBeVisible();
  const add = page.getByRole("button", { name: "Add 20 lines to cart" });
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("20 lines are in your cart.")).toBeVisible();
  expect(Date.now() - started).toBeLessThan(30_000);

  // Typed rows: Enter moves from SKU to quantity and on to a new row.
  const first = products[0] as ListedProduct;
  const sku = page.getByLabel("SKU · Line 1", { exact: true });
  await sku.click();
  await page.keyboard.type(first.sku);
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Qty · Line 1", { exact: true })).toBeFocused();
  await page.keyboard.type("99999");
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("SKU · Line 2", { exact: true })).toBeFocused();
  await page.keyboard.type("NO-SUCH-SKU-1");
  await page.keyboard.press("Enter");
  await page.keyboard.type("1");
  await expect(page.getByText("No product has this SKU.")).toBeVisible();
  // The row's title leads to the product's own page.
  await expect(
    page.locator("tr", { has: sku }).getByRole("link", { name: first.title, exact: true }),
  ).toHaveAttribute("href", /^\/shop\/products\//);

  await gotoReady(page, "/shop/cart");
  for (const p of products) await expect(page.getByText(p.title, { exact: true }).first()).toBeVisible();
});

test("a 200-row Excel file uploaded shows each row's result", async ({ page }) => {
  const products = await orderableProducts(page, 10);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Hotel Saffron");
  sheet.addRow(["Sr", "Description", "Item Code", "Qty"]);
  for (let i = 0; i < 200; i += 1) {
    const product = products[i];
    if (product) sheet.addRow([i + 1, product.title, product.sku, product.minimumQuantity]);
    else if (i < 195) sheet.addRow([i + 1, "Old lamp", `GONE-${i}`, 2]);
    else sheet.addRow([i + 1, "Typo", `TYPO-${i}`, "two"]);
  }
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, "/shop/quick-order");
  await page.getByLabel("Upload a CSV or Excel file").setInputFiles({
    name: "hotel-saffron.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer,
  });
  const problems = page.getByRole("alert").filter({ hasText: "Lines that could not be read" });
  await expect(problems.getByRole("listitem")).toHaveCount(5);
  await expect(problems).toContainText("Line 197: the quantity is not a whole number of pieces.");
  await expect(page.getByText("10 of 195 lines can be added")).toBeVisible();
  await expect(page.locator('tr[data-status="unknown"]')).toHaveCount(185);
  await expect(page.locator('tr[data-status="ok"]')).toHaveCount(10);
  await page.screenshot({ path: test.info().outputPath("quick-order-upload-390.png") });
  await page.getByRole("button", { name: "Add 10 lines to cart" }).click();
  await expect(page.getByText("10 lines are in your cart.")).toBeVisible();
});

test("Order again puts the lines in the cart at today's price and says what changed", async ({
  page,
  browser,
  baseURL,
}) => {
  const product = await productInStock(page.request, 3);
  const token = await registerBuyer(page.request, newBuyer("reorder"));
  const order = await placeOrder(page.request, token, product, product.minimumQuantity);

  await staffSignIn(page, STAFF.owner);
  const cheaper = product.sellingPrice - 1;
  const patched = await adminApi(page, "PATCH", "/products", {
    rows: [{ id: product.id, sellingPrice: cheaper }],
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);

  try {
    const context = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
    });
    const buyer = await context.newPage();
    await signInBuyer(buyer, token);
    await gotoReady(buyer, "/account/orders");
    await buyer.getByRole("button", { name: `Order again: ${order.number}` }).click();
    await expect(buyer).toHaveURL(/\/shop\/cart$/);
    const notes = buyer.getByTestId("reorder-notes");
    await expect(notes).toContainText(`Ordered again from ${order.number}`);
    await expect(notes).toContainText(`"${product.title}": the price is now`);
    await expect(buyer.getByText(product.title, { exact: true }).first()).toBeVisible();
    await buyer.screenshot({ path: test.info().outputPath("order-again-cart-1366.png"), fullPage: true });
    await context.close();
  } finally {
    await adminApi(page, "PATCH", "/products", {
      rows: [{ id: product.id, sellingPrice: product.sellingPrice }],
    });
  }
});

test("the pad at 390 and 1366 px, in English and Arabic", async ({ page, browser, baseURL }) => {
  const products = await orderableProducts(page, 3);
  for (const locale of ["en", "ar"]) {
    // A context of its own: the store keeps the language of the last visit in localStorage.
    const context = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
    });
    await context.addCookies([{ name: "locale", value: locale, url: baseURL ?? "" }]);
    const shop = await context.newPage();
    for (const width of [390, 1366]) {
      await shop.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await gotoReady(shop, "/shop/quick-order");
      if (locale === "ar") await expect(shop.locator("html[dir=rtl]")).toHaveCount(1);
      await shop
        .getByLabel("Paste a list")
        .fill(`${products.map((p) => `${p.sku} ${p.minimumQuantity}`).join("\n")}\nNO-SUCH-SKU 2\nRL-X two`);
      await shop.getByRole("button", { name: "Read the list" }).click();
      await expect(shop.getByText("3 of 4 lines can be added")).toBeVisible();
      const overflow = await shop.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shop.screenshot({
        path: test.info().outputPath(`quick-order-${locale}-${width}.png`),
        fullPage: true,
      });
    }
    await context.close();
  }
});
