import { UNIQUE_BY_META_KEY } from "@roshni/core";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { FastifyInstance } from "fastify";
import { RequestValidationError } from "../plugins/envelope";

/**
 * Reading the API's own OpenAPI document the way a client generator would: its parameters, bodies and
 * answers as JSON Schema 2020-12 (ajv), so tests can ask "does the document allow this request?" and
 * "is this answer what the document says?".
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  examples?: unknown[];
  default?: unknown;
  description?: string;
};

export interface Parameter {
  in: "path" | "query" | "header";
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface MediaResponse {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface DocumentOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: { "application/json"?: { schema: JsonSchema } } };
  responses: Record<string, MediaResponse>;
  security?: Record<string, unknown>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
}

export async function readDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const raw = await app.inject({ method: "GET", url: "/v1/openapi.json" });
  return JSON.parse(raw.body) as OpenApiDocument;
}

/** Every operation of the document as [method, path, operation] (HEAD is GET's twin and left out). */
export function operationsOf(document: OpenApiDocument): [string, string, DocumentOperation][] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== "head")
      .map(
        ([method, operation]) =>
          [method.toUpperCase(), path, operation] as [string, string, DocumentOperation],
      ),
  );
}

const ajv = new Ajv2020({ strict: false, allErrors: false, multipleOfPrecision: 6 });
addFormats.default(ajv);
ajv.addFormat("binary", true);
// The document's extension: no two items of the array share the named property's value.
ajv.addKeyword({
  keyword: UNIQUE_BY_META_KEY,
  type: "array",
  schemaType: "string",
  validate: (property: string, items: unknown[]) => {
    const seen = new Set<unknown>();
    for (const item of items) {
      if (item === null || typeof item !== "object" || !(property in item)) continue;
      const value = (item as Record<string, unknown>)[property];
      if (seen.has(value)) return false;
      seen.add(value);
    }
    return true;
  },
});
// Compiled once per schema object, and once per text: most operations share the same error envelopes.
const compiled = new WeakMap<object, ValidateFunction>();
const compiledByText = new Map<string, ValidateFunction>();

function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    const text = JSON.stringify(schema);
    validate = compiledByText.get(text) ?? ajv.compile(schema);
    compiledByText.set(text, validate);
    compiled.set(schema, validate);
  }
  return validate;
}

/** Whether `value` passes the JSON schema. */
export function schemaAccepts(schema: JsonSchema, value: unknown): boolean {
  return validatorOf(schema)(value) === true;
}

export function schemaErrors(schema: JsonSchema, value: unknown): string {
  const validate = validatorOf(schema);
  validate(value);
  return ajv.errorsText(validate.errors);
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  return (schema.anyOf ?? schema.oneOf ?? []).flatMap(typesOf);
}

/**
 * A parameter's text as the value it stands for: OpenAPI's simple and form styles write a number as its
 * JSON text, so only that exact spelling is a number (`05`, `+5`, `0x5`, `5.` are not) and every other
 * text stays a string, which a numeric schema then refuses.
 */
export function parameterValue(schema: JsonSchema, text: string): unknown {
  const types = typesOf(schema);
  if (
    (types.includes("integer") || types.includes("number")) &&
    /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(text)
  ) {
    return Number(text);
  }
  if (types.includes("boolean") && (text === "true" || text === "false")) return text === "true";
  return text;
}

/** The parts of a request as sent: path and query texts, extra headers, the body's text. */
export interface SentRequest {
  path: Record<string, string>;
  /** Each query parameter's texts (a repeated one has several). */
  query: Record<string, string[]>;
  headers: Record<string, string>;
  body: string | undefined;
  /** The body's Content-Type header. */
  contentType?: string;
}

/**
 * Whether the document allows the request's parameters and body (ignoring what the document cannot
 * say: the website header, the session, the Origin, a body that is not JSON at all).
 */
export function documentAllows(operation: DocumentOperation, request: SentRequest): boolean {
  const parameters = operation.parameters ?? [];
  for (const parameter of parameters) {
    if (parameter.in === "path") {
      const text = request.path[parameter.name];
      if (
        text === undefined ||
        text === "" ||
        !schemaAccepts(parameter.schema, parameterValue(parameter.schema, text))
      )
        return false;
    } else if (parameter.in === "query") {
      const texts = request.query[parameter.name];
      if (texts === undefined) {
        if (parameter.required) return false;
        continue;
      }
      const isArray = typesOf(parameter.schema).includes("array");
      if (!isArray && texts.length !== 1) return false;
      const value = isArray
        ? texts.map((text) => parameterValue(parameter.schema.items ?? {}, text))
        : parameterValue(parameter.schema, texts[0] as string);
      if (!schemaAccepts(parameter.schema, value)) return false;
    } else if (parameter.in === "header" && parameter.name !== "website") {
      const text = request.headers[parameter.name];
      if (text === undefined) {
        if (parameter.required) return false;
        continue;
      }
      if (!schemaAccepts(parameter.schema, parameterValue(parameter.schema, text))) return false;
    }
  }
  // The document's description says unknown query parameters are refused.
  const known = new Set(parameters.filter((p) => p.in === "query").map((p) => p.name));
  if (Object.keys(request.query).some((name) => !known.has(name))) return false;
  const bodySchema = operation.requestBody?.content["application/json"]?.schema;
  if (bodySchema) {
    if (request.body === undefined || request.body === "") return operation.requestBody?.required === false;
    // The document's media type is JSON, which is UTF-8 (RFC 8259): no other charset is its.
    if (!/^application\/json(?:;\s*charset=utf-8)?$/i.test(request.contentType ?? "application/json")) {
      return false;
    }
    let body: unknown;
    try {
      body = JSON.parse(request.body);
    } catch {
      return false;
    }
    if (!schemaAccepts(bodySchema, body)) return false;
  }
  return true;
}

/** The header the test app's hook adds when the route's schema (not a service) refused the request. */
export const SCHEMA_REFUSED_HEADER = "x-test-schema-refused";

/**
 * For createTestApp's `routes`: marks each answer whose 422 came from the route's zod schemas, so a
 * test can tell the request's shape refused from a service's own VALIDATION_FAILED (a product option
 * that does not exist, an upload to send again).
 */
export function markSchemaRefusals(app: FastifyInstance): void {
  app.addHook("onError", async (_request, reply, error) => {
    if (error instanceof RequestValidationError) reply.header(SCHEMA_REFUSED_HEADER, "1");
  });
}
