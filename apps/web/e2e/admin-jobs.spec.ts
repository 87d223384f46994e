import { expect, type Page, type Route, test } from "@playwright/test";
import { adminApi, clientAddress, STAFF, staffSignIn } from "./admin-helpers";
import { seriousA11yViolations } from "./axe";

// The owner's job screen. The first journey reads the real queue of the API under test. A failed job
// needs a handler that fails, which the browser cannot bring about in the API it drives: the second
// journey answers the job routes from the page (the API's own tests cover the routes themselves, with
// rows pg-boss wrote), and follows what the owner sees and sends: the dashboard's count, the screen, the retry.

test.use({ extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });

const FAILED = {
  id: "6f1c2a9e-3b7d-4e8a-9c51-2d4b6a8e0f13",
  kind: "mail.order-dispatched",
  state: "failed",
  attempts: 6,
  maxAttempts: 6,
  lastError: "The mail server refused the connection",
  progress: null,
  createdAt: "2026-11-25T04:30:00.000Z",
  startedAt: "2026-11-25T05:10:00.000Z",
  finishedAt: "2026-11-25T05:10:02.000Z",
  runAfter: "2026-11-25T05:10:00.000Z",
};
const RUNNING = {
  ...FAILED,
  id: "0a2b4c6d-8e0f-4a1b-8c3d-5e7f9a1b3c5d",
  kind: "import.apply",
  state: "running",
  attempts: 1,
  lastError: null,
  progress: { done: 40_000, total: 100_000, note: "rows applied" },
  finishedAt: null,
};

function envelope(data: unknown) {
  return {
    status: 200,
    contentType: "application/json",
    body: JSON.stringify({ ok: true, statusCode: 200, data }),
  };
}

/** The job routes as a queue with one failed and one running job would answer them; records the retries. */
async function fakeQueue(page: Page): Promise<{ retried: string[]; listQueries: URLSearchParams[] }> {
  const retried: string[] = [];
  const listQueries: URLSearchParams[] = [];
  let failed = { ...FAILED };
  await page.route("**/v1/admin/jobs/summary", (route: Route) =>
    route.fulfill(
      envelope({
        counts: {
          pending: 0,
          retrying: failed.state === "retrying" ? 1 : 0,
          running: 1,
          completed: 12,
          cancelled: 0,
          failed: failed.state === "failed" ? 1 : 0,
        },
        kinds: ["import.apply", "mail.order-dispatched"],
      }),
    ),
  );
  await page.route(/\/v1\/admin\/jobs(\?.*)?$/, (route: Route) => {
    const query = new URL(route.request().url()).searchParams;
    listQueries.push(query);
    const items = [failed, RUNNING].filter((job) => !query.get("state") || job.state === query.get("state"));
    return route.fulfill(envelope({ items, nextCursor: null }));
  });
  await page.route(`**/v1/admin/jobs/${FAILED.id}/retry`, (route: Route) => {
    retried.push(route.request().method());
    failed = { ...failed, state: "retrying", maxAttempts: 7 };
    return route.fulfill(envelope(failed));
  });
  return { retried, listQueries };
}

test("the owner's job screen reads the real queue; a manager has none", async ({ page, browser }) => {
  await staffSignIn(page, STAFF.owner);
  const nav = page.getByRole("navigation");
  await nav.getByRole("link", { name: "Jobs" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole("heading", { name: "Jobs" })).toBeVisible();
  const summary = await adminApi<{ counts: Record<string, number> }>(page, "GET", "/jobs/summary");
  expect(summary.status).toBe(200);
  await expect(page.getByTestId("job-counts")).toContainText(`${summary.body.data.counts.failed} failed`);
  await page.getByLabel("State").selectOption("failed");
  await expect(page).toHaveURL(/state=failed/);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const manager = await browser.newPage({ extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });
  await staffSignIn(manager, STAFF.manager);
  await expect(manager.getByRole("navigation").getByRole("link", { name: "Jobs" })).toHaveCount(0);
  expect((await adminApi(manager, "GET", "/jobs")).status).toBe(403);
  await manager.close();
});

test("a failed job: counted on the dashboard, listed with its error, retried with the keyboard after a confirmation", async ({
  page,
}) => {
  const queue = await fakeQueue(page);
  await staffSignIn(page, STAFF.owner);
  const card = page.getByTestId("failed-jobs");
  await expect(card).toContainText("Failed jobs");
  await expect(card).toContainText("1");
  await card.click();
  await expect(page).toHaveURL(/\/admin\/jobs\?state=failed$/);
  await expect.poll(() => queue.listQueries.at(-1)?.get("state")).toBe("failed");
  await expect(page.getByLabel("State")).toHaveValue("failed");
  const row = page.getByRole("row", { name: /mail\.order-dispatched/ });
  await expect(row).toContainText("The mail server refused the connection");
  await expect(row).toContainText("6 of 6");
  await expect(page.getByRole("row", { name: /import\.apply/ })).toHaveCount(0);

  // The running one shows its bar when the filter is cleared.
  await page.getByLabel("State").selectOption("");
  await expect(page.getByRole("progressbar", { name: /import\.apply: 40000 of 100000/ })).toBeVisible();
  expect(await seriousA11yViolations(page), "jobs with a failed and a running one").toEqual([]);

  const retry = page
    .getByRole("row", { name: /mail\.order-dispatched/ })
    .getByRole("button", { name: "Retry…" });
  await retry.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Retry the mail.order-dispatched job?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("The mail server refused the connection");
  expect(await seriousA11yViolations(page), "retry dialog").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(queue.retried).toEqual([]);

  await retry.click();
  await dialog.getByRole("button", { name: "Retry the job" }).click();
  await expect(page.getByText("The mail.order-dispatched job will run again shortly.")).toBeVisible();
  expect(queue.retried).toEqual(["POST"]);
  await expect(page.getByRole("row", { name: /mail\.order-dispatched/ })).toContainText("Retrying");
  await expect(page.getByRole("row", { name: /mail\.order-dispatched/ }).getByRole("button")).toHaveCount(0);

  await page.goto("/admin");
  await expect(page.getByTestId("dashboard-figures")).toBeVisible();
  await expect(page.getByTestId("failed-jobs")).toHaveCount(0);
});
