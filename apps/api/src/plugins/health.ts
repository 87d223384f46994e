import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { ApiError } from "../lib/errors";
import { documentedErrors } from "./openapi";

/**
 * GET /healthz: the process answers (a load balancer's liveness probe).
 * GET /readyz: the database answers too (readiness: send traffic here). Neither needs the website header.
 */
export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get(
    "/healthz",
    {
      schema: {
        tags: ["operations"],
        summary: "The process answers (liveness)",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  const readySchema = {
    tags: ["operations"],
    summary: "The database answers too (readiness)",
    response: {
      200: z.object({ status: z.literal("ready") }),
      ...documentedErrors({ 503: "NOT_READY: the database is not reachable" }),
    },
  };
  app.get("/readyz", { schema: readySchema }, async (request) => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, "database not reachable");
      throw new ApiError(503, "NOT_READY", "The database is not reachable yet.");
    }
    return { status: "ready" as const };
  });
}
