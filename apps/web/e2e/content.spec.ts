import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { formatMoney, PACKAGING_SLABS, SHIPPING_SLABS } from "@roshni/core";
import { en } from "../src/lib/i18n/en";
import { directedText } from "../src/lib/i18n/languages";
import { pricingExample } from "../src/modules/info/pricing-data";

/** Each content route of SPEC.md section 2 and the heading it shows in English. */
const CONTENT_ROUTES: readonly [string, string][] = [
  ["/about-us", en["page.aboutUs"]],
  ["/pricing", en["page.pricing"]],
  ["/privacy-policy", en["page.privacyPolicy"]],
  ["/refund-and-cancellation", en["page.refund"]],
  ["/how-to-order", en["page.howToOrder"]],
  ["/shipping-and-delivery", en["page.shipping"]],
  ["/replacement-policy", en["page.replacement"]],
  ["/product-care", en["page.productCare"]],
  ["/custom-orders", en["page.customOrders"]],
  ["/warranty", en["page.warranty"]],
  ["/site/terms", en["page.terms"]],
  ["/terms-and-conditions", en["page.terms"]],
  ["/site/contact-us", en["page.contactUs"]],
  ["/contact-us", en["page.contactUs"]],
  ["/blog/category-classic", en["topbar.blog"]],
];

async function useLocale(context: BrowserContext, locale: string, baseURL: string | undefined) {
  await context.addCookies([{ name: "locale", value: locale, url: baseURL ?? "http://127.0.0.1" }]);
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return response;
}

/** Client navigation and the form work once the page has hydrated, which removes the preloader. */
async function openHydrated(page: Page, path: string) {
  await open(page, path);
  await expect(page.getByTestId("preloader")).toHaveCount(0, { timeout: 30_000 });
}

test.describe("content pages", () => {
  for (const [path, heading] of CONTENT_ROUTES) {
    test(`${path} answers 200 with the heading '${heading}', a title and a description`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(40);
    });
  }

  test("the pricing page's slab tables are core's: first row up to ₹5,000.00 at 6.6% packaging and 29.85% shipping", async ({
    page,
  }) => {
    await open(page, "/pricing");
    const packagingRows = page.getByTestId("packaging-slabs").locator("tbody tr");
    await expect(packagingRows).toHaveCount(PACKAGING_SLABS.length);
    const firstPackaging = PACKAGING_SLABS[0];
    if (!firstPackaging?.upTo) throw new Error("core's packaging table starts with a limit");
    await expect(packagingRows.first().locator("th")).toHaveText(`up to ${formatMoney(firstPackaging.upTo)}`);
    await expect(packagingRows.first().locator("td")).toHaveText(`${firstPackaging.percent}%`);
    await expect(packagingRows.first()).toContainText("up to ₹5,000.00");
    await expect(packagingRows.first()).toContainText("6.6%");

    const shippingRows = page.getByTestId("shipping-slabs").locator("tbody tr");
    await expect(shippingRows).toHaveCount(SHIPPING_SLABS.length);
    await expect(shippingRows.first().locator("td")).toHaveText(`${SHIPPING_SLABS[0]?.percent}%`);
    await expect(shippingRows.last()).toContainText(`above ${formatMoney(340_000_00)}`);
  });

  test("the worked example totals ₹7,191.50 with shipping and ₹5,606.46 with 'to pay' shipping, as the cart computes", async ({
    page,
  }) => {
    await open(page, "/pricing");
    const example = pricingExample();
    await expect(page.getByTestId("pricing-example-paid-total")).toHaveText(formatMoney(example.paid.total));
    await expect(page.getByTestId("pricing-example-paid-total")).toHaveText("₹7,191.50");
    await expect(page.getByTestId("pricing-example-to-pay-total")).toHaveText("₹5,606.46");
  });

  test("the information pages show the shop's bank account and registration from the settings", async ({
    page,
  }) => {
    await open(page, "/how-to-order");
    await expect(page.getByTestId("shop-bank")).toContainText("IFSC");
    await open(page, "/site/terms");
    await expect(page.getByTestId("shop-registration")).toContainText(/GSTIN\s*\d{2}[A-Z]{5}\d{4}[A-Z]/);
  });

  test("ru shows the pages in Russian and ar lays the English text out right to left", async ({
    page,
    context,
    baseURL,
  }) => {
    await useLocale(context, "ru", baseURL);
    await open(page, "/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Цены и тарифы");
    await expect(page.getByTestId("packaging-slabs").locator("tbody tr").first()).toContainText(
      "до ₹5,000.00",
    );
    await open(page, "/site/contact-us");
    await expect(page.getByRole("button", { name: "Отправить" })).toBeVisible();

    // The saved state holds the language chosen last (ru); drop it so the new cookie decides.
    await page.evaluate(() => localStorage.removeItem("state"));
    await useLocale(context, "ar", baseURL);
    await open(page, "/about-us");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // The English title, isolated so it keeps its own order inside the right-to-left page.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(directedText("rtl", en["page.aboutUs"]));
  });
});

