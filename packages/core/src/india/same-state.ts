import { stateOfGstin } from "./gstin";
import { type IndianState, stateByCode, stateByGstCode, stateByName } from "./states";

/** Resolves a GSTIN, a state name, an ISO code ('DL') or a GST code ('07') to a state. */
export function resolveIndianState(value: string): IndianState | undefined {
  const trimmed = value.trim();
  if (trimmed.length === 15) return stateOfGstin(trimmed.toUpperCase());
  if (/^[0-9]{2}$/.test(trimmed)) return stateByGstCode(trimmed);
  if (/^[A-Za-z]{2}$/.test(trimmed)) return stateByCode(trimmed);
  return stateByName(trimmed);
}

/**
 * Whether two places are in the same state or union territory, which decides the GST split: the same
 * state pays CGST + SGST, different states pay IGST. False when either side cannot be resolved, so an
 * unknown place is taxed as inter-state.
 */
export function isSameState(a: string, b: string): boolean {
  const first = resolveIndianState(a);
  const second = resolveIndianState(b);
  return first !== undefined && second !== undefined && first.code === second.code;
}
