import { expect, type Page, test } from "@playwright/test";
import {
  clientAddress,
  newBuyer,
  productInStock,
  registerBuyer,
  STAFF,
  type StoreProduct,
  staffSignIn,
  uniqueId,
} from "./admin-helpers";

// The order desk on a phone (390 px wide): the buyer picker, a line added at the keyboard, its figures and
// the totals, all within the screen's width, for a sales person whose shop reads in English or Arabic (the
// back office itself is in English, left to right).

test.use({ extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });

/** How wide the page scrolls: more than the screen means a sideways scroll. */
async function documentWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test("at 390 px the order desk takes a buyer and a line without any sideways scroll, in en and ar", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const firm = `Pocket Electricals ${uniqueId()}`;
  const buyer = newBuyer("desk-phone", { companyName: firm });
  await registerBuyer(request, buyer);
  // The catalogue's answer carries the SKU the desk is typed with.
  const product = (await productInStock(request)) as StoreProduct & { sku: string };

  await page.setViewportSize({ width: 390, height: 844 });
  await staffSignIn(page, STAFF.sales);
  for (const locale of ["en", "ar"]) {
    await page.context().addCookies([{ name: "locale", value: locale, url: baseURL ?? "" }]);
    await page.goto("/admin/orders/new");
    await expect(page.getByRole("heading", { name: "New order" })).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);

    const buyerSearch = page.getByRole("combobox", { name: "Buyer" });
    await buyerSearch.fill(firm);
    await expect(page.getByRole("option", { name: new RegExp(firm) })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("desk-buyer")).toContainText(buyer.name);

    const entry = page.getByRole("combobox", { name: "Add a line: SKU or title" });
    await entry.pressSequentially(product.sku, { delay: 5 });
    await expect(page.getByRole("option").first()).toContainText(product.sku);
    await page.keyboard.press("Enter");
    const quantity = page.getByLabel(`Quantity of ${product.sku} 1`);
    await expect(quantity).toBeFocused();
    await expect(page.getByTestId("desk-line")).toHaveCount(1);
    await expect(page.getByTestId("desk-line-total")).toContainText("₹");
    await expect(page.getByTestId("desk-total")).toContainText("₹");

    // Everything is reachable without scrolling sideways: the page, and the line's own controls.
    expect(await documentWidth(page)).toBeLessThanOrEqual(390);
    for (const control of [
      quantity,
      page.getByLabel(`Proposed unit price of ${product.sku}`),
      page.getByRole("button", { name: `Remove ${product.sku}` }),
      page.getByTestId("desk-line-total"),
    ]) {
      const box = await control.boundingBox();
      expect(box, "the control is laid out").not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    }
    await expect(page.locator("html")).toHaveAttribute("lang", /.+/);
    await page.screenshot({ path: testInfo.outputPath(`order-desk-390-${locale}.png`), fullPage: true });
  }
});
