import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Db } from "./db/client";
import type { Env } from "./env";
import { registerModules } from "./modules";
import { registerAdminRoutes } from "./modules/admin/routes";
import { setupAuth } from "./plugins/auth";
import { setupEnvelope } from "./plugins/envelope";
import { registerHealth } from "./plugins/health";
import { registerOpenApi } from "./plugins/openapi";
import { registerRateLimit } from "./plugins/rate-limit";
import { registerStorage } from "./plugins/storage";
import { setupWebsite } from "./plugins/website";
import { createServices, type Services } from "./services";

/** What services reach through `app.deps`: configuration, the database, the folder behind /storage. */
export interface AppDeps {
  env: Env;
  db: Db;
  storageDir: string;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every service, built once by the composition root (services.ts) for the store and admin routes. */
    services: Services;
  }
}

export interface BuildAppOptions extends AppDeps {
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
  });
  app.decorate("deps", { env, db, storageDir });
  app.decorate("services", createServices({ env, db, storageDir }));

  setupEnvelope(app, {
    responseChecks: env.NODE_ENV === "test" ? "strict" : env.NODE_ENV === "development" ? "warn" : "off",
  });
  await registerOpenApi(app);
  await registerRateLimit(app, env);
  await app.register(fastifyCookie);
  setupWebsite(app, db);
  setupAuth(app, db, env.JWT_SECRET);

  registerHealth(app, db);
  registerStorage(app, storageDir);
  await registerModules(app);
  await registerAdminRoutes(app);
  return app;
}
