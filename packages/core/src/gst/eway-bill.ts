import { resolveIndianState } from "../india/same-state";
import type { Paise } from "../money/paise";

/**
 * E-way bill thresholds (GST.md, CGST Rule 138): a consignment whose value including tax exceeds
 * ₹50,000 needs an e-way bill before it moves; within Delhi the limit is ₹1,00,000 (Delhi notification
 * 03/2018). Other states' own intra-state limits are not modelled: the general ₹50,000 applies.
 */
export const EWAY_BILL_INTERSTATE_LIMIT: Paise = 50_000_00;
export const EWAY_BILL_WITHIN_DELHI_LIMIT: Paise = 1_00_000_00;

const DELHI_CODE = "DL";

export interface EwayBillMove {
  /** Value of the consignment including tax, in paise (the order's total). */
  value: Paise;
  /** State the goods leave from (the shop's), as a name, ISO code, GST code or GSTIN. */
  fromState: string;
  /** State of the delivery address. */
  toState: string;
}

/** The limit above which the move needs an e-way bill; an unknown state counts as interstate. */
export function ewayBillLimit(move: Omit<EwayBillMove, "value">): Paise {
  const from = resolveIndianState(move.fromState);
  const to = resolveIndianState(move.toState);
  const within = from !== undefined && to !== undefined && from.code === to.code;
  if (within && from.code === DELHI_CODE) return EWAY_BILL_WITHIN_DELHI_LIMIT;
  return EWAY_BILL_INTERSTATE_LIMIT;
}

/** value > limit: exactly ₹50,000 interstate (or ₹1,00,000 within Delhi) needs none. */
export function ewayBillRequired(move: EwayBillMove): boolean {
  return move.value > ewayBillLimit(move);
}

/** An e-way bill number is 12 digits. */
export const EWAY_BILL_NUMBER_PATTERN = /^[0-9]{12}$/;

/**
 * Where an invoice stands with its e-way bill, as the back office lists it: below the threshold with
 * nothing typed (`not_needed`), needed and no number yet (`missing`), a number typed (`entered`; its
 * validity may still be missing), or a number whose validity has passed (`expired`).
 */
export type EwayBillState = "not_needed" | "missing" | "entered" | "expired";

export function ewayBillState(input: {
  required: boolean;
  number: string | null;
  validUntil: Date | null;
  now?: Date;
}): EwayBillState {
  if (!input.number) return input.required ? "missing" : "not_needed";
  if (input.validUntil && input.validUntil.getTime() < (input.now ?? new Date()).getTime()) return "expired";
  return "entered";
}
