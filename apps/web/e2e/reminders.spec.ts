import { expect, test } from "@playwright/test";
import { formatMoney, toPaise } from "@roshni/core";
import {
  adminApi,
  clientAddress,
  newBuyer,
  placeOrder,
  productInStock,
  registerBuyer,
  STAFF,
  staffSignIn,
  uniqueId,
} from "./admin-helpers";

// Payment reminders on the buyer page: a sales person pauses a buyer's reminders and resumes them, then
// opens the WhatsApp message with the amount, the invoice and the UPI link, from the buyer page and from
// the receivables list.

test("sales pause and resume a buyer's reminders and open the WhatsApp reminder", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const company = `Reminder Lights ${uniqueId()}`;
  const buyer = newBuyer("remind", { companyName: company });
  const token = await registerBuyer(request, buyer);
  const product = await productInStock(request);
  const order = await placeOrder(request, token, product, product.minimumQuantity, { toPayShipping: true });

  // The owner gives the buyer net 30 and dispatches the order on credit: one open tax invoice.
  const ownerContext = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  const owner = await ownerContext.newPage();
  await staffSignIn(owner, STAFF.owner);
  const found = await adminApi<{ items: { id: number }[] }>(
    owner,
    "GET",
    `/customers?search=${encodeURIComponent(company)}`,
  );
  const customerId = found.body.data.items[0]?.id ?? 0;
  expect(customerId).toBeGreaterThan(0);
  const terms = await adminApi(owner, "PATCH", `/customers/${customerId}`, {
    paymentTermsDays: 30,
    creditLimit: 10_000_000,
  });
  expect(terms.status, JSON.stringify(terms.body)).toBe(200);
  for (const to of ["confirmed", "packed"]) {
    const moved = await adminApi(owner, "POST", `/orders/${order.id}/transitions`, { to });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  const dispatched = await adminApi(owner, "POST", `/orders/${order.id}/transitions`, {
    to: "dispatched",
    transporter: "VRL Logistics",
    lrNumber: `LR-${uniqueId().slice(-6)}`,
    // The product the suite finds in stock may make this a consignment above the e-way bill limit.
    ewayBillNumber: "331000660002",
  });
  expect(dispatched.status, JSON.stringify(dispatched.body)).toBe(200);
  await ownerContext.close();

  // Sales: pause, then resume, on the buyer page.
  await staffSignIn(page, STAFF.sales);
  await page.goto(`/admin/customers/${customerId}`);
  const panel = page.getByTestId("customer-reminders");
  await expect(panel.getByRole("heading", { name: "Payment reminders" })).toBeVisible();
  await panel.getByRole("button", { name: "Pause reminders" }).click();
  await expect(panel.getByTestId("reminders-status")).toContainText("this buyer gets no reminders");
  await expect(panel.getByTestId("reminders-status")).toContainText("by ");
  await page.reload();
  await expect(panel.getByTestId("reminders-status")).toContainText("this buyer gets no reminders");
  await panel.getByRole("button", { name: "Resume reminders" }).click();
  await expect(panel.getByTestId("reminders-status")).not.toContainText("this buyer gets no reminders");
  await expect(panel.getByRole("button", { name: "Pause reminders" })).toBeVisible();

  // The WhatsApp message: the amount, the invoice and the UPI link, and a wa.me link to the buyer's phone.
  const invoice = await adminApi<{ entries: { kind: string; reference: string }[] }>(
    page,
    "GET",
    `/customers/${customerId}/ledger`,
  );
  const invoiceNumber = invoice.body.data.entries.find((e) => e.kind === "invoice")?.reference ?? "";
  expect(invoiceNumber).not.toBe("");
  await panel.getByRole("button", { name: "WhatsApp reminder" }).click();
  const dialog = page.getByRole("dialog", { name: "WhatsApp reminder" });
  const text = dialog.getByLabel("The message");
  await expect(text).toHaveValue(new RegExp(formatMoney(toPaise(order.total)).replace(/[.,]/g, "\\$&")));
  await expect(text).toHaveValue(new RegExp(invoiceNumber.replace(/\//g, "\\/")));
  await expect(text).toHaveValue(/Pay by UPI: upi:\/\/pay\?/);
  const open = dialog.getByRole("link", { name: "Open in WhatsApp" });
  await expect(open).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(open).toHaveAttribute("target", "_blank");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // The same action on the buyer's receivables row; opening it leaves the list where it is.
  await page.goto(`/admin/receivables?search=${encodeURIComponent(company)}`);
  const row = page.getByRole("row").filter({ hasText: company });
  await row.getByRole("button", { name: `WhatsApp reminder to ${company}` }).click();
  const fromList = page.getByRole("dialog", { name: "WhatsApp reminder" });
  await expect(fromList.getByLabel("The message")).toHaveValue(
    new RegExp(invoiceNumber.replace(/\//g, "\\/")),
  );
  await fromList.getByLabel("The message").click();
  await expect(page).toHaveURL(/\/admin\/receivables/);
  await fromList.getByRole("button", { name: "Close" }).click();
});
