import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { ApiError } from "../lib/errors";

/**
 * GET /healthz: the process answers (a load balancer's liveness probe).
 * GET /readyz: the database answers too (readiness: send traffic here). Neither needs the website header.
 */
export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get("/healthz", async () => ({ status: "ok" }));

  app.get("/readyz", async (request) => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, "database not reachable");
      throw new ApiError(503, "NOT_READY", "The database is not reachable yet.");
    }
    return { status: "ready" };
  });
}
