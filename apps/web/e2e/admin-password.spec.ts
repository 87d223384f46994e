import { type Browser, expect, type Page, test } from "@playwright/test";
import { adminApi, clientAddress, mailFolder, mailsTo, STAFF, staffSignIn, uniqueId } from "./admin-helpers";

// Staff passwords in the back office: "Forgot password?" from the sign-in page through the mailed link,
// and the forced change at the first sign-in of an account the owner created.

const FIRST_PASSWORD = "Copper Kettle Monsoon 7";
const NEW_PASSWORD = "Marigold Teapot Ferry 19";

/** The owner creates a sales account through the API with the browser's owner session. */
async function createAccount(page: Page, email: string): Promise<void> {
  await staffSignIn(page, STAFF.owner);
  const created = await adminApi(page, "POST", "/staff", {
    email,
    name: "Neha Password",
    role: "sales",
    password: FIRST_PASSWORD,
  });
  expect(created.status).toBe(201);
}

/** A browser of the staff member's own, at their own address. */
async function ownBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  return context.newPage();
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe("staff passwords", () => {
  test("forgot password: the link from the mail sets a new password, which signs in", async ({
    page,
    browser,
    baseURL,
  }) => {
    const folder = mailFolder();
    test.skip(!folder, "needs the API's mail folder (E2E_MAIL_DIR against running servers)");
    const email = `neha.forgot.${uniqueId()}@roshnilighting.in`;
    await createAccount(page, email);

    const staff = await ownBrowser(browser, baseURL);
    await staff.goto("/admin/login");
    await staff.getByRole("link", { name: "Forgot password?" }).click();
    await expect(staff.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await staff.getByLabel("Email").fill(email);
    await staff.getByRole("button", { name: "Mail me a link" }).click();
    await expect(staff.getByRole("heading", { name: "Check your mail" })).toBeVisible();

    let link = "";
    await expect
      .poll(async () => {
        const mails = await mailsTo(folder as string, email);
        link =
          /https?:\/\/\S+\/admin\/reset-password\?token=[\w-]+/.exec(mails.at(-1)?.text ?? "")?.[0] ?? "";
        return link;
      })
      .not.toBe("");
    await staff.goto(new URL(link).pathname + new URL(link).search);
    await expect(staff.getByRole("heading", { name: "Choose a new password" })).toBeVisible();

    // The policy speaks under the field before anything is sent.
    await staff.getByLabel("New password", { exact: true }).fill("qwerty123456");
    await staff.getByLabel("New password again").fill("qwerty123456");
    await staff.getByRole("button", { name: "Set the new password" }).click();
    await expect(staff.getByText("This password is one of the most common")).toBeVisible();

    await staff.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await staff.getByLabel("New password again").fill(NEW_PASSWORD);
    await staff.getByRole("button", { name: "Set the new password" }).click();
    await expect(staff).toHaveURL(/\/admin\/login\?passwordSet=1/);
    await expect(staff.getByText("Your new password is set. Sign in with it.")).toBeVisible();

    await signIn(staff, email, NEW_PASSWORD);
    await expect(staff).toHaveURL(/\/admin$/);
    await expect(staff.getByRole("heading", { name: "Dashboard" })).toBeVisible();

    // The link worked once.
    await staff.goto(new URL(link).pathname + new URL(link).search);
    await staff.getByLabel("New password", { exact: true }).fill("Saffron Bicycle Harbour 3");
    await staff.getByLabel("New password again").fill("Saffron Bicycle Harbour 3");
    await staff.getByRole("button", { name: "Set the new password" }).click();
    await expect(staff.getByTestId("reset-link-problem")).toContainText("not valid or has expired");
    await staff.context().close();
  });

  test("an account the owner created chooses its own password at the first sign-in", async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = `neha.first.${uniqueId()}@roshnilighting.in`;
    await createAccount(page, email);

    const staff = await ownBrowser(browser, baseURL);
    await signIn(staff, email, FIRST_PASSWORD);
    await expect(staff.getByRole("heading", { name: "Choose your own password" })).toBeVisible();
    // Until it is changed, every other page shows the same form.
    await staff.goto("/admin/orders");
    await expect(staff.getByRole("heading", { name: "Choose your own password" })).toBeVisible();

    await staff.getByLabel("Password you signed in with").fill(FIRST_PASSWORD);
    await staff.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await staff.getByLabel("New password again").fill(`${NEW_PASSWORD}!`);
    await staff.getByRole("button", { name: "Change the password" }).click();
    await expect(staff.getByText("The two new passwords differ.")).toBeVisible();
    await staff.getByLabel("New password again").fill(NEW_PASSWORD);
    await staff.getByRole("button", { name: "Change the password" }).click();
    await expect(staff.getByText("Password changed.").first()).toBeVisible();
    await expect(staff.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();

    // The owner resets it from the staff screen, after a confirmation: that browser is signed out.
    await page.goto("/admin/staff");
    const row = page.getByRole("row").filter({ hasText: email });
    await row.getByRole("button", { name: "Reset password…" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("signed out on every device");
    await dialog.getByRole("button", { name: "Reset the password and sign them out" }).click();
    await expect(page.getByText(`a link to choose a new password went to ${email}`)).toBeVisible();

    await staff.goto("/admin/orders");
    await expect(staff).toHaveURL(/\/admin\/login/);
    await staff.context().close();
  });
});
