import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { formatMoney, toPaise } from "@roshni/core";
import { adminApi, STAFF, staffSignIn, uniqueId } from "./admin-helpers";

// The catalogue in the back office, checked where buyers see it: a price, a picture, an import, a coupon
// and a hidden product.

const WEBSITE = { website: "wholesale" };
const CATALOGUE = "catalogue@demo.roshnilighting.in";

// An 8 × 8 PNG: the API resizes it into the list and zoom sizes.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4MMUVK2IYWhIAEuBmQelVjyYAAAAASUVORK5CYII=",
  "base64",
);

interface StoreProduct {
  id: number;
  title: string;
  sku: string;
  mrp: number;
  sellingPrice: number;
  minimumQuantity: number;
  websites: { slug: string }[];
}

async function storeProduct(request: APIRequestContext, index: number): Promise<StoreProduct> {
  const response = await request.get("/v1/product", {
    headers: WEBSITE,
    params: { limit: 40, sort: "name_asc" },
  });
  const product = ((await response.json()) as { data: { items: StoreProduct[] } }).data.items[index];
  if (!product) throw new Error("the demo catalogue has too few products");
  return product;
}

const slugOf = (product: StoreProduct) => product.websites[0]?.slug ?? "";

async function openProduct(page: Page, product: StoreProduct) {
  await page.goto("/admin/products");
  await page.getByLabel("Search").fill(product.sku);
  // The search reaches the address after a pause; the product is opened once the list has followed it.
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(page.getByText("1 shown")).toBeVisible();
  await page.getByRole("link", { name: product.title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
}

test.describe("catalogue in the back office", () => {
  test("a new price saved by staff shows on the storefront's product page", async ({ page, request }) => {
    const product = await storeProduct(request, 3);
    await staffSignIn(page, CATALOGUE);
    await openProduct(page, product);
    const mrp = product.mrp + 100;
    const selling = product.mrp + 50;
    await page.getByLabel("MRP").fill(String(mrp));
    await page.getByLabel("Selling price").fill(String(selling));
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.locator(".Toastify__toast--success")).toContainText(`${product.title} saved.`);

    await page.goto(`/shop/products/${slugOf(product)}`);
    await expect(page.getByTestId("price-details").getByTestId("product-price")).toContainText(
      formatMoney(toPaise(selling)),
    );
  });

  test("a product clicked while a new search is still in its pause opens and stays open", async ({
    page,
    request,
  }) => {
    const product = await storeProduct(request, 5);
    await staffSignIn(page, CATALOGUE);
    await page.goto(`/admin/products?search=${encodeURIComponent(product.sku)}`);
    await expect(page.getByText("1 shown")).toBeVisible();
    // A new search typed and, before its pause is over, the row still on screen clicked.
    await page.getByLabel("Search").fill(`${product.sku} lamp`);
    await page.getByRole("link", { name: product.title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
    // Longer than the search's pause: the typed search must not take the person back to the list.
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(new RegExp(`/admin/products/${product.id}(?:$|[?#])`));
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
  });

  test("a selling price above the MRP is refused on its field", async ({ page, request }) => {
    const product = await storeProduct(request, 4);
    await staffSignIn(page, CATALOGUE);
    await openProduct(page, product);
    await page.getByLabel("Selling price").fill(String(product.mrp + 1));
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByText("The selling price cannot be above the MRP.")).toBeVisible();
    // The form's own check said it under the field: no generic failure toast beside it.
    await expect(page.getByText(/That did not work/)).toHaveCount(0);
  });

  test("a GST rate that is not the owner's rate for the HSN is saved with a warning in the form and the list", async ({
    page,
    request,
  }) => {
    const product = await storeProduct(request, 5);
    await staffSignIn(page, CATALOGUE);
    await openProduct(page, product);
    const rate = page.getByLabel("GST rate");
    const hsn = page.getByLabel("HSN code");
    const before = await adminApi<{ taxRate: number; hsnCode: string }>(
      page,
      "GET",
      `/products/${product.id}`,
    );
    try {
      await rate.selectOption("12");
      await hsn.fill("94051100");
      await page.getByRole("button", { name: "Save product" }).click();
      await expect(page.locator(".Toastify__toast--success")).toContainText(`${product.title} saved.`);
      const warning = "HSN 9405 is taxed at 18 % from 2025-09-22; this product says 12 %.";
      await expect(page.getByTestId("gst-warning")).toContainText(warning);

      await page.goto("/admin/products");
      await page.getByLabel("Search").fill(product.sku);
      const row = page.getByRole("row").filter({ hasText: product.sku });
      await expect(row.getByTestId("gst-warning")).toContainText(warning);

      await row.getByRole("link", { name: product.title, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
      await rate.selectOption("18");
      await page.getByRole("button", { name: "Save product" }).click();
      await expect(page.locator(".Toastify__toast--success").last()).toContainText(`${product.title} saved.`);
      await expect(page.getByTestId("gst-warning")).toHaveCount(0);
    } finally {
      const { taxRate, hsnCode } = before.body.data;
      expect((await adminApi(page, "PATCH", `/products/${product.id}`, { taxRate, hsnCode })).status).toBe(
        200,
      );
    }
  });

  test("an uploaded picture shows in the back office gallery and on the product page", async ({
    page,
    request,
  }) => {
    const product = await storeProduct(request, 5);
    await staffSignIn(page, CATALOGUE);
    await openProduct(page, product);
    const gallery = page.getByTestId("admin-gallery").locator("li");
    const before = await gallery.count();
    await page.getByLabel("Add a picture (JPEG, PNG or WebP, at most 20 MB)").setInputFiles({
      name: "lamp.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await expect(page.locator(".Toastify__toast--success")).toContainText("Picture added.");
    await expect(gallery).toHaveCount(before + 1);

    const detail = await adminApi<{ images: { key: string; path: string }[] }>(
      page,
      "GET",
      `/products/${product.id}`,
    );
    const added = detail.body.data.images.at(-1);
    expect(added?.key).toMatch(new RegExp(`^products/${product.id}-`));
    await page.goto(`/shop/products/${slugOf(product)}`);
    await expect(
      page
        .getByTestId("product-gallery")
        .locator(`img[src*="${added?.key.replace(".webp", "")}"]`)
        .first(),
    ).toBeAttached();
  });

  test("a CSV with one bad row is reported by row and cannot be applied; a good file is imported", async ({
    page,
    request,
  }) => {
    const first = await storeProduct(request, 6);
    const second = await storeProduct(request, 7);
    await staffSignIn(page, CATALOGUE);
    await page.goto("/admin/products/import");
    const bad = ["sku,stock", `${first.sku},25`, `${second.sku},-4`].join("\n");
    await page
      .getByLabel("File", { exact: true })
      .setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
    await page.getByRole("button", { name: "Check the file (dry run)" }).click();
    const report = page.getByTestId("import-report");
    await expect(report).toContainText("2 rows: 0 created, 1 changed, 0 unchanged, 1 refused.");
    const refusedRow = report.locator("tr", { hasText: second.sku });
    await expect(refusedRow).toContainText("3");
    await expect(refusedRow).toContainText("stock: The stock cannot be negative.");
    await expect(page.getByRole("button", { name: /^Import \d+ products$/ })).toHaveCount(0);

    const good = ["sku,stock", `${first.sku},25`, `${second.sku},4`].join("\n");
    await page
      .getByLabel("File", { exact: true })
      .setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
    await page.getByRole("button", { name: "Check the file (dry run)" }).click();
    await expect(report).toContainText("0 refused");
    await page.getByRole("button", { name: "Import 2 products" }).click();
    await expect(page.getByTestId("import-applied")).toHaveText("Imported: 0 created, 2 changed.");
    const stock = await (await request.get(`/v1/product/${slugOf(second)}`, { headers: WEBSITE })).json();
    expect((stock as { data: { stock: number } }).data.stock).toBe(4);
  });

  test("Export CSV, Excel and low stock download real spreadsheets named for the shop's day", async ({
    page,
  }) => {
    await staffSignIn(page, CATALOGUE);
    await page.goto("/admin/products/import");
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const cases = [
      { button: "Export CSV", name: `products-${day}.csv` },
      { button: "Export Excel", name: `products-${day}.xlsx` },
      { button: "Export low stock (CSV)", name: `products-${day}.csv` },
    ];
    for (const { button, name } of cases) {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: button, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(name);
      const file = await readFile(await download.path());
      if (name.endsWith(".xlsx")) {
        // An Excel file is a zip: "PK" first, never a JSON refusal.
        expect(file.subarray(0, 2).toString("latin1")).toBe("PK");
        expect(file.length).toBeGreaterThan(1000);
      } else {
        const text = file.toString("utf8").replace(/^\ufeff/, "");
        const [header, ...rows] = text.trim().split(/\r?\n/);
        expect(header?.startsWith("sku,")).toBe(true);
        if (button === "Export CSV") expect(rows.length).toBeGreaterThan(10);
      }
    }
    await expect(page.locator(".Toastify__toast--error")).toHaveCount(0);
  });

  test("the stock grid: a refused cell keeps its column's width, leaving asks first, one save reads '1 product saved'", async ({
    page,
    request,
  }) => {
    const product = await storeProduct(request, 9);
    await staffSignIn(page, CATALOGUE);
    await page.goto(`/admin/stock?search=${encodeURIComponent(product.sku)}`);
    const selling = page.getByLabel(`Selling of ${product.sku}`);
    await expect(selling).toBeVisible();
    const header = page.getByRole("columnheader", { name: "Selling" });
    const widthBefore = (await header.boundingBox())?.width ?? 0;
    // Above the MRP: refused on its cell, before anything is sent.
    await selling.fill(String(product.mrp + 500));
    await expect(selling).toHaveAttribute("aria-invalid", "true");
    const widthAfter = (await header.boundingBox())?.width ?? 0;
    expect(Math.abs(widthAfter - widthBefore)).toBeLessThanOrEqual(1);

    let asked = "";
    page.once("dialog", async (dialog) => {
      asked = dialog.message();
      await dialog.dismiss();
    });
    await page.locator("#admin-main").getByRole("link", { name: "Products", exact: true }).click();
    await expect.poll(() => asked).toContain("Leave this page");
    await expect(page).toHaveURL(/\/admin\/stock/);

    await page.getByLabel(`Stock of ${product.sku}`).fill("55");
    await selling.fill(String(product.sellingPrice));
    await page.getByRole("button", { name: "Save 1 row" }).click();
    await expect(page.locator(".Toastify__toast--success")).toContainText("1 product saved.");
  });

  test("a coupon created by sales takes its discount in a buyer's cart", async ({ page, request }) => {
    const code = `E2E${uniqueId()
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "")
      .slice(0, 10)}`;
    await staffSignIn(page, STAFF.sales);
    await page.goto("/admin/coupons");
    await page.getByRole("button", { name: "New coupon" }).click();
    await page.getByLabel("Code").fill(code);
    await page.getByLabel("Subtotal discount (%)").fill("15");
    await page.getByRole("button", { name: "Create coupon" }).click();
    await expect(page.locator(".Toastify__toast--success")).toContainText(`Coupon ${code} created.`);
    await expect(page.getByRole("cell", { name: code })).toBeVisible();

    const product = await storeProduct(request, 8);
    await page.goto(`/shop/products/${slugOf(product)}`);
    await page.getByTestId("product-purchase").getByTestId("add-to-cart").click();
    await expect(page.getByText(`Product "${product.title}" added to cart!`)).toBeVisible();
    await page.goto("/shop/cart");
    await page.getByTestId("coupon-input").fill(code.toLowerCase());
    await page.getByTestId("coupon-apply").click();
    await expect(page.getByTestId("coupon-applied")).toContainText(code);
    await expect(page.getByTestId("totals-discount")).toContainText("-");
  });

  test("a hidden product leaves search and its page answers 404", async ({ page, request }) => {
    const product = await storeProduct(request, 9);
    await staffSignIn(page, CATALOGUE);
    await openProduct(page, product);
    await page.getByLabel("Shown on the website").uncheck();
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.locator(".Toastify__toast--success")).toContainText(`${product.title} saved.`);
    await expect(page.getByText("Hidden from the website")).toBeVisible();

    const response = await page.goto(`/shop/products/${slugOf(product)}`);
    expect(response?.status()).toBe(404);
    const search = await request.get("/v1/product", { headers: WEBSITE, params: { search: product.sku } });
    const ids = ((await search.json()) as { data: { items: { id: number }[] } }).data.items.map(
      (item) => item.id,
    );
    expect(ids).not.toContain(product.id);
  });
});
