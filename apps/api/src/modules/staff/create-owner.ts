import { staffPasswordProblem } from "@roshni/core";
import { eq } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { auditLog, type ShopSettings, staff } from "../../db/schema";
import { SHOP_SETTINGS } from "../../db/seed/shop-content";
import { hashPassword } from "../../lib/password";
import { isUniqueViolation } from "../customers/service";
import { readShopSettings } from "../settings/read";

export interface NewOwner {
  /** Already trimmed and lower-cased (core's emailSchema). */
  email: string;
  name: string;
  password: string;
}

/** A refusal the command prints as it is: one sentence, no stack. */
export class OwnerRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OwnerRefused";
  }
}

const EMAIL_TAKEN = (email: string) =>
  `A staff account with the email ${email} already exists; choose another email.`;

/** The shop's name as the password policy sees it: the saved settings, else the defaults a start writes. */
export async function shopNameOf(db: Executor): Promise<string> {
  const settings: Partial<ShopSettings> | null = await readShopSettings(db);
  return settings?.tradeName ?? SHOP_SETTINGS.tradeName;
}

/**
 * Creates an owner account from the command line (the first owner of a production shop, or a new one when
 * every owner is locked out): the staff password policy, an existing email refused, the scrypt hash, and an
 * audit row whose actor is the system (no staff id). No second step yet: it is enrolled at first sign-in.
 */
export async function createOwnerAccount(db: Db, owner: NewOwner): Promise<{ id: number }> {
  const problem = staffPasswordProblem(owner.password, {
    email: owner.email,
    shopName: await shopNameOf(db),
  });
  if (problem) throw new OwnerRefused(problem);
  const [existing] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, owner.email));
  if (existing) throw new OwnerRefused(EMAIL_TAKEN(owner.email));
  const passwordHash = await hashPassword(owner.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staff)
        .values({ email: owner.email, name: owner.name, role: "owner", passwordHash })
        .returning();
      if (!row) throw new Error("The staff insert returned no row");
      await tx.insert(auditLog).values({
        staffId: null,
        action: "staff.create",
        entity: "staff",
        entityId: String(row.id),
        ip: null,
        before: null,
        after: { email: row.email, name: row.name, role: row.role, disabled: false, mfaEnabled: false },
      });
      return { id: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new OwnerRefused(EMAIL_TAKEN(owner.email));
    throw error;
  }
}
