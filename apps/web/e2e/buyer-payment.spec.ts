import { expect, type Locator, type Page, test } from "@playwright/test";
import { formatMoney, toPaise } from "@roshni/core";
import {
  buyerPage,
  clientAddress,
  newBuyer,
  type PlacedOrder,
  placeOrder,
  productInStock,
  registerBuyer,
} from "./admin-helpers";

// The buyer's order page while money is due: a UPI QR for the amount the buyer chooses (a part payment),
// the UPI app button on a phone, the claim saying UPI or bank transfer, and toasts that leave the
// page's heading in sight, in English and in right-to-left Arabic.

test.use({ extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function orderForBuyer(request: Parameters<typeof registerBuyer>[0], label: string) {
  const token = await registerBuyer(request, newBuyer(label));
  const product = await productInStock(request);
  const order = await placeOrder(request, token, product, product.minimumQuantity);
  return { token, order };
}

async function orderPage(
  page: Page,
  baseURL: string | undefined,
  token: string,
  order: PlacedOrder,
  viewport: { width: number; height: number },
  locale: "en" | "ar" = "en",
): Promise<Page> {
  const shopper = await buyerPage(page, baseURL, token, viewport);
  if (locale !== "en") {
    const url = new URL(baseURL ?? "http://127.0.0.1");
    await shopper.context().addCookies([{ name: "locale", value: locale, domain: url.hostname, path: "/" }]);
    // The language the store kept from the sign-in page would win over the cookie.
    await shopper.addInitScript((code) => {
      const text = localStorage.getItem("state");
      if (!text) return;
      localStorage.setItem("state", JSON.stringify({ ...JSON.parse(text), locale: code }));
    }, locale);
  }
  await shopper.goto(`/account/orders/${order.id}`);
  await expect(shopper.getByTestId("payment-claim")).toBeVisible();
  await expect(shopper.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
  await expect(shopper.getByTestId("payment-claim")).toHaveCSS("direction", locale === "ar" ? "rtl" : "ltr");
  await expect(shopper.getByTestId("payment-claim")).toBeVisible();
  return shopper;
}

/** The toast that is showing, and the page's h1, with the page scrolled to its top: they never overlap. */
async function expectToastClearOfHeading(shopper: Page, toast: Locator): Promise<void> {
  await expect(toast).toBeVisible();
  await shopper.evaluate(() => window.scrollTo(0, 0));
  const heading = shopper.getByRole("heading", { level: 1 });
  await expect(heading).toBeInViewport();
  const [a, b] = [await toast.boundingBox(), await heading.boundingBox()];
  if (!a || !b) throw new Error("the toast or the heading has no box");
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `toast ${JSON.stringify(a)} against h1 ${JSON.stringify(b)}`).toBe(false);
}

/** With E2E_SCREENSHOT_DIR: the UPI box, the claim form and what the screen shows, to look at. */
async function shot(shopper: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await shopper.getByTestId("upi").screenshot({ path: `${SHOTS}/${name}-upi.png` });
  await shopper.getByTestId("payment-claim").screenshot({ path: `${SHOTS}/${name}-form.png` });
  await shopper.screenshot({ path: `${SHOTS}/${name}-screen.png` });
}

test.describe("paying an order from the buyer's page", () => {
  test("the UPI QR follows the amount the buyer chooses, bounded by what is due", async ({
    page,
    request,
    baseURL,
  }) => {
    const { token, order } = await orderForBuyer(request, "upi-part");
    const shopper = await orderPage(page, baseURL, token, order, DESKTOP);
    const upi = shopper.getByTestId("upi");
    const amount = upi.getByLabel("Amount to pay now (₹)");
    const qr = upi.getByTestId("upi-qr");
    await expect(amount).toHaveValue(order.total.toFixed(2));
    await expect(qr).toHaveAttribute("data-uri", new RegExp(`am=${order.total.toFixed(2)}&`));

    await amount.fill("1000");
    await expect(qr).toHaveAttribute("data-uri", /am=1000\.00&tn=/);
    await expect(upi.getByRole("link", { name: "Open in a UPI app" })).toHaveAttribute(
      "href",
      /am=1000\.00&/,
    );
    await expect(shopper.getByRole("img", { name: `UPI QR code for ${formatMoney(100_000)}` })).toBeVisible();
    // On a desktop the QR is the way: the phone's app button is not shown.
    await expect(upi.getByTestId("upi-app-button")).toBeHidden();

    await amount.fill(String(order.total + 1));
    await expect(upi.getByRole("alert")).toHaveText(
      `Enter an amount from ${formatMoney(100)} to ${formatMoney(toPaise(order.total))}, what is still due.`,
    );
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(qr).toHaveCount(0);
    await amount.fill("12.345");
    await expect(upi.getByRole("alert")).toHaveText(
      "Enter the amount in rupees, with at most two decimals (1250.50).",
    );
    await amount.fill("");
    await expect(upi.getByRole("alert")).toContainText("Enter the amount to pay");
    await amount.fill("250.5");
    await expect(qr).toHaveAttribute("data-uri", /am=250\.50&/);
    await shopper.context().close();
  });

  test("on a phone a large button opens the UPI app for the chosen amount", async ({
    page,
    request,
    baseURL,
  }) => {
    const { token, order } = await orderForBuyer(request, "upi-phone");
    const shopper = await orderPage(page, baseURL, token, order, PHONE);
    const upi = shopper.getByTestId("upi");
    const button = upi.getByRole("link", { name: /^Pay .* with a UPI app$/ });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("href", new RegExp(`^upi://pay\\?.*am=${order.total.toFixed(2)}&`));
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
    expect(box?.width ?? 0).toBeGreaterThan(PHONE.width * 0.6);
    await upi.getByLabel("Amount to pay now (₹)").fill("500");
    await expect(button).toHaveAttribute("href", /am=500\.00&/);
    await expect(button).toHaveText(`Pay ${formatMoney(50_000)} with a UPI app`);
    await shopper.context().close();
  });

  for (const locale of ["en", "ar"] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`the claim says UPI or bank transfer, and its toast leaves the heading in sight (${locale}, ${viewport.width} px)`, async ({
        page,
        request,
        baseURL,
      }) => {
        const { token, order } = await orderForBuyer(request, `claim-${locale}-${viewport.width}`);
        const shopper = await orderPage(page, baseURL, token, order, viewport, locale);
        const claim = shopper.getByTestId("payment-claim");
        await shot(shopper, `claim-${locale}-${viewport.width}`);
        const utr = `UTR${Date.now()}${viewport.width}`.slice(0, 22);
        await claim.getByLabel("UTR or transaction ID").fill(utr);
        await claim.getByRole("button", { name: "Send the UTR" }).click();
        // The way of paying is asked for, under its choices; the form's own check raises no toast.
        await expect(claim.getByText("Choose UPI or bank transfer.")).toBeVisible();
        await expect(shopper.locator(".Toastify__toast")).toHaveCount(0);
        await shot(shopper, `claim-${locale}-${viewport.width}-refused`);

        const method = viewport === PHONE ? "UPI" : "Bank transfer";
        await claim.getByRole("radio", { name: method }).check();
        await claim.getByRole("button", { name: "Send the UTR" }).click();
        await expect(claim.getByTestId("claims")).toContainText(utr);
        await expect(claim.getByTestId("claims")).toContainText(method);
        await expectToastClearOfHeading(shopper, shopper.locator(".Toastify__toast--success"));
        await shot(shopper, `claim-${locale}-${viewport.width}-sent`);
        await shopper.context().close();
      });
    }
  }
});
