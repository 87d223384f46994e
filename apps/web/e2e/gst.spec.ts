import { execFileSync } from "node:child_process";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { bearer, signInRetailBuyer } from "./admin-helpers";

interface Envelope<T> {
  ok: boolean;
  data: T;
}

interface ApiProduct {
  id: number;
  title: string;
  stock: number;
  minimumQuantity: number;
  taxRate: number;
  websites: { slug: string }[];
}

async function addAddress(request: APIRequestContext, token: string, body: Record<string, string>) {
  const response = await request.post("/v1/customer/address", { headers: bearer(token), data: body });
  expect(response.status()).toBe(201);
}

async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId("preloader")).toHaveCount(0);
}

test.describe("GST at checkout and on the order", () => {
  test("to Pune the totals show IGST and the proforma downloads; to Delhi CGST + SGST", async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const token = await signInRetailBuyer(page, request, baseURL ?? "");
    const stamp = Date.now();
    const pune = `Pune godown ${stamp}`;
    const delhi = `Delhi shop ${stamp}`;
    await addAddress(request, token, {
      name: pune,
      phone: "98220 12345",
      line1: "14, Laxmi Road",
      city: "Pune",
      state: "Maharashtra",
      pincode: "411030",
      country: "IN",
    });
    await addAddress(request, token, {
      name: delhi,
      phone: "98111 22233",
      line1: "45, Chandni Chowk",
      city: "Delhi",
      state: "Delhi",
      pincode: "110006",
      country: "IN",
    });
    const list = (
      (await (await request.get("/v1/product?limit=60", { headers: bearer(token) })).json()) as Envelope<{
        items: ApiProduct[];
      }>
    ).data.items;
    const product = list.find((p) => p.websites[0]?.slug && p.stock >= p.minimumQuantity * 2);
    if (!product) throw new Error("The demo catalogue has no product with stock");
    const rate = product.taxRate;

    await gotoReady(page, `/shop/products/${encodeURIComponent(product.websites[0]?.slug ?? "")}`);
    await page.getByTestId("product-purchase").getByTestId("add-to-cart").click();
    await expect(page.getByText(`Product "${product.title}" added to cart!`)).toBeVisible();

    // The cart knows no address yet: its tax is the one "GST" line.
    await gotoReady(page, "/shop/cart");
    await expect(page.getByTestId("totals-tax")).toContainText("GST");
    await expect(page.getByTestId("totals-igst")).toHaveCount(0);

    await gotoReady(page, "/shop/checkout");
    const summary = page.getByTestId("checkout-summary");
    await page.getByTestId("address-option").filter({ hasText: delhi }).getByRole("radio").check();
    await expect(summary.getByTestId("place-of-supply")).toContainText("Place of supply: Delhi (07)");
    await expect(summary.getByTestId("totals-cgst")).toHaveText(new RegExp(`CGST ${rate / 2}%`));
    await expect(summary.getByTestId("totals-sgst")).toHaveText(new RegExp(`SGST ${rate / 2}%`));
    await expect(summary.getByTestId("totals-igst")).toHaveCount(0);
    await expect(summary.getByTestId("prices-changed")).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("checkout-delhi.png"), fullPage: true });

    await page.getByTestId("address-option").filter({ hasText: pune }).getByRole("radio").check();
    await expect(summary.getByTestId("place-of-supply")).toContainText("Place of supply: Maharashtra (27)");
    await expect(summary.getByTestId("totals-igst")).toHaveText(new RegExp(`IGST ${rate}%`));
    await expect(summary.getByTestId("totals-cgst")).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("checkout-pune.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath("checkout-pune-phone.png"), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
    await expect(page.getByTestId("order-place-of-supply")).toHaveText("Place of supply: Maharashtra (27)");
    await expect(page.getByTestId("order-totals")).toContainText(`IGST ${rate}%`);
    const button = page.getByTestId("download-proforma");
    await expect(button).toContainText("Download proforma invoice");
    await page.screenshot({ path: testInfo.outputPath("order-pune.png"), fullPage: true });

    const downloading = page.waitForEvent("download");
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^proforma-WL-\d{4}-\d{6}\.pdf$/);
    const file = testInfo.outputPath("proforma.pdf");
    await download.saveAs(file);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    expect(text).toContain("PROFORMA INVOICE");
    expect(text).toMatch(/Place of supply:\s+Maharashtra \(27\)/);
    expect(text).toContain(`IGST ${rate}%`);
    // Before dispatch the tax invoice is not there to download.
    await expect(page.getByTestId("download-invoice")).toHaveCount(0);
    await expect(page.getByTestId("order-documents")).toContainText("issued when the order is dispatched");
  });
});

