import { expect, test } from "@playwright/test";
import {
  buyerPage,
  clientAddress,
  mailFolder,
  mailsTo,
  newBuyer,
  registerBuyer,
  STAFF,
  staffSignIn,
  storeApi,
  uniqueId,
} from "./admin-helpers";

// Editing an order before dispatch: the buyer asks for a change from their order page, the sales desk
// adds, removes and changes lines on the back-office order page with the totals quoted live, and the
// order gets a new proforma revision while the buyer gets a mail of what changed.

interface ListedProduct {
  id: number;
  sku: string;
  title: string;
  stock: number;
  minimumQuantity: number;
}

test.use({ extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });

test("staff add, remove and change lines; a new proforma revision; the buyer's mail says what changed", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const folder = mailFolder();
  const buyer = newBuyer("edit", { companyName: "Edit Electricals" });
  const token = await registerBuyer(request, buyer);
  const address = await storeApi<{ id: number }>(request, "POST", "/customer/address", {
    token,
    body: {
      name: "Stores in-charge",
      phone: "98100 12345",
      line1: "14 Lajpat Rai Market",
      city: "Delhi",
      state: "Delhi",
      pincode: "110006",
      country: "IN",
    },
  });
  expect(address.ok).toBe(true);
  const list = await storeApi<{ items: ListedProduct[] }>(request, "GET", "/product?limit=100");
  const [kept, removed, added] = list.data.items
    .filter((p) => p.stock >= p.minimumQuantity * 4 && p.minimumQuantity <= 20)
    .slice(-3);
  if (!kept || !removed || !added) throw new Error("The demo catalogue has too few products in stock");
  const placed = await storeApi<{ id: number; number: string }>(request, "POST", "/order", {
    token,
    headers: { "idempotency-key": `e2e-edit-${uniqueId()}` },
    body: {
      items: [
        { productId: kept.id, quantity: kept.minimumQuantity, options: [] },
        { productId: removed.id, quantity: removed.minimumQuantity, options: [] },
      ],
      addressId: address.data.id,
      toPayShipping: false,
      paymentMethod: "bank-transfer",
    },
  });
  expect(placed.ok, JSON.stringify(placed)).toBe(true);
  const order = placed.data;

  // The buyer asks for the change from their order page.
  const shopper = await buyerPage(page, baseURL, token);
  await shopper.goto(`/account/orders/${order.id}`);
  const ask = shopper.getByTestId("order-change-request");
  await ask
    .getByLabel("What would you like changed?")
    .fill(`Drop ${removed.sku}, add ${added.sku}, double ${kept.sku}.`);
  await ask.getByRole("button", { name: "Send the request" }).click();
  await expect(ask.getByTestId("change-requests")).toContainText(`Drop ${removed.sku}`);
  await expect(ask.getByTestId("change-requests")).toContainText("waiting for the shop");

  // The sales desk sees it on the order and edits the order at the keyboard.
  await staffSignIn(page, STAFF.sales);
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByTestId("change-requests")).toContainText(`Drop ${removed.sku}`);
  await page.getByTestId("order-edit-open").click();
  const form = page.getByTestId("order-edit-form");
  await expect(form.getByTestId("order-edit-new-total")).toContainText("₹");
  const opened = (await form.getByTestId("order-edit-new-total").textContent()) ?? "";

  const entry = form.getByRole("combobox", { name: "Add a line: SKU or title" });
  await entry.pressSequentially(added.sku, { delay: 5 });
  await expect(form.getByRole("option", { name: new RegExp(added.sku) }).first()).toBeVisible();
  await page.keyboard.press("Enter");
  const addedQuantity = form.getByLabel(`Quantity of ${added.sku}`);
  await expect(addedQuantity).toBeFocused();
  await page.keyboard.type(String(added.minimumQuantity * 2));
  await page.keyboard.press("Enter");
  await expect(entry).toBeFocused();

  await form.getByLabel(`Quantity of ${kept.sku}`).fill(String(kept.minimumQuantity * 2));
  await form.getByRole("button", { name: `Remove ${removed.sku}` }).click();
  await expect(form.getByTestId("edit-line")).toHaveCount(2);

  // Each change asks for a quote; the totals are read once the quote of the form as it stands is back.
  await expect(form.getByTestId("order-edit-totals")).toHaveAttribute("aria-busy", "false");
  const total = form.getByTestId("order-edit-new-total");
  await expect(total).not.toHaveText(opened);
  const newTotal = (await total.textContent()) ?? "";
  await page.screenshot({ path: testInfo.outputPath("order-edit-1366.png"), fullPage: true });

  await form.getByRole("button", { name: "Review the changes" }).click();
  await expect(form.getByTestId("order-edit-confirm")).toContainText(newTotal);
  await form.getByRole("button", { name: "Yes, save the changes" }).click();
  await expect(page.getByTestId("order-edit-form")).toHaveCount(0);

  // The history shows the difference line by line; the request is handled; a new proforma revision.
  const history = page.getByTestId("admin-history");
  await expect(history).toContainText(`Removed ${removed.title} (${removed.sku})`);
  await expect(history).toContainText(`Added ${added.title} (${added.sku})`);
  await expect(history).toContainText(`quantity ${kept.minimumQuantity} → ${kept.minimumQuantity * 2}`);
  // The edit is an update in the history, not the order's state a second time.
  const editStep = history.locator("li").filter({ hasText: "Order edited" });
  await expect(editStep).toContainText("Update");
  await expect(editStep.getByText("Placed", { exact: true })).toHaveCount(0);
  await expect(page.getByTestId("change-requests")).toContainText("handled");
  await expect(page.getByText(`${order.number}-R2`).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("order-edited-1366.png"), fullPage: true });

  // The new revision and the first one both download.
  for (const number of [order.number, `${order.number}-R2`]) {
    const pdf = await request.get(
      `/v1/order/${order.id}/documents/proforma?number=${encodeURIComponent(number)}`,
      { headers: { website: "wholesale", authorization: `Bearer ${token}` } },
    );
    expect(pdf.status(), number).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
  }

  // The buyer's mail says what changed, line by line, and names the new proforma.
  if (folder) {
    await expect
      .poll(async () => (await mailsTo(folder, buyer.email)).find((m) => m.subject.includes("was changed")), {
        timeout: 60_000,
      })
      .toBeTruthy();
    const mail = (await mailsTo(folder, buyer.email)).find((m) => m.subject.includes("was changed"));
    expect(mail?.subject).toContain(order.number);
    expect(mail?.text).toContain(`Removed ${removed.title} (${removed.sku})`);
    expect(mail?.text).toContain(`Added ${added.title} (${added.sku})`);
    expect(mail?.text).toContain(`${order.number}-R2`);
  }

  // The buyer's page shows the new lines, and its history the difference line by line.
  await shopper.goto(`/account/orders/${order.id}`);
  await expect(shopper.getByRole("row").filter({ hasText: added.sku })).toHaveCount(1);
  await expect(shopper.getByRole("row").filter({ hasText: removed.sku })).toHaveCount(0);
  await expect(shopper.getByTestId("status-history")).toContainText(`Removed ${removed.title}`);
  await expect(
    shopper.getByTestId("status-history").getByRole("listitem").filter({ hasText: "Order edited" }),
  ).toContainText("Update");
  await shopper.context().close();
});
