import fastifySwagger, { type SwaggerTransform } from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { apiErrorSchema, TEXT_RULE_META_KEY, TEXT_RULE_PATTERNS } from "@roshni/core";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireCustomer } from "./auth";

const DOCS_PREFIX = "/v1/docs";

// The `website` header is required on every /v1 call but declared by no route schema (the website
// plugin checks it), so the document adds it to each operation that has no header schema of its own.
const websiteHeaderSchema = {
  type: "object",
  properties: { website: { type: "string", enum: ["wholesale"], description: "The storefront calling." } },
  required: ["website"],
};

type JsonSchema = Record<string, unknown>;

/** The failure envelope as JSON Schema, for one status. */
function failureEnvelope(statusCode: number, description: string): JsonSchema {
  return {
    description,
    type: "object",
    required: ["ok", "statusCode", "data"],
    additionalProperties: false,
    properties: {
      ok: { const: false },
      statusCode: { const: statusCode },
      data: {
        type: "object",
        required: ["error"],
        additionalProperties: false,
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            additionalProperties: false,
            properties: {
              code: { type: "string", pattern: "^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$" },
              message: { type: "string" },
              fields: {
                type: "object",
                additionalProperties: { type: "string" },
                description:
                  "Only on validation failures: each refused input (`items.0.quantity`) → a sentence.",
              },
            },
          },
        },
      },
    },
  };
}

/** The success envelope around a route's `data` schema. */
function successEnvelope(statusCode: number, data: JsonSchema): JsonSchema {
  const { description, ...dataSchema } = data;
  return {
    ...(typeof description === "string" ? { description } : {}),
    type: "object",
    required: ["ok", "statusCode", "data"],
    additionalProperties: false,
    properties: { ok: { const: true }, statusCode: { const: statusCode }, data: dataSchema },
  };
}

/**
 * Errors a route answers besides the ones every route of its kind has (which the document adds by
 * itself): spread into the route's `schema.response`, e.g.
 *   response: { 201: authResponseSchema, ...documentedErrors({ 409: "EMAIL_TAKEN: an account has this email" }) }
 * Each value names the codes and when they are sent; the envelope itself is added here.
 */
export function documentedErrors(errors: Record<number, string>) {
  const out: Record<number, z.ZodType> = {};
  for (const [status, description] of Object.entries(errors)) {
    out[Number(status)] = z
      .strictObject({
        ok: z.literal(false),
        statusCode: z.literal(Number(status)),
        data: z.strictObject({ error: apiErrorSchema.strict() }),
      })
      .describe(description);
  }
  return out;
}

/**
 * A download's success answer, for a route's `schema.response`: the file with its media types instead of
 * the envelope, e.g. `200: downloadResponse("The PDF", { "application/pdf": binaryFile })`. JSON files
 * name the zod schema of what is sent.
 */
export function downloadResponse(description: string, content: Record<string, z.ZodType>) {
  return {
    description,
    content: Object.fromEntries(Object.entries(content).map(([type, schema]) => [type, { schema }])),
  };
}

/** The schema of a file that is not JSON (a PDF, a picture, a spreadsheet): its bytes. */
export const binaryFile = z.string().meta({ format: "binary" });

/** A CSV table: text, one record a line, the first line naming the columns. */
export const csvFile = z.string().meta({ description: "CSV (RFC 4180), UTF-8, a header row first" });

/** A response declared by media type (a download): sent as it is, never in the envelope. */
function isContentResponse(value: JsonSchema): value is JsonSchema & { content: Record<string, unknown> } {
  return typeof value.content === "object" && value.content !== null && !("type" in value);
}

/**
 * The text rule (core's `plainText`) reaches the JSON schemas as a marker, turned here into its pattern;
 * a string with a pattern of its own keeps that one and gets the rule beside it (`allOf`).
 */
