import { mkdir } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import { isSeeded, seedDemo, seedDemoStaff } from "./db/seed";
import { dataPaths, EnvError, loadEnv } from "./env";
import { fileStorageFromEnv } from "./lib/file-storage";

/**
 * Starts the API: environment, database (PGlite in DATA_DIR, or DATABASE_URL), migrations, the demo
 * catalogue on first start, then listen. SIGINT/SIGTERM close the server (in-flight requests finish)
 * and then the database, so PGlite's files are left consistent.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const paths = dataPaths(env.DATA_DIR);
  await mkdir(paths.storage, { recursive: true });

  const handle: DatabaseHandle = await openDatabase(
    env.DATABASE_URL
      ? {
          databaseUrl: env.DATABASE_URL,
          onIdleError: (error) => app?.log.warn({ err: error.message }, "idle database connection ended"),
        }
      : { dataDir: paths.pglite },
  );
  let app: FastifyInstance | undefined;
  let closing = false;

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, "shutting down");
    try {
      await app?.close();
    } finally {
      await handle.close();
    }
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      shutdown(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }

  try {
    await runMigrations(handle);
    if (!(await isSeeded(handle.db))) {
      console.info(`Seeding the demo catalogue (${env.SEED_PRODUCTS} products, with images)…`);
      const summary = await seedDemo(handle.db, {
        products: env.SEED_PRODUCTS,
        images: true,
        eInvoiceEnabled: env.SEED_E_INVOICE_ENABLED,
        storage: fileStorageFromEnv(env, paths.storage),
      });
      console.info(
        `Seeded ${summary.products} products, ${summary.images} images in ${(summary.durationMs / 1000).toFixed(1)} s.`,
      );
    } else if (env.NODE_ENV !== "production") {
      const added = await seedDemoStaff(handle.db);
      if (added > 0) console.info(`Added ${added} demo staff accounts for the back office.`);
    }
    app = await buildApp({
      env,
      db: handle.db,
      storageDir: paths.storage,
      logger: { level: env.LOG_LEVEL },
    });
    // The catalogue's search index is built before the first buyer arrives (seconds at 100,000 products).
    await app.deps.catalogueSearch.warm();
    const search = app.deps.catalogueSearch.status();
    app.log.info(
      `Catalogue search: ${search.products} products, ${search.vocabulary} words, built in ${search.buildMs} ms.`,
    );
    await app.listen({ port: env.API_PORT, host: env.HOST });
  } catch (error) {
    await shutdown("startup failure").catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