test.describe("contact page", () => {
  test("shows the address with a map link, phones as call links, a mail link and 'Mon-Sat 11:00 to 19:00'", async ({
    page,
  }) => {
    await open(page, "/site/contact-us");
    const details = page.getByTestId("contact-details");
    const phones = details.locator('a[href^="tel:+91"]');
    expect(await phones.count()).toBeGreaterThanOrEqual(2);
    await expect(details.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(page.getByTestId("contact-hours")).toHaveText("Mon-Sat 11:00 to 19:00");
    await expect(page.getByTestId("contact-map")).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Chandni%20Chowk/,
    );
  });

  test("the form refuses an empty message in place, then sends a filled one and says so", async ({
    page,
  }) => {
    await openHydrated(page, "/contact-us");
    const form = page.getByTestId("contact-form");
    let posted = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/v1/contact") posted++;
    });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Enter your name.")).toBeVisible();
    await expect(form.getByText("Write your message.")).toBeVisible();
    expect(posted).toBe(0);

    await form.getByLabel("Your name *").fill("Meera Arora");
    await form.getByLabel("Email *").fill("meera.arora@example.in");
    await form.getByLabel("Phone (optional)").fill("98111 22233");
    await form.getByLabel("Message *").fill("Please quote 40 brass wall lights for a hotel in Jaipur.");
    const response = page.waitForResponse(
      (answer) => answer.request().method() === "POST" && new URL(answer.url()).pathname === "/v1/contact",
    );
    await form.getByRole("button", { name: "Send message" }).click();
    expect((await response).status()).toBe(201);
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
    await expect(form.getByLabel("Your name *")).toHaveValue("");
  });
});

test.describe("blog", () => {
  test("the blog lists posts by page and opens a post by its slug", async ({ page }) => {
    // Three page loads and two client navigations in one journey.
    test.slow();
    await openHydrated(page, "/blog/category-classic");
    const cards = page.getByTestId("blog-posts").getByRole("listitem");
    expect(await cards.count()).toBeGreaterThan(0);
    const firstTitle = (await cards.first().getByRole("heading", { level: 2 }).textContent())?.trim() ?? "";

    const pager = page.getByTestId("blog-pager");
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\/category-classic\?page=2$/);
    const secondPageTitle =
      (
        await page.getByTestId("blog-posts").getByRole("heading", { level: 2 }).first().textContent()
      )?.trim() ?? "";
    expect(secondPageTitle).not.toBe(firstTitle);

    await page.getByTestId("blog-posts").getByRole("heading", { level: 2 }).first().getByRole("link").click();
    await expect(page).toHaveURL(/\/blog\/post-classic\?slug=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(secondPageTitle);
    await expect(page.getByTestId("blog-post").locator("p").nth(2)).not.toBeEmpty();
  });

  test("/blog/post-classic without a slug shows the newest post, and an unknown slug answers 404", async ({
    page,
  }) => {
    await open(page, "/blog/category-classic");
    const newest =
      (
        await page.getByTestId("blog-posts").getByRole("heading", { level: 2 }).first().textContent()
      )?.trim() ?? "";
    await open(page, "/blog/post-classic");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest);
    const missing = await page.goto("/blog/post-classic?slug=no-such-post");
    expect(missing?.status()).toBe(404);
  });
});
