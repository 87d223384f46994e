import { formatShopDate } from "../india/clock";
import type { Paise } from "../money/paise";

/**
 * A tax invoice or credit note as the exports read it: everything printed on the document, in paise.
 * The API builds these from the documents table and the orders' stored split; the builders below are
 * pure, so the numbers of every export are tested without a database.
 */
export interface GstParty {
  /**
   * The name the documents give this party. For the buyer: the registered firm's legal name, the one
   * name every GST document uses for that GSTIN (the person's name for an unregistered buyer).
   */
  name: string;
  /** For the delivery address: the company typed on it; never the buyer's name on GST documents. */
  tradeName?: string | null;
  /** Null for an unregistered buyer. */
  gstin: string | null;
  address1: string;
  address2?: string | null;
  /** City or town. */
  place: string;
  pincode: string;
  /** Two-digit GST state code ("27"). */
  stateCode: string;
  phone?: string | null;
  email?: string | null;
}

export interface GstRecordLine {
  description: string;
  hsnCode: string;
  /** Null for packing and freight. */
  quantity: number | null;
  unit: string;
  unitPrice: Paise | null;
  /** Before the discount. */
  value: Paise;
  discount: Paise;
  taxable: Paise;
  rate: number;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

export interface GstRecord {
  kind: "invoice" | "credit-note";
  number: string;
  issuedAt: Date;
  /** For a credit note: the invoice it reduces (its value decides B2CL or B2CS for an unregistered buyer). */
  invoice?: { number: string; issuedAt: Date; total: Paise } | null;
  buyer: GstParty;
  /** The delivery address. */
  shipTo: GstParty;
  /** Two-digit GST code of the place of supply. */
  placeOfSupply: string;
  intraState: boolean;
  lines: GstRecordLine[];
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
}

export interface GstSeller {
  gstin: string;
  legalName: string;
  tradeName: string;
  address1: string;
  address2: string;
  place: string;
  pincode: string;
  stateCode: string;
  phone: string;
  email: string;
}

/** Paise as the portals' JSON wants rupees: a number with at most 2 decimals. */
export function rupees(amount: Paise): number {
  return Math.round(amount) / 100;
}

/** "10/03/2026" in India. */
export function portalDate(at: Date): string {
  return formatShopDate(at);
}
