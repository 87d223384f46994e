import { computeGstSplit, eInvoiceJson, type GstParty, type GstRecord, type GstSeller } from "@roshni/core";
import { describe, expect, it } from "vitest";
import { NIC_INV01_PATH, nicInv01Errors, nicInv01Validator } from "../../test/nic-inv01";

const SELLER: GstSeller = {
  gstin: "07AABCR7431M1Z4",
  legalName: "Roshni Lighting Pvt. Ltd.",
  tradeName: "Roshni Lighting",
  address1: "Shop 12, Bhagirath Palace",
  address2: "Chandni Chowk",
  place: "Delhi",
  pincode: "110006",
  stateCode: "07",
  phone: "+911123861234",
  email: "sales@roshnilighting.in",
};
const FIRM: GstParty = {
  name: "Kulkarni Electricals Pvt. Ltd.",
  gstin: "27AAGFM5823Q1ZO",
  address1: "14, Laxmi Road",
  place: "Pune",
  pincode: "411030",
  stateCode: "27",
  phone: "+919822012345",
  email: "accounts@kulkarni.example",
};
const SITE: GstParty = {
  name: "Ravi",
  tradeName: "Kulkarni Site Office",
  gstin: null,
  address1: "Plot 9, Okhla Phase 2",
  address2: "Near the metro station",
  place: "New Delhi",
  pincode: "110020",
  stateCode: "07",
};

function record(kind: GstRecord["kind"], number: string, shipTo: GstParty): GstRecord {
  const cart = [
    { price: 120_000, quantity: 3, taxRate: 18, hsnCode: "94051900" },
    { price: 45_000, quantity: 2, taxRate: 12, hsnCode: "85395200" },
  ];
  const split = computeGstSplit({ lines: cart, toPayShipping: true, intraState: false });
  return {
    kind,
    number,
    issuedAt: new Date("2026-03-10T06:00:00Z"),
    invoice:
      kind === "credit-note"
        ? { number: "RL/25-26/000001", issuedAt: new Date("2026-03-10T06:00:00Z"), total: split.total }
        : null,
    buyer: FIRM,
    shipTo,
    placeOfSupply: "27",
    intraState: false,
    lines: [
      ...split.lines.map((l, i) => ({
        description: i === 0 ? "Brass Wall Lamp" : "Filament Bulb",
        hsnCode: cart[i]?.hsnCode ?? "",
        quantity: cart[i]?.quantity ?? 0,
        unit: "PCS",
        unitPrice: cart[i]?.price ?? 0,
        value: l.subtotal,
        discount: l.discount,
        taxable: l.taxable,
        rate: l.rate,
        cgst: l.cgst,
        sgst: l.sgst,
        igst: l.igst,
      })),
      ...split.charges.map((c) => ({
        description: c.kind === "packaging" ? "Packing charges" : "Freight charges",
        hsnCode: "94051900",
        quantity: null,
        unit: "PCS",
        unitPrice: null,
        value: c.amount,
        discount: c.discount,
        taxable: c.taxable,
        rate: c.rate,
        cgst: c.cgst,
        sgst: c.sgst,
        igst: c.igst,
      })),
    ],
    taxable: split.taxable,
    cgst: split.cgst,
    sgst: split.sgst,
    igst: split.igst,
    total: split.total,
  };
}

const present = nicInv01Validator() !== null;
if (!present) console.warn(`WARNING: skipping NIC's INV-01 schema checks: ${NIC_INV01_PATH} is absent.`);

describe.skipIf(!present)("INV-01 against NIC's published schema 1.1", () => {
  it("the invoice to the firm, its bill-to/ship-to invoice and a credit note pass", () => {
    for (const doc of [
      eInvoiceJson(SELLER, record("invoice", "RL/25-26/000001", FIRM)),
      eInvoiceJson(SELLER, record("invoice", "RL/25-26/000002", SITE)),
      eInvoiceJson(SELLER, record("credit-note", "CN/25-26/0001", FIRM)),
    ]) {
      expect(nicInv01Errors(doc), doc.DocDtls.No).toEqual([]);
    }
    expect(eInvoiceJson(SELLER, record("invoice", "RL/25-26/000002", SITE)).ShipDtls?.Pin).toBe(110020);
  });

  it("the adapted schema still refuses what the IRP refuses", () => {
    const good = eInvoiceJson(SELLER, record("invoice", "RL/25-26/000001", FIRM));
    const noState = structuredClone(good) as { BuyerDtls: { Stcd?: string; Pin: number } };
    delete noState.BuyerDtls.Stcd;
    noState.BuyerDtls.Pin = 41103;
    const errors = nicInv01Errors(noState).join(" ");
    expect(errors).toMatch(/BuyerDtls.*Stcd/);
    expect(errors).toMatch(/\/BuyerDtls\/Pin/);
    expect(nicInv01Errors({ ...good, DocDtls: { ...good.DocDtls, No: "0RL/1" } })).not.toEqual([]);
    expect(nicInv01Errors({ ...good, TranDtls: { ...good.TranDtls, SupTyp: "B2C" } })).not.toEqual([]);
    const shortName = structuredClone(good);
    shortName.BuyerDtls.LglNm = "K";
    expect(nicInv01Errors(shortName)).not.toEqual([]);
  });
});
