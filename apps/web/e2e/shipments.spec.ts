import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import {
  adminApi,
  buyerPage,
  newBuyer,
  placeOrder,
  productInStock,
  registerBuyer,
  STAFF,
  staffSignIn,
  uniqueId,
} from "./admin-helpers";

/** A shipment's tax invoice PDF from its card, read back as text. */
async function invoiceText(page: Page, shipment: Locator, file: string): Promise<string> {
  const download = page.waitForEvent("download");
  await shipment.getByRole("button", { name: "Tax invoice PDF" }).click();
  await (await download).saveAs(file);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

const INVOICE_NUMBER = /RL\/\d{2}-\d{2}\/\d{6}/;

test("an interstate order above ₹50,000 sent in two parts: from stock first, the made-to-order rest once it arrived", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  test.setTimeout(240_000);
  const buyer = newBuyer("parts");
  const token = await registerBuyer(request, buyer);
  const product = await productInStock(request, 1);
  const price = Math.max(1, product.sellingPrice);
  // In stock: enough for a first consignment above the e-way bill limit; ordered: that and more to be made.
  const inStock = Math.max(product.minimumQuantity, Math.ceil(60_000 / price));
  const madeToOrder = Math.max(2, product.minimumQuantity);
  const quantity = inStock + madeToOrder;

  await staffSignIn(page, STAFF.owner);
  const lowered = await adminApi(page, "PATCH", `/products/${product.id}`, { stock: inStock });
  expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
  const order = await placeOrder(request, token, product, quantity, { city: "Pune", pincode: "411002" });
  expect(order.total).toBeGreaterThan(50_000);

  await page.goto(`/admin/orders/${order.id}`);
  const utr = `UTR${uniqueId()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")}`.slice(0, 22);
  await page.getByRole("button", { name: "Record payment", exact: true }).click();
  await page.getByLabel("UTR / reference").fill(utr);
  await page.getByRole("button", { name: "Record the payment" }).click();
  await expect(page.locator("h1 [data-payment]")).toHaveAttribute("data-payment", "paid");
  await page.getByRole("button", { name: "Confirm order" }).click();
  await expect(page.locator("h1")).toContainText("Confirmed");

  // The panel: what may go now and what waits for stock; the quantity prefilled with what may go.
  const panel = page.getByTestId("shipments-panel");
  const line = panel.getByTestId("shipment-lines").locator("tbody tr").first();
  await expect(line.getByTestId("line-shippable")).toHaveText(String(inStock));
  await expect(line.getByTestId("line-awaited")).toHaveText(String(madeToOrder));
  const pieces = panel.getByLabel(`Pieces of ${product.title} in this shipment`);
  await expect(pieces).toHaveValue(String(inStock));
  // More than is in stock is refused with the API's sentence, on the line.
  await pieces.fill(String(quantity));
  await panel.getByRole("button", { name: "Make up shipment" }).click();
  await expect(
    panel
      .getByRole("alert")
      .filter({ hasText: /in stock for this order/ })
      .first(),
  ).toBeVisible();
  await pieces.fill(String(inStock));
  await panel.getByRole("button", { name: "Make up shipment" }).click();
  const first = panel.locator('[data-testid="shipment"][data-number="1"]');
  await expect(first).toHaveAttribute("data-state", "packed");
  await first.getByRole("button", { name: "Issue invoice" }).click();
  const confirmFirst = first.getByRole("alertdialog");
  await expect(confirmFirst).toContainText("with the order's packing and freight");
  await confirmFirst.getByRole("button", { name: "Issue the tax invoice" }).click();
  await expect(first).toHaveAttribute("data-state", "invoiced");
  await expect(first.getByTestId("shipment-invoice")).toContainText(INVOICE_NUMBER);
  const firstInvoice =
    INVOICE_NUMBER.exec((await first.getByTestId("shipment-invoice").textContent()) ?? "")?.[0] ?? "";
  await expect(first).toContainText("above the e-way bill threshold");

  // The back-order's expected date, for staff and the buyer.
  const expected = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + 10 * 86_400_000),
  );
  const awaited = panel.getByTestId("awaited-lines");
  await awaited.getByLabel("Expected on").fill(expected);
  await awaited.getByRole("button", { name: "Save the date" }).click();
  await expect(awaited).toContainText("expected");

  await page.screenshot({ path: testInfo.outputPath("shipments-1366.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("shipments-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // The e-way bill JSON of the shipment's invoice from the GST page, then the portal's number at dispatch.
  await page.goto("/admin/gst");
  await page.getByRole("checkbox", { name: `Choose invoice ${firstInvoice}` }).check();
  await page.getByLabel(`Distance for invoice ${firstInvoice} in km`).fill("1420");
  await page.getByLabel(`Vehicle number for invoice ${firstInvoice}`).fill("MH12AB1234");
  const ewayDownload = page.waitForEvent("download");
  await page.getByTestId("eway-export").click();
  const ewayFile = testInfo.outputPath("eway-bills.json");
  await (await ewayDownload).saveAs(ewayFile);
  const bulk = JSON.parse(readFileSync(ewayFile, "utf8")) as {
    billLists: { docNo: string; itemList: { quantity: number }[] }[];
  };
  expect(bulk.billLists).toHaveLength(1);
  expect(bulk.billLists[0]?.docNo).toBe(firstInvoice);
  expect(bulk.billLists[0]?.itemList.reduce((n, item) => n + item.quantity, 0)).toBe(inStock);

  await page.goto(`/admin/orders/${order.id}`);
  const dispatchFirst = first.getByRole("form", { name: "Dispatch shipment 1" });
  await dispatchFirst.getByLabel("Transporter", { exact: true }).fill("VRL Logistics");
  await dispatchFirst.getByLabel("LR (docket) number").fill("VRL-1001");
  await dispatchFirst.getByLabel("Vehicle number").fill("MH12AB1234");
  await dispatchFirst.getByLabel("E-way bill number").fill("331000880001");
  await dispatchFirst.getByRole("button", { name: "Dispatch shipment 1" }).click();
  await expect(page.locator("h1")).toContainText("Partly dispatched");
  await expect(first).toHaveAttribute("data-state", "dispatched");
  await expect(first.getByTestId("shipment-lr")).toHaveText("VRL-1001");

  // The buyer's order list says it in one line; the order's page in full: what left (with its invoice)
  // and what is still to come, with the date.
  const shopper = await buyerPage(page, baseURL, token);
  await shopper.goto("/account/orders");
  const row = shopper.getByTestId("order-row").filter({ hasText: order.number });
  await expect(row.getByTestId("order-parts")).toContainText(`${inStock} pcs sent, ${madeToOrder} to come`);
  await expect(row.getByTestId("order-parts")).toContainText("expected");
  await shopper.goto(`/account/orders/${order.id}`);
  await expect(shopper.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(shopper.getByText("Partly dispatched").first()).toBeVisible();
  const sent = shopper.getByTestId("order-shipment-sent");
  await expect(sent).toHaveCount(1);
  await expect(sent.getByTestId("order-shipment-lr")).toHaveText("VRL-1001");
  await expect(sent).toContainText(firstInvoice);
  const toCome = shopper.getByTestId("order-shipments-to-come");
  await expect(toCome).toContainText(`${madeToOrder} × ${product.title}`);
  await expect(toCome).toContainText("expected");

  // The made-to-order pieces come in: booked into the catalogue, then taken for this order.
  const topUp = await adminApi(page, "PATCH", `/products/${product.id}`, { stock: madeToOrder });
  expect(topUp.status, JSON.stringify(topUp.body)).toBe(200);
  await expect(awaited.getByLabel("Pieces arrived")).toHaveValue(String(madeToOrder));
  await awaited.getByRole("button", { name: "Stock arrived" }).click();
  await expect(line.getByTestId("line-shippable")).toHaveText(String(madeToOrder));
  await expect(line.getByTestId("line-awaited")).toHaveText("0");
  await expect(pieces).toHaveValue(String(madeToOrder));
  await panel.getByRole("button", { name: "Make up shipment" }).click();
  const second = panel.locator('[data-testid="shipment"][data-number="2"]');
  await expect(second).toHaveAttribute("data-state", "packed");
  await second.getByRole("button", { name: "Issue invoice" }).click();
  await second.getByRole("alertdialog").getByRole("button", { name: "Issue the tax invoice" }).click();
  await expect(second).toHaveAttribute("data-state", "invoiced");
  const secondInvoice =
    INVOICE_NUMBER.exec((await second.getByTestId("shipment-invoice").textContent()) ?? "")?.[0] ?? "";
  expect(secondInvoice).not.toBe(firstInvoice);
  const dispatchSecond = second.getByRole("form", { name: "Dispatch shipment 2" });
  await dispatchSecond.getByLabel("Transporter", { exact: true }).fill("Gati");
  await dispatchSecond.getByLabel("LR (docket) number").fill("GT-2002");
  await dispatchSecond.getByLabel("Transporter GSTIN (if no vehicle yet)").fill("07AAACV1234A1Z5");
  const ewaySecond = dispatchSecond.getByLabel("E-way bill number");
  if (await ewaySecond.count()) await ewaySecond.fill("331000880002");
  await dispatchSecond.getByRole("button", { name: "Dispatch shipment 2" }).click();
  await expect(page.locator("h1")).toContainText("Dispatched");
  await expect(page.locator("h1")).not.toContainText("Partly");

  // One tax invoice per shipment, each billing its own pieces.
  const one = await invoiceText(page, first, testInfo.outputPath("invoice-1.pdf"));
  expect(one).toContain(firstInvoice);
  expect(one).toContain("VRL-1001");
  expect(one).toContain(product.title.slice(0, 20));
  const two = await invoiceText(page, second, testInfo.outputPath("invoice-2.pdf"));
  expect(two).toContain(secondInvoice);
  expect(two).toContain("GT-2002");
  expect(two).not.toContain(firstInvoice);

  await shopper.reload();
  await expect(shopper.getByTestId("order-shipment-sent")).toHaveCount(2);
  await expect(shopper.getByTestId("order-shipments-to-come")).toHaveCount(0);
  await shopper.context().close();
});

/**
 * A new buyer's order of one product of which only part is in stock (the rest waits), placed to Pune and
 * opened in the back office by the owner; the buyer's terms are set first when given.
 */
async function orderInPart(
  page: Page,
  request: APIRequestContext,
  label: string,
  terms?: { paymentTermsDays: number; creditLimit: number },
) {
  const token = await registerBuyer(request, newBuyer(label));
  const product = await productInStock(request, 1);
  const inStock = Math.max(1, product.minimumQuantity);
  const quantity = inStock + Math.max(1, product.minimumQuantity);
  await staffSignIn(page, STAFF.owner);
  const lowered = await adminApi(page, "PATCH", `/products/${product.id}`, { stock: inStock });
  expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
  const order = await placeOrder(request, token, product, quantity, { city: "Pune", pincode: "411002" });
  if (terms) {
    const detail = await adminApi<{ buyer: { id: number } }>(page, "GET", `/orders/${order.id}`);
    const buyerId = detail.body.ok ? detail.body.data.buyer.id : 0;
    const set = await adminApi(page, "PATCH", `/customers/${buyerId}`, terms);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  }
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByRole("button", { name: "Confirm order" }).click();
  await expect(page.locator("h1")).toContainText("Confirmed");
  return { order, inStock, quantity };
}

/** Shipment 1 made up from what is in stock, invoiced, and sent unpaid with the owner's say-so. */
async function dispatchFirstUnpaid(panel: Locator, carrier: { name: string; lr: string; eway: string }) {
  await panel.getByRole("button", { name: "Make up shipment" }).click();
  const first = panel.locator('[data-testid="shipment"][data-number="1"]');
  await first.getByRole("button", { name: "Issue invoice" }).click();
  await first.getByRole("alertdialog").getByRole("button", { name: "Issue the tax invoice" }).click();
  const form = first.getByRole("form", { name: "Dispatch shipment 1" });
  await form.getByLabel("Transporter", { exact: true }).fill(carrier.name);
  await form.getByLabel("LR (docket) number").fill(carrier.lr);
  await form.getByLabel("Vehicle number").fill("DL01AB1234");
  const eway = form.getByLabel("E-way bill number");
  if (await eway.count()) await eway.fill(carrier.eway);
  // Unpaid: the owner says so, as at the whole order's dispatch.
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Dispatch shipment 1" }).click();
  return first;
}

test("the rest of an order sent in part is cancelled by the owner, with the reason, after a confirmation", async ({
  page,
  request,
}) => {
  test.slow();
  const { order, inStock, quantity } = await orderInPart(page, request, "rest");
  const panel = page.getByTestId("shipments-panel");
  const first = await dispatchFirstUnpaid(panel, { name: "Safexpress", lr: "SX-3003", eway: "331000880003" });
  await expect(page.locator("h1")).toContainText("Partly dispatched");

  await panel.getByRole("button", { name: "Cancel the rest…" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel what has not left of ${order.number}?` });
  await expect(dialog).toContainText(`${quantity - inStock} piece`);
  await dialog.getByRole("button", { name: "Cancel the rest" }).click();
  await expect(dialog.getByText("Say why the rest is cancelled.")).toBeVisible();
  await dialog.getByLabel("Reason (sent to the buyer)").fill("The maker stopped this finish.");
  await dialog.getByRole("button", { name: "Cancel the rest" }).click();
  await expect(page.locator("h1")).toContainText("Dispatched");
  await expect(page.locator("h1")).not.toContainText("Partly");
  await expect(first).toHaveAttribute("data-state", "dispatched");
});

test("a shipment to a buyer on credit above the limit is refused with the figures, then released by the owner", async ({
  page,
  request,
}) => {
  test.slow();
  // Net 30 with a limit of ₹1: any invoice is above it.
  await orderInPart(page, request, "partcredit", { paymentTermsDays: 30, creditLimit: 1 });
  const panel = page.getByTestId("shipments-panel");
  const first = await dispatchFirstUnpaid(panel, { name: "Gati", lr: "GT-4004", eway: "331000880004" });

  const refusal = first.getByTestId("credit-refusal");
  await expect(refusal).toContainText("above the credit limit");
  await expect(refusal).toContainText("₹1.00");
  await expect(first).toHaveAttribute("data-state", "invoiced");
  await refusal.getByRole("button", { name: "Release above the limit…" }).click();
  const dialog = page.getByRole("dialog", { name: "Release this dispatch above the credit limit?" });
  await dialog.getByLabel("Reason (kept with the order)").fill("Known buyer, pays at month end");
  await dialog.getByRole("button", { name: "Release and dispatch" }).click();
  await expect(page.locator("h1")).toContainText("Partly dispatched");
  await expect(first).toHaveAttribute("data-state", "dispatched");
});
