import { createHash, randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";

/** The issuer an authenticator app shows beside the account. */
const ISSUER = "Roshni Lighting back office";
const RECOVERY_CODES = 10;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/**
 * The time step of a valid 6-digit code, or null. One step (30 s) either side is allowed for clock
 * drift; a step at or before `afterTimeStep` (the last accepted one) is refused, so a code works once.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  afterTimeStep: number | null,
): Promise<number | null> {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  if (!result.valid) return null;
  // A TOTP result always carries its time step; the union type also covers HOTP's.
  return "timeStep" in result ? result.timeStep : null;
}

/** Ten codes like `k3x9q-7mw2p`, shown once; only their SHA-256 is stored. */
export function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: RECOVERY_CODES }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(code.trim().toLowerCase(), "utf8").digest("hex");
}
