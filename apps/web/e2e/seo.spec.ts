import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { seriousA11yViolations } from "./axe";
import { freePort, startStorefront, stopStorefront } from "./storefront-process";

const WEBSITE = { website: "wholesale" };
const MON_SAT = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

interface Envelope<T> {
  ok: boolean;
  data: T;
}

interface Settings {
  name: string;
  phones: string[];
  pincode: string;
  city: string;
  openingHours: string;
  social: Record<string, string | null>;
}

interface ApiProduct {
  title: string;
  sku: string;
  websites: { slug: string }[];
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/v1${path}`, { headers: WEBSITE });
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/** The JSON-LD block with this test id, parsed; its raw text never holds a '<' that could end the script. */
async function jsonLd(page: Page, testId: string): Promise<Record<string, unknown>> {
  const text = (await page.getByTestId(testId).textContent()) ?? "";
  expect(text).not.toContain("<");
  return JSON.parse(text) as Record<string, unknown>;
}

test.describe("structured data", () => {
  test("the home page describes the shop as a local business with the settings' phone and Mon-Sat 11:00-19:00", async ({
    page,
    request,
  }) => {
    const settings = await apiData<Settings>(request, "/settings");
    expect(settings.openingHours).toBe("Mon-Sat 11:00 to 19:00");
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);

    const business = await jsonLd(page, "local-business-json-ld");
    expect(business["@context"]).toBe("https://schema.org");
    expect(business["@type"]).toBe("HomeGoodsStore");
    expect(business.name).toBe(settings.name);
    expect(business.telephone).toBe(settings.phones[0]);
    expect(business.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: MON_SAT, opens: "11:00", closes: "19:00" },
    ]);
    expect(business.address).toMatchObject({
      "@type": "PostalAddress",
      addressLocality: settings.city,
      postalCode: settings.pincode,
      addressCountry: "IN",
    });
    expect(business.sameAs).toEqual(Object.values(settings.social).filter(Boolean));
    expect(String(business.logo)).toMatch(/^https?:\/\/[^/]+\/icon\.svg$/);
    expect((business.image as string[]).length).toBeGreaterThan(0);

    const site = await jsonLd(page, "website-json-ld");
    expect(site["@type"]).toBe("WebSite");
    const action = site.potentialAction as { "@type": string; target: { urlTemplate: string } };
    expect(action["@type"]).toBe("SearchAction");
    expect(action.target.urlTemplate).toMatch(/^https?:\/\/[^/]+\/\?search=\{search_term_string\}$/);
    expect(action.target.urlTemplate.replace("/?search={search_term_string}", "/")).toBe(site.url);
  });

  test("/home-two carries the same local business and site data", async ({ page }) => {
    await page.goto("/home-two");
    expect((await jsonLd(page, "local-business-json-ld"))["@type"]).toBe("HomeGoodsStore");
    expect((await jsonLd(page, "website-json-ld"))["@type"]).toBe("WebSite");
  });

  test("the home page with its JSON-LD has no serious or critical accessibility violations", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByTestId("preloader")).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("a product page carries Product JSON-LD with its title, SKU and an INR offer", async ({
    page,
    request,
  }) => {
    const list = await apiData<{ items: ApiProduct[] }>(request, "/product?limit=1");
    const product = list.items[0];
    const slug = product?.websites[0]?.slug;
    if (!product || !slug) throw new Error("the demo catalogue has a product with a website slug");
    await page.goto(`/shop/products/${slug}`);
    const data = await jsonLd(page, "product-json-ld");
    expect(data["@type"]).toBe("Product");
    expect(data.name).toBe(product.title);
    expect(data.sku).toBe(product.sku);
    expect((data.offers as { priceCurrency: string }).priceCurrency).toBe("INR");
  });

  test("a category page's meta description is the category's metaDescription", async ({ page, request }) => {
    const categories = await apiData<{ url: string; metaDescription: string; metaTitle: string }[]>(
      request,
      "/category",
    );
    const withMeta = categories.find((category) => category.metaDescription.trim() !== "");
    if (!withMeta) throw new Error("the demo categories carry meta descriptions");
    await page.goto(`/shop/${withMeta.url}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      withMeta.metaDescription,
    );
  });
});

test.describe("site search on the home route", () => {
  test("'/?search=chandelier' is redirected (307) to the catalogue's search for that text", async ({
    request,
  }) => {
    const response = await request.get("/?search=chandelier", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers().location ?? "", "http://shop.test").pathname).toBe("/shop/catalog");
    expect(new URL(response.headers().location ?? "", "http://shop.test").searchParams.get("query")).toBe(
      "chandelier",
    );
  });

  test("following it ends on /shop/catalog showing chandeliers", async ({ page }) => {
    await page.goto("/?search=chandelier");
    await expect(page).toHaveURL(/\/shop\/catalog\?query=chandelier$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “chandelier”");
    const titles = page.getByTestId("catalogue-results").locator(".product-card-title");
    await expect(titles.first()).toContainText(/Chandelier/i);
    await expect(page.getByTestId("catalogue-total")).toHaveText(/^Showing 1–\d+ of [\d,]+ products$/);
  });
});

