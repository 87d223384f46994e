import fastifySwagger, { type SwaggerTransform } from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

const DOCS_PREFIX = "/v1/docs";

// The `website` header is required on every /v1 call but declared by no route schema (the website
// plugin checks it), so the document adds it to each operation that has no header schema of its own.
const websiteHeaderSchema = {
  type: "object",
  properties: { website: { type: "string", enum: ["wholesale"], description: "The storefront calling." } },
  required: ["website"],
};

const transform: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = transformed.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide || !document.url.startsWith("/v1/") || schema.headers) return transformed;
  return { ...transformed, schema: { ...schema, headers: websiteHeaderSchema } };
};

/**
 * OpenAPI from the routes' zod schemas, at GET /v1/openapi.json, browsable at /v1/docs. Registered before
 * the modules so that every route is seen.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Roshni Lighting wholesale API",
        description:
          "The storefront's /v1 API and the back office's /v1/admin API (session cookie; writes need an Origin " +
          "header of the shop). Every answer is an envelope: `{ ok: true, statusCode, data }` on success, " +
          "`{ ok: false, statusCode, data: { error: { code, message, fields? } } }` on failure; the schemas " +
          "below describe `data`. Money is in rupees with at most 2 decimals.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          // The back office (/v1/admin): the HttpOnly session cookie set by POST /v1/admin/auth/login.
          staffCookie: { type: "apiKey", in: "cookie", name: "roshni_staff" },
        },
      },
      security: [{ bearerAuth: [] }],
    },
    transform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });

  app.get("/v1/openapi.json", { schema: { hide: true } }, async (_request, reply) => {
    // A string: sent as is, outside the envelope, as OpenAPI tools expect.
    return reply.type("application/json; charset=utf-8").send(JSON.stringify(app.swagger()));
  });
}
