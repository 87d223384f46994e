// Separators people type inside a phone number; anything else (letters, '#', extensions) is refused.
const SEPARATORS = /[\s\-.()/]/g;

/**
 * An Indian phone number in E.164 (`+91` and the 10-digit national number), or null when it is not one.
 *
 * Accepts a mobile number (10 digits starting 6-9) with or without `+91`, `91`, `0091` or the trunk `0`,
 * and a landline written with its STD code, either after the trunk `0` (`011-23456789`) or after the
 * country code (`+91 11 2345 6789`). A bare 10-digit number starting 1-5 is refused: without the trunk
 * `0` it cannot be told apart from a mistyped mobile number.
 */
export function normalizeIndianPhone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, "");
  if (!/^\+?[0-9]+$/.test(compact)) return null;

  let national: string;
  let hadPrefix = true;
  if (compact.startsWith("+")) {
    if (!compact.startsWith("+91")) return null;
    national = compact.slice(3);
  } else if (compact.startsWith("0091")) {
    national = compact.slice(4);
  } else if (compact.length === 12 && compact.startsWith("91")) {
    national = compact.slice(2);
  } else if (compact.startsWith("0")) {
    national = compact.slice(1);
  } else {
    national = compact;
    hadPrefix = false;
  }
  // '+91 (0) 11…' carries both the country code and the trunk zero.
  if (hadPrefix && national.length === 11 && national.startsWith("0")) national = national.slice(1);

  if (!/^[1-9][0-9]{9}$/.test(national)) return null;
  const isMobile = /^[6-9]/.test(national);
  if (!isMobile && !hadPrefix) return null;
  return `+91${national}`;
}
