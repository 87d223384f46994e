import {
  adminJobPageSchema,
  adminJobSchema,
  adminJobSummarySchema,
  adminJobsQuerySchema,
  jobIdParamsSchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { actorOf, adminAccess, STAFF_SECURITY } from "../../lib/admin-access";
import { documentedErrors } from "../../plugins/openapi";
import { jobSummary, listJobs, retryJob } from "./service";

/** `/v1/admin/jobs`: the owner's view of the job queue (what runs after a write) and the retry of a failed job. */
const jobRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, jobs } = app.deps;
  const tags = ["admin: jobs"];

  app.get(
    "/jobs",
    {
      config: adminAccess("shop.admin"),
      schema: {
        tags,
        summary: "Jobs newest first, by state and kind (keyset paging), with tries, last error and progress",
        security: STAFF_SECURITY,
        querystring: adminJobsQuerySchema,
        response: { 200: adminJobPageSchema },
      },
    },
    async (request) => listJobs(db, request.query),
  );

  app.get(
    "/jobs/summary",
    {
      config: adminAccess("shop.admin"),
      schema: {
        tags,
        summary: "How many jobs are in each state (the dashboard's failed count), and the job kinds",
        security: STAFF_SECURITY,
        response: { 200: adminJobSummarySchema },
      },
    },
    async () => jobSummary(db, jobs),
  );

  app.post(
    "/jobs/:id/retry",
    {
      config: adminAccess("shop.admin"),
      schema: {
        tags,
        summary: "Try a failed job once more (audited job.retry)",
        security: STAFF_SECURITY,
        params: jobIdParamsSchema,
        response: {
          200: adminJobSchema,
          ...documentedErrors({ 404: "JOB_NOT_FOUND", 409: "JOB_NOT_FAILED: only a failed job is retried" }),
        },
      },
    },
    async (request) => retryJob(db, jobs, actorOf(request), request.params.id),
  );
};

export default jobRoutes;
