import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import {
  newBuyer,
  placeOrder,
  productInStock,
  registerBuyer,
  STAFF,
  staffSignIn,
  uniqueId,
} from "./admin-helpers";

/** A day some days ahead in India, as a datetime-local field takes it. */
function istDay(daysAhead: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
}

test("an interstate consignment above ₹50,000: tax invoice, then the e-way bill JSON, then dispatch with its number", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const buyer = newBuyer("docsfirst");
  const token = await registerBuyer(request, buyer);
  const product = await productInStock(request, 1);
  const quantity = Math.max(product.minimumQuantity, Math.ceil(70_000 / Math.max(1, product.sellingPrice)));
  const order = await placeOrder(request, token, product, quantity, { city: "Pune", pincode: "411002" });
  expect(order.total).toBeGreaterThan(50_000);

  await staffSignIn(page, STAFF.owner);
  await page.goto(`/admin/orders/${order.id}`);
  const utr = `UTR${uniqueId()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")}`.slice(0, 22);
  await page.getByRole("button", { name: "Record payment", exact: true }).click();
  await page.getByLabel("UTR / reference").fill(utr);
  await page.getByRole("button", { name: "Record the payment" }).click();
  await expect(page.locator("h1 [data-payment]")).toHaveAttribute("data-payment", "paid");
  await page.getByRole("button", { name: "Confirm order" }).click();
  await page.getByRole("button", { name: "Mark as packed" }).click();
  await expect(page.locator("h1")).toContainText("Packed");

  // The e-way bill panel says what comes first; the tax invoice is issued with a confirmation.
  const eway = page.getByTestId("eway-panel");
  await expect(eway).toContainText("First the tax invoice");
  const documents = page.getByTestId("admin-documents");
  await documents.getByRole("button", { name: "Issue tax invoice" }).click();
  const confirm = documents.getByRole("alertdialog");
  await expect(confirm).toContainText("cannot be changed or deleted afterwards");
  await confirm.getByRole("button", { name: "Issue the tax invoice" }).click();
  await expect(page.getByText(`Tax invoice issued for ${order.number}.`)).toBeVisible();
  const invoiceRow = documents.locator('[data-testid="admin-document"][data-kind="invoice"]');
  await expect(invoiceRow).toContainText(/RL\/\d{2}-\d{2}\/\d{6}/);
  const invoiceNumber = /RL\/\d{2}-\d{2}\/\d{6}/.exec((await invoiceRow.textContent()) ?? "")?.[0] ?? "";
  await expect(documents.getByRole("button", { name: "Issue tax invoice" })).toHaveCount(0);

  // The accountant's GST page: the invoice of goods not yet gone, chosen, its Part B, the file read back.
  await page.goto("/admin/gst");
  await page.getByRole("checkbox", { name: `Choose invoice ${invoiceNumber}` }).check();
  await page.getByLabel(`Distance for invoice ${invoiceNumber} in km`).fill("1420");
  await page.getByLabel(`Vehicle number for invoice ${invoiceNumber}`).fill("MH12AB1234");
  const download = page.waitForEvent("download");
  await page.getByTestId("eway-export").click();
  const file = testInfo.outputPath("eway-bills.json");
  await (await download).saveAs(file);
  const bulk = JSON.parse(readFileSync(file, "utf8")) as {
    billLists: { docNo: string; vehicleNo: string }[];
  };
  expect(bulk.billLists).toHaveLength(1);
  expect(bulk.billLists[0]).toMatchObject({ docNo: invoiceNumber, vehicleNo: "MH12AB1234" });

  // The number the portal gave, typed back before the goods leave; dispatch does not ask for it again.
  await page.goto(`/admin/orders/${order.id}`);
  await eway.getByLabel("Bill number (12 digits)").fill("331000770001");
  await eway.getByLabel("Valid until (IST)").fill(`${istDay(3)}T23:59`);
  await eway.getByRole("button", { name: "Save the e-way bill" }).click();
  await expect(page.getByText(`E-way bill 331000770001 saved for ${order.number}.`)).toBeVisible();
  await page.getByRole("button", { name: "Dispatch…" }).click();
  await expect(page.getByLabel("E-way bill number")).toHaveCount(0);
  await expect(page.getByTestId("dispatch-eway-known")).toContainText("331000770001");
  await page.getByLabel("Transporter", { exact: true }).fill("VRL Logistics");
  await page.getByLabel("LR (docket) number").fill(`LR-${uniqueId().slice(-6)}`);
  await page.getByRole("button", { name: "Dispatch the order" }).click();
  await expect(page.locator("h1")).toContainText("Dispatched");
  await expect(invoiceRow).toHaveCount(1);
  await expect(invoiceRow).toContainText(invoiceNumber);
  await expect(page.getByTestId("eway-number")).toHaveText("331000770001");
  await page.screenshot({ path: testInfo.outputPath("documents-first.png"), fullPage: true });
});
