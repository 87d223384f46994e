import { z } from "zod";

/**
 * The IRP's e-invoice JSON (schema INV-01, version 1.1) as far as this shop fills it: each field with
 * the portal's type and length, and the sums the portal checks (item values, invoice value), so a file
 * the IRP would refuse is caught before staff upload it. Amounts are rupees with at most 2 decimals.
 */
const rupeeAmount = z
  .number()
  .min(0)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: "at most 2 decimals" });
const text = (min: number, max: number) => z.string().min(min).max(max);
const gstin = z.string().regex(/^[0-9]{2}[0-9A-Z]{13}$/, { error: "a GSTIN of 15 characters" });
const stateCode = z.string().regex(/^[0-9]{1,2}$/, { error: "a state code of 1 or 2 digits" });
const pin = z.number().int().min(100000).max(999999);
const phone = z.string().regex(/^[0-9]{6,12}$/, { error: "6 to 12 digits" });
const email = z.string().min(6).max(100);

/** The GST rates the IRP accepts in `GstRt`. */
const GST_RATES: readonly number[] = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40];

const partyShape = {
  LglNm: text(3, 100),
  TrdNm: text(3, 100).optional(),
  Addr1: text(1, 100),
  Addr2: text(3, 100).optional(),
  Loc: text(3, 50),
  Pin: pin,
  Stcd: stateCode,
};

export const eInvoiceItemSchema = z.strictObject({
  SlNo: z.string().regex(/^[0-9]{1,6}$/),
  PrdDesc: text(3, 300),
  IsServc: z.enum(["Y", "N"]),
  HsnCd: z.string().regex(/^[0-9]{4,8}$/, { error: "an HSN code of 4 to 8 digits" }),
  Qty: z.number().min(0),
  Unit: text(3, 8),
  UnitPrice: rupeeAmount,
  TotAmt: rupeeAmount,
  Discount: rupeeAmount,
  AssAmt: rupeeAmount,
  GstRt: z.number().refine((rate) => GST_RATES.includes(rate), { error: "a GST rate the IRP knows" }),
  IgstAmt: rupeeAmount,
  CgstAmt: rupeeAmount,
  SgstAmt: rupeeAmount,
  CesRt: z.number().min(0),
  CesAmt: rupeeAmount,
  CesNonAdvlAmt: rupeeAmount,
  StateCesRt: z.number().min(0),
  StateCesAmt: rupeeAmount,
  StateCesNonAdvlAmt: rupeeAmount,
  OthChrg: rupeeAmount,
  TotItemVal: rupeeAmount,
});

const paise = (v: number) => Math.round(v * 100);

