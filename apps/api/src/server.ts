import { mkdir } from "node:fs/promises";
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import { isSeeded, seedDemo, seedDemoStaff } from "./db/seed";
import { printDemoNotice } from "./demo-notice";
import { dataPaths, EnvError, loadEnv, ProductionRefusal } from "./env";
import { fileStorageFromEnv } from "./lib/file-storage";
import { withLocalGateway } from "./lib/local-gateway";
import { assertNoDemoPassword, CREATE_OWNER_COMMAND, hasActiveOwner } from "./production-checks";

/**
 * Starts the API: environment, database (PGlite in DATA_DIR, or DATABASE_URL), migrations, the shop's
 * first rows on first start (the demo catalogue and demo accounts outside production only), the
 * production checks, then listen. SIGINT/SIGTERM close the server (in-flight requests finish) and then
 * the database, so PGlite's files are left consistent; within SHUTDOWN_TIMEOUT_MS, else exit 1.
 *
 * PROCESS_ROLE: `all` serves requests and runs jobs; `api` serves requests only; `worker` runs jobs only
 * and listens on API_PORT for its supervisor's probes alone (`workerProbes`), so that no load balancer
 * can take it for a shop process. A stopping worker lets its running jobs finish (up to half of
 * SHUTDOWN_TIMEOUT_MS; a job cut off after that is failed and retried by another worker).
 */
async function main(): Promise<void> {
  printDemoNotice();
  const loaded = loadEnv();
  // Workers and requests-only processes use what the environment names; one process runs the local gateway.
  const local =
    loaded.PROCESS_ROLE === "worker"
      ? { env: loaded, gateway: null, note: null }
      : await withLocalGateway(loaded);
  const env = local.env;
  const production = env.NODE_ENV === "production";
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
  let probes: FastifyInstance | undefined;
  let closing: Promise<void> | undefined;

  const close = async () => {
    try {
      await probes?.close();
      await app?.close();
      await local.gateway?.close();
    } finally {
      await handle.close();
    }
  };
  /**
   * Closes once, bounded: a database that went away first can leave a query (or the pool's end) waiting
   * forever, and a process that never exits is worse for a supervisor than one that exits with an error.
   */
  const shutdown = (reason: string): Promise<void> => {
    closing ??= new Promise<void>((resolve, reject) => {
      app?.log.info({ reason }, "shutting down");
      const timer = setTimeout(() => {
        reject(
          new Error(
            `Shutdown did not finish within ${env.SHUTDOWN_TIMEOUT_MS} ms (the database may have gone away); exiting.`,
          ),
        );
      }, env.SHUTDOWN_TIMEOUT_MS);
      close().then(
        () => {
          clearTimeout(timer);
          resolve();
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
    return closing;
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      shutdown(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          if (app) app.log.error(error instanceof Error ? error.message : String(error));
          else console.error(error instanceof Error ? error.message : error);
          process.exit(1);
        },
      );
    });
  }

  try {
    await runMigrations(handle);
    if (!(await isSeeded(handle.db))) {
      const catalogue = env.SEED_DEMO_CATALOGUE;
      console.info(
        catalogue
          ? `Seeding the demo catalogue (${env.SEED_PRODUCTS} products, with images)…`
          : "Creating the shop's website, customer groups, categories and settings (no demo catalogue)…",
      );
      const summary = await seedDemo(handle.db, {
        products: env.SEED_PRODUCTS,
        images: true,
        catalogue,
        // The demo accounts share a password printed in the README: whoever reads it would own the shop.
        demoAccounts: !production,
        eInvoiceEnabled: env.SEED_E_INVOICE_ENABLED,
        storage: fileStorageFromEnv(env, paths.storage),
      });
      console.info(
        `Seeded ${summary.products} products, ${summary.images} images, ${summary.customers} demo accounts in ${(summary.durationMs / 1000).toFixed(1)} s.`,
      );
    } else if (!production) {
      const added = await seedDemoStaff(handle.db);
      if (added > 0) console.info(`Added ${added} demo staff accounts for the back office.`);
    }
    if (production) await assertNoDemoPassword(handle.db);
    app = await buildApp({
      env,
      db: handle.db,
      storageDir: paths.storage,
      logger: { level: env.LOG_LEVEL },
    });
    if (production && !(await hasActiveOwner(handle.db))) {
      app.log.warn(
        `No owner account yet: create the first one with \`${CREATE_OWNER_COMMAND}\` (same environment as the API), then sign in at ${new URL("/admin/login", env.PUBLIC_WEB_URL)}.`,
      );
    }
    if (env.PROCESS_ROLE === "worker") {
      // Runs the jobs (onReady starts the worker) without the shop's routes on any port.
      await app.ready();
      probes = workerProbes(app);
      await probes.listen({ port: env.API_PORT, host: env.HOST });
      app.log.info(`Worker: running jobs; probes on port ${env.API_PORT} (no shop routes).`);
      return;
    }
    // The catalogue's search index is built before the first buyer arrives (seconds at 100,000 products).
    await app.deps.catalogueSearch.warm();
    const search = app.deps.catalogueSearch.status();
    app.log.info(
      `Catalogue search: ${search.products} products, ${search.vocabulary} words, built in ${search.buildMs} ms.`,
    );
    await app.listen({ port: env.API_PORT, host: env.HOST });
    if (local.note) app.log.info(local.note);
  } catch (error) {
    await shutdown("startup failure").catch(() => {});
    throw error;
  }
}

/**
 * What a worker answers on API_PORT: /healthz (alive, for a supervisor that restarts it) and /readyz
 * always 503, so that a load balancer checking readiness never sends it a buyer; everything else 404.
 */
function workerProbes(app: FastifyInstance): FastifyInstance {
  const probes = Fastify({ loggerInstance: app.log });
  probes.get("/healthz", async () => ({ status: "ok", role: "worker" }));
  probes.get("/readyz", async (_request, reply) =>
    reply.code(503).send({
      ok: false,
      statusCode: 503,
      data: {
        error: { code: "NOT_READY", message: "This process runs jobs only; it takes no shop traffic." },
      },
    }),
  );
  return probes;
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof ProductionRefusal ? error.message : error);
  process.exit(1);
});
