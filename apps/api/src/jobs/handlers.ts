import type { EventOf } from "@roshni/core";
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
export function createJobHandlers({ services }: JobHandlerDeps): {
  table: JobTable;
  subscriptions: Subscriptions;
} {
  const table: JobTable = {
    // The PDF of a GST document numbered in a committed transaction (proforma at placing, tax invoice at
    // dispatch, credit note, e-invoice print), stored under the key its row names. A download that comes
    // first renders the same file; a second run finds it stored and does nothing.
    "document.render": {
      retries: 8,
      retryDelaySeconds: 5,
      leaseSeconds: 5 * 60,
      concurrency: 2,
      run: async (payload) => {
        const { documentId } = payload as EventOf<"document.issued">;
        await services.documentFiles.render(documentId);
      },
    },
  };
  const subscriptions: Subscriptions = {
    "document.issued": ["document.render"],
  };
  return { table, subscriptions };
}
