import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { formatIndianDate, formatMoney, formatRate, formatShopTime, type Paise } from "@roshni/core";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);
// DejaVu Sans carries the rupee sign (U+20B9); the standard PDF fonts do not. Shipped by an npm package,
// so a fresh clone has it after `npm ci`.
const FONT_DIR = join(dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
let fonts: { regular: Buffer; bold: Buffer } | null = null;

/** The two font files, read once per process (each document embeds only the glyphs it uses). */
export function fontFiles(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(join(FONT_DIR, "DejaVuSansCondensed.ttf")),
    bold: readFileSync(join(FONT_DIR, "DejaVuSansCondensed-Bold.ttf")),
  };
  return fonts;
}

export type DocumentTitle = "TAX INVOICE" | "PROFORMA INVOICE" | "CREDIT NOTE" | "QUOTATION";

export interface DocumentParty {
  name: string;
  company: string | null;
  lines: string[];
  /** "Maharashtra (27)". */
  state: string;
  gstin: string | null;
  phone?: string | null;
}

export interface DocumentLine {
  description: string;
  hsnCode: string;
  quantity: number | null;
  unit: string | null;
  unitPrice: Paise | null;
  value: Paise;
  discount: Paise;
  taxable: Paise;
  rate: number;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

export interface DocumentRate {
  rate: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

export interface DocumentHsnRow extends DocumentRate {
  hsnCode: string;
}

export interface DocumentData {
  title: DocumentTitle;
  /** A sentence under the title ("Original for recipient", "Not a tax invoice: …"). */
  subtitle: string;
  number: string;
  /** Label of the number ("Invoice No.", "Proforma No.", "Credit Note No."). */
  numberLabel: string;
  issuedAt: Date;
  orderNumber: string;
  orderDate: Date;
  /** A quotation: the last day its prices may be accepted, printed in place of the order's number and date. */
  validUntil?: Date;
  seller: {
    legalName: string;
    addressLines: string[];
    gstin: string;
    pan: string;
    cin: string;
    state: string;
    phone: string;
    email: string;
  };
  billTo: DocumentParty;
  shipTo: DocumentParty;
  /** "Maharashtra (27)". */
  placeOfSupply: string;
  intraState: boolean;
  reverseCharge: "No";
  /** For a credit note: the invoice it reduces. */
  against?: { number: string; date: Date; reason: string };
  lines: DocumentLine[];
  rates: DocumentRate[];
  hsnSummary: DocumentHsnRow[];
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
  amountInWords: string;
  bank?: { accountName: string; accountNumber: string; ifsc: string; bankName: string; branch: string };
  /** PNG of the UPI payment QR and the text under it. */
  upi?: { png: Buffer; caption: string };
  /** An e-invoice: the IRP's IRN, acknowledgement and the PNG of its signed QR code, printed at the top. */
  eInvoice?: { irn: string; ackNo: string; ackDate: Date; qrPng: Buffer };
  notes: string[];
  /**
   * Goods in triplicate (CGST Rule 48): one page set per copy, each marked at its top ("ORIGINAL FOR
   * RECIPIENT", …). Absent: one copy, unmarked.
   */
  copies?: readonly string[];
  /** How the goods travel, printed on every copy; null fields are not known yet. */
  transport?: DocumentTransport;
}

export interface DocumentTransport {
  transporter: string | null;
  lrNumber: string | null;
  lrDate: Date | null;
  vehicleNumber: string | null;
  transporterGstin: string | null;
  ewayBillNumber: string | null;
  ewayBillValidUntil: Date | null;
  /** False: the consignment is below the e-way bill limit (Rule 138), so no number ever prints. */
  ewayBillRequired: boolean;
}

/** The copies of a tax invoice for goods (Rule 48(1)(a)–(c)), in the order they are printed. */
export const INVOICE_COPIES = [
  "ORIGINAL FOR RECIPIENT",
  "DUPLICATE FOR TRANSPORTER",
  "TRIPLICATE FOR SUPPLIER",
] as const;

/** The transport block's lines: each particular, or that it is not known yet. */
export function transportLines(t: DocumentTransport): string[] {
  const unknown = "not yet known";
  const known = [t.transporter, t.lrNumber, t.vehicleNumber, t.transporterGstin, t.ewayBillNumber];
  if (known.every((v) => v === null)) {
    return [
      "Transport details not yet known: the transporter, LR number, vehicle number and " +
        `${t.ewayBillRequired ? "e-way bill number" : "dispatch date"} print here once the goods are dispatched.`,
    ];
  }
  const lr = t.lrNumber ? `${t.lrNumber}${t.lrDate ? ` dated ${formatIndianDate(t.lrDate)}` : ""}` : unknown;
  const vehicle = t.vehicleNumber
    ? `Vehicle No.: ${t.vehicleNumber}`
    : t.transporterGstin
      ? `Transporter GSTIN: ${t.transporterGstin}`
      : `Vehicle No.: ${unknown}`;
  const eway = !t.ewayBillRequired
    ? t.ewayBillNumber
      ? `E-way bill No.: ${t.ewayBillNumber}`
      : "E-way bill: not required (value within the limit)"
    : t.ewayBillNumber
      ? `E-way bill No.: ${t.ewayBillNumber}${t.ewayBillValidUntil ? ` (valid until ${formatIndianDateTime(t.ewayBillValidUntil)})` : ""}`
      : `E-way bill No.: ${unknown}`;
  return [
    `Transporter: ${t.transporter ?? unknown}   LR No.: ${lr}`,
    `${vehicle}${t.vehicleNumber && t.transporterGstin ? `   Transporter GSTIN: ${t.transporterGstin}` : ""}   ${eway}`,
  ];
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 32;
const CONTENT = A4.width - 2 * MARGIN;
const GREY = "#555555";
const LINE = "#999999";

/** "24/11/2026 17:25 IST". */
function formatIndianDateTime(at: Date): string {
  return `${formatIndianDate(at)} ${formatShopTime(at)} IST`;
}

function money(amount: Paise): string {
  // "₹12,34,567.89": Indian grouping (GST.md "Numbers").
  return formatMoney(amount);
}

function plain(amount: Paise): string {
  return new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount / 100,
  );
}

interface Column {
  header: string;
  width: number;
  align?: "left" | "right" | "center";
}

/** A4 PDF of a GST document, text kept as text (selectable, searchable, read back by `pdftotext`). */
export async function renderDocumentPdf(data: DocumentData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: {
      Title: `${data.title} ${data.number}`,
      Author: data.seller.legalName,
      Subject: `${data.title} ${data.number} for order ${data.orderNumber}`,
      CreationDate: data.issuedAt,
      ModDate: data.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const { regular, bold } = fontFiles();
  doc.registerFont("Regular", regular);
  doc.registerFont("Bold", bold);

  let y = MARGIN;
  const ensure = (height: number) => {
    if (y + height > A4.height - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
  };
  const text = (
    value: string,
    x: number,
    at: number,
    opts: {
      width: number;
      size?: number;
      bold?: boolean;
      align?: "left" | "right" | "center";
      color?: string;
    },
  ) => {
    doc
      .font(opts.bold ? "Bold" : "Regular")
      .fontSize(opts.size ?? 8)
      .fillColor(opts.color ?? "#000000")
      .text(value, x, at, { width: opts.width, align: opts.align ?? "left", lineGap: 1 });
    return doc.y;
  };
  const heightOf = (value: string, width: number, size = 8, bold = false) =>
    doc
      .font(bold ? "Bold" : "Regular")
      .fontSize(size)
      .heightOfString(value, { width, lineGap: 1 });
  const rule = (at: number) => {
    doc
      .moveTo(MARGIN, at)
      .lineTo(A4.width - MARGIN, at)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
  };

  const drawCopy = (copy: string | null) => {
    y = MARGIN;
    // Title and the seller.
    if (copy) text(copy, MARGIN, y, { width: CONTENT, size: 8.5, bold: true, align: "right" });
    text(data.title, MARGIN, y, { width: CONTENT, size: 15, bold: true, align: "center" });
    y = doc.y;
    text(data.subtitle, MARGIN, y, { width: CONTENT, size: 7.5, align: "center", color: GREY });
    y = doc.y + 8;
    if (data.eInvoice) {
      const qrSize = 92;
      const e = data.eInvoice;
      doc.image(e.qrPng, MARGIN + CONTENT - qrSize, y, { width: qrSize, height: qrSize });
      let at = text("E-invoice (registered with the Invoice Registration Portal)", MARGIN, y, {
        width: CONTENT - qrSize - 10,
        bold: true,
      });
      at = text(`IRN: ${e.irn}`, MARGIN, at + 2, { width: CONTENT - qrSize - 10 });
      at = text(`Ack No.: ${e.ackNo}`, MARGIN, at + 2, { width: CONTENT - qrSize - 10 });
      at = text(`Ack Date: ${formatIndianDateTime(e.ackDate)}`, MARGIN, at + 2, {
        width: CONTENT - qrSize - 10,
      });
      text("The QR code is the IRP's signed QR code of this invoice.", MARGIN, at + 2, {
        width: CONTENT - qrSize - 10,
        size: 6.5,
        color: GREY,
      });
      y = Math.max(doc.y, y + qrSize) + 6;
      rule(y);
      y += 6;
    }
    const half = CONTENT / 2 - 6;
    const sellerTop = y;
    text(data.seller.legalName, MARGIN, y, { width: half, size: 11, bold: true });
    let left = doc.y;
    left = text(
      [
        ...data.seller.addressLines,
        `State: ${data.seller.state}`,
        `GSTIN: ${data.seller.gstin}   PAN: ${data.seller.pan}`,
        `CIN: ${data.seller.cin}`,
        `${data.seller.phone} · ${data.seller.email}`,
      ].join("\n"),
      MARGIN,
      left,
      { width: half },
    );
    const facts: [string, string][] = [
      [data.numberLabel, data.number],
      ["Date", formatIndianDate(data.issuedAt)],
      ...((data.validUntil
        ? [["Valid until", formatIndianDate(data.validUntil)]]
        : [
            ["Order No.", data.orderNumber],
            ["Order date", formatIndianDate(data.orderDate)],
          ]) as [string, string][]),
      ["Place of supply", data.placeOfSupply],
      ["Reverse charge", data.reverseCharge],
    ];
    if (data.against) {
      facts.push(["Against invoice", data.against.number]);
      facts.push(["Invoice date", formatIndianDate(data.against.date)]);
    }
    let right = sellerTop;
    const factX = MARGIN + CONTENT / 2 + 6;
    for (const [label, value] of facts) {
      text(`${label}:`, factX, right, { width: 90, bold: true });
      right = Math.max(text(value, factX + 92, right, { width: half - 92 }), right + 10);
    }
    y = Math.max(left, right) + 6;
    rule(y);
    y += 6;

    // Bill to / ship to.
    const party = (title: string, p: DocumentParty, x: number, at: number) => {
      text(title, x, at, { width: half, bold: true, size: 8.5 });
      const body = [
        p.company ? `${p.company}` : null,
        p.company ? `Attn: ${p.name}` : p.name,
        ...p.lines,
        `State: ${p.state}`,
        `GSTIN: ${p.gstin ?? "Unregistered"}`,
        p.phone ? `Phone: ${p.phone}` : null,
      ]
        .filter((line): line is string => line !== null)
        .join("\n");
      return text(body, x, doc.y, { width: half });
    };
    const billEnd = party("Bill to (recipient)", data.billTo, MARGIN, y);
    const shipEnd = party("Ship to (delivery address)", data.shipTo, factX, y);
    y = Math.max(billEnd, shipEnd) + 6;
    if (data.transport) {
      rule(y);
      y += 5;
      y = text("Transport", MARGIN, y, { width: CONTENT, bold: true, size: 8.5 });
      y = text(transportLines(data.transport).join("\n"), MARGIN, y, { width: CONTENT }) + 5;
    }
    if (data.against) {
      rule(y);
      y += 5;
      y = text(`Reason: ${data.against.reason}`, MARGIN, y, { width: CONTENT }) + 5;
    }

    // The lines: Rule 46 particulars per line.
    const taxColumns: Column[] = data.intraState
      ? [
          { header: "CGST%", width: 24, align: "right" },
          { header: "CGST", width: 38, align: "right" },
          { header: "SGST%", width: 24, align: "right" },
          { header: "SGST", width: 38, align: "right" },
        ]
      : [
          { header: "IGST%", width: 26, align: "right" },
          { header: "IGST", width: 46, align: "right" },
        ];
    const fixed: Column[] = [
      { header: "#", width: 10, align: "right" },
      { header: "Description", width: 0 },
      { header: "HSN", width: 28 },
      { header: "Qty", width: 30, align: "right" },
      { header: "Rate", width: 40, align: "right" },
      { header: "Value", width: 46, align: "right" },
      { header: "Discount", width: 36, align: "right" },
      { header: "Taxable value", width: 46, align: "right" },
      ...taxColumns,
      { header: "Total", width: 48, align: "right" },
    ];
    const used = fixed.reduce((s, c) => s + c.width, 0) + (fixed.length - 1) * 3;
    const description = fixed[1];
    if (description) description.width = CONTENT - used;
    const row = (cells: string[], at: number, opts: { bold?: boolean; size?: number } = {}) => {
      let x = MARGIN;
      let bottom = at;
      fixed.forEach((column, i) => {
        const end = text(cells[i] ?? "", x, at, {
          width: column.width,
          align: column.align ?? "left",
          bold: opts.bold ?? false,
          size: opts.size ?? 6.5,
        });
        bottom = Math.max(bottom, end);
        x += column.width + 3;
      });
      return bottom;
    };
    const header = () => {
      rule(y);
      y = row(
        fixed.map((c) => c.header),
        y + 3,
        { bold: true },
      );
      y += 2;
      rule(y);
      y += 3;
    };
    ensure(40);
    header();
    data.lines.forEach((line, i) => {
      const cells = [
        String(i + 1),
        line.description,
        line.hsnCode,
        line.quantity === null ? "" : `${line.quantity} ${line.unit ?? ""}`.trim(),
        line.unitPrice === null ? "" : plain(line.unitPrice),
        plain(line.value),
        line.discount > 0 ? plain(line.discount) : "0.00",
        plain(line.taxable),
        ...(data.intraState
          ? [formatRate(line.rate / 2), plain(line.cgst), formatRate(line.rate / 2), plain(line.sgst)]
          : [formatRate(line.rate), plain(line.igst)]),
        plain(line.taxable + line.cgst + line.sgst + line.igst),
      ];
      const height = heightOf(line.description, description?.width ?? 100, 6.5) + 4;
      if (y + height > A4.height - MARGIN) {
        doc.addPage();
        y = MARGIN;
        header();
      }
      y = row(cells, y) + 3;
    });
    rule(y);
    y += 6;

    // Totals per rate, the total and the amount in words.
    const totals: [string, string][] = [["Taxable value", money(data.taxable)]];
    for (const r of data.rates) {
      if (data.intraState) {
        totals.push([`CGST ${formatRate(r.rate / 2)} on ${money(r.taxable)}`, money(r.cgst)]);
        totals.push([`SGST ${formatRate(r.rate / 2)} on ${money(r.taxable)}`, money(r.sgst)]);
      } else {
        totals.push([`IGST ${formatRate(r.rate)} on ${money(r.taxable)}`, money(r.igst)]);
      }
    }
    ensure(totals.length * 11 + 60);
    const labelX = MARGIN + CONTENT - 300;
    for (const [label, value] of totals) {
      text(label, labelX, y, { width: 200, align: "right" });
      text(value, labelX + 205, y, { width: 95, align: "right" });
      y += 11;
    }
    rule(y);
    y += 4;
    text(data.title === "CREDIT NOTE" ? "Total credit" : "Total", labelX, y, {
      width: 200,
      align: "right",
      bold: true,
      size: 10,
    });
    text(money(data.total), labelX + 205, y, { width: 95, align: "right", bold: true, size: 10 });
    y += 16;
    y = text(`Amount in words: ${data.amountInWords}`, MARGIN, y, { width: CONTENT, bold: true }) + 8;

    // HSN summary.
    const hsnColumns = data.intraState
      ? ["HSN", "Rate", "Taxable value", "CGST", "SGST", "Total tax"]
      : ["HSN", "Rate", "Taxable value", "IGST", "Total tax"];
    const hsnWidth = CONTENT / hsnColumns.length;
    ensure(30 + data.hsnSummary.length * 11);
    y = text("Summary by HSN and rate", MARGIN, y, { width: CONTENT, bold: true, size: 8.5 }) + 2;
    rule(y);
    hsnColumns.forEach((h, i) => {
      text(h, MARGIN + i * hsnWidth, y + 2, {
        width: hsnWidth - 4,
        bold: true,
        align: i < 2 ? "left" : "right",
      });
    });
    y += 13;
    rule(y);
    y += 2;
    for (const h of data.hsnSummary) {
      const cells = data.intraState
        ? [
            h.hsnCode,
            formatRate(h.rate),
            plain(h.taxable),
            plain(h.cgst),
            plain(h.sgst),
            plain(h.cgst + h.sgst),
          ]
        : [h.hsnCode, formatRate(h.rate), plain(h.taxable), plain(h.igst), plain(h.igst)];
      cells.forEach((c, i) => {
        text(c, MARGIN + i * hsnWidth, y, { width: hsnWidth - 4, align: i < 2 ? "left" : "right" });
      });
      y += 11;
    }
    rule(y);
    y += 8;

    // Bank details and the UPI QR (proforma), notes, and the signatory block.
    const footTop = y;
    ensure(120);
    if (y !== footTop) y = MARGIN;
    const blockTop = y;
    let noteEnd = y;
    if (data.bank) {
      noteEnd = text("Pay by bank transfer (NEFT, RTGS or IMPS) or UPI", MARGIN, y, {
        width: CONTENT - 240,
        bold: true,
      });
      noteEnd = text(
        [
          `Account name: ${data.bank.accountName}`,
          `Account number: ${data.bank.accountNumber}`,
          `IFSC: ${data.bank.ifsc}`,
          `Bank: ${data.bank.bankName}, ${data.bank.branch}`,
          `Reference: ${data.orderNumber}`,
        ].join("\n"),
        MARGIN,
        noteEnd,
        { width: CONTENT - 240 },
      );
    }
    if (data.notes.length > 0) {
      noteEnd = text(data.notes.join("\n"), MARGIN, noteEnd + 4, {
        width: CONTENT - 240,
        color: GREY,
        size: 7,
      });
    }
    if (data.upi) {
      doc.image(data.upi.png, MARGIN + CONTENT - 230, blockTop, { width: 86, height: 86 });
      text(data.upi.caption, MARGIN + CONTENT - 240, blockTop + 88, {
        width: 106,
        size: 6.5,
        align: "center",
      });
    }
    const signX = MARGIN + CONTENT - 140;
    text(`for ${data.seller.legalName}`, signX, blockTop, { width: 140, bold: true, align: "right" });
    doc
      .moveTo(signX + 10, blockTop + 52)
      .lineTo(signX + 140, blockTop + 52)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    text("Authorised Signatory", signX, blockTop + 55, { width: 140, align: "right" });
    y = Math.max(noteEnd, blockTop + 110);
  };
  const copies = data.copies && data.copies.length > 0 ? data.copies : [null];
  copies.forEach((copy, i) => {
    if (i > 0) doc.addPage();
    drawCopy(copy);
  });
  doc.end();
  return done;
}
