import { expect, type Page, test } from "@playwright/test";
import { buyerPage, clientAddress, newBuyer, registerBuyer, signInBuyer, storeApi } from "./admin-helpers";

// A requisition list built from the quick order pad and a product page, shared by its link, opened by a
// second buyer on a phone and put into their cart.

interface ListedProduct {
  id: number;
  sku: string;
  title: string;
  stock: number;
  minimumQuantity: number;
  websites: { slug: string }[];
}

async function orderable(page: Page, count: number): Promise<ListedProduct[]> {
  const list = await storeApi<{ items: ListedProduct[] }>(page.request, "GET", "/product?limit=60&skip=300");
  const found = list.data.items.filter((p) => p.websites[0]?.slug && p.stock >= p.minimumQuantity * 3);
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html[data-state=ready]")).toHaveCount(1);
}

test.use({ extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });

test("a list built from quick order and a product page, shared by link, added to a second buyer's cart", async ({
  page,
  baseURL,
}) => {
  const [first, second] = await orderable(page, 2);
  if (!first || !second) throw new Error("The demo catalogue has too few products in stock");
  const owner = await registerBuyer(page.request, newBuyer("lists"));
  await signInBuyer(page, owner);

  // Quick order: one row, then "Add to list" into a new list.
  await gotoReady(page, "/shop/quick-order");
  // The row's field takes the product's title: the header's suggestions, arrows and Enter pick one.
  const skuField = page.getByLabel("SKU · Line 1", { exact: true });
  await skuField.fill(first.title);
  const options = page.getByTestId("sku-suggestions").getByRole("option");
  await expect(options.filter({ hasText: first.sku })).toHaveCount(1);
  const texts = await options.allTextContents();
  const position = texts.findIndex((text) => text.includes(first.sku));
  for (let step = 0; step <= position; step++) await skuField.press("ArrowDown");
  await skuField.press("Enter");
  await expect(skuField).toHaveValue(first.sku);
  await expect(page.getByLabel("Qty · Line 1", { exact: true })).toBeFocused();
  await page.getByLabel("Qty · Line 1", { exact: true }).fill(String(first.minimumQuantity));
  await expect(page.getByRole("button", { name: "Add 1 line to cart" })).toBeEnabled();
  await page.getByTestId("add-to-list").click();
  const panel = page.getByTestId("add-to-list-panel");
  await panel.getByLabel("New list name").fill("Hotel Saffron lobby");
  await panel.getByRole("button", { name: "Add" }).click();
  await expect(panel.getByText("Added to \u201cHotel Saffron lobby\u201d.")).toBeVisible();

  // The product page adds the second product to the same (existing) list.
  await gotoReady(page, `/shop/products/${encodeURIComponent(second.websites[0]?.slug ?? "")}`);
  await page.getByTestId("product-purchase").getByTestId("add-to-list").click();
  const productPanel = page.getByTestId("add-to-list-panel");
  await expect(productPanel.getByLabel("List", { exact: true })).toHaveValue(/\d+/);
  await productPanel.getByRole("button", { name: "Add" }).click();
  await expect(productPanel.getByText("Added to \u201cHotel Saffron lobby\u201d.")).toBeVisible();

  // The account's Lists: the list with both lines; a quantity changed; shared by link.
  await gotoReady(page, "/account/lists");
  await page.getByRole("link", { name: "Hotel Saffron lobby" }).click();
  const lines = page.getByTestId("list-lines").locator("tbody tr");
  await expect(lines).toHaveCount(2);
  // A line's title leads to the product's own page.
  await expect(lines.getByRole("link", { name: second.title })).toHaveAttribute(
    "href",
    `/shop/products/${encodeURIComponent(second.websites[0]?.slug ?? "")}`,
  );
  const quantity = page.getByLabel(`Quantity of ${second.title}`);
  await quantity.fill(String(second.minimumQuantity * 2));
  await quantity.press("Enter");
  await expect(page.getByLabel(`Quantity of ${second.title}`)).toHaveValue(
    String(second.minimumQuantity * 2),
  );
  await page.getByRole("button", { name: "Share" }).click();
  const link = await page.getByLabel("Share link").inputValue();
  expect(link).toMatch(/\/shop\/lists\/shared\/[A-Za-z0-9_-]+$/);
  const whatsApp = await page.getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href");
  expect(decodeURIComponent(whatsApp ?? "")).toContain(`${first.sku} x ${first.minimumQuantity}`);

  // A second buyer on a phone opens the link, adds the whole list to the cart and copies it.
  const other = await registerBuyer(page.request, newBuyer("lists-reader"));
  const phone = await buyerPage(page, baseURL, other, { width: 390, height: 844 });
  await gotoReady(phone, new URL(link).pathname);
  await expect(phone.getByRole("heading", { name: "Shared list: Hotel Saffron lobby" })).toBeVisible();
  await expect(phone.getByTestId("list-lines").locator("tbody tr")).toHaveCount(2);
  await phone.getByRole("button", { name: "Add all to cart" }).click();
  await expect(phone.getByTestId("list-cart-result")).toContainText("2 lines are in your cart.");
  await gotoReady(phone, "/shop/cart");
  await expect(phone.getByTestId("cart-line-title")).toHaveText([first.title, second.title]);
  await gotoReady(phone, new URL(link).pathname);
  await phone.getByRole("button", { name: "Copy to my lists" }).click();
  await expect(phone).toHaveURL(/\/account\/lists\/\d+$/);
  await expect(phone.getByRole("heading", { name: "Hotel Saffron lobby" })).toBeVisible();

  // The owner stops sharing: the link no longer opens the list.
  await page.getByRole("button", { name: "Stop sharing" }).click();
  await expect(page.getByLabel("Share link")).toHaveCount(0);
  await gotoReady(phone, new URL(link).pathname);
  await expect(phone.getByText("This list does not exist or is no longer shared.")).toBeVisible();
  await phone.context().close();
});
