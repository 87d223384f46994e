import { type ErrorCode, firstIssueMessage, zodIssuesToFields } from "@roshni/core";
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
} from "fastify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import FindMyWay, { type HTTPMethod } from "find-my-way";
import { z } from "zod";
import { type $ZodIssue, $ZodObject, type $ZodType, safeParse } from "zod/v4/core";
import { ApiError } from "../lib/errors";

/** `{ ok: true, statusCode, data }` or `{ ok: false, statusCode, data: { error } }` (API.md). */
export interface SuccessEnvelope<T = unknown> {
  ok: true;
  statusCode: number;
  data: T;
}

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}

export interface FailureEnvelope {
  ok: false;
  statusCode: number;
  data: { error: ErrorBody };
}

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again in a moment.";

/**
 * Routes whose answer is consumed by tools, not by the storefront: OpenAPI documents, the docs page, and
 * the webhooks other services call (they send no website header and read the answer as they define it).
 */
export function isRawRoute(url: string | undefined): boolean {
  return (
    url !== undefined &&
    (url === "/v1/openapi.json" ||
      url === "/v1/docs" ||
      url.startsWith("/v1/docs/") ||
      url.startsWith("/v1/webhooks/"))
  );
}

/** A request that failed validation, carrying the zod issues so that `fields` can name each input. */
export class RequestValidationError extends Error {
  readonly issues: readonly $ZodIssue[];
  validationContext?: string;

  constructor(issues: readonly $ZodIssue[]) {
    super(issues[0]?.message ?? "The request is not valid.");
    this.name = "RequestValidationError";
    this.issues = issues;
  }
}

/**
 * Validates body, querystring and params with the route's zod schema and hands the handler the parsed
 * (coerced, defaulted, transformed) value. Unlike fastify-type-provider-zod's compiler it keeps the zod
 * issues, so the 422 lists a message per field.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues) };
  };

/**
 * Response schemas describe the `data` of the envelope. They are checked in tests (a drifted shape fails
 * loudly there), only logged in development, and skipped in production, where a small mismatch must not
 * turn a good answer into a 500.
 */
export function createEnvelopeSerializerCompiler(
  mode: "strict" | "warn" | "off",
  log: FastifyBaseLogger,
): FastifySerializerCompiler<$ZodType> {
  return ({ schema, url, method }) =>
    (payload: unknown) => {
      if (mode !== "off" && isSuccessEnvelope(payload)) {
        const result = safeParse(schema, payload.data);
        if (!result.success) {
          if (mode === "strict") {
            const problem = `Response of ${method} ${url} does not match its schema: ${result.error.message}`;
            // Tests run with the logger off; the 500 alone would not say which field drifted.
            console.error(problem);
            throw new Error(problem);
          }
          log.warn({ issues: result.error.issues, method, url }, "response does not match its schema");
        }
      }
      return JSON.stringify(payload);
    };
}

function isSuccessEnvelope(payload: unknown): payload is SuccessEnvelope {
  return typeof payload === "object" && payload !== null && (payload as { ok?: unknown }).ok === true;
}

// Envelopes built here, so that preSerialization does not wrap a failure a second time.
const builtEnvelopes = new WeakSet<object>();

export function failureEnvelope(statusCode: number, error: ErrorBody): FailureEnvelope {
  const envelope: FailureEnvelope = { ok: false, statusCode, data: { error } };
  builtEnvelopes.add(envelope);
  return envelope;
}

function validationFields(error: RequestValidationError): Record<string, string> {
  const fields = zodIssuesToFields(error);
  // An issue about the whole input (a body that is not an object at all) has no field path: it is
  // reported under the part of the request it concerns ("body", "querystring", "params").
  const whole = error.issues.find((issue) => issue.path.length === 0 && issue.code !== "unrecognized_keys");
  if (whole) fields[error.validationContext ?? "body"] ??= whole.message;
  return fields;
}

interface ClientErrorMapping {
  statusCode: number;
  code: ErrorCode;
  message: string;
}

const FASTIFY_CLIENT_ERRORS: Record<string, ClientErrorMapping> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    statusCode: 400,
    code: "MALFORMED_JSON",
    message: "The request body is not valid JSON.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    statusCode: 400,
    code: "MALFORMED_JSON",
    message: "The request says it carries JSON but the body is empty.",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 413,
    code: "BODY_TOO_LARGE",
    message: "The request body is too large.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Send the request body as JSON (Content-Type: application/json).",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    statusCode: 400,
    code: "BAD_REQUEST",
    message: "The request body does not match its Content-Length.",
  },
  FST_ERR_BAD_URL: {
    statusCode: 400,
    code: "BAD_REQUEST",
    message: "The address of the request is not valid.",
  },
};

function errorToEnvelope(error: FastifyError | Error, request: FastifyRequest): FailureEnvelope {
  if (error instanceof ApiError) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.fields !== undefined) body.fields = error.fields;
    if (error.statusCode >= 500) request.log.error({ err: error }, "request failed");
    return failureEnvelope(error.statusCode, body);
  }
  if (error instanceof RequestValidationError) {
    return failureEnvelope(422, {
      code: "VALIDATION_FAILED",
      message: firstIssueMessage(error),
      fields: validationFields(error),
    });
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return failureEnvelope(known.statusCode, { code: known.code, message: known.message });

  const statusCode = fastifyError.statusCode;
  if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) {
    // Fastify's own client errors (bad content length, aborted body …): the status is right, the text
    // is internal, so the buyer gets a plain sentence.
    return failureEnvelope(statusCode, {
      code: statusCode === 404 ? "NOT_FOUND" : "BAD_REQUEST",
      message: "The request could not be processed.",
    });
  }
  request.log.error({ err: error }, "unexpected error");
  return failureEnvelope(500, { code: "INTERNAL_ERROR", message: INTERNAL_MESSAGE });
}

