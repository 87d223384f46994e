import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { AGEING_BUCKET_TITLES, AGEING_BUCKETS, formatMoney, type LedgerDto, toPaise } from "@roshni/core";
import PDFDocument from "pdfkit";
import type { ShopSettings } from "../../db/schema";
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

/** Who issues the statement: the shop's letterhead, from its settings. */
export interface StatementSeller {
  name: string;
  lines: string[];
}

export function statementSeller(settings: ShopSettings | null): StatementSeller {
  if (!settings) return { name: "Roshni Lighting", lines: [] };
  const a = settings.address;
  return {
    name: settings.companyName,
    lines: [
      [a.line1, a.line2].filter(Boolean).join(", "),
      `${a.city} ${a.pincode}, ${a.state}`,
      [settings.gstin ? `GSTIN ${settings.gstin}` : "", settings.phones[0] ?? "", settings.email]
        .filter(Boolean)
        .join(" · "),
    ].filter((line) => line.trim() !== ""),
  };
}

const PAGE_BOTTOM = 780;
const LEFT = 40;
// Date, particulars (type, reference and description), due on, debit, credit, balance: 515 points, A4's width
// within its margins.
const COLUMNS = [
  { width: 58, align: "left" },
  { width: 190, align: "left" },
  { width: 52, align: "left" },
  { width: 70, align: "right" },
  { width: 70, align: "right" },
  { width: 75, align: "right" },
] as const;
const GAP = 0;

/**
 * The statement of account as accountants expect it: the balance brought forward, each entry with its
 * running balance, the closing balance, and the ageing of what is open at the bottom. A row is as tall as
 * its longest cell; the header row repeats on every page; pages are numbered.
 */
export function statementPdf(ledger: LedgerDto, seller: StatementSeller): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 40,
    bufferPages: true,
    info: { Title: `Statement of account: ${ledger.customer.companyName ?? ledger.customer.name}` },
  });
  doc.registerFont("regular", readFileSync(join(FONT_DIR, "DejaVuSansCondensed.ttf")));
  doc.registerFont("bold", readFileSync(join(FONT_DIR, "DejaVuSansCondensed-Bold.ttf")));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  doc.font("bold").fontSize(14).text(seller.name);
  doc.font("regular").fontSize(8.5);
  for (const line of seller.lines) doc.text(line);
  doc.moveDown(0.6);
  doc.font("bold").fontSize(12).text("STATEMENT OF ACCOUNT");
  doc.font("regular").fontSize(9);
  const buyer = ledger.customer.companyName
    ? `${ledger.customer.companyName} (${ledger.customer.name})`
    : ledger.customer.name;
  doc.text(`To: ${buyer}`);
  doc.text(`Period: ${ledger.from ? indian(ledger.from) : "from the first entry"} to ${indian(ledger.to)}`);
  doc.text(`Terms: ${ledger.credit.paymentTermsLabel}    Credit limit: ${money(ledger.credit.creditLimit)}`);
  doc.moveDown(0.8);

  const heightOf = (cells: string[], bold: boolean) => {
    doc.font(bold ? "bold" : "regular");
    return Math.max(
      ...cells.map((cell, i) => doc.heightOfString(cell || " ", { width: (COLUMNS[i]?.width ?? 0) - 4 })),
    );
  };
  const draw = (cells: string[], bold: boolean, height: number) => {
    const y = doc.y;
    let x = LEFT;
    doc.font(bold ? "bold" : "regular");
    cells.forEach((cell, i) => {
      const column = COLUMNS[i];
      if (!column) return;
      doc.text(cell, x + 2, y, { width: column.width - 4, align: column.align });
      x += column.width + GAP;
    });
    doc.x = LEFT;
    doc.y = y + height + 3;
  };
  const header = ["Date", "Particulars", "Due on", "Debit", "Credit", "Balance"];
  const rule = () => {
    doc
      .moveTo(LEFT, doc.y)
      .lineTo(LEFT + 515, doc.y)
      .lineWidth(0.5)
      .strokeColor("#999999")
      .stroke();
    doc.y += 3;
  };
  const drawHeader = () => {
    draw(header, true, heightOf(header, true));
    rule();
  };
  const row = (cells: string[], bold = false) => {
    const height = heightOf(cells, bold);
    if (doc.y + height > PAGE_BOTTOM) {
      doc.addPage();
      drawHeader();
    }
    draw(cells, bold, height);
  };

  drawHeader();
  row([ledger.from ? indian(ledger.from) : "", "Opening balance", "", "", "", money(ledger.opening)], true);
  for (const e of ledger.entries) {
    const particulars = [`${KIND_TITLES[e.kind]} ${e.reference}`.trim(), e.description]
      .filter((part) => part && part !== e.reference)
      .join("\n");
    row([
      indian(e.date),
      particulars,
      e.dueOn ? indian(e.dueOn) : "",
      e.debit ? money(e.debit) : "",
      e.credit ? money(e.credit) : "",
      money(e.balance),
    ]);
  }
  rule();
  row([indian(ledger.to), "Closing balance", "", "", "", money(ledger.closing)], true);

  // The ageing of what is open, as one table under the entries.
  const ageingHeader = [...AGEING_BUCKETS.map((bucket) => AGEING_BUCKET_TITLES[bucket]), "Total outstanding"];
  const ageingValues = [
    ...AGEING_BUCKETS.map((bucket) => money(ledger.ageing[bucket])),
    money(ledger.ageing.total),
  ];
  const ageingWidth = 515 / ageingHeader.length;
  const ageingRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? "bold" : "regular");
    const height = Math.max(...cells.map((cell) => doc.heightOfString(cell, { width: ageingWidth - 4 })));
    if (doc.y + height > PAGE_BOTTOM) doc.addPage();
    const y = doc.y;
    cells.forEach((cell, i) => {
      doc.text(cell, LEFT + i * ageingWidth + 2, y, { width: ageingWidth - 4, align: "right" });
    });
    doc.x = LEFT;
    doc.y = y + height + 3;
  };
  doc.moveDown(1.2);
  if (doc.y + 60 > PAGE_BOTTOM) doc.addPage();
  doc.font("bold").text(`Ageing on ${indian(ledger.to)}`, LEFT);
  doc.moveDown(0.3);
  ageingRow(ageingHeader, true);
  rule();
  ageingRow(ageingValues, false);

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // The footer sits in the bottom margin; without this pdfkit would start a page for it.
    doc.page.margins.bottom = 0;
    doc
      .font("regular")
      .fontSize(8)
      .fillColor("#555555")
      .text(`Page ${i + 1} of ${range.count}`, LEFT, 805, { width: 515, align: "right", lineBreak: false });
  }
  doc.end();
  return done;
}
