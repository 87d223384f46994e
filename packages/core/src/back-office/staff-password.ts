import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The rule for a staff member's new password (NIST SP 800-63B: length and a list of known passwords, no
 * composition rules). The list is zxcvbn-ts's `passwords-common` (about 49,000 passwords seen most often
 * in breaches), shipped as plain data in a maintained npm package: checking it needs no file, no network
 * and no I/O, so the whole rule lives here and the API, the back office's forms and the owner-creating
 * command refuse the same passwords with the same sentence.
 */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;

/** Words of a company name that say nothing about this shop and so are allowed in a password. */
const LEGAL_WORDS = new Set([
  "pvt",
  "private",
  "ltd",
  "limited",
  "llp",
  "inc",
  "co",
  "company",
  "and",
  "the",
  "of",
]);

/** Pieces shorter than this (an email's local part `ra`, a shop word `co`) would refuse half of all passwords. */
const MIN_PERSONAL_PIECE = 3;

let commonPasswords: Set<string> | null = null;
function commonPasswordSet(): Set<string> {
  commonPasswords ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return commonPasswords;
}

/** Lower case with everything but letters and digits removed: `Roshni-Lighting` and `roshni lighting` match. */
function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

/**
 * Known when the password is on the list, or is a listed password padded with digits and symbols at
 * either end (`Password@2026!!`, `123456iloveyou`): the padding is the first thing a guesser adds. A
 * password of one short piece repeated (`abcabcabcabc`) or of at most four different characters counts
 * as known too: it is tried as early.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const list = commonPasswordSet();
  if (list.has(lower)) return true;
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  if (core.length >= 4 && list.has(core)) return true;
  if (new Set(lower).size <= 4) return true;
  return /^(.{1,6})\1+$/su.test(lower);
}

/** The words of the shop's name that identify it (`Roshni`, `Lighting`), and the whole name squashed. */
function shopPieces(shopName: string): string[] {
  const words = shopName
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_PERSONAL_PIECE + 1 && !LEGAL_WORDS.has(word));
  const whole = squash(shopName);
  return whole.length >= MIN_PERSONAL_PIECE ? [whole, ...words] : words;
}

/**
 * Why a new staff password is refused, as the sentence to show under the field, or null when it is
 * accepted: at least 12 characters, at most 128, not a known password, and not containing the account's
 * email, its local part, or the shop's name or one of its words (the first things tried against a shop's
 * staff).
 */
export function staffPasswordProblem(
  password: string,
  context: { email: string; shopName?: string },
): string | null {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
    return `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters: a few words in a row make a good password.`;
  }
  if (password.length > STAFF_PASSWORD_MAX_LENGTH) {
    return `Use at most ${STAFF_PASSWORD_MAX_LENGTH} characters.`;
  }
  const squashed = squash(password);
  const lower = password.toLowerCase();
  const email = context.email.trim().toLowerCase();
  const localPart = email.split("@")[0] ?? "";
  const emailPieces = [email, localPart, squash(localPart)].filter(
    (piece) => piece.length >= MIN_PERSONAL_PIECE,
  );
  if (emailPieces.some((piece) => lower.includes(piece) || squashed.includes(piece))) {
    return "Do not use your email address or its name part in the password.";
  }
  if (context.shopName !== undefined) {
    const pieces = shopPieces(context.shopName);
    if (pieces.some((piece) => squashed.includes(squash(piece)))) {
      return "Do not use the shop's name or a word of it in the password.";
    }
  }
  if (isCommonPassword(password)) {
    return "This password is one of the most common or has appeared in data breaches. Choose another.";
  }
  return null;
}