/**
 * Every answer leaves in the envelope: a handler returns plain data (after `reply.code(201)` if it
 * creates something) and it is wrapped here; every failure, including unknown routes, malformed or
 * oversized bodies, validation and unexpected errors, becomes a failure envelope with a stable code.
 * Nothing internal (stack, SQL, driver text) reaches a body; unexpected errors are logged instead.
 */
export function setupEnvelope(
  app: FastifyInstance,
  opts: { responseChecks: "strict" | "warn" | "off" },
): void {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(createEnvelopeSerializerCompiler(opts.responseChecks, app.log));

  app.addHook("preSerialization", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload === "object" && payload !== null && builtEnvelopes.has(payload)) return payload;
    if (isRawRoute(request.routeOptions.url)) return payload;
    return { ok: true, statusCode: reply.statusCode, data: payload ?? null };
  });

  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const envelope = errorToEnvelope(error, request);
    if (error instanceof ApiError && error.headers) reply.headers(error.headers);
    return reply.code(envelope.statusCode).type("application/json; charset=utf-8").send(envelope);
  });

  // Every route's path and method, to tell "no such address" (404) from "not with this method" (405).
  const known = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 200 });
  const noop = () => {};
  const table: KnownRoute[] = [];
  routeTables.set(app, table);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      table.push({ method: method as HTTPMethod, url: route.url });
      if (!known.hasRoute(method as HTTPMethod, route.url)) {
        known.on(method as HTTPMethod, route.url, noop, {
          method: method as HTTPMethod,
          url: route.url,
        } satisfies KnownRoute);
      }
    }
    if (route.url.startsWith("/v1/") && !isRawRoute(route.url)) strictQueryString(route);
  });

  /**
   * The methods of the route this path names. A path can match several routes (`/v1/order/quote` is a
   * POST of its own and, for GET, also fits `/v1/order/:id`); it names the one with the fewest
   * parameters (static parts win, as in the router), so Allow never lists a neighbouring route's methods.
   */
  function allowedMethods(path: string): HTTPMethod[] {
    const matches = ROUTE_METHODS.flatMap((method) => {
      const found = known.find(method, path);
      if (!found) return [];
      return [{ method, url: (found.store as KnownRoute).url, weight: routeWeight(found.params) }];
    });
    const best = matches.reduce<(typeof matches)[number] | undefined>(
      (chosen, match) => (!chosen || match.weight < chosen.weight ? match : chosen),
      undefined,
    );
    return best ? matches.filter((match) => match.url === best.url).map((match) => match.method) : [];
  }

  function notFoundError(request: FastifyRequest): ApiError {
    const path = (request.raw.url ?? "/").split("?")[0] ?? "/";
    const allowed = allowedMethods(path);
    if (allowed.length > 0 && !allowed.includes(request.method as HTTPMethod)) {
      const list = allowed.join(", ");
      return new ApiError(405, "METHOD_NOT_ALLOWED", `This address answers ${list} only.`, undefined, {
        allow: list,
      });
    }
    return new ApiError(404, "ROUTE_NOT_FOUND", "There is nothing at this address.");
  }

  // A request no route takes is refused before its body is read: Fastify would otherwise answer a
  // QUERY without Content-Type (RFC 10008) or an unknown body type with 400/415 instead of 404/405.
  // preParsing runs after every onRequest hook, so the answer keeps the security headers.
  app.addHook("preParsing", async (request) => {
    if (request.is404) throw notFoundError(request);
  });
  app.setNotFoundHandler(async (request) => {
    throw notFoundError(request);
  });
}

export interface KnownRoute {
  method: HTTPMethod;
  url: string;
}

const routeTables = new WeakMap<FastifyInstance, KnownRoute[]>();

/** Every method and path the app registered (the route walk in the tests reads it). */
export function registeredRoutes(app: FastifyInstance): readonly KnownRoute[] {
  return routeTables.get(app) ?? [];
}

/** Parameters make a route less specific than a static path; a wildcard least of all. */
function routeWeight(params: Record<string, string | undefined>): number {
  return Object.keys(params).reduce((weight, name) => weight + (name === "*" ? 100 : 1), 0);
}

export const ROUTE_METHODS: HTTPMethod[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

const UNKNOWN_PARAMETER = "This parameter is not accepted.";

/**
 * Unknown query parameters are refused (422, `fields` naming each), like unknown body fields (API.md):
 * a misspelt `serach=` or `limt=` would otherwise be ignored silently and answer something else than
 * asked. A route without a query schema accepts no parameters at all. Applied here to every /v1 route,
 * so routes added later follow without doing anything.
 */
function strictQueryString(route: { schema?: { querystring?: unknown } }): void {
  route.schema ??= {};
  const current = route.schema.querystring;
  if (current === undefined) {
    route.schema.querystring = z.strictObject({}, { error: unknownParameterMessage });
  } else if (current instanceof $ZodObject && current._zod.def.catchall === undefined) {
    // A clone of the route's own schema keeps its refinements (a price range in order, say).
    const object = current as z.ZodObject;
    route.schema.querystring = object.clone({
      ...object._zod.def,
      catchall: z.never(),
      error: unknownParameterMessage,
    } as typeof object._zod.def);
  }
}

function unknownParameterMessage(issue: { code?: string }): string | undefined {
  return issue.code === "unrecognized_keys" ? UNKNOWN_PARAMETER : undefined;
}
