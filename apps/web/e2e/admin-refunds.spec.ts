import { expect, type Page, test } from "@playwright/test";
import { formatMoney } from "@roshni/core";
import {
  buyerPage,
  clientAddress,
  newBuyer,
  placeOrder,
  productInStock,
  registerBuyer,
  STAFF,
  staffSignIn,
  uniqueId,
} from "./admin-helpers";

// Money going back: sales records the buyer's transfer; nothing is refundable while the order is worth it,
// then cancelling records the refund of everything; staff and the buyer see what was received, what went back and
// that nothing is due.

test.use({ extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });

const rupees = (value: number) => formatMoney(Math.round(value * 100));

async function openPaymentForm(page: Page, button: string, title: string) {
  await page.getByRole("button", { name: button, exact: true }).click();
  const form = page.getByRole("form", { name: title });
  await expect(form).toBeVisible();
  return form;
}

test("a paid order with nothing to refund while open, then cancelled: everything is refunded, and the buyer's page says Refunded with the amounts", async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const buyer = newBuyer("refund");
  const token = await registerBuyer(request, buyer);
  const product = await productInStock(request);
  const order = await placeOrder(request, token, product, product.minimumQuantity);
  const total = Math.round(order.total * 100);
  const utr = `UTR${uniqueId()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")}`.slice(0, 22);

  await staffSignIn(page, STAFF.sales);
  await page.goto(`/admin/orders/${order.id}`);
  const paymentChip = page.locator("h1 [data-payment]");
  await expect(paymentChip).toHaveAttribute("data-payment", "pending");
  // Nothing was received yet: no refund to record.
  await expect(page.getByRole("button", { name: "Record refund", exact: true })).toHaveCount(0);

  // The buyer's transfer, for the whole amount due (the form starts with it).
  const payment = await openPaymentForm(page, "Record payment", `Record a payment for ${order.number}`);
  await expect(payment.getByLabel("Amount (₹)")).toHaveValue(String(order.total));
  await payment.getByLabel("UTR / reference").fill(utr);
  await payment.getByRole("button", { name: "Record the payment" }).click();
  await expect(
    page.getByText(`Payment of ${rupees(order.total)} recorded for ${order.number}.`),
  ).toBeVisible();
  await expect(paymentChip).toHaveAttribute("data-payment", "paid");
  await expect(page.getByTestId("amount-due")).toHaveText(formatMoney(0));

  // A fully paid order that stays open has nothing to refund: a refund gives back only what was paid
  // beyond what the order is worth (a return's credit note lowers that first).
  await expect(page.getByRole("button", { name: "Record refund", exact: true })).toHaveCount(0);

  // Cancelling says what happens to the money kept, and records its refund in the same step.
  await page.getByRole("button", { name: "Cancel order…" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel order ${order.number}?` });
  await expect(dialog).toContainText(
    `the ${formatMoney(total)} kept is recorded as refunded to the buyer, by the method of the last payment`,
  );
  await dialog.getByLabel("Reason (sent to the buyer)").fill("The buyer asked us to cancel by phone.");
  await dialog.getByRole("button", { name: "Cancel the order" }).click();
  await expect(page.getByText("Order cancelled: stock is back and the buyer gets a mail.")).toBeVisible();
  await expect(page.locator("h1 [data-state]")).toHaveAttribute("data-state", "cancelled");
  await expect(paymentChip).toHaveAttribute("data-payment", "refunded");
  const rows = page.getByTestId("payment-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Refund · Bank transfer");
  await expect(rows.nth(1)).toContainText("Refund on cancellation");
  await expect(rows.nth(1)).toContainText(`−${formatMoney(total)}`);

  // The bank's reference of that refund is typed once the bank has sent the money: the payment's UTR
  // is refused under the field, then the right one is saved on the row.
  const cancelUtr = `RC${uniqueId()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")}`.slice(0, 22);
  await rows.nth(1).getByRole("button", { name: "Add reference" }).click();
  const referenceForm = page.getByRole("form", {
    name: `Bank reference of the refund of ${formatMoney(total)}`,
  });
  await expect(referenceForm).toBeVisible();
  await expect(referenceForm.getByLabel("Note (optional)")).toHaveValue("Refund on cancellation");
  await referenceForm.getByLabel("UTR / reference").fill(utr);
  await referenceForm.getByRole("button", { name: "Save the reference" }).click();
  await expect(referenceForm.getByRole("alert")).toHaveText(
    "This UTR is already recorded as a payment of this order.",
  );
  await expect(rows.nth(1)).not.toContainText(utr);
  await page.setViewportSize({ width: 390, height: 844 });
  await referenceForm.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("refund-reference-error-390.png") });
  await page.setViewportSize({ width: 1366, height: 900 });
  await referenceForm.getByLabel("UTR / reference").fill(cancelUtr.toLowerCase());
  await referenceForm.getByRole("button", { name: "Save the reference" }).click();
  await expect(
    page.getByText(
      `Reference ${cancelUtr} saved for the refund of ${formatMoney(total)} on ${order.number}.`,
    ),
  ).toBeVisible();
  await expect(referenceForm).toHaveCount(0);
  await expect(rows.nth(1)).toContainText(cancelUtr);
  await expect(rows.nth(1)).toContainText("Refund on cancellation");
  await expect(rows.nth(1).getByRole("button", { name: "Correct reference" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("refund-reference-1366.png"), fullPage: true });
  await expect(page.getByTestId("amount-received")).toHaveText(rupees(order.total));
  await expect(page.getByTestId("amount-refunded")).toHaveText(rupees(order.total));
  // A cancelled order owes nothing, and nothing more can be recorded on it.
  await expect(page.getByTestId("amount-due")).toHaveText(formatMoney(0));
  await expect(page.getByRole("button", { name: "Record payment", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Record refund", exact: true })).toHaveCount(0);

  // The orders list shows the order refunded, with nothing due.
  await page.goto(`/admin/orders?search=${encodeURIComponent(order.number)}`);
  const row = page.getByRole("table", { name: "Orders" }).locator("tbody tr").first();
  await expect(row).toContainText(order.number);
  await expect(row.locator("[data-payment]")).toHaveAttribute("data-payment", "refunded");
  await expect(row.locator("td").last()).toHaveText(formatMoney(0));

  // The buyer's order page: cancelled, refunded, what was received and what came back, nothing to pay.
  const shopper = await buyerPage(page, baseURL, token, { width: 390, height: 844 });
  await shopper.goto(`/account/orders/${order.id}`);
  await expect(shopper.getByTestId("payment-status")).toHaveAttribute("data-status", "refunded");
  await expect(shopper.getByTestId("payment-status")).toHaveText("Refunded");
  await expect(shopper.getByTestId("amount-received")).toHaveText(rupees(order.total));
  await expect(shopper.getByTestId("amount-refunded")).toHaveText(rupees(order.total));
  await expect(shopper.getByTestId("amount-due")).toHaveText(formatMoney(0));
  await expect(shopper.getByTestId("bank-details")).toHaveCount(0);
  await expect(shopper.getByTestId("upi-qr")).toHaveCount(0);
  await shopper.screenshot({ path: test.info().outputPath("buyer-refunded-390.png"), fullPage: true });
  await shopper.context().close();
});
