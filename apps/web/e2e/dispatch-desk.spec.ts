import { execFileSync } from "node:child_process";
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  adminApi,
  clientAddress,
  newBuyer,
  placeOrder,
  productInStock,
  registerBuyer,
  STAFF,
  staffSignIn,
} from "./admin-helpers";
import { seriousA11yViolations } from "./axe";

async function newPage(browser: Browser | null, baseURL: string | undefined): Promise<Page> {
  const context = await browser?.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  if (!context) throw new Error("No browser");
  return context.newPage();
}

test("the dispatch desk works from its queue: packing slip and the tax invoice in triplicate", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  const buyer = newBuyer("dispatchdesk", { companyName: "Desk Lights" });
  const token = await registerBuyer(request, buyer);
  const product = await productInStock(request, 1);
  const order = await placeOrder(request, token, product, product.minimumQuantity, {
    city: "Pune",
    pincode: "411002",
    note: "Ring the bell twice.",
  });

  // The owner confirms the order, packs it and issues its tax invoice ahead of dispatch.
  await staffSignIn(page, STAFF.owner);
  for (const body of [{ to: "confirmed" }, { to: "packed" }]) {
    const moved = await adminApi(page, "POST", `/orders/${order.id}/transitions`, body);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  const invoiced = await adminApi(page, "POST", `/orders/${order.id}/invoice`);
  expect(invoiced.status, JSON.stringify(invoiced.body)).toBe(200);

  // The dispatch role's dashboard is its queue; the stage filter lives in the address.
  const desk = await newPage(page.context().browser(), baseURL);
  await staffSignIn(desk, STAFF.dispatch);
  await expect(desk.getByRole("heading", { level: 1 })).toHaveText("Dashboard: dispatch queue");
  await desk.getByRole("button", { name: /^Packed/ }).click();
  await expect(desk).toHaveURL(/stage=packed/);
  const row = desk.getByTestId("dispatch-row").filter({ hasText: order.number });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Desk Lights");
  await expect(row).toContainText("Pune");
  expect(await seriousA11yViolations(desk), "dispatch queue").toEqual([]);

  // The packing slip, from the row's button (reached by keyboard), read back.
  const slipButton = row.getByRole("button", { name: `Packing slip of ${order.number} (PDF)` });
  await slipButton.focus();
  const slipDownload = desk.waitForEvent("download");
  await desk.keyboard.press("Enter");
  const slipFile = testInfo.outputPath("packing-slip.pdf");
  await (await slipDownload).saveAs(slipFile);
  const slip = execFileSync("pdftotext", ["-layout", slipFile, "-"], { encoding: "utf8" });
  expect(slip).toContain("PACKING SLIP");
  expect(slip).toContain(order.number);
  expect(slip).toContain(product.title.slice(0, 20));
  expect(slip).toContain("Ring the bell twice.");
  expect(slip).not.toContain("₹");

  // The tax invoice in three copies, before dispatch: transport not known yet.
  const invoiceDownload = desk.waitForEvent("download");
  await row.getByRole("button", { name: `Tax invoice in triplicate of ${order.number} (PDF)` }).click();
  const invoiceFile = testInfo.outputPath("invoice.pdf");
  await (await invoiceDownload).saveAs(invoiceFile);
  const invoice = execFileSync("pdftotext", ["-layout", invoiceFile, "-"], { encoding: "utf8" });
  for (const copy of ["ORIGINAL FOR RECIPIENT", "DUPLICATE FOR TRANSPORTER", "TRIPLICATE FOR SUPPLIER"])
    expect(invoice).toContain(copy);
  expect(invoice.split("TAX INVOICE")).toHaveLength(4);
  expect(invoice).toContain("Transport details not yet known");

  // Dispatched with the vehicle: the order page's invoice now carries the transport on every copy.
  const moved = await adminApi(page, "POST", `/orders/${order.id}/transitions`, {
    to: "dispatched",
    transporter: "VRL Logistics",
    lrNumber: "VRL-88001",
    vehicleNumber: "MH12AB1234",
    allowUnpaid: true,
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  await desk.goto(`/admin/orders/${order.id}`);
  const papers = desk.getByTestId("dispatch-papers");
  const afterDownload = desk.waitForEvent("download");
  await papers.getByRole("button", { name: `Tax invoice in triplicate of ${order.number} (PDF)` }).click();
  const afterFile = testInfo.outputPath("invoice-dispatched.pdf");
  await (await afterDownload).saveAs(afterFile);
  const after = execFileSync("pdftotext", ["-layout", afterFile, "-"], { encoding: "utf8" });
  expect(after.split("Transporter: VRL Logistics")).toHaveLength(4);
  expect(after.split("Vehicle No.: MH12AB1234")).toHaveLength(4);
  await desk.screenshot({ path: testInfo.outputPath("dispatch-order.png"), fullPage: true });
  await desk.context().close();
});

test("the e-way bill JSON of an invoice exported before asks first, then goes again", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const buyer = newBuyer("ewaytwice");
  const token = await registerBuyer(request, buyer);
  const product = await productInStock(request, 1);
  const order = await placeOrder(request, token, product, product.minimumQuantity, {
    city: "Pune",
    pincode: "411002",
  });
  await staffSignIn(page, STAFF.owner);
  expect((await adminApi(page, "POST", `/orders/${order.id}/transitions`, { to: "confirmed" })).status).toBe(
    200,
  );
  const invoiced = await adminApi<{ gst: { documents: { kind: string; number: string }[] } }>(
    page,
    "POST",
    `/orders/${order.id}/invoice`,
  );
  const number = invoiced.body.data.gst.documents.find((d) => d.kind === "invoice")?.number ?? "";
  expect(number).toMatch(/^RL\//);

  const exportOnce = async () => {
    await page.getByRole("checkbox", { name: `Choose invoice ${number}` }).check();
    await page.getByLabel(`Distance for invoice ${number} in km`).fill("1420");
    await page.getByLabel(`Vehicle number for invoice ${number}`).fill("MH12AB1234");
    await page.getByTestId("eway-export").click();
  };
  await page.goto("/admin/gst");
  const first = page.waitForEvent("download");
  await exportOnce();
  await (await first).saveAs(testInfo.outputPath("eway-first.json"));
  const row = page.getByTestId("gst-invoice").filter({ hasText: number });
  await expect(row.getByTestId("gst-eway-exported")).toContainText("Exported");

  await page.reload();
  await exportOnce();
  const warning = page.getByTestId("eway-again");
  await expect(warning).toContainText(`Already exported: ${number} on`);
  await expect(warning).toContainText("second e-way bill");
  const again = page.waitForEvent("download");
  await warning.getByRole("button", { name: "Export again" }).click();
  await (await again).saveAs(testInfo.outputPath("eway-again.json"));
  await expect(page.getByText("E-way bill file for 1 invoice downloaded.")).toBeVisible();
});
