import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "./client";

/**
 * Raises the catalogue's version (one row, `catalogue_version`), records in `catalogue_changes` which
 * products the change touched (null: everything may have), and returns the new version. Every API
 * process's search follows the log from the version its index has, so a catalogue write made anywhere
 * (a back-office process, the seed, an import worker) reaches every process.
 *
 * One statement: the upsert locks the version row until the writer commits, so versions become visible
 * in their order and a reader never sees version n+1 before n.
 */
export async function bumpCatalogueVersion(
  db: Executor,
  productIds: readonly number[] | null = null,
): Promise<number> {
  const ids = productIds === null ? null : `{${[...new Set(productIds)].map(Math.trunc).join(",")}}`;
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`with bumped as (
        insert into catalogue_version (id, version) values (1, 1)
        on conflict (id) do update set version = catalogue_version.version + 1, changed_at = now()
        returning version
      )
      insert into catalogue_changes (version, product_ids)
      select version, ${ids}::integer[] from bumped
      on conflict (version) do update set product_ids = excluded.product_ids, changed_at = now()
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

/**
 * The changes after `since`, oldest first. `complete` is false when rows are missing (pruned, or written
 * before the log existed): the reader must then rebuild from the whole catalogue.
 */
export async function readCatalogueChanges(
  db: Executor,
  since: number,
  limit: number,
): Promise<{ version: number; productIds: number[] | null; complete: boolean }> {
  const current = await readCatalogueVersion(db);
  if (current <= since) return { version: current, productIds: [], complete: true };
  if (current - since > limit) return { version: current, productIds: null, complete: false };
  const rows = await queryRows<{ version: number; product_ids: number[] | null }>(
    db,
    sql`select version, product_ids from catalogue_changes where version > ${since} and version <= ${current}
      order by version`,
  );
  if (rows.length !== current - since || rows.some((row) => row.product_ids === null)) {
    return { version: current, productIds: null, complete: rows.length === current - since };
  }
  const ids = new Set<number>();
  for (const row of rows) for (const id of row.product_ids ?? []) ids.add(id);
  return { version: current, productIds: [...ids], complete: true };
}

/** Forgets log rows older than `keepSeconds` (a process further behind rebuilds its whole index). */
export async function pruneCatalogueChanges(db: Executor, keepSeconds: number): Promise<void> {
  await db.execute(
    sql`delete from catalogue_changes where changed_at < now() - make_interval(secs => ${keepSeconds})
      and version < (select version from catalogue_version where id = 1)`,
  );
}
