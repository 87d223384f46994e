import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  adminApi,
  clientAddress,
  newBuyer,
  placeOrder,
  productInStock,
  registerBuyer,
  STAFF,
  signInBuyer,
  staffSignIn,
  storeApi,
} from "./admin-helpers";
import { seriousA11yViolations } from "./axe";

// The e-way bill typed back after dispatch and e-invoicing (IRN) of a B2B tax invoice. The browser
// suite's API is seeded with the shop setting `eInvoiceEnabled` on (playwright.config.ts).

const BUYER_GSTIN = "27AAPFU0939F1ZV";

async function newPage(browser: Browser | null, baseURL: string | undefined): Promise<Page> {
  const context = await browser?.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  if (!context) throw new Error("No browser");
  return context.newPage();
}

/** A day some days ahead in India, as a datetime-local field takes it, at 23:59. */
function istDay(daysAhead: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
}

function base64url(text: string): string {
  return Buffer.from(text, "utf8").toString("base64url");
}

test.describe("E-way bill and e-invoice in the back office", () => {
  test("dispatch types the e-way bill back; the GST list and the buyer see it; an IRN prints on the invoice", async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.slow();
    const buyer = newBuyer("einvoice", { companyName: "Pune Lights LLP", gstin: BUYER_GSTIN });
    const token = await registerBuyer(request, buyer);
    const product = await productInStock(request, 1);
    // Above ₹50,000 to another state: an e-way bill is needed (GST.md).
    const quantity = Math.max(product.minimumQuantity, Math.ceil(70_000 / Math.max(1, product.sellingPrice)));
    const order = await placeOrder(request, token, product, quantity, { city: "Pune", pincode: "411002" });
    expect(order.total).toBeGreaterThan(50_000);

    // The owner moves the order to dispatched (its e-way bill number given at dispatch, no validity yet).
    await staffSignIn(page, STAFF.owner);
    for (const body of [
      { to: "confirmed" },
      { to: "packed" },
      {
        to: "dispatched",
        transporter: "VRL Logistics",
        lrNumber: "VRL-5521",
        ewayBillNumber: "331000550001",
        allowUnpaid: true,
      },
    ]) {
      const moved = await adminApi(page, "POST", `/orders/${order.id}/transitions`, body);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }

    // The dispatch desk types the bill back from the portal: a corrected number and its validity.
    const desk = await newPage(page.context().browser(), baseURL);
    await staffSignIn(desk, STAFF.dispatch);
    await desk.goto(`/admin/orders/${order.id}`);
    const panel = desk.getByTestId("eway-panel");
    await expect(panel.getByTestId("eway-state")).toHaveText("Entered, validity missing");
    expect(await seriousA11yViolations(desk), "e-way bill form").toEqual([]);
    await panel.getByLabel("Bill number (12 digits)").fill("33100055000");
    const validUntil = `${istDay(3)}T23:59`;
    await panel.getByLabel("Valid until (IST)").fill(validUntil);
    await panel.getByRole("button", { name: "Save the e-way bill" }).click();
    await expect(panel.getByText("An e-way bill number has 12 digits.")).toBeVisible();
    await panel.getByLabel("Bill number (12 digits)").fill("331000550002");
    await panel.getByRole("button", { name: "Save the e-way bill" }).click();
    await expect(desk.getByText(`E-way bill 331000550002 saved for ${order.number}.`)).toBeVisible();
    await expect(panel.getByTestId("eway-state")).toContainText("Valid until");
    await expect(panel.getByTestId("eway-number")).toHaveText("331000550002");
    // The dispatch desk has no e-invoice tools ("GST documents and exports" is not theirs).
    await expect(desk.getByRole("button", { name: /Download INV-01 JSON/ })).toHaveCount(0);
    await desk.screenshot({ path: testInfo.outputPath("eway-bill-desk.png"), fullPage: true });
    await desk.context().close();

    // The GST list shows the invoice's e-way bill state.
    await page.goto("/admin/gst");
    const row = page.getByTestId("gst-invoice").filter({ hasText: order.number });
    await expect(row.locator('[data-state="entered"]')).toBeVisible();
    await expect(row.getByTestId("eway-state")).toContainText("Valid until");
    await expect(row.getByTestId("gst-eway-number")).toHaveText("No. 331000550002");
    expect(await seriousA11yViolations(page), "/admin/gst").toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("gst-list.png"), fullPage: true });

    // E-invoicing: the INV-01 JSON of the invoice, to the paisa.
    await page.goto(`/admin/orders/${order.id}`);
    const einvoice = page.getByTestId("e-invoice-panel");
    await expect(einvoice).toBeVisible();
    expect(await seriousA11yViolations(page), "e-invoice form").toEqual([]);
    const jsonDownload = page.waitForEvent("download");
    await einvoice.getByTestId("e-invoice-json").click();
    const jsonFile = testInfo.outputPath("e-invoice.json");
    await (await jsonDownload).saveAs(jsonFile);
    const inv01 = JSON.parse(readFileSync(jsonFile, "utf8")) as {
      Version: string;
      DocDtls: { No: string };
      SellerDtls: { Gstin: string };
      BuyerDtls: { Gstin: string };
      ValDtls: { TotInvVal: number };
    };
    expect(inv01.Version).toBe("1.1");
    expect(inv01.BuyerDtls.Gstin).toBe(BUYER_GSTIN);
    expect(inv01.ValDtls.TotInvVal).toBe(order.total);
    const invoiceNumber = inv01.DocDtls.No;

    // What the portal answered, typed back.
    const irn = `${Date.now().toString(16)}`.padStart(16, "a").repeat(4).slice(0, 64);
    const signedQr = [
      base64url(JSON.stringify({ alg: "RS256", typ: "JWT" })),
      base64url(
        JSON.stringify({
          data: JSON.stringify({
            SellerGstin: inv01.SellerDtls.Gstin,
            BuyerGstin: BUYER_GSTIN,
            DocNo: invoiceNumber,
            DocTyp: "INV",
            TotInvVal: order.total,
            Irn: irn,
          }),
          iss: "NIC",
        }),
      ),
      base64url("signature"),
    ].join(".");
    await einvoice.getByLabel("IRN (64 characters)").fill(irn);
    await einvoice.getByLabel("Ack No.").fill("112610000055123");
    await einvoice.getByLabel("Ack Date (IST)").fill(`${istDay(0)} 00:00:00`);
    await einvoice.getByLabel("Signed QR code (the portal's text)").fill(signedQr);
    await einvoice.getByRole("button", { name: "Record the IRN" }).click();
    const confirm = page.getByRole("dialog", { name: `Record the IRN of invoice ${invoiceNumber}?` });
    await confirm.getByRole("button", { name: "Record the IRN and print the invoice" }).click();
    await expect(page.getByText(`IRN recorded: invoice ${invoiceNumber} is printed with it.`)).toBeVisible();
    await expect(einvoice.getByTestId("e-invoice-irn")).toHaveText(irn);
    await expect(einvoice.getByTestId("e-invoice-ack-no")).toHaveText("112610000055123");
    await page.screenshot({ path: testInfo.outputPath("e-invoice-panel.png"), fullPage: true });
    // Usable on a phone: the 64-character IRN wraps inside the panel.
    await page.setViewportSize({ width: 390, height: 844 });
    const box = await einvoice.getByTestId("e-invoice-irn").boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await einvoice.screenshot({ path: testInfo.outputPath("e-invoice-panel-phone.png") });
    await page.getByTestId("eway-panel").screenshot({ path: testInfo.outputPath("eway-panel-phone.png") });
    await page.setViewportSize({ width: 1366, height: 900 });

    // The invoice now carries the IRN: staff download it.
    const pdfDownload = page.waitForEvent("download");
    await einvoice.getByTestId("e-invoice-pdf").click();
    const pdfFile = testInfo.outputPath("e-invoice.pdf");
    await (await pdfDownload).saveAs(pdfFile);
    const text = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", pdfFile, "-"]).toString("utf8");
    expect(text).toContain(`IRN: ${irn}`);
    expect(text).toContain("Ack No.: 112610000055123");
    expect(text).toContain(invoiceNumber);

    // The buyer's order page shows the e-way bill and its validity (transporters ask for it).
    const shop = await newPage(page.context().browser(), baseURL);
    await signInBuyer(shop, token);
    await shop.goto(`/account/orders/${order.id}`);
    await expect(shop.getByTestId("order-eway-bill")).toHaveText("331000550002");
    await expect(shop.getByTestId("order-eway-valid")).toBeVisible();
    const settings = await storeApi<{ gstin: string }>(request, "GET", "/settings");
    expect(inv01.SellerDtls.Gstin).toBe(settings.data.gstin);
    await shop.context().close();
  });
});
