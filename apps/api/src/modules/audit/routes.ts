import { adminAuditQuerySchema, auditPageSchema } from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminAccess, STAFF_SECURITY } from "../../lib/admin-access";
import { listAudit } from "./service";

/** `GET /v1/admin/audit`: read-only; nothing in the API edits the log. */
const auditRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/audit",
    {
      config: adminAccess("shop.admin"),
      schema: {
        tags: ["admin: audit"],
        summary: "The audit log of staff writes, newest first (keyset paging)",
        security: STAFF_SECURITY,
        querystring: adminAuditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => listAudit(app.deps.db, request.query),
  );
};

export default auditRoutes;
