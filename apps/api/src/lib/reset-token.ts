import { createHash } from "node:crypto";

/**
 * SHA-256 of a password-reset link's token, for buyers' and staff's links alike: the tables hold only
 * this, so reading them gives no working link.
 */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
