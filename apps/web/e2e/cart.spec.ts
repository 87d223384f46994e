import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  type ApiPricedProduct,
  apiProductPrice,
  type CouponTerms,
  computeTotals,
  formatMoney,
} from "@roshni/core";
import { seriousA11yViolations } from "./axe";

const WEBSITE = { website: "wholesale" };

interface ApiProduct extends ApiPricedProduct {
  id: number;
  title: string;
  stock: number;
  minimumQuantity: number;
  taxRate: number;
  websites: { slug: string }[];
}

async function catalogue(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get("/v1/product?limit=60", { headers: WEBSITE });
  expect(response.ok()).toBeTruthy();
  const products = ((await response.json()) as { data: { items: ApiProduct[] } }).data.items;
  // Products whose stock covers the MOQ: the product page's default quantity ships at once.
  return products.filter((p) => p.websites[0]?.slug && p.stock >= p.minimumQuantity);
}

function nth(products: ApiProduct[], index: number): ApiProduct {
  const product = products[index];
  if (!product) throw new Error(`The demo catalogue has fewer than ${index + 1} products in stock`);
  return product;
}

/** The visitor's total by the core's rules: PRICING.md's formulas over the lines' group prices. */
function expectedTotals(
  lines: { product: ApiProduct; quantity: number }[],
  options: { coupon?: CouponTerms | null; toPayShipping?: boolean } = {},
) {
  return computeTotals({
    lines: lines.map(({ product, quantity }) => ({
      price: apiProductPrice(product, null),
      quantity,
      taxRate: product.taxRate,
    })),
    coupon: options.coupon ?? null,
    toPayShipping: options.toPayShipping ?? false,
  });
}

async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId("preloader")).toHaveCount(0);
}

function productPath(product: ApiProduct): string {
  return `/shop/products/${encodeURIComponent(product.websites[0]?.slug ?? "")}`;
}

async function addFromProductPage(page: Page, product: ApiProduct) {
  await gotoReady(page, productPath(product));
  await page.getByTestId("product-purchase").getByTestId("add-to-cart").click();
  await expect(page.getByText(`Product "${product.title}" added to cart!`)).toBeVisible();
}