function withTextRule(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withTextRule);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key !== TEXT_RULE_META_KEY) out[key] = withTextRule(child);
  }
  const rule = (value as Record<string, unknown>)[TEXT_RULE_META_KEY];
  if (rule === "oneLine" || rule === "multiline") {
    const pattern = TEXT_RULE_PATTERNS[rule];
    if (typeof out.pattern !== "string") out.pattern = pattern;
    else if (out.pattern !== pattern) {
      out.allOf = [...(Array.isArray(out.allOf) ? out.allOf : []), { pattern }];
    }
  }
  return out;
}

interface OverrideContext {
  zodSchema: {
    _zod: { def: { type: string; checks?: { _zod: { def: { check: string; tx?: unknown } } }[] } };
  };
  jsonSchema: JsonSchema;
}

/** Whether a zod string trims before its length checks (`.trim()` is an overwrite check). */
function trims(zodSchema: OverrideContext["zodSchema"]): boolean {
  return (zodSchema._zod.def.checks ?? []).some(
    (check) => check._zod.def.check === "overwrite" && String(check._zod.def.tx).includes(".trim()"),
  );
}

/**
 * Our zod → JSON Schema adjustments: a union's empty branches dropped (as the library does by itself),
 * and a trimmed text's minimum length said of what is left after trimming (`"  "` is refused as empty),
 * which `minLength` alone does not say.
 */
function override(ctx: OverrideContext): void {
  const { zodSchema, jsonSchema } = ctx;
  if (zodSchema._zod.def.type === "union" && Array.isArray(jsonSchema.anyOf)) {
    jsonSchema.anyOf = (jsonSchema.anyOf as JsonSchema[]).filter((branch) => Object.keys(branch).length > 0);
  }
  const minLength = typeof jsonSchema.minLength === "number" ? jsonSchema.minLength : 0;
  if (zodSchema._zod.def.type === "string" && minLength > 0 && trims(zodSchema)) {
    // Two characters that are not white space, far enough apart: what trimming leaves is long enough.
    const pattern = minLength === 1 ? "\\S" : `\\S[\\s\\S]{${minLength - 2},}\\S`;
    const allOf = (Array.isArray(jsonSchema.allOf) ? jsonSchema.allOf : []) as JsonSchema[];
    if (!allOf.some((part) => part.pattern === pattern)) jsonSchema.allOf = [...allOf, { pattern }];
  }
}

const jsonSchemaTransform = createJsonSchemaTransform({
  zodToJsonConfig: { override: override as unknown as (ctx: unknown) => void },
});

function hooksOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null ? [] : [value];
}

interface RouteLike {
  method: string | string[];
  onRequest?: unknown;
  preHandler?: unknown;
  config?: { rateLimit?: unknown; admin?: { public?: boolean } };
}

/** A back-office route behind the staff session (every /v1/admin route but sign-in). */
function staffOnly(route: RouteLike, url: string): boolean {
  return url.startsWith("/v1/admin/") && route.config?.admin?.public !== true;
}

/** The errors every route answers, by what the route has: a body, path parameters, a guard, a limit. */
function automaticErrors(route: RouteLike, url: string, signedIn: boolean): Record<number, string> {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const hasBody = methods.some((m) => m === "POST" || m === "PUT" || m === "PATCH");
  const errors: Record<number, string> = {
    400:
      "WEBSITE_REQUIRED or WEBSITE_UNKNOWN: the `website` header is missing or unknown; BAD_URL: the address does not decode" +
      (hasBody ? "; MALFORMED_JSON: the body is not JSON" : ""),
    422: "VALIDATION_FAILED: a parameter, header or body field is refused (unknown query parameters too); `fields` names each",
  };
  if (signedIn)
    errors[401] = "UNAUTHORIZED: no valid buyer's token (missing, bad, expired, signed out or revoked)";
  if (url.startsWith("/v1/admin/")) {
    errors[401] = staffOnly(route, url)
      ? "UNAUTHORIZED: no valid back-office session (missing, expired or signed out)"
      : "INVALID_CREDENTIALS: wrong email, password or second-step code";
    errors[403] =
      "ORIGIN_REFUSED: a write without the shop's Origin; PERMISSION_DENIED: the role lacks the route's " +
      "permission; MFA_ENROLMENT_REQUIRED: the session must enrol the second step first";
  }
  if (url.includes(":")) {
    errors[404] =
      "ROUTE_NOT_FOUND or the record's own code (…_NOT_FOUND): no such record, or not the caller's";
    errors[405] =
      "METHOD_NOT_ALLOWED: an empty path parameter leaves the address of another route, which does not answer this method";
    errors[414] = "URI_TOO_LONG: a path parameter over 200 characters";
  }
  if (hasBody) {
    errors[413] = "BODY_TOO_LARGE: the body is over BODY_LIMIT_BYTES";
    errors[415] = "UNSUPPORTED_MEDIA_TYPE: the body is not application/json";
  }
  if (route.config?.rateLimit)
    errors[429] = "RATE_LIMITED: too many attempts; wait the seconds of Retry-After";
  return errors;
}

