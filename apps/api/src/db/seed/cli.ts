import { mkdir } from "node:fs/promises";
import { isAbsolute, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { dataPaths, loadEnv, REPO_ROOT } from "../../env";
import { fileStorageFromEnv } from "../../lib/file-storage";
import { openDatabase } from "../client";
import { runMigrations } from "../migrate";
import { hasProducts, isSeeded, seedDemo } from "./index";

/**
 * `npm run seed [-- --reset]`: migrates and fills the database named by DATABASE_URL (or the PGlite
 * folder under DATA_DIR) with the demo shop of SEED_PRODUCTS products (12,000 by default; 100,000 for
 * benchmarks). A database that already has products is left alone unless `--reset` empties it first.
 * With NODE_ENV=production only the demo catalogue is added (never the demo accounts, whose password the
 * README publishes) and `--reset` is refused.
 */
async function main(): Promise<void> {
  const reset = process.argv.includes("--reset");
  const env = loadEnv();
  const production = env.NODE_ENV === "production";
  if (production && reset) {
    console.error("Refusing to empty a production database: `--reset` is for development databases only.");
    process.exitCode = 1;
    return;
  }
  const products = Number(process.env.SEED_PRODUCTS ?? 12_000);
  if (!Number.isInteger(products) || products < 1) {
    throw new Error(`SEED_PRODUCTS must be a positive whole number, got '${process.env.SEED_PRODUCTS}'`);
  }
  const dataDirSetting = process.env.DATA_DIR || "./data";
  const dataDir = isAbsolute(dataDirSetting) ? dataDirSetting : resolve(REPO_ROOT, dataDirSetting);
  const paths = dataPaths(dataDir);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  await mkdir(paths.storage, { recursive: true });

  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: paths.pglite });
  try {
    await runMigrations(handle);
    let fresh = !(await isSeeded(handle.db));
    if (!fresh && (reset || (await hasProducts(handle.db)))) {
      if (!reset) {
        console.info("The database already holds a catalogue; run `npm run seed -- --reset` to replace it.");
        return;
      }
      console.info("Emptying every table…");
      // All application tables of the public schema but the search's synonyms (the shop's own list) and
      // the catalogue version (raised after the seed); drizzle's migration journal lives in its own schema.
      await handle.db.execute(sql`
        do $$
        declare tables text;
        begin
          select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables
          from pg_tables where schemaname = 'public'
            and tablename not in ('search_synonyms', 'catalogue_version');
          if tables is not null then
            execute 'truncate table ' || tables || ' restart identity cascade';
          end if;
        end $$;
      `);
      await handle.db.execute(sql`alter sequence order_number_seq restart`);
      fresh = true;
    }
    console.info(`Seeding ${products} products into ${databaseUrl ? "PostgreSQL" : paths.pglite}…`);
    const summary = await seedDemo(handle.db, {
      products,
      images: true,
      // A shop that already has its website (started once) gets the catalogue only: its accounts stay.
      demoAccounts: fresh && !production,
      storage: fileStorageFromEnv(env, paths.storage),
    });
    console.info(
      `Seeded ${summary.products} products, ${summary.categories} categories, ${summary.customers} demo accounts, ` +
        `${summary.coupons} coupons and ${summary.images} images (in ${paths.storage}) in ${(summary.durationMs / 1000).toFixed(1)} s.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
