import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../app";
import type { Services } from "../services";
import type { JobTable, Subscriptions } from "./queue";

export interface JobHandlerDeps {
  deps: AppDeps;
  services: Services;
  log: FastifyBaseLogger;
}

/**
 * What happens after a write, in one place: for each event a writer emits, the job kinds it starts
 * (`subscriptions`), and for each job kind, what it does and how it is retried (`table`). Jobs run after
 * the writer's transaction has committed, in a worker process, each at least once: every job here is
 * written so that running it twice leaves the same result.
 */
export function createJobHandlers(_: JobHandlerDeps): { table: JobTable; subscriptions: Subscriptions } {
  const table: JobTable = {};
  const subscriptions: Subscriptions = {};
  return { table, subscriptions };
}
