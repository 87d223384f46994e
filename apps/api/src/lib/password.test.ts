import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

// Each scrypt call costs about a second and 128 MiB, so the suite hashes once and reuses it.
let stored: string;
beforeAll(async () => {
  stored = await hashPassword("Lighting@2026");
});

describe("password hashing", () => {
  it("stores scrypt N=2^17, r=8, p=1 with a 32-byte salt and a 64-byte key", () => {
    const [prefix, logN, r, p, salt, hash] = stored.split("$");
    expect([prefix, logN, r, p]).toEqual(["scrypt", "17", "8", "1"]);
    expect(Buffer.from(salt ?? "", "base64")).toHaveLength(32);
    expect(Buffer.from(hash ?? "", "base64")).toHaveLength(64);
  });

  it("accepts the right password and refuses a wrong one", async () => {
    expect(await verifyPassword("Lighting@2026", stored)).toBe(true);
    expect(await verifyPassword("lighting@2026", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts every hash, so the same password never gives the same stored value", async () => {
    const [a, b] = await Promise.all([hashPassword("same secret"), hashPassword("same secret")]);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same secret", a)).toBe(true);
    expect(await verifyPassword("same secret", b)).toBe(true);
  });

  it("refuses malformed or tampered stored values instead of throwing", async () => {
    const parts = stored.split("$");
    expect(await verifyPassword("Lighting@2026", "")).toBe(false);
    expect(await verifyPassword("Lighting@2026", "plain-text-password")).toBe(false);
    expect(await verifyPassword("Lighting@2026", ["bcrypt", ...parts.slice(1)].join("$"))).toBe(false);
    expect(
      await verifyPassword("Lighting@2026", [...parts.slice(0, 1), "30", ...parts.slice(2)].join("$")),
    ).toBe(false);
    const flipped = Buffer.from(parts[5] ?? "", "base64");
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(
      await verifyPassword("Lighting@2026", [...parts.slice(0, 5), flipped.toString("base64")].join("$")),
    ).toBe(false);
  });
});
