import { expect, test } from "@playwright/test";
import { type StoreProduct, storeApi } from "./admin-helpers";
import { freePort, startStorefront, stopStorefront } from "./storefront-process";

// A storefront whose API cannot be reached: a product or category page is the shop's error page with
// status 500 (a search engine retries later), never a 404 that says the product is gone; a product the
// shop really does not have is still a 404 on the suite's own storefront.

test("with its API out of reach, product and category pages are the shop's error page (500), in the buyer's language", async ({
  browser,
  request,
}) => {
  test.skip(
    Boolean(process.env.E2E_BASE_URL),
    "needs a storefront of its own whose API is down: runs when the suite starts its servers",
  );
  test.setTimeout(120_000);
  // A product that exists, found through the suite's own storefront.
  const list = await storeApi<{ items: StoreProduct[] }>(request, "GET", "/product?limit=1");
  const slug = list.data.items[0]?.websites[0]?.slug;
  expect(slug).toBeTruthy();
  const path = `/shop/products/${slug}`;
  expect((await request.get(path)).status()).toBe(200);
  expect((await request.get("/shop/products/no-such-product-anywhere")).status()).toBe(404);

  const [port, closedPort] = [await freePort(), await freePort()];
  const shop = await startStorefront(port, { API_URL: `http://127.0.0.1:${closedPort}` });
  try {
    const origin = `http://127.0.0.1:${port}`;
    for (const [viewport, locale, heading, retry] of [
      [{ width: 1366, height: 900 }, "en", "This page could not be shown", "Try again"],
      [{ width: 390, height: 844 }, "ru", "Не удалось показать страницу", "Попробовать ещё раз"],
    ] as const) {
      const context = await browser.newContext({ viewport });
      await context.addCookies([{ name: "locale", value: locale, url: origin }]);
      const page = await context.newPage();
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status()).toBe(500);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | Roshni Lighting`);
      // The shop's frame stays: its header, and the way home.
      await expect(page.locator("header").first()).toBeAttached();
      await expect(page.getByTestId("error-page").getByRole("link")).toHaveAttribute("href", "/");
      // Trying again while the API is still down shows the same page, not a blank one.
      await page.getByRole("button", { name: retry }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`error-page-${locale}-${viewport.width}.png`) });
      // A category page the same way: not "Category not found" for a category that exists.
      const category = await page.goto(`${origin}/shop/Chandeliers`);
      expect(category?.status()).toBe(500);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | Roshni Lighting`);
      await context.close();
    }
  } finally {
    stopStorefront(shop);
  }
});
