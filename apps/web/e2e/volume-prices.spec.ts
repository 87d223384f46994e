import { expect, test } from "@playwright/test";
import { type ApiPricedProduct, apiProductPrice, computeTotals, formatMoney, toRupees } from "@roshni/core";
import { STAFF, staffSignIn, storeApi } from "./admin-helpers";

interface ApiProduct extends ApiPricedProduct {
  id: number;
  title: string;
  stock: number;
  minimumQuantity: number;
  taxRate: number;
  websites: { slug: string }[];
}

interface VolumePrices {
  groups: { customerGroupId: number; title: string; isDefault: boolean; breaks: unknown[] }[];
}

test.describe("volume prices", () => {
  test("a manager sets a 10+ break in the product form; a buyer raising a cart line to 10 sees the unit price and the GST fall", async ({
    page,
    browser,
    request,
  }) => {
    // Two browsers, a save and the storefront's revalidation: more than one journey's minute.
    test.setTimeout(180_000);
    const list = await storeApi<{ items: ApiProduct[] }>(request, "GET", "/product?limit=60");
    // Late in the list, with stock for 10 and more: the other journeys mostly take the first products.
    const product = [...list.data.items]
      .reverse()
      .find((p) => p.websites[0]?.slug && p.stock >= 30 && p.minimumQuantity <= 9 && !p.volumePrices);
    if (!product) throw new Error("The demo catalogue has no product for a volume break");
    const base = apiProductPrice(product, null);
    const breakPrice = Math.floor((base * 9) / 10);

    // The owner: the manager enrols an authenticator in another journey of the suite.
    await staffSignIn(page, STAFF.owner);
    const origin = new URL(page.url()).origin;
    const admin = (method: "GET" | "PUT", body?: unknown) =>
      page.request.fetch(`/v1/admin/products/${product.id}/volume-prices`, {
        method,
        headers: { website: "wholesale", origin },
        data: body,
      });
    const before = ((await (await admin("GET")).json()) as { data: VolumePrices }).data;
    const retail = before.groups.find((g) => g.isDefault);
    if (!retail) throw new Error("no default customer group");

    try {
      await page.goto(`/admin/products/${product.id}`);
      const form = page.getByTestId("volume-prices-form");
      await form.getByRole("button", { name: `Add a break for ${retail.title}` }).click();
      await form.getByLabel("From pieces").fill("1");
      await form.getByLabel("Price each (₹)").fill(String(toRupees(breakPrice)));
      await form.getByRole("button", { name: "Save volume prices" }).click();
      await expect(form.getByText("A volume price starts at 2 pieces or more")).toBeVisible();
      await form.getByLabel("From pieces").fill("10");
      await form.getByRole("button", { name: "Save volume prices" }).click();
      await expect(page.getByText("Volume prices saved.")).toBeVisible();

      // A visitor (the default group) in a browser of their own.
      const context = await browser.newContext();
      const buyer = await context.newPage();
      const path = `/shop/products/${encodeURIComponent(product.websites[0]?.slug ?? "")}`;
      // The product page follows the catalogue change once the storefront has revalidated it.
      await expect(async () => {
        await buyer.goto(path);
        await expect(buyer.getByTestId("volume-prices")).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      const table = buyer.getByTestId("volume-prices");
      await expect(table.getByTestId("volume-price-row").nth(1)).toContainText("10+");
      await expect(table.getByTestId("volume-price-row").nth(1)).toContainText(formatMoney(breakPrice));
      await expect(table.getByTestId("volume-price-row").nth(1)).toContainText("save 10 %");

      const purchase = buyer.getByTestId("product-purchase");
      await purchase.getByTestId("quantity-input").fill("9");
      await purchase.getByTestId("add-to-cart").click();
      await expect(buyer.getByText(`Product "${product.title}" added to cart!`)).toBeVisible();
      await buyer.goto("/shop/cart");
      await expect(buyer.getByTestId("preloader")).toHaveCount(0);

      const line = buyer.getByTestId("cart-line");
      const at = (price: number, quantity: number) =>
        computeTotals({ lines: [{ price, quantity, taxRate: product.taxRate }], toPayShipping: false });
      await expect(line.getByTestId("quantity-input")).toHaveValue("9");
      await expect(line.getByTestId("cart-line-price")).toHaveText(formatMoney(base));
      await expect(line.getByTestId("cart-line-volume")).toHaveCount(0);
      await expect(buyer.getByTestId("totals-tax")).toContainText(formatMoney(at(base, 9).tax));

      await line.getByRole("button", { name: "One more" }).click();
      await expect(line.getByTestId("cart-line-price")).toHaveText(formatMoney(breakPrice));
      await expect(line.getByTestId("cart-line-volume")).toContainText("10+ volume price");
      await expect(line.getByTestId("cart-line-total")).toHaveText(formatMoney(breakPrice * 10));
      const reached = at(breakPrice, 10);
      expect(reached.tax).not.toBe(at(base, 10).tax);
      await expect(buyer.getByTestId("totals-tax")).toContainText(formatMoney(reached.tax));
      await expect(buyer.getByTestId("totals-total")).toHaveText(formatMoney(reached.total));
      await context.close();
    } finally {
      // Other journeys price this product at one piece's price: the break goes again.
      await admin("PUT", { floor: null, groups: [{ customerGroupId: retail.customerGroupId, breaks: [] }] });
    }
  });
});
