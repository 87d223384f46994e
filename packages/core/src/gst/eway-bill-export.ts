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
