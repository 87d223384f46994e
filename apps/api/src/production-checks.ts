import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "./db/client";
import { staff } from "./db/schema";
import { DEMO_PASSWORD } from "./db/seed/shop-content";
import { ProductionRefusal } from "./env";
import { verifyPassword } from "./lib/password";

/** How a production operator creates the first owner (README, "Running the shop for real"). */
export const CREATE_OWNER_COMMAND = 'npm run create-owner -- --email you@yourshop.in --name "Your Name"';

/**
 * Emails of the active staff accounts whose password is the published demo one. One scrypt per account,
 * one after the other (about a quarter of a second each), so a shop's few dozen staff take seconds once
 * at start and never fill the sign-in hash queue.
 */
export async function staffWithDemoPassword(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ email: staff.email, passwordHash: staff.passwordHash })
    .from(staff)
    .where(eq(staff.disabled, false))
    .orderBy(asc(staff.id));
  const found: string[] = [];
  for (const row of rows) {
    if (await verifyPassword(DEMO_PASSWORD, row.passwordHash)) found.push(row.email);
  }
  return found;
}

/** Refuses a production start while any active staff account signs in with the published demo password. */
export async function assertNoDemoPassword(db: Executor): Promise<void> {
  const emails = await staffWithDemoPassword(db);
  if (emails.length === 0) return;
  throw new ProductionRefusal(
    emails.map(
      (email) =>
        `Refusing to start in production: the staff account ${email} still has the demo password published in the README; disable or delete it (for example from the back office of a development start on the same database) before starting in production.`,
    ),
  );
}

export async function hasActiveOwner(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, "owner"), eq(staff.disabled, false)))
    .limit(1);
  return row !== undefined;
}
