import { type IndianState, stateByGstCode } from "./states";

const GSTIN_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

// state code (2 digits) · PAN (5 letters, 4 digits, 1 letter) · entity number (1-9, A-Z) · 'Z' · check char
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN from its first 14 characters (the GSTN's mod-36 scheme):
 *   for each char c_i (i = 0..13), v_i = index of c_i in 0-9A-Z, w_i = 1 when i is even else 2,
 *   p_i = v_i × w_i, contribution = ⌊p_i / 36⌋ + (p_i mod 36);
 *   check = alphabet[(36 − (Σ contributions mod 36)) mod 36].
 * Throws when the input is not 14 characters of 0-9A-Z, since no check character exists for it.
 */
export function gstinCheckChar(first14: string): string {
  const body = first14.toUpperCase();
  if (body.length !== 14) throw new RangeError(`A GSTIN body has 14 characters, got ${body.length}.`);
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_ALPHABET.indexOf(body.charAt(i));
    if (value < 0) throw new RangeError(`'${body.charAt(i)}' cannot appear in a GSTIN.`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** Upper-cases and removes spaces, the two differences a buyer's typing adds to a GSTIN. */
export function normalizeGstin(gstin: string): string {
  return gstin.replace(/\s+/g, "").toUpperCase();
}

/**
 * A GSTIN is valid when it has the 15-character layout, opens with the GST code of an existing state or
 * union territory, and ends with the right check character. Expects upper case (see `normalizeGstin`).
 */
export function isValidGstin(gstin: string): boolean {
  if (!GSTIN_PATTERN.test(gstin)) return false;
  if (!stateByGstCode(gstin.slice(0, 2))) return false;
  return gstinCheckChar(gstin.slice(0, 14)) === gstin.charAt(14);
}

/** The state a valid GSTIN is registered in. */
export function stateOfGstin(gstin: string): IndianState | undefined {
  return isValidGstin(gstin) ? stateByGstCode(gstin.slice(0, 2)) : undefined;
}

/** The PAN embedded in a valid GSTIN (characters 3 to 12). */
export function panOfGstin(gstin: string): string | undefined {
  return isValidGstin(gstin) ? gstin.slice(2, 12) : undefined;
}
