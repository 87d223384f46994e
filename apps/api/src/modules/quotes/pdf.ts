import {
  amountInWords,
  computeGstSplit,
  decidePlaceOfSupply,
  formatIndianDate,
  hsnDigitsFor,
  hsnForTurnover,
  placeOfSupplyLabel,
  principalHsn,
} from "@roshni/core";
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { addresses, customers, products } from "../../db/schema";
import { type DocumentData, type DocumentParty, renderDocumentPdf } from "../documents/pdf";
import { sellerOf, stateLabel } from "../documents/render";
import { LINE_UNIT, settingsOf, summaryOf } from "../documents/service";
import type { QuotesService } from "./service";

type ForPdf = Awaited<ReturnType<QuotesService["forPdf"]>>;

const CHARGE_TITLES = { packaging: "Packing charges", shipping: "Freight charges" } as const;

/**
 * The quotation as the proforma prints an order: the offer's unit prices, packing and shipping (or the
 * slabs' where the offer names none), GST by the core rules for the buyer's default address (the place of
 * supply of the order is decided again by the delivery address chosen at the accept).
 */
export async function quoteDocumentData(db: Db, { loaded, offer }: ForPdf): Promise<DocumentData> {
  const settings = await settingsOf(db);
  const [buyer] = await db
    .select({
      name: customers.name,
      companyName: customers.companyName,
      phone: customers.phone,
      gstin: customers.gstin,
    })
    .from(customers)
    .where(eq(customers.id, loaded.quote.customerId))
    .limit(1);
  if (!buyer) throw new Error(`The buyer of quote ${loaded.quote.number} is missing`);
  const [address] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, loaded.quote.customerId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id))
    .limit(1);
  const gstin = address?.gstin?.trim() || buyer.gstin?.trim() || null;
  const decision = decidePlaceOfSupply({
    deliveryState: address?.state ?? settings.address.state,
    buyerGstin: gstin,
  });
  const facts = await db
    .select({ id: products.id, taxRate: products.taxRate, hsnCode: products.hsnCode })
    .from(products)
    .where(
      inArray(
        products.id,
        loaded.lines.map((l) => l.productId),
      ),
    );
  const factOf = new Map(facts.map((f) => [f.id, f]));
  const priced = loaded.lines.map((line) => ({
    line,
    price: offer.prices.get(line.id) ?? 0,
    taxRate: factOf.get(line.productId)?.taxRate ?? 0,
    hsnCode: factOf.get(line.productId)?.hsnCode ?? "",
  }));
  const fees = {
    ...(offer.round.packing !== null ? { packaging: offer.round.packing } : {}),
    ...(offer.round.shipping !== null ? { shipping: offer.round.shipping } : {}),
  };
  const split = computeGstSplit({
    lines: priced.map((p) => ({ price: p.price, quantity: p.line.quantity, taxRate: p.taxRate })),
    toPayShipping: false,
    intraState: decision.place.intraState,
    fees,
  });
  const digits = hsnDigitsFor(settings.turnoverBand ?? "up_to_5_crore");
  const productLines = priced.map((p, i) => {
    const gst = split.lines[i];
    return {
      description: `${p.line.title} (${p.line.sku})`,
      hsnCode: hsnForTurnover(p.hsnCode, digits),
      quantity: p.line.quantity,
      unit: LINE_UNIT,
      unitPrice: p.price,
      value: p.price * p.line.quantity,
      discount: gst?.discount ?? 0,
      taxable: gst?.taxable ?? p.price * p.line.quantity,
      rate: p.taxRate,
      cgst: gst?.cgst ?? 0,
      sgst: gst?.sgst ?? 0,
      igst: gst?.igst ?? 0,
    };
  });
  const principal = principalHsn(
    productLines.map((p) => ({ hsnCode: p.hsnCode, rate: p.rate, taxable: p.taxable })),
  );
  const lines = [
    ...productLines,
    ...split.charges.map((c) => ({
      description: CHARGE_TITLES[c.kind],
      hsnCode: principal,
      quantity: null,
      unit: null,
      unitPrice: null,
      value: c.amount,
      discount: c.discount,
      taxable: c.taxable,
      rate: c.rate,
      cgst: c.cgst,
      sgst: c.sgst,
      igst: c.igst,
    })),
  ];
  const party: DocumentParty = {
    name: address?.name ?? buyer.name,
    company: address?.company ?? buyer.companyName,
    lines: address
      ? [address.line1, address.line2, `${address.city} ${address.pincode}`].filter((l): l is string =>
          Boolean(l),
        )
      : [],
    state: address ? stateLabel(address.state) : stateLabel(settings.address.state),
    gstin,
    phone: buyer.phone,
  };
  const validUntil = new Date(`${offer.round.validUntil ?? ""}T00:00:00+05:30`);
  return {
    title: "QUOTATION",
    subtitle: "Not a tax invoice: prices offered for the goods below, valid until the date shown.",
    number: loaded.quote.number,
    numberLabel: "Quote No.",
    issuedAt: offer.round.offeredAt ?? loaded.quote.createdAt,
    orderNumber: loaded.quote.number,
    orderDate: loaded.quote.createdAt,
    validUntil,
    seller: sellerOf(settings),
    billTo: party,
    shipTo: party,
    placeOfSupply: placeOfSupplyLabel(decision.place),
    intraState: decision.place.intraState,
    reverseCharge: "No",
    lines,
    rates: split.rates,
    hsnSummary: summaryOf(lines),
    taxable: split.taxable,
    cgst: split.cgst,
    sgst: split.sgst,
    igst: split.igst,
    total: split.total,
    amountInWords: amountInWords(split.total),
    notes: [
      ...(offer.round.offerMessage ? [offer.round.offerMessage] : []),
      `Accept this quote in your account by ${formatIndianDate(validUntil)}: the order is placed at these prices, subject to stock at that time.`,
    ],
  };
}

export async function renderQuotePdf(db: Db, forPdf: ForPdf): Promise<{ filename: string; pdf: Buffer }> {
  const pdf = await renderDocumentPdf(await quoteDocumentData(db, forPdf));
  return { filename: `${forPdf.loaded.quote.number}.pdf`, pdf };
}
