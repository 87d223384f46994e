import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";

// A signed-in buyer's cart, wish list and compare list are kept on the server: the office PC and the phone
// show the same cart, and what a visitor put in the cart joins the saved one at sign-in.

const WEBSITE = { website: "wholesale" };
const PASSWORD = "Lighting@2026";
const FORWARDED = { "x-forwarded-for": `198.51.100.${1 + Math.floor(Math.random() * 250)}` };

interface ApiProduct {
  id: number;
  title: string;
  stock: number;
  minimumQuantity: number;
  websites: { slug: string }[];
}

async function inStock(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get("/v1/product?limit=60", { headers: WEBSITE });
  expect(response.ok()).toBeTruthy();
  const products = ((await response.json()) as { data: { items: ApiProduct[] } }).data.items;
  return products.filter((p) => p.websites[0]?.slug && p.stock >= p.minimumQuantity).slice(20, 23);
}

async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId("preloader")).toHaveCount(0);
  await expect(page.locator("html[data-state=ready]")).toHaveCount(1);
}

function productPath(product: ApiProduct) {
  return `/shop/products/${encodeURIComponent(product.websites[0]?.slug ?? "")}`;
}

/** Waits for the browser to save its lists on the server (PUT or the sign-in merge). */
function saved(page: Page) {
  return page.waitForResponse(
    (response) => response.url().includes("/v1/customer/saved") && response.request().method() !== "GET",
  );
}

async function signIn(page: Page, email: string) {
  await gotoReady(page, "/account/login");
  const form = page.getByTestId("login-form");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
}

test.describe("saved cart and lists", () => {
  let office: BrowserContext;
  let phone: BrowserContext;

  test.beforeEach(async ({ browser }) => {
    office = await browser.newContext({ extraHTTPHeaders: FORWARDED });
    phone = await browser.newContext({ extraHTTPHeaders: FORWARDED, viewport: { width: 390, height: 844 } });
  });

  test.afterEach(async () => {
    await office.close();
    await phone.close();
  });

  test("two browsers of one buyer show the same cart and wish list; a visitor's cart is merged in at sign-in", async ({
    request,
  }) => {
    const [first, second, third] = await inStock(request);
    if (!first || !second || !third) throw new Error("The demo catalogue has too few products in stock");
    const email = `saved.${Date.now().toString(36)}@example.in`;
    const registered = await request.post("/v1/customer/register", {
      headers: { ...WEBSITE, ...FORWARDED },
      data: { name: "Asha Lights", email, phone: "98111 22233", password: PASSWORD },
    });
    expect(registered.ok()).toBeTruthy();

    // On the office PC, as a visitor, then signing in: the visitor's line joins the (empty) saved cart.
    const pc = await office.newPage();
    await gotoReady(pc, productPath(first));
    await pc.getByTestId("product-purchase").getByTestId("add-to-cart").click();
    await expect(pc.getByText(`Product "${first.title}" added to cart!`)).toBeVisible();
    const merged = saved(pc);
    await signIn(pc, email);
    expect((await merged).ok()).toBeTruthy();

    // Signed in: a second line and a wish-list entry are saved as they are made.
    await gotoReady(pc, productPath(second));
    let put = saved(pc);
    await pc.getByTestId("product-purchase").getByTestId("add-to-cart").click();
    expect((await put).ok()).toBeTruthy();
    put = saved(pc);
    await pc.getByTestId("product-purchase").getByTestId("add-to-wishlist").click();
    expect((await put).ok()).toBeTruthy();

    // The phone had its own visitor line; after signing in it shows all three lines and the wish list.
    const mobile = await phone.newPage();
    await gotoReady(mobile, productPath(third));
    await mobile.getByTestId("product-purchase").getByTestId("add-to-cart").click();
    await expect(mobile.getByText(`Product "${third.title}" added to cart!`)).toBeVisible();
    const phoneMerged = saved(mobile);
    await signIn(mobile, email);
    expect((await phoneMerged).ok()).toBeTruthy();
    await gotoReady(mobile, "/shop/cart");
    const titles = mobile.getByTestId("cart-line-title");
    await expect(titles).toHaveText([first.title, second.title, third.title]);
    await gotoReady(mobile, "/shop/wishlist");
    await expect(mobile.getByTestId("wishlist-item")).toContainText([second.title]);

    // The phone removes the first line; the office PC shows the same two lines on its next visit.
    await gotoReady(mobile, "/shop/cart");
    put = saved(mobile);
    await mobile.getByTestId("cart-line").first().getByTestId("cart-line-remove").click();
    expect((await put).ok()).toBeTruthy();
    await gotoReady(pc, "/shop/cart");
    await expect(pc.getByTestId("cart-line-title")).toHaveText([second.title, third.title]);
  });
});
