import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { addDays, formatMoney, SHOP_TIME_ZONE, shopDay, toPaise } from "@roshni/core";
import {
  buyerPage,
  clientAddress,
  newBuyer,
  payOnLocalGateway,
  placeOrder,
  productInStock,
  registerBuyer,
  STAFF,
  staffSignIn,
  uniqueId,
} from "./admin-helpers";

// Credit as a wholesaler runs it: sales gives a trade buyer net 30 and a limit; a dispatch above the limit
// is refused with the figures and released by the owner with a reason; the buyer sees the open invoice
// with its due date; the receivables list shows the buyer; the statement PDF says the same.

test("net 30 and a limit: refused above it, released by the owner, seen by the buyer, in receivables and the statement", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const company = `Credit Lights ${uniqueId()}`;
  const buyer = newBuyer("credit", { companyName: company });
  const token = await registerBuyer(request, buyer);
  const product = await productInStock(request);
  const order = await placeOrder(request, token, product, product.minimumQuantity, { toPayShipping: true });
  // A limit below the order's total, in whole rupees.
  const limit = Math.max(1, Math.floor(order.total / 2));

  // Sales: net 30 and the limit on the buyer's page.
  await staffSignIn(page, STAFF.sales);
  await page.goto(`/admin/customers?search=${encodeURIComponent(company)}`);
  await page.getByRole("link", { name: buyer.name }).click();
  const creditForm = page.getByTestId("customer-credit-form");
  await creditForm.getByLabel("Payment terms").selectOption({ label: "Net 30 days" });
  await creditForm.getByLabel("Credit limit (₹)").fill(String(limit));
  await creditForm.getByRole("button", { name: "Save terms and limit" }).click();
  await expect(page.getByTestId("customer-terms")).toHaveText("Net 30 days");
  const customerUrl = page.url();

  // The owner dispatches: refused above the limit with the figures, then released with a reason.
  const ownerContext = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  const owner = await ownerContext.newPage();
  await staffSignIn(owner, STAFF.owner);
  await owner.goto(`/admin/orders/${order.id}`);
  await owner.getByRole("button", { name: "Confirm order" }).click();
  await owner.getByRole("button", { name: "Mark as packed" }).click();
  await owner.getByRole("button", { name: "Dispatch…" }).click();
  await expect(owner.getByTestId("dispatch-credit-note")).toContainText("On credit (Net 30 days)");
  await owner.getByLabel("Transporter", { exact: true }).fill("VRL Logistics");
  await owner.getByLabel("LR (docket) number").fill(`LR-${uniqueId().slice(-6)}`);
  const eway = owner.getByLabel("E-way bill number");
  if (await eway.count()) await eway.fill("331000123457");
  await owner.getByRole("button", { name: "Dispatch the order" }).click();
  const refusal = owner.getByTestId("credit-refusal");
  await expect(refusal).toContainText("above the credit limit");
  await expect(refusal).toContainText(formatMoney(toPaise(limit)));
  await expect(refusal).toContainText(formatMoney(toPaise(order.total)));
  await refusal.getByRole("button", { name: "Release above the limit…" }).click();
  const dialog = owner.getByRole("dialog", { name: "Release this dispatch above the credit limit?" });
  await dialog.getByRole("button", { name: "Release and dispatch" }).click();
  await expect(dialog.getByText("Give the reason for releasing")).toBeVisible();
  await dialog.getByLabel("Reason (kept with the order)").fill("Pays at every month end");
  await dialog.getByRole("button", { name: "Release and dispatch" }).click();
  await expect(owner.getByText("Order dispatched; the buyer gets a mail with the LR number.")).toBeVisible();
  await expect(owner.getByText(/Released above the credit limit/)).toBeVisible();
  const invoiceRow = owner.locator('[data-testid="admin-document"][data-kind="invoice"]');
  const invoiceNumber = /RL\/\d{2}-\d{2}\/\d{6}/.exec((await invoiceRow.textContent()) ?? "")?.[0] ?? "";
  expect(invoiceNumber).not.toBe("");
  await ownerContext.close();

  // The buyer sees the open invoice, due 30 days from today's invoice.
  const due = addDays(shopDay(new Date()), 30);
  const dueText = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: SHOP_TIME_ZONE }).format(
    new Date(`${due}T12:00:00+05:30`),
  );
  const shopper = await buyerPage(page, baseURL, token);
  await shopper.goto("/account/credit");
  await expect(shopper.getByTestId("credit-terms")).toHaveText("Net 30 days");
  const row = shopper.getByTestId("credit-invoice").filter({ hasText: invoiceNumber });
  await expect(row).toBeVisible();
  await expect(row.getByTestId("credit-due")).toHaveText(dueText);
  await expect(row).toContainText("Not yet due");
  await shopper.context().close();

  // Receivables: the buyer is listed; a click opens their ledger.
  await page.goto(`/admin/receivables?search=${encodeURIComponent(company)}`);
  const listed = page.getByRole("row").filter({ hasText: company });
  await expect(listed).toContainText(formatMoney(toPaise(order.total)));
  await listed.getByRole("link", { name: company }).click();
  await expect(page).toHaveURL(customerUrl);
  const ledger = page.getByTestId("customer-ledger");
  await expect(ledger.getByTestId("ledger-row").filter({ hasText: invoiceNumber })).toBeVisible();

  // The statement of account, downloaded by clicking and read back.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    ledger.getByRole("button", { name: "Download statement" }).click(),
  ]);
  const file = await download.path();
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  expect(text).toContain("STATEMENT OF ACCOUNT");
  expect(text).toContain(company);
  expect(text).toContain(invoiceNumber);
  expect(text).toContain("Net 30 days");
  expect(text).toMatch(/Closing balance\s+₹/);
  // The ageing table: its first column (not yet due) holds the whole invoice, as does the total.
  const owed = formatMoney(toPaise(order.total)).replace(/[.,]/g, "\\$&");
  expect(text).toMatch(/Not yet due\s+1–30 days/);
  expect(text).toMatch(
    new RegExp(`Ageing on[\\s\\S]*${owed}\\s+₹0\\.00\\s+₹0\\.00\\s+₹0\\.00\\s+₹0\\.00\\s+${owed}`),
  );

  // The buyer pays the whole outstanding online (the local gateway); the webhook applies it to the invoice.
  const payer = await buyerPage(page, baseURL, token);
  await payer.goto("/account/credit");
  const pay = payer.getByTestId("pay-online");
  await expect(pay).toContainText(formatMoney(toPaise(order.total)));
  await pay.getByRole("button", { name: /^Pay .* online$/ }).click();
  await payOnLocalGateway(payer, "Success", "UPI");
  await expect(payer.getByText("Nothing is open: every invoice is paid.")).toBeVisible({ timeout: 45_000 });
  await expect(payer.getByTestId("credit-outstanding")).toHaveText(formatMoney(0));
  await expect(payer.getByTestId("pay-online")).toHaveCount(0);
  await payer.context().close();
});
