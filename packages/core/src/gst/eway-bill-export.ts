import { z } from "zod";
import { type GstRecord, type GstSeller, portalDate, rupees } from "./gst-record";

/** Part B and the distance, as dispatch records them; every field may still be empty when exported. */
export interface EwayTransport {
  /** Approximate distance in km (the validity is one day per 200 km). */
  distanceKm: number;
  transporterId?: string | null;
  transporterName?: string | null;
  /** LR (docket) number and its date. */
  transDocNo?: string | null;
  transDocDate?: Date | null;
  vehicleNo?: string | null;
}

export interface EwayBillInput {
  invoice: GstRecord;
  transport: EwayTransport;
}

/** Version of the portal's bulk-generation JSON these files follow. */
export const EWAY_BULK_VERSION = "1.0.0621";

function hsnNumber(code: string): number {
  return Number(code.replace(/\D/g, "") || "0");
}

/**
 * The e-way bill portal's bulk-upload JSON for the chosen tax invoices (Part A from the invoice, Part B
 * from the transport when known): outward supply (`O`), sub-type supply (1), document `INV`, road.
 * A registered buyer delivering elsewhere is a bill-to / ship-to move (transType 2); an unregistered
 * buyer's GSTIN is `URP`.
 */
export function ewayBillBulkJson(seller: GstSeller, chosen: readonly EwayBillInput[]) {
  return {
    version: EWAY_BULK_VERSION,
    billLists: chosen.map(({ invoice, transport }) => {
      if (invoice.kind !== "invoice") throw new RangeError(`${invoice.number} is not a tax invoice`);
      const billToShipTo =
        invoice.buyer.stateCode !== invoice.shipTo.stateCode ||
        invoice.buyer.pincode !== invoice.shipTo.pincode;
      const main = [...invoice.lines].sort((a, b) => b.taxable - a.taxable)[0];
      return {
        userGstin: seller.gstin,
        supplyType: "O",
        subSupplyType: 1,
        subSupplyDesc: "",
        docType: "INV",
        docNo: invoice.number,
        docDate: portalDate(invoice.issuedAt),
        transType: billToShipTo ? 2 : 1,
        fromGstin: seller.gstin,
        fromTrdName: seller.tradeName,
        fromAddr1: seller.address1,
        fromAddr2: seller.address2,
        fromPlace: seller.place,
        fromPincode: Number(seller.pincode),
        fromStateCode: Number(seller.stateCode),
        actualFromStateCode: Number(seller.stateCode),
        toGstin: invoice.buyer.gstin ?? "URP",
        toTrdName: invoice.buyer.tradeName || invoice.buyer.name,
        toAddr1: invoice.shipTo.address1,
        toAddr2: invoice.shipTo.address2 ?? "",
        toPlace: invoice.shipTo.place,
        toPincode: Number(invoice.shipTo.pincode),
        toStateCode: Number(invoice.placeOfSupply),
        actualToStateCode: Number(invoice.shipTo.stateCode),
        totalValue: rupees(invoice.taxable),
        cgstValue: rupees(invoice.cgst),
        sgstValue: rupees(invoice.sgst),
        igstValue: rupees(invoice.igst),
        cessValue: 0,
        cessNonAdvolValue: 0,
        OthValue: 0,
        totInvValue: rupees(invoice.total),
        transMode: 1,
        transDistance: String(Math.max(0, Math.round(transport.distanceKm))),
        transporterId: transport.transporterId ?? "",
        transporterName: transport.transporterName ?? "",
        transDocNo: transport.transDocNo ?? "",
        transDocDate: transport.transDocDate ? portalDate(transport.transDocDate) : "",
        vehicleNo: (transport.vehicleNo ?? "").replace(/\s+/g, "").toUpperCase(),
        vehicleType: "R",
        mainHsnCode: hsnNumber(main?.hsnCode ?? ""),
        itemList: invoice.lines.map((line, i) => ({
          itemNo: i + 1,
          productName: line.description,
          productDesc: line.description,
          hsnCode: hsnNumber(line.hsnCode),
          quantity: line.quantity ?? 0,
          qtyUnit: line.quantity === null ? "OTH" : line.unit,
          taxableAmount: rupees(line.taxable),
          cgstRate: invoice.intraState ? line.rate / 2 : 0,
          sgstRate: invoice.intraState ? line.rate / 2 : 0,
          igstRate: invoice.intraState ? 0 : line.rate,
          cessRate: 0,
          cessNonAdvol: 0,
        })),
      };
    }),
  };
}

/** Days an e-way bill is valid for a distance: one day per 200 km or part of it (Rule 138(10)). */
export function ewayValidityDays(distanceKm: number): number {
  return Math.max(1, Math.ceil(distanceKm / 200));
}

const portalDay = z
  .string()
  .regex(/^[0-3][0-9]\/[01][0-9]\/[0-9]{4}$/)
  .meta({ examples: ["02/03/2026"] });
const rupeeValue = z.number().min(0).meta({ multipleOf: 0.01 });
const stateNumber = z.number().int().min(1).max(99);
const pinNumber = z.number().int().min(100000).max(999999);

/** One bill of the bulk file: Part A from the tax invoice, Part B ("" where not known yet). */
export const ewayBillEntrySchema = z.strictObject({
  userGstin: z.string(),
  supplyType: z.literal("O"),
  subSupplyType: z.literal(1),
  subSupplyDesc: z.string(),
  docType: z.literal("INV"),
  docNo: z.string(),
  docDate: portalDay,
  transType: z.union([z.literal(1), z.literal(2)]),
  fromGstin: z.string(),
  fromTrdName: z.string(),
  fromAddr1: z.string(),
  fromAddr2: z.string(),
  fromPlace: z.string(),
  fromPincode: pinNumber,
  fromStateCode: stateNumber,
  actualFromStateCode: stateNumber,
  toGstin: z.string().meta({ description: "The buyer's GSTIN, or URP for an unregistered buyer" }),
  toTrdName: z.string(),
  toAddr1: z.string(),
  toAddr2: z.string(),
  toPlace: z.string(),
  toPincode: pinNumber,
  toStateCode: stateNumber,
  actualToStateCode: stateNumber,
  totalValue: rupeeValue,
  cgstValue: rupeeValue,
  sgstValue: rupeeValue,
  igstValue: rupeeValue,
  cessValue: rupeeValue,
  cessNonAdvolValue: rupeeValue,
  OthValue: rupeeValue,
  totInvValue: rupeeValue,
  transMode: z.literal(1),
  transDistance: z.string().regex(/^[0-9]+$/),
  transporterId: z.string(),
  transporterName: z.string(),
  transDocNo: z.string(),
  transDocDate: z.union([portalDay, z.literal("")]),
  vehicleNo: z.string(),
  vehicleType: z.literal("R"),
  mainHsnCode: z.number().int().min(0),
  itemList: z.array(
    z.strictObject({
      itemNo: z.number().int().min(1),
      productName: z.string(),
      productDesc: z.string(),
      hsnCode: z.number().int().min(0),
      quantity: z.number().min(0),
      qtyUnit: z.string(),
      taxableAmount: rupeeValue,
      cgstRate: z.number().min(0),
      sgstRate: z.number().min(0),
      igstRate: z.number().min(0),
      cessRate: z.number().min(0),
      cessNonAdvol: z.number().min(0),
    }),
  ),
});

/** The whole file `ewayBillBulkJson` writes, as the API's document describes the download. */
export const ewayBillBulkSchema = z.strictObject({
  version: z.literal(EWAY_BULK_VERSION),
  billLists: z.array(ewayBillEntrySchema),
});
