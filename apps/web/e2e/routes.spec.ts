import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

const WEBSITE = { website: "wholesale" };

interface Envelope<T> {
  ok: boolean;
  data: T;
}

async function apiData<T>(
  request: APIRequestContext,
  path: string,
  init: { method?: "GET" | "POST"; data?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await request.fetch(`/v1${path}`, {
    method: init.method ?? "GET",
    headers: { ...WEBSITE, ...init.headers },
    data: init.data,
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.ok, `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data;
}

/** Routes of SPEC.md section 2 that need no slug, id or signed-in buyer. */
const PUBLIC_ROUTES = [
  "/",
  "/home-two",
  "/shop/catalog",
  "/shop/cart",
  "/shop/wishlist",
  "/blog/category-classic",
  "/blog/post-classic",
  "/account/login",
  "/account/register",
  "/site/contact-us",
  "/contact-us",
  "/site/terms",
  "/terms-and-conditions",
  "/about-us",
  "/pricing",
  "/privacy-policy",
  "/refund-and-cancellation",
  "/how-to-order",
  "/shipping-and-delivery",
  "/replacement-policy",
  "/product-care",
  "/custom-orders",
  "/warranty",
] as const;

/**
 * Routes for a signed-in buyer (checkout included) with no id in the path; the ones with an order or
 * address id are built from real data.
 */
const ACCOUNT_ROUTES = [
  "/shop/checkout",
  "/account/dashboard",
  "/account/profile",
  "/account/orders",
  "/account/addresses",
  "/account/password",
] as const;

/** Opens a route and checks it is one of the shop's pages: 200, on the same path, header, footer and a heading. */
async function expectShopPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const requested = new URL(path, "http://shop.test");
  expect(new URL(page.url()).pathname, path).toBe(requested.pathname);
  await expect(page.getByTestId("desktop-header")).toBeVisible();
  await expect(page.getByTestId("site-footer")).toBeVisible();
  await expect(page.locator("h1").first()).toBeAttached();
  expect((await page.title()).length, path).toBeGreaterThan(0);
}

test.describe("every route of SPEC.md section 2 answers", () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} answers 200 with the shop's header and footer`, async ({ page }) => {
      await expectShopPage(page, path);
    });
  }

  test("/shop/{slug}, /shop/catalog/{slug}, /shop/products/{slug} and a blog post answer 200 for the demo data", async ({
    page,
    request,
  }) => {
    const categories = await apiData<{ url: string; title: string }[]>(request, "/category");
    expect(categories.length).toBe(15);
    const category = categories[0];
    if (!category) throw new Error("the demo catalogue has categories");
    const products = await apiData<{ items: { title: string; websites: { slug: string }[] }[] }>(
      request,
      "/product?limit=1",
    );
    const product = products.items[0];
    const productSlug = product?.websites[0]?.slug;
    if (!product || !productSlug) throw new Error("the demo catalogue has a product with a website slug");
    const posts = await apiData<{ items: { slug: string; title: string }[] }>(request, "/blog/posts?limit=1");
    const post = posts.items[0];
    if (!post) throw new Error("the demo blog has a post");

    await expectShopPage(page, `/shop/${category.url}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(category.title);
    await expectShopPage(page, `/shop/catalog/${category.url}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(category.title);
    await expectShopPage(page, `/shop/catalog?query=${encodeURIComponent("lamp")}`);
    await expectShopPage(page, `/shop/products/${productSlug}`);
    await expect(page.getByTestId("product-title")).toHaveText(product.title);
    await expectShopPage(page, `/blog/post-classic?slug=${encodeURIComponent(post.slug)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  });

  test("an unknown route answers 404 with the shop's not-found page, header, footer and a way on", async ({
    page,
  }) => {
    const response = await page.goto("/no-such-page-in-the-shop");
    expect(response?.status()).toBe(404);
    const notFound = page.getByTestId("not-found");
    await expect(notFound.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.locator("header").first()).toBeVisible();
    await expect(page.locator("footer").first()).toBeVisible();
    await notFound.getByRole("link", { name: "Go to the catalogue" }).click();
    await expect(page).toHaveURL(/\/shop\/catalog$/);
  });
});

test.describe("account routes", () => {
  test("a visitor opening checkout or an account route gets 200 and lands on the sign-in page, which leads back", async ({
    page,
  }) => {
    for (const path of [...ACCOUNT_ROUTES, "/account/orders/1", "/account/addresses/1"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      // The guard may answer with the redirect itself or send the browser on once the page streams.
      await expect(page).toHaveURL(/\/account\/login\?/);
      expect(new URL(page.url()).searchParams.get("next"), path).toBe(path);
      await expect(page.getByTestId("login-form")).toBeVisible();
    }
  });

  test("a signed-in buyer gets every account route, his order and his address", async ({
    page,
    request,
    baseURL,
  }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const { token } = await apiData<{ token: string }>(request, "/customer/register", {
      method: "POST",
      data: {
        name: "Route Check",
        email: `routes-${stamp}@example.in`,
        phone: "+919810012345",
        password: "Lighting@2026",
      },
    });
    const bearer = { authorization: `Bearer ${token}` };
    const address = await apiData<{ id: number }>(request, "/customer/address", {
      method: "POST",
      headers: bearer,
      data: {
        name: "Route Check",
        phone: "+919810012345",
        line1: "12 Chandni Chowk",
        city: "Delhi",
        state: "Delhi",
        pincode: "110006",
        country: "IN",
      },
    });
    const products = await apiData<{ items: { id: number; minimumQuantity: number }[] }>(
      request,
      "/product?limit=1",
    );
    const product = products.items[0];
    if (!product) throw new Error("the demo catalogue has a product");
    const order = await apiData<{ id: number; number: string }>(request, "/order", {
      method: "POST",
      headers: { ...bearer, "idempotency-key": `routes-${stamp}` },
      data: {
        items: [{ productId: product.id, quantity: product.minimumQuantity }],
        addressId: address.id,
        toPayShipping: false,
        paymentMethod: "bank-transfer",
      },
    });

    // The shop keeps the token in localStorage 'token' and mirrors it in the 'token' cookie.
    await page.context().addCookies([{ name: "token", value: token, url: baseURL ?? "http://127.0.0.1" }]);
    await page.addInitScript((value) => window.localStorage.setItem("token", value), token);

    for (const path of ACCOUNT_ROUTES) {
      await expectShopPage(page, path);
      await expect(page.getByTestId("login-form")).toHaveCount(0);
    }
    await expectShopPage(page, `/account/orders/${order.id}`);
    await expect(page.getByTestId("order-number")).toContainText(order.number);
    await expectShopPage(page, `/account/addresses/${address.id}`);
    await expect(page.locator("#address-title")).toBeVisible();
  });
});
