import { execFileSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import {
  buyerPage,
  clientAddress,
  newBuyer,
  productInStock,
  registerBuyer,
  STAFF,
  staffSignIn,
  storeApi,
} from "./admin-helpers";

// A request for quote from the cart, priced by sales in the back office, accepted by the buyer in their
// account, and its order at the quoted prices with the proforma read back.

test.use({ extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });

async function readPdf(page: Page, click: () => Promise<void>, file: string): Promise<string> {
  const download = page.waitForEvent("download");
  await click();
  await (await download).saveAs(file);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

test("a quote asked from the cart, priced by sales, accepted, and its order at the quoted prices", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const buyerAccount = newBuyer("quote", { companyName: "Saffron Hotels" });
  const token = await registerBuyer(request, buyerAccount);
  const address = await storeApi<{ id: number }>(request, "POST", "/customer/address", {
    token,
    body: {
      name: "Purchase desk",
      phone: "98100 12345",
      line1: "3 Janpath",
      city: "Delhi",
      state: "Delhi",
      pincode: "110001",
      country: "IN",
    },
  });
  expect(address.ok).toBe(true);
  const product = await productInStock(request, 2);
  const quantity = product.minimumQuantity;

  // The buyer adds the product to the cart and asks for a quote from there.
  const buyer = await buyerPage(page, baseURL, token);
  await buyer.goto(`/shop/products/${encodeURIComponent(product.websites[0]?.slug ?? "")}`);
  await expect(buyer.getByTestId("preloader")).toHaveCount(0);
  await buyer.getByTestId("product-purchase").getByTestId("add-to-cart").click();
  await expect(buyer.getByText(`Product "${product.title}" added to cart!`)).toBeVisible();
  await buyer.goto("/shop/cart");
  await buyer.getByTestId("cart-ask-quote").click();
  await buyer.getByLabel("Message to the shop").fill("For the Saffron lobby, best price please");
  await buyer.getByTestId("ask-quote-send").click();
  await expect(buyer.getByTestId("quote-detail")).toBeVisible();
  await expect(buyer.getByTestId("quote-state")).toHaveText("Waiting for the shop's offer");
  const quoteUrl = buyer.url();
  const quoteId = Number(quoteUrl.split("/").pop());
  const number = (await buyer.getByRole("heading", { level: 1 }).textContent())?.replace("Quote ", "") ?? "";
  expect(number).toMatch(/^Q-\d{2}-\d{2}-\d{4}$/);

  // Sales find it among the new requests and price it at the keyboard.
  await staffSignIn(page, STAFF.sales);
  await page.goto("/admin/quotes?state=requested");
  await page.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { name: `Quote ${number}` })).toBeVisible();
  const quoted = Math.max(1, Math.round(product.sellingPrice / 100) - 7) + 0.5;
  const priceField = page.getByTestId("quote-line-price-0");
  await priceField.fill(String(quoted));
  await page.keyboard.press("Tab");
  await page.getByTestId("quote-send-offer").click();
  await expect(page.getByTestId("quote-state")).toHaveText("offered");

  // The buyer sees the offer, reads the quotation PDF and accepts.
  await buyer.goto(quoteUrl);
  await expect(buyer.getByTestId("quote-state")).toHaveText("Offer ready");
  const quoteText = await readPdf(
    buyer,
    () => buyer.getByTestId("quote-pdf").click(),
    testInfo.outputPath("quote.pdf"),
  );
  expect(quoteText).toContain("QUOTATION");
  expect(quoteText).toContain(number);
  await buyer.getByTestId("quote-accept").click();
  await expect(buyer).toHaveURL(/\/account\/orders\/\d+/);

  // The order is at the quoted price, and so is its proforma.
  const orderId = Number(buyer.url().split("/").pop()?.split("?")[0]);
  const order = await storeApi<{
    number: string;
    items: { price: number; quantity: number }[];
    note: string;
  }>(request, "GET", `/order/${orderId}`, { token });
  expect(order.ok).toBe(true);
  expect(order.data.items[0]).toMatchObject({ price: quoted, quantity });
  expect(order.data.note).toContain(number);
  const proforma = await readPdf(
    buyer,
    () => buyer.getByTestId("download-proforma").click(),
    testInfo.outputPath("proforma.pdf"),
  );
  expect(proforma).toContain("PROFORMA INVOICE");
  expect(proforma).toContain(order.data.number);
  expect(proforma).toContain(quoted.toLocaleString("en-IN", { minimumFractionDigits: 2 }));

  // Accepted once: the quote shows its order, and a second accept is refused.
  const again = await storeApi(request, "POST", `/quotes/${quoteId}/accept`, {
    token,
    body: { addressId: address.data.id, paymentMethod: "bank-transfer" },
  });
  expect(again.ok).toBe(false);
});
