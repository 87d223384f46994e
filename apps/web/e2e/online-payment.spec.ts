import { expect, test } from "@playwright/test";
import { formatMoney } from "@roshni/core";
import {
  adminApi,
  buyerPage,
  clientAddress,
  newBuyer,
  payOnLocalGateway,
  placeOrder,
  productInStock,
  registerBuyer,
  STAFF,
  staffSignIn,
} from "./admin-helpers";

// Paying online on the local Razorpay the API runs when no key is set: the buyer pays by UPI, the order
// shows paid once the gateway's webhook has been applied, staff refund part through the gateway and the
// buyer sees it; a failed payment leaves the order unpaid with the reason and a way to try again.

test.use({ extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });

test("a buyer pays by UPI; the order shows paid after the webhook; staff refund part; the buyer sees the refund", async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const buyer = newBuyer("online");
  const token = await registerBuyer(request, buyer);
  const product = await productInStock(request);
  const order = await placeOrder(request, token, product, product.minimumQuantity);
  const total = Math.round(order.total * 100);

  const shop = await buyerPage(page, baseURL, token);
  await shop.goto(`/account/orders/${order.id}`);
  await expect(shop.getByTestId("payment-status").first()).toHaveAttribute("data-status", "pending");
  const pay = shop.getByTestId("pay-online");
  await expect(pay).toContainText("Pay online now");
  await pay.getByRole("button", { name: `Pay ${formatMoney(total)} online` }).click();
  await payOnLocalGateway(shop, "Success", "UPI");
  // The callback only shows a state; the webhook (a job) makes it paid, and the page's poll shows it.
  await expect(shop.getByTestId("payment-status").first()).toHaveAttribute("data-status", "paid", {
    timeout: 30_000,
  });
  await expect(shop.getByTestId("amount-due")).toHaveText(formatMoney(0));
  await expect(shop.getByTestId("pay-online")).toHaveCount(0);

  // A refund gives back only what was paid beyond what the order is worth: the order leaves, and a
  // price reduction of ₹100 before GST is credited on its first line (a credit note) first.
  await staffSignIn(page, STAFF.owner);
  for (const move of [
    { to: "confirmed" },
    { to: "packed" },
    { to: "dispatched", transporter: "VRL Logistics", lrNumber: `LR-${Date.now() % 1_000_000}` },
  ]) {
    expect((await adminApi(page, "POST", `/orders/${order.id}/transitions`, move)).status).toBe(200);
  }
  const detail = await adminApi<{ money: { returnable: { orderLineId: number }[] } }>(
    page,
    "GET",
    `/orders/${order.id}`,
  );
  const lineId = detail.body.data.money.returnable[0]?.orderLineId;
  const credited = await adminApi(page, "POST", `/orders/${order.id}/credit-notes`, {
    lines: [{ orderLineId: lineId, amount: 100 }],
    reason: "Billed above the agreed price",
  });
  expect(credited.status).toBe(201);

  // Staff see the payment as the gateway reported it and refund ₹100 of it through the gateway.
  await page.goto(`/admin/orders/${order.id}`);
  const online = page.getByTestId("online-payments");
  await expect(online.getByTestId("online-payment-row")).toContainText("Captured");
  await expect(online.getByTestId("online-payment-row")).toContainText("upi");
  const refund = online.getByRole("form").first();
  await refund.getByLabel(/Refund amount/).fill("100");
  await refund.getByRole("button", { name: "Refund through Razorpay" }).click();
  await expect(page.getByText(`Refund of ${formatMoney(10_000)} sent to the gateway.`)).toBeVisible();
  await expect(page.locator("h1 [data-payment]")).toHaveAttribute("data-payment", "partially_refunded");
  await expect(online.getByTestId("online-refunds")).toContainText("Processed");

  await shop.reload();
  await expect(shop.getByTestId("amount-refunded")).toHaveText(formatMoney(10_000));
  await expect(shop.getByTestId("payment-status").first()).toHaveAttribute(
    "data-status",
    "partially_refunded",
  );
  await shop.context().close();
});

test("a failed payment leaves the order unpaid with the reason, and trying again pays it", async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const buyer = newBuyer("online-fail");
  const token = await registerBuyer(request, buyer);
  const product = await productInStock(request);
  const order = await placeOrder(request, token, product, product.minimumQuantity);

  const shop = await buyerPage(page, baseURL, token);
  await shop.goto(`/account/orders/${order.id}`);
  const pay = shop.getByTestId("pay-online");
  await pay.getByRole("button", { name: /online$/ }).click();
  await payOnLocalGateway(shop, "Failure");
  await expect(shop.getByTestId("pay-online-failed")).toContainText(
    "The payment did not go through: Payment was declined by the payer's bank.",
  );
  await expect(shop.getByTestId("pay-online-failed")).toContainText("the order is still unpaid");
  await expect(shop.getByTestId("payment-status").first()).toHaveAttribute("data-status", "pending");
  // The bank details stay for paying by transfer instead.
  await expect(shop.getByTestId("bank-details")).toBeVisible();

  await pay.getByRole("button", { name: "Try again" }).click();
  await payOnLocalGateway(shop, "Success", "Netbanking");
  await expect(shop.getByTestId("payment-status").first()).toHaveAttribute("data-status", "paid", {
    timeout: 30_000,
  });
  await shop.context().close();
});
