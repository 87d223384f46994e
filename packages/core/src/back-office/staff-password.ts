/** The shortest password a staff account may have. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/**
 * Why a new staff password is refused (a sentence to show the person), or null when it is acceptable:
 * at least 12 characters and neither the account's email (or the part before the @) nor the shop's
 * name inside it, whatever the case.
 */
export function staffPasswordProblem(
  password: string,
  context: { email: string; shopName?: string },
): string | null {
  if ([...password].length < STAFF_PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.`;
  }
  const lower = password.toLowerCase();
  const email = context.email.trim().toLowerCase();
  const localPart = email.split("@")[0] ?? "";
  if (email !== "" && (lower.includes(email) || (localPart.length >= 3 && lower.includes(localPart)))) {
    return "The password must not contain your email address.";
  }
  const shop = context.shopName?.trim().toLowerCase() ?? "";
  const shopCompact = shop.replace(/\s+/g, "");
  if (shop !== "" && (lower.includes(shop) || (shopCompact !== "" && lower.includes(shopCompact)))) {
    return "The password must not contain the shop's name.";
  }
  return null;
}
