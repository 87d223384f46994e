import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { AGEING_BUCKET_TITLES, AGEING_BUCKETS, formatMoney, type LedgerDto, toPaise } from "@roshni/core";
import PDFDocument from "pdfkit";
import type { SheetContent } from "../admin-catalogue/spreadsheet";

const require = createRequire(import.meta.url);
// DejaVu Sans carries the rupee sign; the standard PDF fonts do not.
const FONT_DIR = join(dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");

const KIND_TITLES: Record<LedgerDto["entries"][number]["kind"], string> = {
  opening: "Opening balance",
  invoice: "Invoice",
  "credit-note": "Credit note",
  payment: "Payment",
  refund: "Refund",
  receipt: "Receipt",
};

const money = (rupees: number) => formatMoney(toPaise(rupees));
const indian = (day: string) => day.split("-").reverse().join("/");

/** The ledger as a sheet: one row per entry between the opening and closing balances. */
export function ledgerSheet(ledger: LedgerDto): SheetContent {
  const header = ["Date", "Type", "Reference", "Description", "Due on", "Debit", "Credit", "Balance"];
  const rows: (string | number)[][] = [
    [ledger.from ?? "", "Opening balance", "", "", "", "", "", ledger.opening],
    ...ledger.entries.map((e) => [
      e.date,
      KIND_TITLES[e.kind],
      e.reference,
      e.description,
      e.dueOn ?? "",
      e.debit || "",
      e.credit || "",
      e.balance,
    ]),
    [ledger.to, "Closing balance", "", "", "", "", "", ledger.closing],
  ];
  return { header, rows, numberColumns: new Set(["Debit", "Credit", "Balance"]) };
}

/**
 * The statement of account as accountants expect it: the balance brought forward, each entry with its
 * running balance, the closing balance, and the ageing of what is open at the bottom.
 */
export function statementPdf(ledger: LedgerDto, shopName: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 40, info: { Title: "Statement of account" } });
  doc.registerFont("regular", readFileSync(join(FONT_DIR, "DejaVuSansCondensed.ttf")));
  doc.registerFont("bold", readFileSync(join(FONT_DIR, "DejaVuSansCondensed-Bold.ttf")));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  doc.font("bold").fontSize(14).text(shopName);
  doc.fontSize(12).text("STATEMENT OF ACCOUNT");
  doc.font("regular").fontSize(9);
  const buyer = ledger.customer.companyName
    ? `${ledger.customer.companyName} (${ledger.customer.name})`
    : ledger.customer.name;
  doc.text(`Buyer: ${buyer}`);
  doc.text(`Period: ${ledger.from ? indian(ledger.from) : "from the first entry"} to ${indian(ledger.to)}`);
  doc.text(`Terms: ${ledger.credit.paymentTermsLabel}   Credit limit: ${money(ledger.credit.creditLimit)}`);
  doc.moveDown();

  const columns = [40, 95, 180, 300, 360, 425, 490];
  const widths = [55, 85, 120, 60, 65, 65, 65];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? "bold" : "regular");
    // The row is as tall as its tallest cell: a wrapped description must not run into the next row.
    let bottom = y;
    cells.forEach((cell, i) => {
      const options = { width: widths[i], align: i >= 4 ? ("right" as const) : ("left" as const) };
      doc.text(cell, columns[i], y, options);
      bottom = Math.max(bottom, y + doc.heightOfString(cell, options));
    });
    doc.x = 40;
    doc.y = bottom;
    doc.moveDown(0.3);
    if (doc.y > 760) doc.addPage();
  };
  row(["Date", "Type", "Reference", "Due on", "Debit", "Credit", "Balance"], true);
  row(
    [ledger.from ? indian(ledger.from) : "", "Opening balance", "", "", "", "", money(ledger.opening)],
    true,
  );
  for (const e of ledger.entries) {
    row([
      indian(e.date),
      KIND_TITLES[e.kind],
      e.reference,
      e.dueOn ? indian(e.dueOn) : "",
      e.debit ? money(e.debit) : "",
      e.credit ? money(e.credit) : "",
      money(e.balance),
    ]);
  }
  row([indian(ledger.to), "Closing balance", "", "", "", "", money(ledger.closing)], true);
  doc.moveDown();
  doc.font("bold").text(`Ageing on ${indian(ledger.to)}`, 40);
  doc.font("regular");
  for (const bucket of AGEING_BUCKETS) {
    doc.text(`${AGEING_BUCKET_TITLES[bucket]}: ${money(ledger.ageing[bucket])}`, 40);
  }
  doc.font("bold").text(`Total outstanding: ${money(ledger.ageing.total)}`, 40);
  doc.end();
  return done;
}
