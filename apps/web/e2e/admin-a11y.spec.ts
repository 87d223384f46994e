import { expect, test } from "@playwright/test";
import {
  clientAddress,
  newBuyer,
  placeOrder,
  productInStock,
  registerBuyer,
  STAFF,
  staffSignIn,
} from "./admin-helpers";
import { seriousA11yViolations } from "./axe";

// Axe on every back-office page, as on the storefront: no serious or critical violation.

test.use({ extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });

test("the back office's pages have no serious or critical accessibility violations", async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { name: "Roshni Lighting back office" })).toBeVisible();
  expect(await seriousA11yViolations(page), "/admin/login").toEqual([]);

  const buyer = newBuyer("axe", { companyName: "Axe Lights" });
  const token = await registerBuyer(request, buyer);
  const product = await productInStock(request, 1);
  const order = await placeOrder(request, token, product, product.minimumQuantity, { note: "Call first." });

  await staffSignIn(page, STAFF.owner);
  const pages: [string, string][] = [
    ["/admin", "Dashboard"],
    ["/admin/orders", "Orders"],
    [`/admin/orders/${order.id}`, `Order ${order.number}`],
    ["/admin/customers", "Customers"],
    ["/admin/audit", "Audit log"],
    ["/admin/staff", "Staff"],
    ["/admin/settings", "Shop settings"],
    ["/admin/security", "Two-step sign-in"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(heading) })).toBeVisible();
    expect(await seriousA11yViolations(page), path).toEqual([]);
  }
  await page.goto("/admin/customers");
  await page
    .getByRole("table", { name: "Customers" })
    .getByRole("link", { name: buyer.name })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(buyer.name) })).toBeVisible();
  expect(await seriousA11yViolations(page), "customer").toEqual([]);

  // The order page with its dialogs and forms open.
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("form", { name: `Record a payment for ${order.number}` })).toBeVisible();
  expect(await seriousA11yViolations(page), "payment form").toEqual([]);
  await page.getByRole("button", { name: "Cancel order…" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousA11yViolations(page), "cancel dialog").toEqual([]);
});
