import { formatIndianDate, formatShopTime } from "@roshni/core";
import { asc, eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import type { Executor } from "../../db/client";
import { customers, orderLines, orders } from "../../db/schema";
import { adminOrderNotFound } from "../orders/payments";
import { fontFiles } from "./pdf";

export interface PackingSlipLine {
  sku: string;
  title: string;
  /** "Colour: Gold, Size: 12 inch". */
  options: string;
  quantity: number;
  /** Pieces that are not on the shelf yet (made to order, back-ordered). */
  awaited: number;
}

export interface PackingSlipData {
  orderNumber: string;
  orderDate: Date;
  printedAt: Date;
  shop: string;
  buyer: { name: string; company: string | null; phone: string };
  deliverTo: { name: string; company: string | null; lines: string[]; phone: string };
  toPayShipping: boolean;
  note: string | null;
  lines: PackingSlipLine[];
}

/** What the packing slip of an order prints: lines to pick, the buyer and where it goes. No prices. */
export async function packingSlipData(
  executor: Executor,
  orderId: number,
  shop: string,
  now = new Date(),
): Promise<PackingSlipData> {
  const [row] = await executor
    .select({ order: orders, name: customers.name, company: customers.companyName, phone: customers.phone })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw adminOrderNotFound();
  const lines = await executor
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  const a = row.order.address;
  return {
    orderNumber: row.order.number,
    orderDate: row.order.createdAt,
    printedAt: now,
    shop,
    buyer: { name: row.name, company: row.company, phone: row.phone },
    deliverTo: {
      name: a.name,
      company: a.company,
      lines: [a.line1, a.line2, `${a.city} ${a.pincode}`, a.state].filter((l): l is string => Boolean(l)),
      phone: a.phone,
    },
    toPayShipping: row.order.toPayShipping,
    note: row.order.note,
    lines: lines.map((line) => ({
      sku: line.sku,
      title: line.title,
      options: line.options
        .filter((o) => o.optionTitle && o.valueTitle)
        .map((o) => `${o.optionTitle}: ${o.valueTitle}`)
        .join(", "),
      quantity: line.quantity,
      awaited: line.madeToOrder,
    })),
  };
}

export function packingSlipFilename(orderNumber: string): string {
  return `packing-slip-${orderNumber}.pdf`;
}

const MARGIN = 36;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN;

/** An A4 pick list and packing slip, text kept as text (read back by `pdftotext`). */
export async function renderPackingSlip(data: PackingSlipData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: {
      Title: `Packing slip ${data.orderNumber}`,
      Author: data.shop,
      CreationDate: data.printedAt,
      ModDate: data.printedAt,
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
  const text = (
    value: string,
    x: number,
    y: number,
    width: number,
    opts: { bold?: boolean; size?: number; align?: "left" | "right" | "center" } = {},
  ) => {
    doc
      .font(opts.bold ? "Bold" : "Regular")
      .fontSize(opts.size ?? 9)
      .fillColor("#000000")
      .text(value, x, y, { width, align: opts.align ?? "left", lineGap: 1 });
    return doc.y;
  };
  const rule = (y: number) => {
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor("#999999")
      .stroke();
  };

  let y = MARGIN;
  text("PACKING SLIP", MARGIN, y, WIDTH, { bold: true, size: 16, align: "center" });
  y =
    text("Pick list and packing slip: no prices, it goes in the parcel", MARGIN, doc.y, WIDTH, {
      size: 8,
      align: "center",
    }) + 8;
  const half = WIDTH / 2 - 8;
  const top = y;
  let left = text(data.shop, MARGIN, y, half, { bold: true, size: 11 });
  left = text(
    [
      `Order No.: ${data.orderNumber}`,
      `Order date: ${formatIndianDate(data.orderDate)}`,
      `Printed: ${formatIndianDate(data.printedAt)} ${formatShopTime(data.printedAt)} IST`,
      `Shipping: ${data.toPayShipping ? "to pay (the buyer pays the transporter)" : "paid by the shop"}`,
    ].join("\n"),
    MARGIN,
    left + 2,
    half,
  );
  const rightX = MARGIN + WIDTH / 2 + 8;
  let right = text("Deliver to", rightX, top, half, { bold: true });
  right = text(
    [
      data.deliverTo.company,
      data.deliverTo.company ? `Attn: ${data.deliverTo.name}` : data.deliverTo.name,
      ...data.deliverTo.lines,
      `Phone: ${data.deliverTo.phone}`,
      `Buyer: ${data.buyer.company ?? data.buyer.name} (${data.buyer.phone})`,
    ]
      .filter((l): l is string => Boolean(l))
      .join("\n"),
    rightX,
    right,
    half,
  );
  y = Math.max(left, right) + 8;
  if (data.note) {
    y = text(`Note: ${data.note}`, MARGIN, y, WIDTH) + 6;
  }

  const columns = [
    { header: "#", width: 18, align: "right" as const },
    { header: "SKU", width: 90, align: "left" as const },
    { header: "Item", width: WIDTH - 18 - 90 - 50 - 80 - 50 - 5 * 6, align: "left" as const },
    { header: "Qty", width: 50, align: "right" as const },
    { header: "Awaited", width: 80, align: "right" as const },
    { header: "Packed", width: 50, align: "center" as const },
  ];
  const row = (cells: string[], at: number, isHeader = false) => {
    let x = MARGIN;
    let bottom = at;
    columns.forEach((column, i) => {
      bottom = Math.max(
        bottom,
        text(cells[i] ?? "", x, at, column.width, { bold: isHeader, align: column.align, size: 9 }),
      );
      x += column.width + 6;
    });
    return bottom;
  };
  const header = () => {
    rule(y);
    y = row(
      columns.map((c) => c.header),
      y + 3,
      true,
    );
    y += 2;
    rule(y);
    y += 4;
  };
  header();
  let pieces = 0;
  data.lines.forEach((line, i) => {
    pieces += line.quantity;
    const item = line.options ? `${line.title}\n${line.options}` : line.title;
    const height = doc
      .font("Regular")
      .fontSize(9)
      .heightOfString(item, { width: columns[2]?.width ?? 100 });
    if (y + height + 6 > BOTTOM) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    y =
      row(
        [
          String(i + 1),
          line.sku,
          item,
          String(line.quantity),
          line.awaited > 0 ? `${line.awaited} to come` : "",
          "[  ]",
        ],
        y,
      ) + 4;
  });
  rule(y);
  y += 6;
  if (y + 60 > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  text(`${data.lines.length} lines, ${pieces} pieces`, MARGIN, y, WIDTH, { bold: true });
  y = doc.y + 24;
  text(
    "Picked by: ____________________      Packed by: ____________________      Cartons: ______",
    MARGIN,
    y,
    WIDTH,
  );
  doc.end();
  return done;
}
