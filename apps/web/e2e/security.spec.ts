import { expect, type Page, test } from "@playwright/test";

// What a browser and an attacker see of the storefront's hardening: forged client addresses through the
// /v1 proxy do not buy new rate limits, every page carries the security headers with a nonce-based
// Content-Security-Policy that the shop's own scripts satisfy, and signing out revokes the token.

const API_HEADERS = { website: "wholesale" };

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame)/i.test(message.text())) {
      console.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

test("a made-up X-Forwarded-For through the storefront does not get around the forgot-password limit", async ({
  request,
}) => {
  const statuses: number[] = [];
  // The API allows 5 a minute from one address. A new forged address per request used to give each
  // request a fresh count; now the storefront names the address it saw, so the limit holds.
  for (let i = 0; i < 7; i++) {
    const response = await request.post("/v1/customer/password/forgot", {
      headers: {
        ...API_HEADERS,
        "x-forwarded-for": `203.0.113.${i + 1}`,
        "x-real-ip": `198.51.100.${i + 1}`,
      },
      data: { email: `nobody.${i}@example.in` },
    });
    statuses.push(response.status());
    if (response.status() === 429) {
      const body = (await response.json()) as { data: { error: { code: string } } };
      expect(body.data.error.code).toBe("RATE_LIMITED");
      expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
    }
  }
  expect(statuses).toContain(429);
  expect(statuses.slice(-2)).toEqual([429, 429]);
});

test("pages carry the security headers; the nonce is new per request and on the page's scripts", async ({
  request,
  page,
}) => {
  const first = await request.get("/");
  const headers = first.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).not.toContain("unsafe-eval");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-frame-options"]).toBe("DENY");

  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
  const html = await first.text();
  expect(html).toContain(`nonce="${nonce}"`);
  const second = await request.get("/");
  expect(second.headers()["content-security-policy"]).not.toContain(nonce);

  // Another site cannot show an account page in a frame.
  const account = await request.get("/account/login");
  expect(account.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  await page.goto("about:blank");
});

test("a page requested as a prefetch carries the same security headers", async ({ request }) => {
  const prefetches: Record<string, string>[] = [
    { purpose: "prefetch" },
    { "sec-purpose": "prefetch" },
    { "next-router-prefetch": "1", rsc: "1" },
  ];
  for (const headers of prefetches) {
    const res = await request.get("/shop/catalog", { headers });
    const got = res.headers();
    const label = JSON.stringify(headers);
    expect(got["content-security-policy"], label).toContain("frame-ancestors 'none'");
    expect(got["x-content-type-options"], label).toBe("nosniff");
    expect(got["x-frame-options"], label).toBe("DENY");
    expect(got["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  }
});

test("the shop's pages run under the policy without a single violation", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ["/", "/shop/catalog", "/account/login", "/contact-us", "/blog/category-classic"]) {
    await page.goto(path);
    await expect(page.locator('html[data-state="ready"]')).toHaveCount(1, { timeout: 20_000 });
  }
  // A form validated in the browser (zod, which would probe eval) and a sign-in that fails.
  await page.goto("/account/login");
  await expect(page.locator('html[data-state="ready"]')).toHaveCount(1, { timeout: 20_000 });
  const login = page.getByTestId("login-form");
  await login.getByLabel("Email").fill("not-an-email");
  await login.getByRole("button").last().click();
  await page.waitForTimeout(500);
  // A product page and its client-side navigation (scripts loaded after the first page).
  await page.goto("/shop/catalog");
  const product = page.locator("a[href^='/shop/products/']").first();
  await product.click();
  await expect(page).toHaveURL(/\/shop\/products\//);
  expect(await violations()).toEqual([]);
});

test("signing out in the storefront revokes the token on the server", async ({ page, request }) => {
  const email = `signout.${Date.now().toString(36)}@example.in`;
  const registered = await request.post("/v1/customer/register", {
    headers: API_HEADERS,
    data: { name: "Kavya Signout", email, phone: "98111 22233", password: "Lamp-shade-2026" },
  });
  const token = ((await registered.json()) as { data: { token: string } }).data.token;
  const profile = () =>
    request.get("/v1/customer", { headers: { ...API_HEADERS, authorization: `Bearer ${token}` } });
  expect((await profile()).status()).toBe(200);

  await page.goto("/account/login");
  await page.evaluate((value) => localStorage.setItem("token", value), token);
  await page.goto("/account/dashboard");
  await page.getByTestId("account-logout").click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect.poll(async () => (await profile()).status()).toBe(401);
  // The token cookie is gone from the browser as well.
  expect((await page.context().cookies()).some((cookie) => cookie.name === "token")).toBe(false);
});