test.describe("GST through the back office", () => {
  test("an order to Pune: staff confirm, pack and dispatch; the buyer downloads the tax invoice with IGST", async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const token = await signInRetailBuyer(page, request, baseURL ?? "");
    const stamp = Date.now();
    const created = await request.post("/v1/customer/address", {
      headers: bearer(token),
      data: {
        name: `Pune branch ${stamp}`,
        phone: "98220 12345",
        line1: "14, Laxmi Road",
        city: "Pune",
        state: "Maharashtra",
        pincode: "411030",
        country: "IN",
      },
    });
    expect(created.status()).toBe(201);
    const addressId = ((await created.json()) as Envelope<{ id: number }>).data.id;
    const list = (
      (await (await request.get("/v1/product?limit=60", { headers: bearer(token) })).json()) as Envelope<{
        items: ApiProduct[];
      }>
    ).data.items;
    const product = list.find((p) => p.stock >= p.minimumQuantity * 2);
    if (!product) throw new Error("The demo catalogue has no product with stock");
    const placed = await request.post("/v1/order", {
      headers: { ...bearer(token), "idempotency-key": `gst-journey-${stamp}` },
      data: {
        items: [{ productId: product.id, quantity: product.minimumQuantity }],
        addressId,
        toPayShipping: true,
        paymentMethod: "bank-transfer",
      },
    });
    expect(placed.status()).toBe(201);
    const order = ((await placed.json()) as Envelope<{ id: number; number: string }>).data;

    // The owner works the order in the back office, in a browser of their own.
    const staffContext = await browser.newContext({
      baseURL: baseURL ?? "",
      viewport: { width: 1366, height: 900 },
    });
    const staff = await staffContext.newPage();
    await staff.goto(`/admin/login?next=${encodeURIComponent(`/admin/orders/${order.id}`)}`);
    await staff.getByLabel("Email").fill("owner@demo.roshnilighting.in");
    await staff.getByLabel("Password").fill("Lighting@2026");
    await staff.getByRole("button", { name: "Sign in" }).click();
    // Signed in: the sign-in page sends the member on to the order.
    await staff.waitForURL((url) => url.pathname === `/admin/orders/${order.id}`);
    const view = staff.getByTestId("admin-order");
    await expect(view).toContainText(`Order ${order.number}`);
    await expect(staff.getByTestId("admin-documents")).toContainText("Place of supply: Maharashtra (27)");
    await expect(staff.getByTestId("admin-document")).toHaveCount(1);

    await staff.getByRole("button", { name: "Confirm order" }).click();
    await expect(staff.getByRole("button", { name: "Mark as packed" })).toBeVisible();
    await staff.getByRole("button", { name: "Mark as packed" }).click();
    await expect(staff.getByRole("button", { name: "Dispatch…" })).toBeVisible();
    await staff.getByRole("button", { name: "Dispatch…" }).click();
    await staff.getByLabel("Transporter", { exact: true }).fill("VRL Logistics");
    await staff.getByLabel("LR (docket) number").fill(`LR-${stamp % 100000}`);
    const eway = staff.getByLabel("E-way bill number");
    if (await eway.count()) await eway.fill("331000123456");
    const unpaid = staff.getByRole("checkbox", { name: /Dispatch although/ });
    if (await unpaid.count()) await unpaid.check();
    await staff.getByRole("button", { name: "Dispatch the order" }).click();

    const invoiceRow = staff.locator('[data-testid="admin-document"][data-kind="invoice"]');
    await expect(invoiceRow).toContainText(/Tax invoice RL\/\d{2}-\d{2}\/\d{6}/);
    const invoiceNumber = /RL\/\d{2}-\d{2}\/\d{6}/.exec((await invoiceRow.textContent()) ?? "")?.[0] ?? "";
    await expect(staff.getByRole("button", { name: "Return or credit note" })).toBeVisible();
    await staff.screenshot({ path: testInfo.outputPath("admin-order-dispatched.png"), fullPage: true });

    // The GST page lists the invoice for the month's exports.
    await staff.getByRole("link", { name: "GST", exact: true }).click();
    await expect(staff.getByTestId("admin-gst")).toBeVisible();
    await expect(staff.locator(`[data-testid="gst-invoice"][data-number="${invoiceNumber}"]`)).toBeVisible();
    await staff.screenshot({ path: testInfo.outputPath("admin-gst.png"), fullPage: true });
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.screenshot({ path: testInfo.outputPath("admin-gst-phone.png"), fullPage: true });
    await staffContext.close();

    // The buyer downloads the tax invoice from their order page.
    await gotoReady(page, `/account/orders/${order.id}`);
    const button = page.getByTestId("download-invoice");
    await expect(button).toBeVisible();
    const downloading = page.waitForEvent("download");
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${invoiceNumber.replace(/\//g, "-")}.pdf`);
    const file = testInfo.outputPath("invoice.pdf");
    await download.saveAs(file);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain(invoiceNumber);
    expect(text).toMatch(/Place of supply:\s+Maharashtra \(27\)/);
    expect(text).toContain(`IGST ${product.taxRate}%`);
    expect(text).not.toMatch(/CGST \d/);
  });
});