export const eInvoiceDocumentSchema = z
  .strictObject({
    Version: z.literal("1.1"),
    TranDtls: z.strictObject({
      TaxSch: z.literal("GST"),
      SupTyp: z.enum(["B2B", "SEZWP", "SEZWOP", "EXPWP", "EXPWOP", "DEXP"]),
      RegRev: z.enum(["Y", "N"]),
      IgstOnIntra: z.enum(["Y", "N"]),
    }),
    DocDtls: z.strictObject({
      Typ: z.enum(["INV", "CRN", "DBN"]),
      // The IRP's pattern: 1 to 16 characters, letters, digits, '/' and '-', not starting with 0, '/' or '-'.
      No: z.string().regex(/^[A-Za-z1-9][A-Za-z0-9/-]{0,15}$/, { error: "a document number the IRP takes" }),
      Dt: z.string().regex(/^[0-3][0-9]\/[01][0-9]\/20[0-9]{2}$/, { error: "a date as dd/mm/yyyy" }),
    }),
    SellerDtls: z.strictObject({ Gstin: gstin, ...partyShape, Ph: phone.optional(), Em: email.optional() }),
    BuyerDtls: z.strictObject({
      Gstin: gstin,
      ...partyShape,
      Pos: stateCode,
      Ph: phone.optional(),
      Em: email.optional(),
    }),
    ShipDtls: z.strictObject({ Gstin: gstin.optional(), ...partyShape }).optional(),
    ItemList: z.array(eInvoiceItemSchema).min(1).max(1000),
    ValDtls: z.strictObject({
      AssVal: rupeeAmount,
      CgstVal: rupeeAmount,
      SgstVal: rupeeAmount,
      IgstVal: rupeeAmount,
      CesVal: rupeeAmount,
      StCesVal: rupeeAmount,
      Discount: rupeeAmount,
      OthChrg: rupeeAmount,
      RndOffAmt: z.number(),
      TotInvVal: rupeeAmount,
    }),
    RefDtls: z
      .strictObject({
        PrecDocDtls: z.array(z.strictObject({ InvNo: z.string(), InvDt: z.string() })),
      })
      .optional(),
  })
  .superRefine((doc, ctx) => {
    const sum = (pick: (item: z.infer<typeof eInvoiceItemSchema>) => number) =>
      doc.ItemList.reduce((s, item) => s + paise(pick(item)), 0);
    doc.ItemList.forEach((item, i) => {
      if (paise(item.TotAmt) - paise(item.Discount) !== paise(item.AssAmt))
        ctx.addIssue({
          code: "custom",
          path: ["ItemList", i, "AssAmt"],
          message: "AssAmt ≠ TotAmt − Discount",
        });
      const itemTotal =
        paise(item.AssAmt) +
        paise(item.IgstAmt) +
        paise(item.CgstAmt) +
        paise(item.SgstAmt) +
        paise(item.CesAmt) +
        paise(item.CesNonAdvlAmt) +
        paise(item.StateCesAmt) +
        paise(item.StateCesNonAdvlAmt) +
        paise(item.OthChrg);
      if (itemTotal !== paise(item.TotItemVal))
        ctx.addIssue({
          code: "custom",
          path: ["ItemList", i, "TotItemVal"],
          message: "TotItemVal ≠ AssAmt + taxes",
        });
      const igst = item.IgstAmt > 0;
      if (igst && (item.CgstAmt > 0 || item.SgstAmt > 0))
        ctx.addIssue({ code: "custom", path: ["ItemList", i], message: "IGST together with CGST/SGST" });
    });
    const v = doc.ValDtls;
    const checks: [keyof typeof v, number][] = [
      ["AssVal", sum((i) => i.AssAmt)],
      ["CgstVal", sum((i) => i.CgstAmt)],
      ["SgstVal", sum((i) => i.SgstAmt)],
      ["IgstVal", sum((i) => i.IgstAmt)],
    ];
    for (const [field, expected] of checks) {
      if (paise(v[field]) !== expected)
        ctx.addIssue({
          code: "custom",
          path: ["ValDtls", field],
          message: `${field} ≠ the sum of the items`,
        });
    }
    const total =
      paise(v.AssVal) +
      paise(v.CgstVal) +
      paise(v.SgstVal) +
      paise(v.IgstVal) +
      paise(v.CesVal) +
      paise(v.StCesVal) +
      paise(v.OthChrg) +
      paise(v.RndOffAmt) -
      paise(v.Discount);
    if (total !== paise(v.TotInvVal))
      ctx.addIssue({ code: "custom", path: ["ValDtls", "TotInvVal"], message: "TotInvVal ≠ AssVal + taxes" });
    const interState = doc.SellerDtls.Stcd !== doc.BuyerDtls.Pos;
    if (interState && (v.CgstVal > 0 || v.SgstVal > 0))
      ctx.addIssue({ code: "custom", path: ["ValDtls"], message: "CGST/SGST on an inter-state supply" });
    if (!interState && v.IgstVal > 0 && doc.TranDtls.IgstOnIntra === "N")
      ctx.addIssue({ code: "custom", path: ["ValDtls"], message: "IGST on an intra-state supply" });
  });
export type EInvoiceDocument = z.infer<typeof eInvoiceDocumentSchema>;

/**
 * What the IRP's signed QR code says: the text is a JWS (header.payload.signature, base64url) whose
 * payload carries `data`, the invoice's particulars as JSON (SellerGstin, BuyerGstin, DocNo, DocTyp,
 * DocDt, TotInvVal, ItemCnt, MainHsnCode, Irn, IrnDt). The signature is the IRP's; it is read, not
 * verified here. Null when the text is not such a JWS.
 */
export interface SignedQrData {
  SellerGstin?: string;
  BuyerGstin?: string;
  DocNo?: string;
  DocTyp?: string;
  DocDt?: string;
  TotInvVal?: number;
  Irn?: string;
  IrnDt?: string;
  [key: string]: unknown;
}

function base64UrlText(part: string): string | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(part)) return null;
  const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
  try {
    const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function signedQrData(signedQr: string): SignedQrData | null {
  const parts = signedQr.trim().split(".");
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) return null;
  const payloadText = base64UrlText(parts[1] ?? "");
  if (payloadText === null) return null;
  try {
    const payload = JSON.parse(payloadText) as { data?: unknown };
    const data = typeof payload.data === "string" ? JSON.parse(payload.data) : payload.data;
    if (!data || typeof data !== "object" || Array.isArray(data)) return null;
    return data as SignedQrData;
  } catch {
    return null;
  }
}
