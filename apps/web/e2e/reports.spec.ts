import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { type SalesReportDto, shopDay } from "@roshni/core";
import {
  adminApi,
  newBuyer,
  placeOrder,
  productInStock,
  registerBuyer,
  STAFF,
  staffSignIn,
  uniqueId,
} from "./admin-helpers";
import { seriousA11yViolations } from "./axe";

// The owner's reports: an order is invoiced at dispatch; the owner opens the sales report, groups it by
// month and narrows the dates (the address follows each change), and downloads the CSV, whose total row
// is the report's to the paisa.

test("the owner reads the sales report by month for a period and downloads it as CSV", async ({
  page,
  request,
}) => {
  test.slow();
  const buyer = newBuyer("reports", { companyName: `Report Lights ${uniqueId()}` });
  const token = await registerBuyer(request, buyer);
  const product = await productInStock(request);
  const order = await placeOrder(request, token, product, product.minimumQuantity, {
    city: "Delhi",
    state: "Delhi",
    pincode: "110006",
  });

  await staffSignIn(page, STAFF.owner);
  for (const body of [
    { to: "confirmed" },
    { to: "packed" },
    {
      to: "dispatched",
      transporter: "VRL Logistics",
      lrNumber: `LR-${uniqueId().slice(-6)}`,
      ewayBillNumber: "331000660001",
      allowUnpaid: true,
      reason: "Invoiced for the report",
    },
  ]) {
    const moved = await adminApi(page, "POST", `/orders/${order.id}/transitions`, body);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }

  const today = shopDay(new Date());
  const monthStart = `${today.slice(0, 8)}01`;
  await page.getByRole("link", { name: "Reports", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole("heading", { name: "Reports" })).toBeVisible();
  await expect(page.getByTestId("report-chart")).toBeVisible();
  expect(await seriousA11yViolations(page), "/admin/reports").toEqual([]);

  await page.getByLabel("Group by").selectOption({ label: "Month" });
  await expect(page).toHaveURL(/groupBy=month/);
  await page.getByLabel("From", { exact: true }).fill(monthStart);
  await expect(page).toHaveURL(new RegExp(`from=${monthStart}`));
  await page.getByLabel("To", { exact: true }).fill(today);
  await expect(page).toHaveURL(new RegExp(`to=${today}`));

  const report = await adminApi<SalesReportDto>(
    page,
    "GET",
    `/reports/sales?groupBy=month&from=${monthStart}&to=${today}`,
  );
  expect(report.status).toBe(200);
  const data = report.body.data;
  expect(data.totals.invoices).toBeGreaterThanOrEqual(1);
  const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
  await expect(page.getByTestId("report-taxable")).toHaveText(inr.format(data.totals.taxable));
  const row = page.getByRole("row").filter({ hasText: data.rows[0]?.label ?? "" });
  await expect(row).toContainText(inr.format(data.rows[0]?.taxable ?? 0));

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`sales-by-month-${monthStart}-${today}.csv`);
  const text = readFileSync(await download.path(), "utf8").replace(/^\ufeff/, "");
  const lines = text.trim().split("\r\n");
  expect(lines[0]).toBe("Month,Detail,Quantity,Taxable value,CGST,SGST,IGST,Total GST,Total");
  const total = lines.at(-1)?.split(",") ?? [];
  expect(total[0]).toBe(`Total ${monthStart} to ${today}`);
  expect(total.slice(2)).toEqual([
    String(data.totals.quantity),
    data.totals.taxable.toFixed(2),
    data.totals.cgst.toFixed(2),
    data.totals.sgst.toFixed(2),
    data.totals.igst.toFixed(2),
    data.totals.gst.toFixed(2),
    data.totals.total.toFixed(2),
  ]);

  // By day, the table lists the days with a document and says how many quiet days it leaves out.
  await page.getByLabel("Group by").selectOption({ label: "Day" });
  // Day is the report's own grouping: the address drops it.
  await expect(page).not.toHaveURL(/groupBy=month/);
  const byDay = await adminApi<SalesReportDto>(
    page,
    "GET",
    `/reports/sales?groupBy=day&from=${monthStart}&to=${today}`,
  );
  const days = byDay.body.data.rows;
  const busy = days.filter((r) => r.taxable !== 0 || r.gst !== 0 || r.quantity !== 0);
  const todayRow = days.find((r) => r.key === today);
  expect(busy.map((r) => r.key)).toContain(today);
  await expect(page.getByRole("row").filter({ hasText: todayRow?.label ?? "" })).toContainText(
    inr.format(todayRow?.taxable ?? 0),
  );
  await expect(page.locator("tbody tr")).toHaveCount(busy.length);
  if (days.length > busy.length) {
    await expect(page.getByTestId("report-quiet")).toContainText(`${days.length - busy.length} days without`);
  }
});
