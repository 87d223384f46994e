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

/** The portal's limit for a move whose start and end share one PIN code. */
export const SAME_PIN_MAX_KM = 100;
/** The longest distance the portal accepts. */
export const EWAY_MAX_KM = 4000;

const TRANSPORTER_ID = /^[0-9]{2}[0-9A-Z]{13}$/;
const VEHICLE_NO = /^[A-Z]{2}[0-9A-Z]{4,13}$/;

function cleanVehicle(vehicleNo: string | null | undefined): string {
  return (vehicleNo ?? "").replace(/[\s-]+/g, "").toUpperCase();
}

/**
 * The HSN code that carries most of the invoice's value (taxable value and tax, summed per HSN), the
 * portal's `mainHsnCode`; packing and freight count under the HSN they are reported with.
 */
export function mainHsnOf(lines: GstRecord["lines"]): string {
  const value = new Map<string, number>();
  for (const l of lines)
    value.set(l.hsnCode, (value.get(l.hsnCode) ?? 0) + l.taxable + l.cgst + l.sgst + l.igst);
  let best: [string, number] | undefined;
  for (const entry of value) if (!best || entry[1] > best[1]) best = entry;
  return best?.[0] ?? "";
}

/**
 * Why the portal would refuse this bill's Part B or distance, as a sentence; null when it takes it.
 * Part B is the vehicle number for a move by road, or the transporter's id for a Part-A-only bill that
 * the transporter completes; a move that starts and ends at one PIN code is at most 100 km.
 */
export function ewayTransportError(
  seller: Pick<GstSeller, "pincode">,
  invoice: Pick<GstRecord, "number" | "shipTo">,
  transport: EwayTransport,
): string | null {
  const vehicle = cleanVehicle(transport.vehicleNo);
  const transporterId = (transport.transporterId ?? "").trim().toUpperCase();
  if (!vehicle && !transporterId)
    return `${invoice.number}: give the vehicle number (by road) or the transporter's id (Part A only).`;
  if (vehicle && !VEHICLE_NO.test(vehicle))
    return `${invoice.number}: "${transport.vehicleNo}" is not a vehicle number such as DL01AB1234.`;
  if (transporterId && !TRANSPORTER_ID.test(transporterId))
    return `${invoice.number}: the transporter's id is 15 characters (a GSTIN or TRANSIN).`;
  const km = Math.round(transport.distanceKm);
  if (!Number.isFinite(km) || km < 0 || km > EWAY_MAX_KM)
    return `${invoice.number}: the distance is 0 to ${EWAY_MAX_KM} km.`;
  if (seller.pincode === invoice.shipTo.pincode && km > SAME_PIN_MAX_KM)
    return `${invoice.number}: the delivery PIN is the shop's own (${seller.pincode}); such a move is at most ${SAME_PIN_MAX_KM} km, not ${km} km.`;
  return null;
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
      const refusal = ewayTransportError(seller, invoice, transport);
      if (refusal) throw new RangeError(refusal);
      const vehicleNo = cleanVehicle(transport.vehicleNo);
      const billToShipTo =
        invoice.buyer.stateCode !== invoice.shipTo.stateCode ||
        invoice.buyer.pincode !== invoice.shipTo.pincode;
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
        toTrdName: invoice.buyer.name,
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
        TotNonAdvolVal: 0,
        OthValue: 0,
        totInvValue: rupees(invoice.total),
        // A Part-A-only bill names the transporter and leaves the mode and vehicle to them.
        transMode: vehicleNo ? 1 : "",
        transDistance: String(Math.max(0, Math.round(transport.distanceKm))),
        transporterId: (transport.transporterId ?? "").trim().toUpperCase(),
        transporterName: transport.transporterName ?? "",
        transDocNo: transport.transDocNo ?? "",
        transDocDate: transport.transDocDate ? portalDate(transport.transDocDate) : "",
        vehicleNo,
        vehicleType: "R",
        mainHsnCode: hsnNumber(mainHsnOf(invoice.lines)),
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
  TotNonAdvolVal: rupeeValue,
  OthValue: rupeeValue,
  totInvValue: rupeeValue,
  transMode: z.union([z.literal(1), z.literal("")]),
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