test.describe("sitemap and robots.txt", () => {
  test("/robots.txt keeps crawlers out of the account, cart, checkout and API and names the sitemap", async ({
    request,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-Agent: *");
    expect(text).toContain("Allow: /");
    for (const path of ["/account/", "/shop/cart", "/shop/checkout", "/v1/"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toMatch(/Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml/);
  });

  test("/sitemap.xml indexes a pages file and product files holding every category, post and product", async ({
    request,
  }) => {
    const index = await request.get("/sitemap.xml");
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toMatch(/^application\/xml/);
    expect(index.headers()["cache-control"]).toContain("max-age=3600");
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? "").pathname,
    );

    const { total } = await apiData<{ total: number }>(request, "/product?limit=1");
    const productFiles = Math.ceil(total / 10_000);
    expect(files).toEqual([
      "/sitemap/pages.xml",
      ...Array.from({ length: productFiles }, (_, index) => `/sitemap/products-${index + 1}.xml`),
    ]);

    const pages = await request.get("/sitemap/pages.xml");
    expect(pages.headers()["content-type"]).toMatch(/^application\/xml/);
    const pagesXml = await pages.text();
    const categories = await apiData<{ url: string }[]>(request, "/category");
    for (const category of categories) expect(pagesXml).toMatch(new RegExp(`/shop/${category.url}</loc>`));
    const posts = await apiData<{ items: { slug: string }[]; total: number }>(
      request,
      "/blog/posts?limit=50",
    );
    for (const post of posts.items) expect(pagesXml).toContain(`/blog/post-classic?slug=${post.slug}</loc>`);
    for (const path of ["/about-us", "/pricing", "/warranty", "/site/contact-us", "/blog/category-classic"]) {
      expect(pagesXml).toContain(`${path}</loc>`);
    }
    expect(pagesXml).toMatch(/<loc>https?:\/\/[^/<]+\/<\/loc>/);

    const products = await request.get("/sitemap/products-1.xml");
    expect(products.status()).toBe(200);
    expect(products.headers()["content-type"]).toMatch(/^application\/xml/);
    const productsXml = await products.text();
    expect(productsXml.trimEnd().endsWith("</urlset>")).toBe(true);
    const first = await apiData<{ items: ApiProduct[] }>(request, "/product?limit=3");
    for (const product of first.items) {
      expect(productsXml).toContain(`/shop/products/${product.websites[0]?.slug}</loc>`);
    }
    expect(productsXml.match(/<url>/g)?.length).toBe(Math.min(total, 10_000));

    const beyond = await request.get(`/sitemap/products-${productFiles + 1}.xml`);
    expect(beyond.status()).toBe(404);
  });
});

test.describe("analytics", () => {
  test("without ANALYTICS_ID or PIXEL_ID no tracker script is on the page and nothing is sent", async ({
    page,
  }) => {
    const trackerRequests: string[] = [];
    page.on("request", (request) => {
      if (/googletagmanager|google-analytics|facebook\.net|facebook\.com\/tr/.test(request.url())) {
        trackerRequests.push(request.url());
      }
    });
    await page.goto("/");
    await expect(page.getByTestId("preloader")).toHaveCount(0);
    await page.goto("/shop/catalog");
    await expect(page.getByTestId("catalogue-total")).toBeVisible();
    await expect(page.locator('script[src*="googletagmanager"], script[src*="fbevents"]')).toHaveCount(0);
    const globals = await page.evaluate(() => {
      const host = window as unknown as Record<string, unknown>;
      return [typeof host.gtag, typeof host.fbq, typeof host.dataLayer];
    });
    expect(globals).toEqual(["undefined", "undefined", "undefined"]);
    expect(trackerRequests).toEqual([]);
  });

  test("with ANALYTICS_ID and PIXEL_ID both trackers load and every route change is one page view", async ({
    page,
  }) => {
    test.skip(
      Boolean(process.env.E2E_BASE_URL),
      "needs a storefront of its own with the ids set: runs when the suite starts its servers",
    );
    test.setTimeout(120_000);
    const port = await freePort();
    const shop = await startStorefront(port, { ANALYTICS_ID: "G-TEST12345", PIXEL_ID: "1234567890" });
    try {
      const trackerRequests: string[] = [];
      // The trackers' own libraries stay on this machine: an empty script stands in for each.
      await page.route(/googletagmanager\.com|connect\.facebook\.net/, (route) => {
        trackerRequests.push(route.request().url());
        return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
      });
      await page.goto(`http://127.0.0.1:${port}/`);
      await expect.poll(() => trackerRequests.length).toBe(2);
      expect(trackerRequests.join(" ")).toContain("id=G-TEST12345");
      await page.getByTestId("desktop-header").getByRole("link", { name: "Shop", exact: true }).click();
      await expect(page).toHaveURL(/\/shop\/catalog$/);
      const pageViews = () =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
            .map((call) => Array.from(call))
            .filter((call) => call[0] === "config" && "page_path" in (call[2] as object))
            .map((call) => (call[2] as { page_path: string }).page_path),
        );
      await expect.poll(pageViews).toEqual(["/", "/shop/catalog"]);
      expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe("function");
    } finally {
      stopStorefront(shop);
    }
  });
});
