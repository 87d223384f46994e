// Six digits; the first is the postal zone 1-9 (zone 9 is the Army Postal Service), never 0.
const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

/** An Indian postal index number: 6 digits, the first not 0. */
export function isValidPincode(pincode: string): boolean {
  return PINCODE_PATTERN.test(pincode);
}
