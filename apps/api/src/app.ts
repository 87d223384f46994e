import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Db } from "./db/client";
import type { Env } from "./env";
import { createJobHandlers } from "./jobs/handlers";
import { createJobQueue, type JobQueue } from "./jobs/queue";
import { type FileStorage, fileStorageFromEnv } from "./lib/file-storage";
import { configurePasswordHashing } from "./lib/password";
import { registerModules } from "./modules";
import { registerAdminRoutes } from "./modules/admin/routes";
import { type CatalogueSearch, createCatalogueSearch } from "./modules/catalogue/search/catalogue-search";
import { setupAuth } from "./plugins/auth";
import { setupEnvelope } from "./plugins/envelope";
import { registerHealth } from "./plugins/health";
import { registerOpenApi } from "./plugins/openapi";
import { clientErrorHandler, frameworkErrors } from "./plugins/protocol-errors";
import { registerRateLimit } from "./plugins/rate-limit";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerStorage } from "./plugins/storage";
import { setupWebsite } from "./plugins/website";
import { createServices, type Services } from "./services";

/**
 * What services reach through `app.deps`: configuration, the database, the folder behind /storage, and
 * the catalogue's search (one per process, shared by every route set that reads or writes products).
 */
export interface AppDeps {
  env: Env;
  db: Db;
  storageDir: string;
  /** Every stored file (images, imports, GST documents) goes through this: the disk or S3 (FILE_STORAGE). */
  fileStorage: FileStorage;
  catalogueSearch: CatalogueSearch;
  /** The job queue: writers emit events into it; workers run what the handler table says. */
  jobs: JobQueue;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every service, built once by the composition root (services.ts) for the store and admin routes. */
    services: Services;
  }
}

export interface BuildAppOptions extends Omit<AppDeps, "catalogueSearch" | "fileStorage" | "jobs"> {
  /** Default: the one the configuration names (fileStorageFromEnv). */
  fileStorage?: FileStorage;
  /** false (tests), true, or pino options such as `{ level: "info" }`. */
  logger?: boolean | object;
}

function trustProxyOption(value: string): boolean | string {
  if (value === "true") return true;
  if (value === "false" || value === "") return false;
  return value;
}

/**
 * Builds the API without listening (server.ts listens; tests call `app.inject`). Order matters: the
 * envelope first (validator, serializer, error and 404 handlers), OpenAPI before any route so that it sees
 * them all, then the request hooks (website, then auth, which needs the website), then the routes: the
 * store's under /v1 and the back office's under /v1/admin, both over the one set of services.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, db, storageDir } = options;
  const app = Fastify({
    logger: (options.logger ?? false) as FastifyServerOptions["logger"],
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
  });
  const catalogueSearch = createCatalogueSearch(db, {
    syncMs: env.CATALOGUE_SYNC_MS,
    onError: (error) => app.log.error({ err: error }, "catalogue search: rebuilding the index failed"),
  });
  const fileStorage = options.fileStorage ?? fileStorageFromEnv(env, storageDir);
  const jobs = createJobQueue({
    db,
    log: app.log,
    pollSeconds: env.JOB_POLL_SECONDS,
    superviseSeconds: env.JOB_SUPERVISE_SECONDS,
  });
  const deps: AppDeps = { env, db, storageDir, fileStorage, catalogueSearch, jobs };
  app.decorate("deps", deps);
  app.addHook("onClose", async () => catalogueSearch.close());
  const services = createServices({ env, db, catalogueSearch, fileStorage, jobs });
  app.decorate("services", services);
  const handlers = createJobHandlers({ deps, services, log: app.log });
  jobs.setHandlers(handlers.table, handlers.subscriptions);
  await jobs.start();
  // Tests run jobs with `drain()`; a requests-only process leaves them to the workers.
  if (env.NODE_ENV !== "test" && env.PROCESS_ROLE !== "api") {
    app.addHook("onReady", async () => jobs.startWorking());
  }
  // After the server has stopped taking requests: a job a request enqueued is not lost, it waits in the table.
  app.addHook("onClose", async () => jobs.stop(env.SHUTDOWN_TIMEOUT_MS / 2));
  configurePasswordHashing({ concurrency: env.PASSWORD_HASH_CONCURRENCY, queue: env.PASSWORD_HASH_QUEUE });

  setupEnvelope(app, {
    responseChecks: env.NODE_ENV === "test" ? "strict" : env.NODE_ENV === "development" ? "warn" : "off",
  });
  await registerSecurityHeaders(app, env);
  await registerOpenApi(app);
  await registerRateLimit(app, env, db);
  await app.register(fastifyCookie);
  setupWebsite(app, db);
  setupAuth(app, db, env.JWT_SECRET);

  registerHealth(app, db);
  registerStorage(app, fileStorage);
  await registerModules(app);
  await registerAdminRoutes(app);
  return app;
}