const transform: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = withTextRule(transformed.schema) as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return transformed;
  const route = document.route as unknown as RouteLike;
  if (!document.url.startsWith("/v1/")) {
    // /healthz, /readyz, /storage/*: no website header, no token.
    const responses: Record<string, JsonSchema> = {
      400: failureEnvelope(400, "BAD_URL: the address does not decode"),
    };
    if (document.url.includes("*")) responses[404] = failureEnvelope(404, "the file's code (…_NOT_FOUND)");
    for (const [status, body] of Object.entries((schema.response ?? {}) as Record<string, JsonSchema>)) {
      const declared =
        Number(status) < 300 && !isContentResponse(body) ? successEnvelope(Number(status), body) : body;
      responses[status] = responses[status]
        ? {
            ...declared,
            description: `${String(declared.description ?? "")}; ${String(responses[status].description)}`,
          }
        : declared;
    }
    return { ...transformed, schema: { ...schema, response: responses, security: [] } };
  }
  const signedIn = [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)].includes(requireCustomer);

  const responses: Record<string, JsonSchema> = {};
  for (const [status, body] of Object.entries((schema.response ?? {}) as Record<string, JsonSchema>)) {
    // A download (a PDF, a CSV table, a portal's JSON file) declares its media types: the file itself.
    responses[status] =
      Number(status) < 300 && !isContentResponse(body) ? successEnvelope(Number(status), body) : body;
  }
  for (const [status, description] of Object.entries(automaticErrors(route, document.url, signedIn))) {
    const declared = responses[status];
    responses[status] = declared
      ? { ...declared, description: `${description}; ${String(declared.description ?? "")}` }
      : failureEnvelope(Number(status), description);
  }
  return {
    ...transformed,
    schema: {
      ...schema,
      ...(schema.headers ? {} : { headers: websiteHeaderSchema }),
      response: responses,
      // A buyer's token is required where the route says so; elsewhere it is optional (it changes the
      // prices a catalogue call shows).
      security: staffOnly(route, document.url)
        ? [{ staffCookie: [] }]
        : document.url.startsWith("/v1/admin/")
          ? []
          : signedIn
            ? [{ bearerAuth: [] }]
            : [{}, { bearerAuth: [] }],
    },
  };
};

/**
 * OpenAPI from the routes' zod schemas, at GET /v1/openapi.json, browsable at /v1/docs. Registered before
 * the modules so that every route is seen. Each operation shows the envelope actually sent: the success
 * envelope around the route's data, and every error status with its codes.
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
          "`{ ok: false, statusCode, data: { error: { code, message, fields? } } }` on failure. Money is in " +
          "rupees with at most 2 decimals. Unknown body fields and unknown query parameters are refused (422). " +
          "An unsupported method on a known address answers 405 with Allow.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          // The back office (/v1/admin): the HttpOnly session cookie set by POST /v1/admin/auth/login.
          staffCookie: { type: "apiKey", in: "cookie", name: "roshni_staff" },
        },
      },
    },
    transform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });

  app.get("/v1/openapi.json", { schema: { hide: true } }, async (_request, reply) => {
    // A string: sent as is, outside the envelope, as OpenAPI tools expect.
    return reply.type("application/json; charset=utf-8").send(JSON.stringify(app.swagger()));
  });
}
