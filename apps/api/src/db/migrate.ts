import { fileURLToPath } from "node:url";
import type { MigrationConfig } from "drizzle-orm/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle, Schema } from "./client";

/** apps/api/drizzle, where `drizzle-kit generate` writes the committed SQL migrations. */
export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** Applies every pending migration; safe to call at each start (applied ones are recorded and skipped). */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config: MigrationConfig = { migrationsFolder };
  // Each driver ships its own migrator typed to its own database class; `openDatabase` built the
  // matching one, so the narrowing below only restores the type `Db` widened.
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, config);
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDatabase<Schema>, config);
  }
}
