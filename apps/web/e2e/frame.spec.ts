import { expect, type Page, test } from "@playwright/test";

const CATEGORY_COUNT = 15;

/** Opens a page and waits until the client state is restored (the frame is interactive). */
async function gotoHome(page: Page, path = "/") {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-state", "ready");
}

test.describe("home", () => {
  test("the home page shows the 15 categories and the latest products with group prices excl. GST", async ({
    page,
  }) => {
    await gotoHome(page);
    await expect(page.getByTestId("category-tiles").getByRole("link")).toHaveCount(CATEGORY_COUNT);
    const latest = page.getByTestId("latest-products").getByTestId("product-card");
    await expect(latest.first()).toBeVisible();
    expect(await latest.count()).toBeGreaterThan(0);
    await expect(latest.first().getByTestId("product-price")).toContainText("₹");
    await expect(latest.first().getByTestId("product-price")).toContainText("excl. GST");
    await expect(page.getByTestId("category-products").getByTestId("product-card").first()).toBeVisible();
  });

  test("'Shop By Category' lists the 15 categories and leads to a category page", async ({ page }) => {
    await gotoHome(page);
    await page.getByTestId("departments-button").click();
    const links = page.getByTestId("departments-list").getByRole("link");
    await expect(links).toHaveCount(CATEGORY_COUNT);
    await expect(links.first()).toHaveAttribute("href", /^\/shop\/[A-Za-z]+$/);
  });

  test("/home-two uses the compact header and the same home sections", async ({ page }) => {
    await gotoHome(page, "/home-two");
    await expect(page.locator(".header-compact")).toBeVisible();
    await expect(page.getByTestId("category-tiles").getByRole("link")).toHaveCount(CATEGORY_COUNT);
  });

  test("the footer gives the opening hours 'Mon-Sat 11:00 to 19:00' and the GSTIN, CIN and PAN", async ({
    page,
  }) => {
    await gotoHome(page);
    const footer = page.getByTestId("site-footer");
    await expect(footer.getByTestId("opening-hours")).toHaveText("Mon-Sat 11:00 to 19:00");
    await expect(footer.getByText("GSTIN", { exact: true })).toBeVisible();
    await expect(footer.getByText("CIN", { exact: true })).toBeVisible();
    await expect(footer.getByText("PAN", { exact: true })).toBeVisible();
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Roshni Lighting Pvt. Ltd. All rights reserved.`,
    );
    await expect(footer).not.toContainText("Ltd..");
    await expect(page.getByTestId("chat-link")).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=.+/);
  });

  test("the preloader leaves the page after the first load", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("load");
    await expect(page.getByTestId("preloader")).toHaveCount(0);
  });

  test("the back-to-top button appears only after scrolling 300 px", async ({ page }) => {
    await gotoHome(page);
    const button = page.getByTestId("back-to-top");
    await expect(button).not.toHaveClass(/is-visible/);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(button).not.toHaveClass(/is-visible/);
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(button).toHaveClass(/is-visible/);
  });
});

test.describe("cart from the frame", () => {
  test("adding to cart takes effect after the delay, toasts the title and fills the dropdown", async ({
    page,
  }) => {
    await gotoHome(page);
    await page.getByTestId("cart-button").click();
    await expect(page.getByTestId("cart-dropdown")).toContainText("Your shopping cart is empty!");
    await page.keyboard.press("Escape");

    const card = page.getByTestId("latest-products").getByTestId("product-card").first();
    const title = ((await card.locator(".product-card-title").textContent()) ?? "").trim();
    const button = card.getByTestId("add-to-cart");
    const clickedAt = Date.now();
    await button.click();
    await expect(page.getByText(`Product "${title}" added to cart!`)).toBeVisible();
    // SPEC.md section 4: the action takes effect after about 500 ms, never at once.
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(500);
    await expect(button).toHaveAttribute("aria-busy", "false");

    const count = Number(await page.getByTestId("cart-count").textContent());
    expect(count).toBeGreaterThan(0);
    await page.getByTestId("cart-button").click();
    const dropdown = page.getByTestId("cart-dropdown");
    await expect(dropdown.getByTestId("cart-dropdown-item")).toHaveCount(1);
    await expect(dropdown.getByTestId("cart-dropdown-item")).toContainText(`${count} ×`);
    await expect(dropdown.getByRole("link", { name: "View Cart" })).toHaveAttribute("href", "/shop/cart");
    await expect(dropdown.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/shop/checkout");
    await expect(dropdown).toContainText("Subtotal");
    await expect(dropdown).toContainText("Total");

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("state") ?? "null"));
    expect(stored.version).toBe(1);
    expect(stored.cart.items).toHaveLength(1);
    expect(stored.cart.quantity).toBe(count);

    await page.reload();
    await expect(page.getByTestId("cart-count")).toHaveText(String(count));

    // A link in the dropdown closes it, even one to the page already shown (no route change).
    await page.goto("/shop/cart");
    await page.getByTestId("cart-button").click();
    await page.getByTestId("cart-dropdown").getByRole("link", { name: "View Cart" }).click();
    await expect(page.getByTestId("cart-dropdown")).toBeHidden();
    await expect(page).toHaveURL(/\/shop\/cart$/);
  });

  test("a stored state of another version is not restored", async ({ page }) => {
    await gotoHome(page);
    await page.evaluate(() =>
      localStorage.setItem(
        "state",
        JSON.stringify({
          version: 2,
          cart: { items: [{}], quantity: 9 },
          wishlist: [],
          compare: [],
          currency: "USD",
          locale: "ru",
        }),
      ),
    );
    await page.reload();
    await expect(page.getByTestId("cart-count")).toHaveText("0");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("adding to the wish list and compare toasts the name and counts it once", async ({ page }) => {
    await gotoHome(page);
    const card = page.getByTestId("latest-products").getByTestId("product-card").first();
    const title = ((await card.locator(".product-card-title").textContent()) ?? "").trim();
    await card.getByTestId("add-to-wishlist").click();
    await expect(page.getByText(`Product "${title}" added to wish list!`)).toBeVisible();
    await expect(page.getByTestId("wishlist-count")).toHaveText("1");
    await card.getByTestId("add-to-compare").click();
    await expect(page.getByText(`Product "${title}" added to compare!`)).toBeVisible();
    await expect(page.getByTestId("compare-count")).toHaveText("1");
  });
});

test.describe("header search", () => {
  test("suggestions appear after typing, show at most 5 priced products and close on Escape", async ({
    page,
  }) => {
    await gotoHome(page);
    const card = page.getByTestId("latest-products").getByTestId("product-card").first();
    const word =
      ((await card.locator(".product-card-title").textContent()) ?? "").trim().split(/\s+/)[0] ?? "";
    const input = page.locator("#header-search-desktop");
    await expect(input).toHaveAttribute("placeholder", "Search over 10,000 products");
    await input.fill(word);
    const suggestions = page.getByTestId("search-suggestions");
    await expect(suggestions.locator(".suggestion").first()).toBeVisible();
    expect(await suggestions.locator(".suggestion").count()).toBeLessThanOrEqual(5);
    await expect(suggestions.locator(".suggestion-price").first()).toContainText("₹");
    await input.press("Escape");
    await expect(suggestions).toHaveCount(0);
    await input.fill("");
    await expect(suggestions).toHaveCount(0);
  });

  test("submitting goes to /shop/catalog with the query, replacing the entry when already there", async ({
    page,
  }) => {
    await gotoHome(page);
    const input = page.locator("#header-search-desktop");
    await input.fill("brass lamp");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/shop\/catalog\?query=brass(\+|%20)lamp$/);
    const historyLength = await page.evaluate(() => history.length);
    await page.locator("#header-search-desktop").fill("wall");
    await page.locator("#header-search-desktop").press("Enter");
    await expect(page).toHaveURL(/\/shop\/catalog\?query=wall$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });
});

test.describe("mobile header at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the sticky mobile header replaces the desktop one and its menu has Categories and Account", async ({
    page,
  }) => {
    await gotoHome(page);
    await expect(page.getByTestId("desktop-header")).toBeHidden();
    const header = page.getByTestId("mobile-header");
    await expect(header).toBeVisible();
    await expect(header).toHaveCSS("position", "sticky");
    await expect(header.getByTestId("mobile-cart-count")).toHaveText("0");
    await expect(header.getByTestId("mobile-wishlist-count")).toHaveText("0");
    // The shop's name fits beside the four icons: nothing of it is cut off.
    const logo = header.locator(".logo");
    expect(await logo.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);

    await header.getByTestId("mobile-menu-button").click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu.getByRole("heading", { name: "Categories" })).toBeVisible();
    await expect(menu.getByRole("heading", { name: "Account" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Login" })).toBeVisible();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toHaveCount(0);

    await header.getByTestId("mobile-search-button").click();
    await expect(page.locator("#header-search-mobile")).toBeVisible();
  });
});

test.describe("language and currency", () => {
  test("Arabic turns the page right-to-left and keeps English text", async ({ page }) => {
    await gotoHome(page);
    await page.getByTestId("language-menu").click();
    await page.locator('[data-locale="ar"]').click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByTestId("departments-button")).toContainText("Shop By Category");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // An English sentence keeps its "©" first and its full stop last, and the page's right alignment.
    const rights = await page.getByTestId("footer-rights").evaluate((element) => {
      const text = element.firstChild as Text;
      const range = document.createRange();
      const rect = (start: number, end: number) => {
        range.setStart(text, start);
        range.setEnd(text, end);
        return range.getBoundingClientRect();
      };
      const copyright = text.data.indexOf("©");
      const fullStop = text.data.lastIndexOf(".");
      return {
        copyright: rect(copyright, copyright + 1).left,
        fullStop: rect(fullStop, fullStop + 1).left,
        textRight: rect(0, text.data.length).right,
        boxRight: element.getBoundingClientRect().right,
      };
    });
    expect(rights.fullStop).toBeGreaterThan(rights.copyright);
    expect(Math.abs(rights.boxRight - rights.textRight)).toBeLessThan(2);

    // A value such as "45 W max" reads in its own order inside the right-to-left list of features.
    await page
      .getByTestId("latest-products")
      .getByTestId("product-card")
      .first()
      .locator("a")
      .first()
      .click();
    const wattage = page
      .getByTestId("product-features")
      .locator("div", { hasText: "Wattage" })
      .locator("dd bdi");
    const order = await wattage.evaluate((element) => {
      const text = element.firstChild as Text;
      const range = document.createRange();
      const left = (index: number) => {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().left;
      };
      return { first: left(0), last: left(text.data.length - 1), text: text.data };
    });
    expect(order.text).toMatch(/^\d+ W/);
    expect(order.first).toBeLessThan(order.last);
  });

  test("right to left, a banner dot scrolls the strip leftwards to that banner", async ({ page }) => {
    await gotoHome(page);
    await page.getByTestId("language-menu").click();
    await page.locator('[data-locale="ar"]').click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const dots = page.locator(".banner-dot");
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    const left = await page.getByTestId("banners").evaluate((track) => track.scrollLeft);
    expect(left).toBeLessThan(0);
  });

  test("the banners can be stopped and started again, and hold still under the pointer", async ({ page }) => {
    await gotoHome(page);
    const pause = page.getByTestId("banners-pause");
    await expect(pause).toHaveAttribute("aria-label", "Pause the banners");
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    await expect(pause).toHaveAccessibleName("Play the banners");
    // Stopped: the first banner stays current past the autoplay wait (6 s).
    await page.mouse.move(0, 0);
    await page.waitForTimeout(6500);
    await expect(page.locator(".banner-dot").first()).toHaveAttribute("aria-current", "true");
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await page.mouse.move(0, 0);
    await expect(page.locator(".banner-dot").first()).toHaveAttribute("aria-current", "false", {
      timeout: 10_000,
    });
  });

  test("Russian shows the interface in Russian, rendered by the server after a reload", async ({ page }) => {
    await gotoHome(page);
    await page.getByTestId("language-menu").click();
    await page.locator('[data-locale="ru"]').click();
    await expect(page.getByTestId("departments-button")).toContainText("Каталог по категориям");
    await expect(page.locator("#header-search-desktop")).toHaveAttribute(
      "placeholder",
      "Поиск среди более 10 000 товаров",
    );
    const response = await page.request.get("/", { headers: { cookie: "locale=ru" } });
    expect(await response.text()).toContain("Новые поступления");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("heading", { name: "Новые поступления" })).toBeVisible();
  });

  test("choosing US Dollar shows prices in $ at the settings' rate", async ({ page }) => {
    await gotoHome(page);
    const price = page.getByTestId("latest-products").getByTestId("product-price").first().locator(".price");
    await expect(price).toContainText("₹");
    await page.getByTestId("currency-menu").click();
    await page.locator('[data-currency="USD"]').click();
    await expect(price).toContainText("$");
    await expect(page.getByTestId("currency-menu")).toContainText("USD");
    await page.reload();
    await expect(price).toContainText("$");
  });
});
