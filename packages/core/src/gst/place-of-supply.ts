import { stateOfGstin } from "../india/gstin";
import { resolveIndianState } from "../india/same-state";
import { type IndianState, stateByGstCode } from "../india/states";

/** The shop is registered in Delhi: a supply whose place of supply is Delhi pays CGST + SGST. */
export const SHOP_STATE_GST_CODE = "07";

export interface PlaceOfSupply {
  /** The state's official name ("Maharashtra"). */
  name: string;
  /** Its two-digit GST code ("27"). */
  gstCode: string;
  /** Why this state: the delivery address's state, or the buyer's GSTIN state (bill-to / ship-to). */
  basis: "delivery" | "buyer-gstin";
  /** True for Delhi: CGST + SGST; otherwise IGST. */
  intraState: boolean;
}

export interface PlaceOfSupplyInput {
  /** The delivery address's state (a name, ISO code or GST code). */
  deliveryState: string;
  /** The buyer's GSTIN when registered (the address's, else the account's); null for an unregistered buyer. */
  buyerGstin?: string | null;
}

export interface PlaceOfSupplyDecision {
  place: PlaceOfSupply;
  delivery: IndianState;
  /** The state of a valid buyer GSTIN, when one is given. */
  gstinState: IndianState | null;
  /** The GSTIN's state differs from the delivery state: warn the buyer which state decides. */
  mismatch: boolean;
}

/** "Maharashtra (27)", the form every screen, mail and document prints. */
export function placeOfSupplyLabel(place: Pick<PlaceOfSupply, "name" | "gstCode">): string {
  return `${place.name} (${place.gstCode})`;
}

/**
 * The place of supply of goods that move (IGST Act s.10(1)(a)): where the movement ends, the delivery
 * state. When a registered buyer (GSTIN) has the goods delivered to another state, the supply is
 * bill-to / ship-to (s.10(1)(b)) and the place of supply is the buyer's registered state. Throws when the
 * delivery state is not an Indian state or union territory.
 */
export function decidePlaceOfSupply(input: PlaceOfSupplyInput): PlaceOfSupplyDecision {
  const delivery = resolveIndianState(input.deliveryState);
  if (!delivery) throw new RangeError(`'${input.deliveryState}' is not a state or union territory of India.`);
  const gstin = input.buyerGstin?.trim().toUpperCase() || null;
  const gstinState = gstin ? (stateOfGstin(gstin) ?? null) : null;
  const decider = gstinState ?? delivery;
  const place: PlaceOfSupply = {
    name: decider.name,
    gstCode: decider.gstCode,
    basis: gstinState && gstinState.gstCode !== delivery.gstCode ? "buyer-gstin" : "delivery",
    intraState: decider.gstCode === SHOP_STATE_GST_CODE,
  };
  return {
    place,
    delivery,
    gstinState,
    mismatch: gstinState !== null && gstinState.gstCode !== delivery.gstCode,
  };
}

/**
 * The warning a buyer sees when the GSTIN's state and the delivery state differ (a warning, not a
 * refusal): which state decides, and what that means for the tax.
 */
export function placeOfSupplyWarning(decision: PlaceOfSupplyDecision): string | null {
  if (!decision.mismatch || !decision.gstinState) return null;
  const gstinState = placeOfSupplyLabel(decision.gstinState);
  const delivery = placeOfSupplyLabel(decision.delivery);
  const tax = decision.place.intraState ? "CGST + SGST" : "IGST";
  return (
    `Your GSTIN is registered in ${gstinState}, but the goods go to ${delivery}. For a registered buyer ` +
    `the place of supply is the GSTIN's state (bill to ${gstinState}, ship to ${delivery}), so this order ` +
    `is taxed as a supply to ${decision.gstinState.name}: ${tax}. To be taxed for ${decision.delivery.name}, ` +
    `use a GSTIN registered there.`
  );
}

/** The state of a GST code, for documents that stored only the code. */
export function placeOfSupplyFromCode(gstCode: string): PlaceOfSupply | null {
  const state = stateByGstCode(gstCode);
  if (!state) return null;
  return {
    name: state.name,
    gstCode: state.gstCode,
    basis: "delivery",
    intraState: state.gstCode === SHOP_STATE_GST_CODE,
  };
}
