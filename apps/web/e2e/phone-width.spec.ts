import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  clientAddress,
  newBuyer,
  productInStock,
  registerBuyer,
  signInBuyer,
  storeApi,
} from "./admin-helpers";

// A phone is 390 px wide: no storefront page may make its buyer scroll sideways, in any language, signed in
// or not (a visitor's product page has other buttons than a buyer's).

const PHONE = { width: 390, height: 844 };
const LOCALES = ["en", "ru", "ar"] as const;

/** The page's width beyond the screen, and the outermost elements that stick out, to name in a failure. */
async function overflow(page: Page): Promise<{ extra: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 1 || box.left < -1);
    };
    const culprits = [...document.querySelectorAll("body *")]
      .filter((el) => out(el) && !(el.parentElement && out(el.parentElement)))
      .slice(0, 5)
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()} class="${el.className}"> ${el.textContent?.trim().slice(0, 50)}`,
      );
    return { extra: document.documentElement.scrollWidth - width, culprits };
  });
}

async function phoneContext(browser: Browser, baseURL: string | undefined, locale: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  await context.addCookies([{ name: "locale", value: locale, url: baseURL ?? "" }]);
  return context;
}

async function expectNoSidewaysScroll(page: Page, path: string, locale: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} (${locale})`).toBeLessThan(400);
  await page.waitForLoadState("networkidle");
  const { extra, culprits } = await overflow(page);
  expect(extra, `${path} in ${locale} is ${extra} px wider than the phone: ${culprits.join(" | ")}`).toBe(0);
}

async function fullestCategory(request: Parameters<typeof storeApi>[0]): Promise<string> {
  const categories = await storeApi<{ id: number; url: string }[]>(request, "GET", "/category");
  let best = { url: "", total: -1 };
  for (const category of categories.data) {
    const page = await storeApi<{ total: number }>(
      request,
      "GET",
      `/product?categories=${category.id}&limit=1`,
    );
    if (page.data.total > best.total) best = { url: category.url, total: page.data.total };
  }
  return best.url;
}

test("a visitor's storefront fits a 390 px phone in en, ru and ar", async ({ browser, baseURL, request }) => {
  test.setTimeout(240_000);
  const product = await productInStock(request);
  const paths = [
    "/",
    "/shop/catalog",
    `/shop/${await fullestCategory(request)}`,
    `/shop/products/${product.websites[0]?.slug}`,
    "/shop/quick-order",
    "/shop/compare",
    "/shop/wishlist",
    "/account/login",
    "/account/register",
    "/contact-us",
    "/pricing",
  ];
  for (const locale of LOCALES) {
    const context = await phoneContext(browser, baseURL, locale);
    const page = await context.newPage();
    for (const path of paths) await expectNoSidewaysScroll(page, path, locale);
    // The cart with a line in it, put there as a buyer does.
    await page.goto(`/shop/products/${product.websites[0]?.slug}`);
    await page.getByTestId("product-purchase").getByTestId("add-to-cart").click();
    await expect(page.getByTestId("cart-count").first()).not.toHaveText("0");
    await expectNoSidewaysScroll(page, "/shop/cart", locale);
    await context.close();
  }
});

test("a signed-in buyer's storefront and account fit a 390 px phone in en, ru and ar", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await registerBuyer(request, newBuyer("phone-width", { companyName: "Narrow Lights" }));
  const product = await productInStock(request);
  const paths = [
    `/shop/products/${product.websites[0]?.slug}`,
    "/shop/quick-order",
    "/account/dashboard",
    "/account/orders",
    "/account/lists",
    "/account/quotes",
    "/account/credit",
    "/account/profile",
    "/account/addresses",
    "/account/password",
  ];
  for (const locale of LOCALES) {
    const context = await phoneContext(browser, baseURL, locale);
    const page = await context.newPage();
    await signInBuyer(page, token);
    for (const path of paths) await expectNoSidewaysScroll(page, path, locale);
    await context.close();
  }
});
