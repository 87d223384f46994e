import { execFileSync } from "node:child_process";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

const WEBSITE = { website: "wholesale" };
const RETAIL = { email: "retail@demo.roshnilighting.in", password: "Lighting@2026" };

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

async function signInByApi(page: Page, request: APIRequestContext, baseURL: string): Promise<string> {
  const response = await request.post("/v1/customer/login", { headers: WEBSITE, data: RETAIL });
  expect(response.ok()).toBeTruthy();
  const { token } = ((await response.json()) as Envelope<{ token: string }>).data;
  await page.context().addCookies([{ name: "token", value: token, url: baseURL }]);
  await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
  return token;
}

function bearer(token: string) {
  return { ...WEBSITE, authorization: `Bearer ${token}` };
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
    const token = await signInByApi(page, request, baseURL ?? "");
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
