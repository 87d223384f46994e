import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "./client";

/**
 * Raises the catalogue's version (one row, `catalogue_version`) and returns the new one. Every API
 * process's search compares it with the version its index was built from, so a catalogue write made
 * anywhere (a back-office process, the seed) reaches every process. Call it in the writing transaction.
 */
export async function bumpCatalogueVersion(db: Executor): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`insert into catalogue_version (id, version) values (1, 1)
      on conflict (id) do update set version = catalogue_version.version + 1, changed_at = now()
      returning version`,
  );
  return row?.version ?? 0;
}

/** The catalogue's current version (0 before any change). */
export async function readCatalogueVersion(db: Executor): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`select version from catalogue_version where id = 1`,
  );
  return row?.version ?? 0;
}