test.describe("cart", () => {
  test("the cart dropdown and the cart page total the lines added from product pages by the core's rules", async ({
    page,
    request,
  }) => {
    const products = await catalogue(request);
    const first = nth(products, 0);
    const second = nth(products, 1);
    await addFromProductPage(page, first);
    await addFromProductPage(page, second);
    // Adding without choosing a quantity takes the product's minimumQuantity (SPEC.md section 4).
    const expected = expectedTotals([
      { product: first, quantity: first.minimumQuantity },
      { product: second, quantity: second.minimumQuantity },
    ]);

    await page.getByTestId("cart-button").click();
    await expect(page.getByTestId("cart-dropdown").getByTestId("cart-total")).toHaveText(
      formatMoney(expected.total),
    );
    await page.keyboard.press("Escape");

    await gotoReady(page, "/shop/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await expect(page.getByTestId("totals-subtotal")).toHaveText(formatMoney(expected.subtotal));
    await expect(page.getByTestId("totals-total")).toHaveText(formatMoney(expected.total));
    for (const line of expected.totals) {
      await expect(page.getByTestId(`totals-${line.type}`)).toContainText(formatMoney(line.price));
    }
  });

  test("a new quantity recomputes the line and the totals as it is typed, without an 'Update cart' button", async ({
    page,
    request,
  }) => {
    const product = nth(await catalogue(request), 2);
    await addFromProductPage(page, product);
    await gotoReady(page, "/shop/cart");
    await expect(page.getByTestId("update-cart")).toHaveCount(0);
    // At or above the MOQ every quantity can be ordered.
    const quantity = product.minimumQuantity + 3;
    const line = page.getByTestId("cart-line");
    await line.getByTestId("quantity-input").fill(String(quantity));

    const expected = expectedTotals([{ product, quantity }]);
    await expect(page.getByTestId("totals-total")).toHaveText(formatMoney(expected.total));
    await expect(line.getByTestId("cart-line-total")).toHaveText(
      formatMoney(apiProductPrice(product, null) * quantity),
    );
    await expect(line.getByTestId("quantity-input")).toHaveValue(String(quantity));
    // The + button too: the store's 500 ms, then the new totals.
    await line.getByRole("button", { name: "One more" }).click();
    await expect(page.getByTestId("totals-total")).toHaveText(
      formatMoney(expectedTotals([{ product, quantity: quantity + 1 }]).total),
    );
  });

  test("an expired coupon is refused with the server's message; WELCOME10 takes 10 % off the subtotal; an empty code clears it", async ({
    page,
    request,
  }) => {
    const product = nth(await catalogue(request), 3);
    const refused = await request.get("/v1/coupons/DIWALI2025", { headers: WEBSITE });
    expect(refused.ok()).toBeFalsy();
    const refusal = ((await refused.json()) as { data: { error: { message: string } } }).data.error.message;
    const welcome = (
      (await (await request.get("/v1/coupons/WELCOME10", { headers: WEBSITE })).json()) as {
        data: CouponTerms;
      }
    ).data;

    await addFromProductPage(page, product);
    await gotoReady(page, "/shop/cart");
    const lines = [{ product, quantity: product.minimumQuantity }];

    await page.getByTestId("coupon-input").fill("DIWALI2025");
    await page.getByTestId("coupon-apply").click();
    await expect(page.locator(".Toastify__toast--error")).toContainText(refusal);
    // The reason stays under the field after the toast has closed.
    await expect(page.getByTestId("coupon-refusal")).toHaveText(refusal);
    await expect(page.getByTestId("coupon-input")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("coupon-applied")).toHaveCount(0);
    await expect(page.getByTestId("totals-total")).toHaveText(formatMoney(expectedTotals(lines).total));

    await page.getByTestId("coupon-input").fill("welcome10");
    await expect(page.getByTestId("coupon-refusal")).toHaveCount(0);
    await page.getByTestId("coupon-apply").click();
    await expect(page.getByTestId("coupon-applied")).toContainText("WELCOME10");
    const discounted = expectedTotals(lines, { coupon: welcome });
    const discount = discounted.totals.find((line) => line.type === "discount");
    expect(discount?.price).toBeLessThan(0);
    await expect(page.getByTestId("totals-discount")).toContainText(formatMoney(discount?.price ?? 0));
    await expect(page.getByTestId("totals-total")).toHaveText(formatMoney(discounted.total));

    // Applying first clears the coupon, then does nothing for an empty code (SPEC.md section 4).
    await page.getByTestId("coupon-apply").click();
    await expect(page.getByTestId("coupon-applied")).toHaveCount(0);
    await expect(page.getByTestId("totals-total")).toHaveText(formatMoney(expectedTotals(lines).total));
  });

  test("to-pay shipping takes shipping, and the GST on it, out of the total", async ({ page, request }) => {
    const product = nth(await catalogue(request), 4);
    await addFromProductPage(page, product);
    await gotoReady(page, "/shop/cart");
    const lines = [{ product, quantity: product.minimumQuantity }];
    const shipped = expectedTotals(lines).totals.find((line) => line.type === "shipping");
    expect(shipped?.price).toBeGreaterThan(0);
    await expect(page.getByTestId("totals-shipping")).toContainText(formatMoney(shipped?.price ?? 0));

    await page.getByTestId("to-pay-shipping").check();
    await expect(page.getByTestId("totals-shipping")).toContainText(formatMoney(0));
    const toPay = expectedTotals(lines, { toPayShipping: true });
    expect(toPay.total).toBeLessThan(expectedTotals(lines).total);
    await expect(page.getByTestId("totals-total")).toHaveText(formatMoney(toPay.total));
  });

  test("removing the last line leaves 'Your shopping cart is empty!' with a way back to the catalogue", async ({
    page,
    request,
  }) => {
    const product = nth(await catalogue(request), 5);
    await addFromProductPage(page, product);
    await gotoReady(page, "/shop/cart");
    await page.getByTestId("cart-line-remove").click();
    const empty = page.getByTestId("cart-empty");
    await expect(empty).toContainText("Your shopping cart is empty!");
    await expect(empty.getByRole("link")).toHaveAttribute("href", "/shop/catalog");
  });

  test("the cart page, full and empty, has no serious or critical accessibility violations", async ({
    page,
    request,
  }) => {
    await gotoReady(page, "/shop/cart");
    await expect(page.getByTestId("cart-empty")).toBeVisible();
    expect(await seriousA11yViolations(page, "main")).toEqual([]);

    await addFromProductPage(page, nth(await catalogue(request), 6));
    await gotoReady(page, "/shop/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    expect(await seriousA11yViolations(page, "main")).toEqual([]);
  });
});

test.describe("wishlist and compare", () => {
  test("a product added to the wish list from its page is listed and can be removed", async ({
    page,
    request,
  }) => {
    const product = nth(await catalogue(request), 7);
    await gotoReady(page, productPath(product));
    await page.getByTestId("product-purchase").getByTestId("add-to-wishlist").click();
    await expect(page.getByText(`Product "${product.title}" added to wish list!`)).toBeVisible();

    await gotoReady(page, "/shop/wishlist");
    const item = page.getByTestId("wishlist-item");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(product.title);
    await expect(item.getByTestId("product-price")).toContainText(
      formatMoney(apiProductPrice(product, null)),
    );

    await item.getByTestId("wishlist-remove").click();
    await expect(page.getByTestId("wishlist-empty")).toContainText("Your wish list is empty!");
  });

  test("compared products stand side by side with price, MOQ and the features, and leave the list one by one", async ({
    page,
    request,
  }) => {
    const products = await catalogue(request);
    const first = nth(products, 8);
    const second = nth(products, 9);
    for (const product of [first, second]) {
      await gotoReady(page, productPath(product));
      await page.getByTestId("product-purchase").getByTestId("add-to-compare").click();
      await expect(page.getByText(`Product "${product.title}" added to compare!`)).toBeVisible();
    }

    await gotoReady(page, "/shop/compare");
    await expect(page.getByTestId("compare-item")).toHaveCount(2);
    const price = page.getByTestId("compare-row-price");
    await expect(price).toContainText(formatMoney(apiProductPrice(first, null)));
    await expect(price).toContainText(formatMoney(apiProductPrice(second, null)));
    await expect(page.getByTestId("compare-row-moq")).toContainText(`${first.minimumQuantity} pcs`);
    for (const row of ["mrp", "stock", "dimensions", "brand", "material", "wattage"]) {
      await expect(page.getByTestId(`compare-row-${row}`)).toBeVisible();
    }

    await page.getByTestId("compare-remove").first().click();
    await expect(page.getByTestId("compare-item")).toHaveCount(1);
    await page.getByTestId("compare-remove").click();
    await expect(page.getByTestId("compare-empty")).toContainText("Your compare list is empty!");
  });
});
