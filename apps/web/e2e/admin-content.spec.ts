import { expect, test } from "@playwright/test";
import { adminApi, clientAddress, staffSignIn, uniqueId } from "./admin-helpers";
import { seriousA11yViolations } from "./axe";

// The shop's content in the back office, checked where buyers see it: a banner on the home slider, a
// post written with the preview and read on the blog, a scheduled post kept away from buyers.

const WEBSITE = { website: "wholesale" };
const CATALOGUE = "catalogue@demo.roshnilighting.in";

// A 12 × 4 PNG (3 : 1): the API crops and resizes it to the slider's 1920 × 640 and 960 × 320.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAwAAAAECAIAAAA1REndAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPYUqFBEDHQVxEAiWI/wfCa/s8AAAAASUVORK5CYII=",
  "base64",
);

test.use({ extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });

test.describe("content in the back office", () => {
  test("a banner created with a picture shows on the home slider", async ({ page }) => {
    const title = `Festive chandeliers ${uniqueId()}`;
    await staffSignIn(page, CATALOGUE);
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Banners" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Banners" })).toBeVisible();
    expect(await seriousA11yViolations(page), "/admin/banners").toEqual([]);

    await page.getByRole("button", { name: "New banner" }).click();
    // Saving without the fields names each one.
    await page.getByRole("button", { name: "Create banner" }).click();
    await expect(page.getByText("Enter the banner's title.")).toBeVisible();
    await expect(page.getByText("Upload the banner's picture.")).toBeVisible();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Link").fill("javascript:alert(1)");
    await page
      .getByLabel(/^Picture/)
      .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: PNG });
    await expect(
      page.locator(".Toastify__toast--success").filter({ hasText: "Picture uploaded." }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Create banner" }).click();
    await expect(page.getByText("Enter a path on the shop such as /shop/catalog?sort=newest")).toBeVisible();
    await page.getByLabel("Link").fill("/shop/catalog/Chandeliers");
    expect(await seriousA11yViolations(page), "banner form").toEqual([]);
    await page.getByRole("button", { name: "Create banner" }).click();
    await expect(
      page.locator(".Toastify__toast--success").filter({ hasText: `Banner “${title}” created.` }),
    ).toBeVisible();

    const rows = page.getByTestId("admin-banners").locator("tbody tr");
    const row = rows.filter({ hasText: title });
    await expect(row).toContainText("On the home page");
    // Up by keyboard: the focused button stays on the moved banner.
    const count = await rows.count();
    const up = row.getByRole("button", { name: `Move “${title}” up` });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(
      page.locator(".Toastify__toast--success").filter({ hasText: `“${title}” moved.` }),
    ).toBeVisible();
    await expect(rows.nth(count - 2)).toContainText(title);
    await expect(page.getByRole("button", { name: `Move “${title}” up` })).toBeFocused();

    const list = await adminApi<{ items: { title: string; imageKey: string }[] }>(page, "GET", "/banners");
    const created = list.body.data.items.find((banner) => banner.title === title);
    expect(created?.imageKey).toMatch(/^banners\/u-.+\.webp$/);

    await page.goto("/");
    const slide = page.getByTestId("banners").getByRole("link", { name: title });
    await expect(slide).toHaveAttribute("href", "/shop/catalog/Chandeliers");
    await expect(slide.locator("img")).toHaveAttribute(
      "src",
      `/storage/${created?.imageKey.replace(".webp", "-400.webp")}`,
    );
    const image = await page.request.get(`/storage/${created?.imageKey}`);
    expect(image.status()).toBe(200);

    // Removing asks first, then it leaves the slider.
    await page.goto("/admin/banners");
    await page
      .getByTestId("admin-banners")
      .locator("tbody tr")
      .filter({ hasText: title })
      .getByRole("button", { name: "Remove" })
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousA11yViolations(page), "remove dialog").toEqual([]);
    await page.getByRole("button", { name: "Remove banner" }).click();
    await expect(
      page.locator(".Toastify__toast--success").filter({ hasText: `Banner “${title}” removed.` }),
    ).toBeVisible();
    await page.goto("/");
    await expect(page.getByTestId("banners")).toBeVisible();
    await expect(page.getByTestId("banners").getByRole("link", { name: title })).toHaveCount(0);
  });

  test("a post written with the preview is published and read on the blog", async ({ page }) => {
    const id = uniqueId();
    const title = `Lighting a shop window ${id}`;
    await staffSignIn(page, CATALOGUE);
    await page.goto("/admin/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    expect(await seriousA11yViolations(page), "/admin/blog").toEqual([]);
    await page.getByRole("link", { name: "New post" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();

    await page.getByLabel("Title", { exact: true }).fill(title);
    await expect(page.getByLabel("Address (slug)")).toHaveValue(`lighting-a-shop-window-${id.toLowerCase()}`);
    await page.getByLabel("Summary").fill("Spotlights, colour and timers for a window that sells at night.");
    await page
      .getByLabel("Text (Markdown)")
      .fill(
        "## Aim the light\n\nUse **3000 K** spotlights at 30°.\n\n- Track lights\n- A timer till 11 pm\n\nSee [our spotlights](/shop/catalog/Spotlights) and [a bad link](javascript:alert(1)).",
      );
    const preview = page.getByTestId("blog-preview");
    await expect(preview.getByRole("heading", { name: "Aim the light" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("3000 K");
    await expect(preview.getByRole("listitem")).toHaveCount(2);
    await expect(preview.getByRole("link", { name: "our spotlights" })).toHaveAttribute(
      "href",
      "/shop/catalog/Spotlights",
    );
    await expect(preview.locator('a[href^="javascript"]')).toHaveCount(0);
    expect(await seriousA11yViolations(page), "blog editor").toEqual([]);

    await page.getByLabel("Published from a date and time (India)").check();
    await page.getByRole("button", { name: "Now" }).click();
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(
      page.locator(".Toastify__toast--success").filter({ hasText: `“${title}” is published.` }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
    const editor = page.url();

    await page.goto("/blog/category-classic");
    await page.getByTestId("blog-posts").getByRole("link", { name: title }).first().click();
    const article = page.getByTestId("blog-post");
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(article.getByRole("heading", { level: 2, name: "Aim the light" })).toBeVisible();
    await expect(article.locator("strong")).toHaveText("3000 K");
    await expect(article.getByRole("link", { name: "our spotlights" })).toHaveAttribute(
      "href",
      "/shop/catalog/Spotlights",
    );
    await expect(article.locator('a[href^="javascript"]')).toHaveCount(0);
    await expect(article.getByText("a bad link")).toBeVisible();
    await expect(article.getByRole("link", { name: "a bad link" })).toHaveCount(0);

    // Deleting asks first; the post then answers 404 and the blog is as the other journeys expect it.
    const slug = new URL(page.url()).searchParams.get("slug");
    await page.goto(editor);
    await page.getByRole("button", { name: "Delete post" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousA11yViolations(page), "delete dialog").toEqual([]);
    await page.getByRole("dialog").getByRole("button", { name: "Delete post" }).click();
    await expect(
      page.locator(".Toastify__toast--success").filter({ hasText: `“${title}” deleted.` }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    const gone = await page.goto(`/blog/post-classic?slug=${slug}`);
    expect(gone?.status()).toBe(404);
  });

  test("a scheduled post is kept from the blog, its page and the sitemap until its time", async ({
    page,
    request,
  }) => {
    const id = uniqueId();
    const slug = `next-month-${id.toLowerCase()}`;
    await staffSignIn(page, CATALOGUE);
    await page.goto("/admin/blog/new");
    await page.getByLabel("Title", { exact: true }).fill(`Next month's range ${id}`);
    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Summary").fill("Coming soon.");
    await page.getByLabel("Text (Markdown)").fill("Not yet.");
    await page.getByLabel("Published from a date and time (India)").check();
    const inAMonth = new Date(Date.now() + 30 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 16);
    await page.getByLabel("Publication date and time (India)").fill(inAMonth);
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(
      page.locator(".Toastify__toast--success").filter({ hasText: "is scheduled for" }),
    ).toBeVisible();
    await expect(page.getByText(/^Scheduled for/)).toBeVisible();

    const post = await page.goto(`/blog/post-classic?slug=${slug}`);
    expect(post?.status()).toBe(404);
    await page.goto("/blog/category-classic");
    await expect(page.getByTestId("blog-posts")).toBeVisible();
    await expect(page.getByTestId("blog-posts").getByText(`Next month's range ${id}`)).toHaveCount(0);
    const api = await request.get(`/v1/blog/posts/${slug}`, { headers: WEBSITE });
    expect(api.status()).toBe(404);
    const sitemap = await request.get("/sitemap/pages.xml");
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).not.toContain(slug);
  });
});
