import { expect, test } from "@playwright/test";
import { type ApiPricedProduct, apiProductPrice, formatMoney } from "@roshni/core";
import { generateSync } from "otplib";
import {
  adminApi,
  buyerPage,
  clientAddress,
  type Envelope,
  mailFolder,
  mailsTo,
  newBuyer,
  placeOrder,
  productInStock,
  productStock,
  registerBuyer,
  STAFF,
  staffSignIn,
  storeApi,
  uniqueId,
} from "./admin-helpers";

// Back-office journeys: staff sign-in with the TOTP second step, a new order seen and paid, an order's
// whole life with the buyer's mails, cancelling returns the stock, approving a trade buyer, and what a
// dispatch-role account may not do.

test.use({ extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });

/** The number of the 30-second TOTP step now. */
function timeStep(): number {
  return Math.floor(Date.now() / 30_000);
}

test.describe("back office", () => {
  test("a staff member turns on the TOTP second step once, keeps the recovery codes, and signs in with a code", async ({
    page,
  }) => {
    // One wait for the authenticator's next 30-second code: a code is accepted only once.
    test.setTimeout(120_000);
    await staffSignIn(page, STAFF.manager);
    await page.getByTestId("staff-name").click();
    await expect(page).toHaveURL(/\/admin\/security$/);
    await page.getByRole("button", { name: "Set up the authenticator app" }).click();
    await expect(page.getByRole("img", { name: "QR code for the authenticator app" })).toBeVisible();
    const secret = ((await page.getByTestId("mfa-secret").textContent()) ?? "").trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    // A wrong code is refused with a message; the right one turns the second step on.
    await page.getByLabel("Code from the app").fill("000000");
    await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    const enrolledStep = timeStep();
    await page.getByLabel("Code from the app").fill(generateSync({ secret }));
    await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    const codes = page.getByTestId("recovery-codes").locator("code");
    await expect(codes).toHaveCount(10);
    await expect(page.getByText("Two-step sign-in is on.")).toBeVisible();
    await page.getByRole("button", { name: /I have kept the codes/ }).click();
    await expect(page.getByText(/Two-step sign-in is on for/)).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?signedOut=1$/);
    // The session ended on the server: the back office sends the browser to sign in again.
    await page.goto("/admin/orders");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);

    await page.getByLabel("Email").fill(STAFF.manager);
    await page.getByLabel("Password").fill("Lighting@2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    const code = page.getByLabel("Code from your authenticator app");
    await expect(code).toBeFocused();
    await expect.poll(timeStep, { timeout: 40_000, intervals: [1000] }).toBeGreaterThan(enrolledStep);
    await code.fill(generateSync({ secret }));
    await page.getByRole("button", { name: "Check the code and sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();
  });

  test("a new order is at the top of the orders list; the buyer's UTR, confirmed by staff, turns the buyer's order page 'Paid'", async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const buyer = newBuyer("utr");
    const token = await registerBuyer(request, buyer);
    const product = await productInStock(request);
    const note = "Deliver to the back gate, Lane 3.";
    const order = await placeOrder(request, token, product, product.minimumQuantity, {
      note,
      toPayShipping: true,
    });

    // The buyer's page: amount due, the UPI QR for exactly that amount, note and transport choice.
    const shopper = await buyerPage(page, baseURL, token);
    await shopper.goto(`/account/orders/${order.id}`);
    await expect(shopper.getByTestId("payment-status")).toHaveAttribute("data-status", "pending");
    await expect(shopper.getByTestId("amount-due")).toHaveText(formatMoney(Math.round(order.total * 100)));
    const qr = shopper.getByTestId("upi-qr");
    await expect(qr).toHaveAttribute(
      "data-uri",
      new RegExp(`am=${order.total.toFixed(2)}&tn=${order.number}&cu=INR`),
    );
    await expect(shopper.getByRole("img", { name: /UPI QR code/ })).toBeVisible();
    await expect(shopper.getByTestId("order-note")).toHaveText(note);
    await expect(shopper.getByTestId("order-transport")).toContainText("To pay");

    const utr = `HDFC${uniqueId()
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "")}`.slice(0, 22);
    await shopper.getByLabel("UTR or transaction ID").fill(utr);
    await shopper.getByRole("radio", { name: "UPI" }).check();
    await shopper.getByRole("button", { name: "Send the UTR" }).click();
    await expect(shopper.getByTestId("claims")).toContainText(utr);

    await staffSignIn(page, STAFF.sales);
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }).click();
    const first = page.getByRole("table", { name: "Orders" }).locator("tbody tr").first();
    await expect(first).toContainText(order.number);
    await expect(first).toContainText("1 UTR claim to check");
    await first.getByRole("link", { name: order.number }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
    await expect(page.getByTestId("order-note")).toHaveText(note);
    await expect(page.getByTestId("transport-choice")).toContainText("To pay");
    // Without the WhatsApp Cloud API, staff send the order's news from their own WhatsApp in one click.
    const chat = page.getByTestId("order-whatsapp-link");
    await expect(chat).toHaveText("Send the order's news on WhatsApp");
    const chatText = decodeURIComponent((await chat.getAttribute("href"))?.split("?text=")[1] ?? "");
    expect(chatText).toContain(order.number);
    expect(chatText).toContain(`/account/orders/${order.id}`);
    const claims = page.getByTestId("claims");
    await expect(claims).toContainText(utr);
    await expect(claims.getByTestId("claim-method")).toHaveText("by UPI");
    // The payment is recorded as the buyer said they paid.
    await expect(claims.getByLabel("Method")).toHaveValue("upi");
    await claims.getByRole("button", { name: "Confirm as payment" }).click();
    await expect(page.getByText(`UTR ${utr} confirmed`)).toBeVisible();
    await expect(page.locator("[data-payment]").first()).toHaveAttribute("data-payment", "paid");
    await expect(page.getByTestId("payment-row")).toContainText(utr);

    // The buyer's page polls the payment status and turns "Paid" without a reload.
    await expect(shopper.getByTestId("payment-status")).toHaveAttribute("data-status", "paid", {
      timeout: 30_000,
    });
    await expect(shopper.getByTestId("payment-status")).toHaveText("Paid");
    await expect(shopper.getByTestId("bank-details")).toHaveCount(0);
    await shopper.context().close();
  });

  test("confirm → pack → dispatch with LR and e-way bill → delivered, with a mail to the buyer at each step", async ({
    page,
    request,
    baseURL,
  }) => {
    const folder = mailFolder();
    test.skip(!folder, "Against running servers, set E2E_MAIL_DIR to the API's mail folder (MAIL_DIR).");
    test.slow();
    const buyer = newBuyer("life");
    const token = await registerBuyer(request, buyer);
    const product = await productInStock(request, 1);
    // Above ₹50,000 to another state an e-way bill is needed (GST.md).
    const quantity = Math.max(product.minimumQuantity, Math.ceil(80_000 / Math.max(1, product.sellingPrice)));
    const order = await placeOrder(request, token, product, quantity);
    expect(order.total).toBeGreaterThan(50_000);

    await staffSignIn(page, STAFF.owner);
    await page.goto(`/admin/orders/${order.id}`);
    const state = page.locator("h1 [data-state]");
    await expect(state).toHaveAttribute("data-state", "placed");

    // The whole amount, by bank transfer.
    await page.getByRole("button", { name: "Record payment" }).click();
    const payment = page.getByRole("form", { name: `Record a payment for ${order.number}` });
    await payment.getByLabel("UTR / reference").fill(`N${uniqueId().toUpperCase()}`.slice(0, 20));
    await payment.getByRole("button", { name: "Record the payment" }).click();
    await expect(page.getByText(/Payment of .* recorded/)).toBeVisible();
    await expect(page.getByTestId("amount-due")).toHaveText(formatMoney(0));

    await page.getByRole("button", { name: "Confirm order" }).click();
    await expect(state).toHaveAttribute("data-state", "confirmed");
    await page.getByRole("button", { name: "Mark as packed" }).click();
    await expect(state).toHaveAttribute("data-state", "packed");
    // Packed orders cannot be confirmed again: only the allowed moves are offered.
    await expect(page.getByRole("button", { name: "Confirm order" })).toHaveCount(0);

    await page.getByRole("button", { name: "Dispatch…" }).click();
    const dispatch = page.getByRole("form", { name: `Dispatch ${order.number}` });
    await dispatch.getByLabel("Transporter", { exact: true }).fill("VRL Logistics");
    await dispatch.getByLabel("LR (docket) number").fill("VRL-448812");
    // Without the e-way bill number the form says what is missing and nothing is sent.
    await dispatch.getByRole("button", { name: "Dispatch the order" }).click();
    await expect(dispatch.getByText("An e-way bill number has 12 digits.")).toBeVisible();
    await expect(state).toHaveAttribute("data-state", "packed");
    await dispatch.getByLabel("E-way bill number").fill("331001234567");
    await dispatch.getByRole("button", { name: "Dispatch the order" }).click();
    await expect(state).toHaveAttribute("data-state", "dispatched");
    await expect(page.getByTestId("dispatch-lr")).toHaveText("VRL-448812");
    await page.getByRole("button", { name: "Mark as delivered" }).click();
    await expect(state).toHaveAttribute("data-state", "delivered");
    await expect(page.getByTestId("order-actions")).toHaveCount(0);

    // The history names who did what.
    const history = page.getByTestId("admin-history").locator("li");
    await expect(history).toHaveCount(5);
    await expect(history.nth(4)).toContainText("by Anil Mehra");

    // The buyer got a mail for each move; the dispatch mail carries the LR number.
    const mailDir = folder ?? "";
    await expect
      .poll(async () => (await mailsTo(mailDir, buyer.email)).map((mail) => mail.subject), {
        timeout: 30_000,
        intervals: [500, 1000],
      })
      .toEqual(
        expect.arrayContaining([
          `Order ${order.number} confirmed`,
          `Order ${order.number} packed`,
          `Order ${order.number} dispatched`,
          `Order ${order.number} delivered`,
        ]),
      );
    const dispatched = (await mailsTo(mailDir, buyer.email)).find((mail) =>
      mail.subject.endsWith("dispatched"),
    );
    expect(dispatched?.text).toContain("VRL-448812");

    // The buyer's order page shows the same life.
    const shopper = await buyerPage(page, baseURL, token);
    await shopper.goto(`/account/orders/${order.id}`);
    await expect(shopper.getByTestId("status-history").locator("li")).toHaveCount(5);
    await expect(shopper.getByTestId("order-lr")).toHaveText("VRL-448812");
    await expect(shopper.getByTestId("payment-status")).toHaveAttribute("data-status", "paid");
    await shopper.context().close();
  });

  test("cancelling an order after confirmation puts its stock back", async ({ page, request }) => {
    const buyer = newBuyer("cancel");
    const token = await registerBuyer(request, buyer);
    const product = await productInStock(request, 2);
    const before = await productStock(request, product);
    const order = await placeOrder(request, token, product, product.minimumQuantity);
    expect(await productStock(request, product)).toBe(before - product.minimumQuantity);

    await staffSignIn(page, STAFF.sales);
    await page.goto(`/admin/orders/${order.id}`);
    await page.getByRole("button", { name: "Confirm order" }).click();
    await expect(page.locator("h1 [data-state]")).toHaveAttribute("data-state", "confirmed");
    await page.getByRole("button", { name: "Cancel order…" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel order ${order.number}?` });
    await expect(dialog).toBeVisible();
    // Changing one's mind changes nothing.
    await dialog.getByRole("button", { name: "Keep the order" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("h1 [data-state]")).toHaveAttribute("data-state", "confirmed");

    await page.getByRole("button", { name: "Cancel order…" }).click();
    await dialog.getByLabel("Reason (sent to the buyer)").fill("The buyer asked us to cancel by phone.");
    await dialog.getByRole("button", { name: "Cancel the order" }).click();
    await expect(page.getByText("Order cancelled: stock is back")).toBeVisible();
    await expect(page.locator("h1 [data-state]")).toHaveAttribute("data-state", "cancelled");
    expect(await productStock(request, product)).toBe(before);
  });

  test("approving a newly registered trade buyer into Wholesale: the buyer sees wholesale prices", async ({
    page,
    request,
    baseURL,
  }) => {
    const buyer = newBuyer("trade", { companyName: `Ritu Electricals ${uniqueId()}` });
    const token = await registerBuyer(request, buyer);
    const product = await productInStock(request, 1);
    const slug = product.websites[0]?.slug ?? "";

    await staffSignIn(page, STAFF.sales);
    await page.goto("/admin/customers?awaitingApproval=true");
    await expect(page.getByLabel("Show")).toHaveValue("awaiting");
    await page.getByLabel("Search").fill(buyer.email);
    await expect(page).toHaveURL(/search=/);
    const row = page.getByRole("table", { name: "Customers" }).locator("tbody tr");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Awaiting approval");
    await row.getByRole("link", { name: buyer.name }).click();
    // No order yet: the buyer's page opens a plain WhatsApp chat with the buyer's number.
    await expect(page.getByTestId("customer-whatsapp-link")).toHaveText("Chat on WhatsApp");
    await expect(page.getByTestId("customer-whatsapp-link")).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+$/,
    );
    await page.getByRole("button", { name: "Approve into Wholesale" }).click();
    await expect(page.getByText(`${buyer.name} approved into Wholesale`)).toBeVisible();
    await expect(page.getByTestId("customer-group")).toHaveText("Wholesale");

    const me = await storeApi<{ customerGroup: { id: number; isDefault: boolean } }>(
      request,
      "GET",
      "/customer",
      {
        token,
      },
    );
    expect(me.data.customerGroup.isDefault).toBe(false);
    const asBuyer = await storeApi<ApiPricedProduct>(request, "GET", `/product/${encodeURIComponent(slug)}`, {
      token,
    });
    const retail = await storeApi<ApiPricedProduct>(request, "GET", `/product/${encodeURIComponent(slug)}`);
    const wholesalePrice = apiProductPrice(asBuyer.data, me.data.customerGroup);
    expect(wholesalePrice).toBeLessThan(apiProductPrice(retail.data, null));

    const shopper = await buyerPage(page, baseURL, token);
    await shopper.goto(`/shop/products/${encodeURIComponent(slug)}`);
    await expect(
      shopper.getByTestId("price-details").getByTestId("product-price").locator(".price"),
    ).toHaveText(formatMoney(wholesalePrice));
    await shopper.context().close();
  });

  test("a dispatch-role account sees no 'Record payment' or confirm button, and the API refuses the payment (403)", async ({
    page,
    request,
  }) => {
    const buyer = newBuyer("desk");
    const token = await registerBuyer(request, buyer);
    const product = await productInStock(request, 1);
    const order = await placeOrder(request, token, product, product.minimumQuantity);

    await staffSignIn(page, STAFF.dispatch);
    await expect(page.getByRole("link", { name: "Staff" })).toHaveCount(0);
    await page.goto(`/admin/orders/${order.id}`);
    await expect(page.getByRole("heading", { name: new RegExp(`Order ${order.number}`) })).toBeVisible();
    await expect(page.getByRole("button", { name: "Record payment" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Confirm order" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cancel order…" })).toHaveCount(0);

    const refused = await adminApi<unknown>(page, "POST", `/orders/${order.id}/payments`, {
      method: "bank_transfer",
      amount: 100,
      reference: "UTR123456",
      receivedOn: new Date().toISOString().slice(0, 10),
    });
    expect(refused.status).toBe(403);
    const after = await adminApi<{ payments: unknown[] }>(page, "GET", `/orders/${order.id}`);
    expect((after.body as Envelope<{ payments: unknown[] }>).data.payments).toEqual([]);
  });

  test("a page the role may not use says 'not for your role' instead of a load error", async ({ page }) => {
    await staffSignIn(page, STAFF.sales);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings: not for your role");
    await expect(page.getByTestId("not-for-role")).toContainText("ask the owner to change your role");
    await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
    await expect(page.locator(".Toastify__toast--error")).toHaveCount(0);
  });
});
