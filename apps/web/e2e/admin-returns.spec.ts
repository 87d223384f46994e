import { expect, test } from "@playwright/test";
import { formatMoney } from "@roshni/core";
import {
  newBuyer,
  placeOrder,
  productInStock,
  productStock,
  registerBuyer,
  STAFF,
  staffSignIn,
  uniqueId,
} from "./admin-helpers";

// A return after dispatch, as sales does it: the buyer paid in full, one piece comes back and can be
// sold again; the credit note is reviewed and issued, the piece is back in stock, the refund form offers
// exactly the credit, and once refunded nothing shows as due.

test("a return by line: reviewed, issued as a credit note, restocked, refunded, and nothing is due again", async ({
  page,
  request,
}) => {
  test.slow();
  const buyer = newBuyer("return");
  const token = await registerBuyer(request, buyer);
  const product = await productInStock(request);
  const order = await placeOrder(request, token, product, product.minimumQuantity + 1, {
    toPayShipping: true,
  });
  const utr = `UTR${uniqueId()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")}`.slice(0, 22);

  await staffSignIn(page, STAFF.owner);
  await page.goto(`/admin/orders/${order.id}`);
  const paymentChip = page.locator("h1 [data-payment]");

  // Paid in full, then confirmed, packed and dispatched (which issues the tax invoice).
  await page.getByRole("button", { name: "Record payment", exact: true }).click();
  await page.getByLabel("UTR / reference").fill(utr);
  await page.getByRole("button", { name: "Record the payment" }).click();
  await expect(paymentChip).toHaveAttribute("data-payment", "paid");
  await page.getByRole("button", { name: "Confirm order" }).click();
  await page.getByRole("button", { name: "Mark as packed" }).click();
  await page.getByRole("button", { name: "Dispatch…" }).click();
  await page.getByLabel("Transporter", { exact: true }).fill("VRL Logistics");
  await page.getByLabel("LR (docket) number").fill(`LR-${uniqueId().slice(-6)}`);
  const eway = page.getByLabel("E-way bill number");
  if (await eway.count()) await eway.fill("331000123456");
  await page.getByRole("button", { name: "Dispatch the order" }).click();
  const invoiceRow = page.locator('[data-testid="admin-document"][data-kind="invoice"]');
  await expect(invoiceRow).toContainText(/Tax invoice RL\/\d{2}-\d{2}\/\d{6}/);
  const invoiceNumber = /RL\/\d{2}-\d{2}\/\d{6}/.exec((await invoiceRow.textContent()) ?? "")?.[0] ?? "";
  // Fully paid and open: nothing to refund.
  await expect(page.getByRole("button", { name: "Record refund", exact: true })).toHaveCount(0);
  const stockBefore = await productStock(request, product);

  // One piece of the line comes back and goes back to stock.
  await page.getByRole("button", { name: "Return or credit note" }).click();
  const form = page.getByRole("form", { name: "Return or price reduction after the tax invoice" });
  await expect(form.getByLabel("Goods returned")).toBeChecked();
  await form.getByRole("spinbutton", { name: /Pieces of .* back now/ }).fill("1");
  await expect(form.getByRole("combobox", { name: /Where the .* go/ })).toHaveValue("stock");
  await form.getByLabel("Reason").fill("One piece in the wrong finish");
  // The form sits in the side column: its lines fit there, the page never scrolls sideways.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await form.getByRole("button", { name: "Review the credit note" }).click();
  const confirm = form.getByRole("alertdialog");
  await page.screenshot({ path: test.info().outputPath("admin-return-confirm.png"), fullPage: true });
  await expect(confirm).toContainText(
    /the next credit note of the series CN\/\d{2}-\d{2}\/… against tax invoice/,
  );
  await expect(confirm).toContainText(invoiceNumber);
  await expect(confirm).toContainText("cannot be changed or deleted afterwards");
  await confirm.getByRole("button", { name: "Issue the credit note" }).click();
  await expect(page.getByText(`Credit note issued for ${order.number}.`)).toBeVisible();
  const noteRow = page.locator('[data-testid="admin-document"][data-kind="credit-note"]');
  await expect(noteRow).toContainText(/CN\/\d{2}-\d{2}\/\d{4}/);
  expect(await productStock(request, product)).toBe(stockBefore + 1);

  // The refund form offers what was paid beyond the net amount: the credit note's value.
  const credit = (await noteRow.textContent())?.match(/₹[\d,]+\.\d{2}/)?.[0] ?? "";
  await page.getByRole("button", { name: "Record refund", exact: true }).click();
  const refund = page.getByRole("form", { name: `Record a refund for ${order.number}` });
  await expect(refund.getByLabel("Amount (₹)")).toHaveValue(
    credit
      .replace(/[₹,]/g, "")
      .replace(/\.00$/, "")
      .replace(/(\.\d)0$/, "$1"),
  );
  await refund.getByRole("button", { name: "Record the refund" }).click();
  await expect(page.getByText(`Refund of ${credit} recorded for ${order.number}.`)).toBeVisible();
  await expect(paymentChip).toHaveAttribute("data-payment", "partially_refunded");
  await expect(page.getByTestId("amount-due")).toHaveText(formatMoney(0));
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText("due");
  await page.screenshot({ path: test.info().outputPath("admin-return-refunded.png"), fullPage: true });
});
