import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { seriousA11yViolations } from "./axe";

interface ApiProduct {
  title: string;
  sku: string;
  stock: number;
  minimumQuantity: number;
  websites: { slug: string }[];
}

/** Opens a page and waits until the client state is restored (the page is interactive). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-state", "ready");
}

/** Products through the storefront's own /v1 proxy, as the browser would ask for them. */
async function apiProducts(request: APIRequestContext, query: string): Promise<ApiProduct[]> {
  const response = await request.get(`/v1/product?${query}`, { headers: { website: "wholesale" } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { items: ApiProduct[] } };
  return body.data.items;
}

/** The rupee amounts of the cards' group prices, in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("catalogue-results").locator(".product-card .price").allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

test.describe("catalogue", () => {
  test("a category page lists 12 products with the total, its title as heading and its meta in the head", async ({
    page,
  }) => {
    await open(page, "/shop/Chandeliers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chandeliers");
    await expect(page.getByTestId("catalogue-results").getByTestId("product-card")).toHaveCount(12);
    await expect(page.getByTestId("catalogue-total")).toHaveText(/^Showing 1–12 of [\d,]+ products$/);
    await expect(page).toHaveTitle(/Chandeliers/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /.+/);
  });

  test("/shop/catalog/{slug} is the same category and an unknown slug is a 404", async ({ page }) => {
    await open(page, "/shop/catalog/Chandeliers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chandeliers");
    const response = await page.goto("/shop/NoSuchCategory");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("not-found")).toBeVisible();
    await expect(page).toHaveTitle("Category not found | Roshni Lighting");
  });

  test("a facet narrows the list and the URL, returns to page 1 and reset filters clears it", async ({
    page,
  }) => {
    await open(page, "/shop/Chandeliers?page=2");
    const total = await page.getByTestId("catalogue-total").textContent();
    const facet = page.getByTestId("filter-panel").locator('fieldset[data-facet="brand"]');
    const first = facet.getByRole("checkbox").first();
    const value = (await first.getAttribute("value")) ?? "";
    const count = Number(
      (await facet.locator("label").first().locator("span").last().textContent())?.replace(/\D/g, ""),
    );
    await first.check();
    await expect(page).toHaveURL(
      new RegExp(`/shop/Chandeliers\\?brand=${encodeURIComponent(value).replace(/%20/g, "(\\+|%20)")}$`),
    );
    await expect(page.getByTestId("catalogue-total")).not.toHaveText(total ?? "");
    await expect(page.getByTestId("catalogue-total")).toContainText(`of ${count} products`);
    await expect(page.getByTestId("chosen-filters")).toContainText(value);
    await page.getByTestId("reset-filters").click();
    await expect(page).toHaveURL(/\/shop\/Chandeliers$/);
    await expect(page.getByTestId("catalogue-total")).toHaveText(/^Showing 1–12 of/);
  });

  test('a long facet shows six values; "Show all" opens the rest, a hidden value ticks and stays in view', async ({
    page,
  }) => {
    await open(page, "/shop/Chandeliers");
    const facet = page
      .getByTestId("filter-panel")
      .locator("fieldset", { has: page.getByTestId("facet-more") })
      .first();
    const more = facet.getByTestId("facet-more");
    await expect(facet.getByRole("checkbox")).toHaveCount(6);
    await more.locator("summary").click();
    const boxes = facet.getByRole("checkbox");
    await expect.poll(() => boxes.count()).toBeGreaterThan(7);
    const last = boxes.last();
    const value = (await last.getAttribute("value")) ?? "";
    const slug = (await facet.getAttribute("data-facet")) ?? "";
    await last.check();
    await expect(page).toHaveURL(new RegExp(`[?&]${slug}=`));
    await expect(page.getByTestId("chosen-filters")).toContainText(value);
    // The list arrived for the choice: the ticked value is still shown, ticked, and so after a reload.
    await expect(facet.locator(`input[value="${value}"]`)).toBeChecked();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-state", "ready");
    await expect(facet.getByTestId("facet-more")).toHaveAttribute("open", "");
    await expect(facet.locator(`input[value="${value}"]`)).toBeChecked();
  });

  test("without JavaScript the filters are a form: a hidden value opens, ticks and applies", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/shop/Chandeliers");
    const facet = page
      .getByTestId("filter-panel")
      .locator("fieldset", { has: page.getByTestId("facet-more") })
      .first();
    const more = facet.getByTestId("facet-more");
    const slug = (await facet.getAttribute("data-facet")) ?? "";
    await more.locator("summary").click();
    const last = facet.getByRole("checkbox").last();
    await expect(last).toBeVisible();
    const value = (await last.getAttribute("value")) ?? "";
    await last.check();
    await page.getByTestId("filter-panel").getByRole("button", { name: "Apply" }).last().click();
    await expect(page).toHaveURL(new RegExp(`[?&]${slug}=`));
    await expect(page.getByTestId("chosen-filters")).toContainText(value);
    await context.close();
  });

  test("sort by price ascending orders the prices and puts the sort in the URL", async ({ page }) => {
    await open(page, "/shop/Chandeliers");
    await page.getByTestId("sort-select").selectOption("price_asc");
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page.getByTestId("catalogue-results")).toHaveAttribute("aria-busy", "false");
    const prices = await cardPrices(page);
    expect(prices.length).toBe(12);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test("the price range keeps the prices inside it, lives in the URL, and its chip removes it", async ({
    page,
  }) => {
    await open(page, "/shop/Chandeliers?sort=price_asc");
    const all = await page.getByTestId("catalogue-total").textContent();
    const panel = page.getByTestId("price-filter");
    const min = Number(await panel.getByTestId("price-min").inputValue());
    const max = Number(await panel.getByTestId("price-max").inputValue());
    expect(max).toBeGreaterThan(min);
    const low = Math.round(min + (max - min) / 5);
    const high = Math.round(min + (max - min) / 2);
    await panel.getByTestId("price-min").fill(String(low));
    await panel.getByTestId("price-max").fill(String(high));
    await panel.getByTestId("price-apply").click();
    await expect(page).toHaveURL(new RegExp(`/shop/Chandeliers\\?price=${low}-${high}&sort=price_asc$`));
    await expect(page.getByTestId("catalogue-total")).not.toHaveText(all ?? "");
    await expect(page.getByTestId("catalogue-results")).toHaveAttribute("aria-busy", "false");
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(low);
      expect(price).toBeLessThanOrEqual(high);
    }
    await expect(page.getByTestId("price-min")).toHaveValue(String(low));
    const chip = page.getByTestId("chosen-filters").getByRole("link", { name: /Price/ });
    await chip.click();
    await expect(page).toHaveURL(/\/shop\/Chandeliers\?sort=price_asc$/);
    await expect(page.getByTestId("catalogue-total")).toHaveText(all ?? "");
  });

  test("paging: page 2 shows the next 12, Previous goes back, and the links work as plain links", async ({
    page,
  }) => {
    await open(page, "/shop/Chandeliers");
    const firstPageSkus = await page
      .getByTestId("catalogue-results")
      .locator(".product-card-sku")
      .allTextContents();
    await page.getByTestId("pagination").getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/shop\/Chandeliers\?page=2$/);
    await expect(page.getByTestId("catalogue-total")).toHaveText(/^Showing 13–24 of/);
    const secondPageSkus = await page
      .getByTestId("catalogue-results")
      .locator(".product-card-sku")
      .allTextContents();
    expect(secondPageSkus.filter((sku) => firstPageSkus.includes(sku))).toEqual([]);
    await expect(page.getByTestId("pagination").getByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      "/shop/Chandeliers?page=3",
    );
    await page.getByTestId("pagination").getByRole("link", { name: "Previous" }).click();
    await expect(page.getByTestId("catalogue-total")).toHaveText(/^Showing 1–12 of/);
  });

  test("searching 'chandelir' finds chandeliers", async ({ page }) => {
    await open(page, "/shop/catalog?query=chandelir");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “chandelir”");
    const titles = page.getByTestId("catalogue-results").locator(".product-card-title");
    await expect(titles.first()).toContainText(/Chandelier/);
    expect(
      (await titles.allTextContents()).filter((title) => /Chandelier/.test(title)).length,
    ).toBeGreaterThan(0);
  });

  test("on a phone the filters open in a drawer from the Filters button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/shop/Chandeliers");
    const drawer = page.locator("#catalogue-filters");
    await expect(drawer).toBeHidden();
    await page.getByTestId("filters-button").click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("the category page has no serious or critical accessibility violations", async ({ page }) => {
    await open(page, "/shop/Chandeliers");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe("product page", () => {
  test("shows title, SKU, features, the price block, processing time, the specification and JSON-LD", async ({
    page,
    request,
  }) => {
    const [product] = await apiProducts(request, "limit=1&categories=1");
    if (!product) throw new Error("the demo catalogue has no chandelier");
    await open(page, `/shop/products/${product.websites[0]?.slug}`);
    await expect(page.getByTestId("product-title")).toHaveText(product.title);
    await expect(page.getByTestId("product-sku")).toHaveText(product.sku);
    await expect(page.getByTestId("product-features").locator("dt").first()).toHaveText("Brand");
    const prices = page.getByTestId("price-details");
    await expect(prices.getByTestId("product-price")).toContainText("excl. GST");
    await expect(prices.locator(".price-mrp")).toBeVisible();
    await expect(prices.locator(".price-save")).toHaveText(/^Save ₹[\d,]+\.\d{2} \(\d+%\)$/);
    await expect(prices.getByTestId("price-incl-gst")).toHaveText(/^₹[\d,]+\.\d{2} incl\. GST$/);
    await expect(page.getByTestId("processing-time")).toHaveText("Processing time 15 to 20 days");
    await page.getByTestId("specification-link").click();
    await expect(page).toHaveURL(/#specification$/);
    await expect(page.getByTestId("spec-dimensions")).toContainText("(W × D × H)");
    await expect(page.getByTestId("spec-hsn")).toBeVisible();
    const jsonLd = JSON.parse((await page.getByTestId("product-json-ld").textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "Product", name: product.title, sku: product.sku });
    expect(jsonLd.offers.priceCurrency).toBe("INR");
    await expect(page).toHaveTitle(new RegExp(product.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  });

  test("an unknown product slug is a 404 page", async ({ page }) => {
    const response = await page.goto("/shop/products/no-such-product-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("not-found")).toContainText("Product not found");
    await expect(page).toHaveTitle("Product not found | Roshni Lighting");
  });

  test("with stock 0 the note reads 'MOQ = {minimum}' and the quantity cannot go below the MOQ", async ({
    page,
    request,
  }) => {
    const items = await apiProducts(request, "limit=100");
    const product = items.find((item) => item.stock === 0 && item.minimumQuantity > 1);
    if (!product) throw new Error("the demo catalogue has no product without stock");
    await open(page, `/shop/products/${product.websites[0]?.slug}`);
    await expect(page.getByTestId("stock-note")).toHaveText(`MOQ = ${product.minimumQuantity}`);
    const quantity = page.getByTestId("quantity-input");
    await expect(quantity).toHaveValue(String(product.minimumQuantity));
    await quantity.fill("1");
    await quantity.blur();
    await expect(quantity).toHaveValue(String(product.minimumQuantity));
    // The field changed by itself: the page says what it did.
    await expect(page.getByTestId("quantity-raised")).toHaveText(
      `Raised to the minimum of ${product.minimumQuantity}.`,
    );
    await quantity.fill(String(product.minimumQuantity + 1));
    await expect(page.getByTestId("quantity-raised")).toHaveCount(0);
  });

  test("'In stock' beside 'Processing time' says the time is for units beyond the stock", async ({
    page,
    request,
  }) => {
    const items = await apiProducts(request, "limit=100");
    const product = items.find((item) => item.stock >= item.minimumQuantity && item.stock > 0);
    if (!product) throw new Error("the demo catalogue has no product in stock");
    await open(page, `/shop/products/${product.websites[0]?.slug}`);
    await expect(page.getByTestId("in-stock")).toContainText(
      `${product.stock} ready to dispatch from stock; only units beyond the stock are made to order.`,
    );
    await expect(page.getByTestId("processing-time")).toBeVisible();
  });

  test("below the MOQ only stock can be bought: 1 to stock is kept, more is raised to the MOQ", async ({
    page,
    request,
  }) => {
    const items = await apiProducts(request, "limit=100");
    const product = items.find((item) => item.stock > 1 && item.stock < item.minimumQuantity - 1);
    if (!product) throw new Error("the demo catalogue has no product with stock below its MOQ");
    await open(page, `/shop/products/${product.websites[0]?.slug}`);
    await expect(page.getByTestId("stock-note")).toHaveText(
      `Buy in stock 1 to ${product.stock} else MOQ = ${product.minimumQuantity}`,
    );
    const quantity = page.getByTestId("quantity-input");
    await quantity.fill(String(product.stock));
    await quantity.blur();
    await expect(quantity).toHaveValue(String(product.stock));
    await quantity.fill(String(product.stock + 1));
    await quantity.blur();
    await expect(quantity).toHaveValue(String(product.minimumQuantity));
    await quantity.fill("");
    await expect(quantity).toHaveValue("");
    await expect(page.getByTestId("product-purchase").getByTestId("add-to-cart")).toBeDisabled();
    await quantity.fill("abc");
    await expect(quantity).toHaveValue(String(product.minimumQuantity));
  });

  test("add to cart is busy for the action delay, then toasts 'Product \"{title}\" added to cart!'", async ({
    page,
    request,
  }) => {
    const [product] = await apiProducts(request, "limit=1&categories=2");
    if (!product) throw new Error("the demo catalogue has no hanging light");
    await open(page, `/shop/products/${product.websites[0]?.slug}`);
    const button = page.getByTestId("product-purchase").getByTestId("add-to-cart");
    await button.click();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(page.getByText(`Product "${product.title}" added to cart!`)).toBeVisible();
    await expect(button).toHaveAttribute("aria-busy", "false");
  });

  test("?layout=sidebar and ?layout=columnar render the same product in their layouts", async ({
    page,
    request,
  }) => {
    const [product] = await apiProducts(request, "limit=1&categories=3");
    if (!product) throw new Error("the demo catalogue has no wall light");
    for (const layout of ["sidebar", "columnar"]) {
      await open(page, `/shop/products/${product.websites[0]?.slug}?layout=${layout}`);
      await expect(page.getByTestId("product-page")).toHaveAttribute("data-layout", layout);
      await expect(page.getByTestId("product-title")).toHaveText(product.title);
      await expect(page.getByTestId("product-purchase").getByTestId("add-to-cart")).toBeEnabled();
    }
  });

  test("the product page has no serious or critical accessibility violations", async ({ page, request }) => {
    const [product] = await apiProducts(request, "limit=1&categories=1");
    if (!product) throw new Error("the demo catalogue has no chandelier");
    await open(page, `/shop/products/${product.websites[0]?.slug}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe("quick view", () => {
  test("opens the product by its slug over the list, without a zoom button, and Escape closes it", async ({
    page,
  }) => {
    await open(page, "/shop/Chandeliers");
    const card = page.getByTestId("catalogue-results").getByTestId("product-card").first();
    const title = (await card.locator(".product-card-title").textContent())?.trim() ?? "";
    const sku = (await card.locator(".product-card-sku").textContent())?.trim() ?? "";
    await card.hover();
    await card.getByTestId("quick-view").click();

    const modal = page.getByTestId("quick-view-modal");
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("heading", { level: 2 })).toHaveText(title);
    await expect(modal).toContainText(sku);
    await expect(modal).toContainText("excl. GST");
    await expect(modal.getByRole("button", { name: /zoom/i })).toHaveCount(0);
    await expect(page).toHaveURL(/\/shop\/Chandeliers$/);

    await page.keyboard.press("Escape");
    await expect(modal).toHaveCount(0);
  });

  test("a second quick view asked before the first arrives shows the second product", async ({ page }) => {
    await open(page, "/shop/Chandeliers");
    const cards = page.getByTestId("catalogue-results").getByTestId("product-card");
    const second = (await cards.nth(1).locator(".product-card-title").textContent())?.trim() ?? "";
    // Both asks in one moment, well inside the 350 ms wait: only the newer one may be shown.
    await page.evaluate(() => {
      const buttons = document.querySelectorAll<HTMLButtonElement>(
        '[data-testid="catalogue-results"] [data-testid="quick-view"]',
      );
      buttons[0]?.click();
      buttons[1]?.click();
    });
    const modal = page.getByTestId("quick-view-modal");
    await expect(modal.getByRole("heading", { level: 2 })).toHaveText(second);
  });

  test("adds the product to the cart from the overlay", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => localStorage.clear());
    await open(page, "/shop/Chandeliers");
    const card = page.getByTestId("catalogue-results").getByTestId("product-card").first();
    const title = (await card.locator(".product-card-title").textContent())?.trim() ?? "";
    await card.hover();
    await card.getByTestId("quick-view").click();
    const modal = page.getByTestId("quick-view-modal");
    await modal.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText(`Product "${title}" added to cart!`)).toBeVisible();
  });
});

test.describe("home page", () => {
  test("has no serious or critical accessibility violations", async ({ page }) => {
    await open(page, "/");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
