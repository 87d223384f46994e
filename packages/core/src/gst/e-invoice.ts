import { type GstRecord, type GstSeller, portalDate, rupees } from "./gst-record";

/**
 * The invoice in the IRP's e-invoice schema (INV-01, version 1.1) for upload; the IRN, acknowledgement
 * and signed QR come back from the portal. E-invoices are for supplies to registered buyers (B2B): an
 * unregistered buyer's invoice is refused.
 */
export function eInvoiceJson(seller: GstSeller, record: GstRecord) {
  if (!record.buyer.gstin) {
    throw new RangeError(
      `${record.number}: e-invoicing covers registered buyers (B2B) only; this buyer has no GSTIN`,
    );
  }
  const differentShipTo =
    record.shipTo.pincode !== record.buyer.pincode || record.shipTo.address1 !== record.buyer.address1;
  const itemTotal = (l: GstRecord["lines"][number]) => l.taxable + l.cgst + l.sgst + l.igst;
  return {
    Version: "1.1",
    TranDtls: { TaxSch: "GST", SupTyp: "B2B", RegRev: "N", IgstOnIntra: "N" },
    DocDtls: {
      Typ: record.kind === "invoice" ? "INV" : "CRN",
      No: record.number,
      Dt: portalDate(record.issuedAt),
    },
    SellerDtls: {
      Gstin: seller.gstin,
      LglNm: seller.legalName,
      TrdNm: seller.tradeName,
      Addr1: seller.address1,
      Addr2: seller.address2,
      Loc: seller.place,
      Pin: Number(seller.pincode),
      Stcd: seller.stateCode,
      Ph: seller.phone.replace(/\D/g, "").slice(-12),
      Em: seller.email,
    },
    BuyerDtls: {
      Gstin: record.buyer.gstin,
      // One GSTIN, one name: the firm as registered, never the company typed on a delivery address.
      LglNm: record.buyer.name,
      TrdNm: record.buyer.name,
      Pos: record.placeOfSupply,
      Addr1: record.buyer.address1,
      ...(record.buyer.address2 ? { Addr2: record.buyer.address2 } : {}),
      Loc: record.buyer.place,
      Pin: Number(record.buyer.pincode),
      Stcd: record.buyer.stateCode,
      ...(record.buyer.phone ? { Ph: record.buyer.phone.replace(/\D/g, "").slice(-12) } : {}),
      ...(record.buyer.email ? { Em: record.buyer.email } : {}),
    },
    ...(differentShipTo
      ? {
          ShipDtls: {
            ...(record.shipTo.gstin ? { Gstin: record.shipTo.gstin } : {}),
            LglNm: record.shipTo.tradeName || record.shipTo.name,
            Addr1: record.shipTo.address1,
            ...(record.shipTo.address2 ? { Addr2: record.shipTo.address2 } : {}),
            Loc: record.shipTo.place,
            Pin: Number(record.shipTo.pincode),
            Stcd: record.shipTo.stateCode,
          },
        }
      : {}),
    ItemList: record.lines.map((line, i) => ({
      SlNo: String(i + 1),
      PrdDesc: line.description,
      IsServc: "N",
      HsnCd: line.hsnCode,
      Qty: line.quantity ?? 1,
      Unit: line.quantity === null ? "OTH" : line.unit,
      UnitPrice: rupees(line.unitPrice ?? line.value),
      TotAmt: rupees(line.value),
      Discount: rupees(line.discount),
      AssAmt: rupees(line.taxable),
      GstRt: line.rate,
      IgstAmt: rupees(line.igst),
      CgstAmt: rupees(line.cgst),
      SgstAmt: rupees(line.sgst),
      CesRt: 0,
      CesAmt: 0,
      CesNonAdvlAmt: 0,
      StateCesRt: 0,
      StateCesAmt: 0,
      StateCesNonAdvlAmt: 0,
      OthChrg: 0,
      TotItemVal: rupees(itemTotal(line)),
    })),
    ValDtls: {
      AssVal: rupees(record.taxable),
      CgstVal: rupees(record.cgst),
      SgstVal: rupees(record.sgst),
      IgstVal: rupees(record.igst),
      CesVal: 0,
      StCesVal: 0,
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: 0,
      TotInvVal: rupees(record.total),
    },
    ...(record.kind === "credit-note" && record.invoice
      ? {
          RefDtls: {
            PrecDocDtls: [{ InvNo: record.invoice.number, InvDt: portalDate(record.invoice.issuedAt) }],
          },
        }
      : {}),
  };
}
