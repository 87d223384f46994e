import {
  BANNER_LINK_MESSAGE,
  hasPermission,
  REPORT_PERIOD_MESSAGES,
  STAFF_ROLES,
  type StaffRole,
  VOLUME_PRICES_RULE_MESSAGES,
} from "@roshni/core";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staff } from "../db/schema";
import type { AdminAccess } from "../lib/admin-access";
import { signCustomerToken, verifyCustomerToken } from "../lib/jwt";
import {
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
  tokenFor,
  WEB_ORIGIN,
  WEBSITE,
} from "./harness";
import {
  type DocumentOperation,
  documentAllows,
  type JsonSchema,
  markSchemaRefusals,
  type OpenApiDocument,
  type Parameter,
  SCHEMA_REFUSED_HEADER,
  type SentRequest,
  schemaAccepts,
  schemaErrors,
} from "./openapi-document";

/**
 * Walks every operation of the API's own OpenAPI document and sends it generated hostile requests
 * (fast-check): NUL and other control characters, direction overrides, lone surrogates, huge and negative
 * numbers, ids written as `0x1`, `+1`, `00001`, wrong types, long strings, extra and missing fields, a
 * broken body, a missing website header, with and without a buyer's token. Every answer must be below
 * 500, have a status the document lists for the operation and match what the document says of it: the
 * envelope's schema, or a download's media type (and a JSON download's schema). A request the route's
 * schemas refuse (422) must be one the document refuses too: the document is never looser than the
 * server. Routes added later (the back office) are walked as soon as they are in the document.
 *
 * The back office's operations (`/v1/admin/…`) are walked again as each staff role, signed in with the
 * shop's `Origin` on almost every request, so bodies, query strings and path ids reach the admin routes'
 * validation and services instead of stopping at 401/403. A role that lacks the operation's permission
 * (core's table) must get 403 to every request, whatever its parameters and body. Writes land in this
 * suite's throwaway database.
 *
 * FUZZ_RUNS sets the requests per operation in the buyer's pass and the owner's (default 16, a bounded
 * run for `npm test`); each other role gets a quarter of them (at least 2): most of its operations are
 * either refused at once or the owner's too.
 */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 16);
const RUNS_PER_OTHER_ROLE = Math.max(2, Math.round(RUNS_PER_OPERATION / 4));

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  statuses: Set<number>;
  /** Statuses whose documented answer is the envelope (all but downloads and a /storage file). */
  envelopes: Set<number>;
  signedIn: boolean;
  document: DocumentOperation;
}

const HOSTILE_TEXT = [
  "",
  " ",
  "\u0000",
  "Lamp\u0000",
  "%00",
  "a\u0007b\u001b[31m",
  "\u0085\u009f",
  "Gupta \u202eTraders",
  "\u2066isolate\u2069",
  "\ud800",
  "x\udc00y",
  "💡🏮",
  "दीपम",
  "مصباح",
  "Ａ１",
  "e\u0301",
  "\ufeff",
  "line\nbreak",
  "\r\n",
  "'; drop table customers; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "0x1",
  "+1",
  "00001",
  "1e3",
  "-1",
  "0",
  "2147483647",
  "2147483648",
  "9".repeat(40),
  "NaN",
  "Infinity",
  "null",
  "true",
  "brand:",
  "brand:\u0000",
  ":",
  "x".repeat(300),
];

const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constant("y".repeat(20_000)),
);

const hostileNumber = fc.constantFrom(
  -1,
  0,
  0.5,
  -0.01,
  2_147_483_647,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  1e-7,
);

const wrongType = fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { a: 1 }, "1", 1);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileText, hostileNumber, wrongType);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** A value the schema would plausibly accept (so requests get past validation and reach the services). */
function plausible(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => plausible(v, depth)));
  const types = typesOf(schema);
  const type = types.find((t) => t !== "null") ?? types[0];
  switch (type) {
    case "string":
      return plausibleString(schema);
    case "integer":
      return fc.integer({
        min: Math.max(-1000, Math.ceil(schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1)),
        max: Math.min(1000, schema.maximum ?? 1000),
      });
    case "number":
      return fc.double({ min: 0, max: 100_000, noNaN: true }).map((v) => Math.round(v * 100) / 100);
    case "boolean":
      return fc.boolean();
    case "array":
      return depth > 3
        ? fc.constant([])
        : fc.array(plausible(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case "object":
      return depth > 3 ? fc.constant({}) : bodyFor(schema, depth + 1);
    case "null":
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  const examples = (schema.examples ?? []).filter((e): e is string => typeof e === "string");
  if (examples.length > 0) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...examples) },
      { weight: 1, arbitrary: plainString(schema) },
    );
  }
  return plainString(schema);
}

function plainString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "email") return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: "small" });
    } catch {
      // A pattern fast-check cannot invert: fall through to plain text.
    }
  }
  const max = Math.min(schema.maxLength ?? 40, 60);
  const min = Math.min(schema.minLength ?? 0, max);
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.constantFrom("Lighting@2026", "WELCOME10", "Asha Verma", "12 Chandni Chowk", "Delhi", "chandelier"),
  );
}

/** An object the schema would accept: required properties always, optional ones now and then. */
function plausibleObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of properties) record[name] = plausible(property, depth);
  return fc.record(record, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
}

type Mutation =
  | { kind: "none" }
  | { kind: "hostile"; index: number; value: unknown }
  | { kind: "drop"; index: number }
  | { kind: "extra"; name: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Mutation>({ kind: "none" }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant("hostile" as const), index: fc.nat(), value: hostileValue }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("drop" as const), index: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("extra" as const),
      name: fc.constantFrom("extra", "price", "__proto__", "isAdmin", "customerGroupId"),
      value: hostileValue,
    }),
  },
);

/**
 * A body for the schema: a plausible object with one mutation (a field made hostile, a field dropped,
 * an extra field), so most requests get past the first check and the next field's rule is tried.
 */
function bodyFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(schema.properties ?? {});
  return fc
    .tuple(plausibleObject(schema, depth), fc.array(mutation, { minLength: 1, maxLength: 2 }))
    .map(([object, mutations]) => {
      const body: Record<string, unknown> = { ...object };
      for (const change of mutations) {
        if (change.kind === "none" || (change.kind !== "extra" && names.length === 0)) continue;
        if (change.kind === "extra") {
          Object.defineProperty(body, change.name, { value: change.value, enumerable: true, writable: true });
        } else {
          const name = names[change.index % names.length] as string;
          if (change.kind === "drop") delete body[name];
          else body[name] = change.value;
        }
      }
      return body;
    });
}

/** URL text for a generated value; a lone surrogate cannot be percent-encoded, so it goes as bad UTF-8. */
function urlText(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

function collectOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (method === "head") continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content["application/json"]?.schema,
        statuses: new Set(Object.keys(operation.responses).map(Number)),
        envelopes: new Set(
          Object.entries(operation.responses)
            .filter(([, response]) => response.content?.["application/json"]?.schema?.properties?.ok)
            .map(([status]) => Number(status)),
        ),
        signedIn: (operation.security ?? []).every((entry) => Object.keys(entry).length > 0),
        document: operation,
      });
    }
  }
  return operations;
}

let t: TestApp;
let document: OpenApiDocument;
let buyerToken: () => Promise<string>;
/** A fresh session per request: a generated sign-out or MFA reset ends the one it was sent with. */
let roleCookie: (role: StaffRole) => Promise<string>;
/** Who may call each admin route, by "METHOD /v1/admin/path/:param". */
const adminAccess = new Map<string, AdminAccess>();
/** Ids that exist, so that some generated requests reach a real record. */
const knownIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ products: 40, routes: markSchemaRefusals });
  // A fresh token per request: a generated POST /customer/logout revokes the one it was sent with.
  const first = await tokenFor(t, "retail@demo.roshnilighting.in");
  const claims = await verifyCustomerToken(t.env.JWT_SECRET, first);
  if (!claims) throw new Error("the buyer's token does not verify");
  buyerToken = () => signCustomerToken(t.env.JWT_SECRET, claims, t.env.JWT_TTL);
  const address = await api(t.app).post<{ id: number }>(
    "/v1/customer/address",
    {
      name: "Fuzz Buyer",
      phone: "9811122233",
      line1: "12 Chandni Chowk",
      city: "Delhi",
      state: "Delhi",
      pincode: "110006",
      country: "IN",
    },
    { token: await buyerToken() },
  );
  knownIds.push("1", "2", String(address.data.id));
  // An order with a payment claim, so that the back office's order, payment and claim routes reach
  // real records too.
  const products = await api(t.app).get<{ items: { id: number; stock: number; minimumQuantity: number }[] }>(
    "/v1/product?limit=20",
  );
  const product = products.data.items.find((p) => p.stock >= p.minimumQuantity);
  if (!product) throw new Error("the fuzz catalogue has no product in stock");
  const order = await api(t.app).post<{ id: number; total: number }>(
    "/v1/order",
    {
      items: [{ productId: product.id, quantity: product.minimumQuantity, options: [] }],
      addressId: address.data.id,
      toPayShipping: false,
      paymentMethod: "bank-transfer",
    },
    { token: await buyerToken(), headers: { "idempotency-key": "fuzz-order-1" } },
  );
  if (!order.body.ok) throw new Error(`the fuzz order was refused: ${JSON.stringify(order.error)}`);
  const claim = await api(t.app).post<{ id: number }>(
    `/v1/order/${order.data.id}/payment/claims`,
    { reference: "UTRFUZZ0000001", amount: order.data.total, paidOn: "2026-03-01", method: "upi" },
    { token: await buyerToken() },
  );
  if (!claim.body.ok) throw new Error(`the fuzz claim was refused: ${JSON.stringify(claim.error)}`);
  knownIds.push(String(product.id), String(order.data.id), String(claim.data.id));
  roleCookie = async (role) => {
    // A generated staff write (as the owner) may have changed, demoted or disabled this account.
    await t.db
      .update(staff)
      .set({ role, disabled: false, failedLogins: 0, failedLoginsSince: null })
      .where(eq(staff.email, DEMO_STAFF_EMAIL[role]));
    return staffCookie(t, DEMO_STAFF_EMAIL[role]);
  };
  for (const entry of t.app.adminRoutes) adminAccess.set(`${entry.method} ${entry.url}`, entry.access);
  const raw = await t.app.inject({ method: "GET", url: "/v1/openapi.json" });
  document = JSON.parse(raw.body) as OpenApiDocument;
});

afterAll(async () => {
  await t?.close();
});

interface Figures {
  operations: number;
  requests: number;
  serverErrors: number;
  statuses: Map<number, number>;
  codes: Map<string, number>;
  /** The shrunk counterexample of each failing operation. */
  failures: string[];
}

function newFigures(): Figures {
  return { operations: 0, requests: 0, serverErrors: 0, statuses: new Map(), codes: new Map(), failures: [] };
}

/** Who sends the generated requests: a buyer (or nobody), or a signed-in staff role. */
type Pass = { kind: "store" } | { kind: "staff"; role: StaffRole };

function passName(pass: Pass, operations: Operation[]): string {
  if (pass.kind === "store") return "store";
  const refused = operations.length > 0 && operations.every((o) => mayCall(o, pass.role) === false);
  return `${pass.role}${refused ? ", operations without its permission" : ""}`;
}

/** A path value that reaches the operation's own route: not empty, encodable, within find-my-way's 200. */
function routable(value: unknown): boolean {
  const text = urlText(value);
  return text !== "" && text !== "%ED%A0%80" && text.length <= 200;
}

function requestFor(operation: Operation, pass: Pass) {
  const pathParams = operation.parameters.filter((p) => p.in === "path");
  const queryParams = operation.parameters.filter((p) => p.in === "query");
  const headerParams = operation.parameters.filter((p) => p.in === "header" && p.name !== "website");
  // A role without the permission is judged on every request it sends, so each one must reach the route.
  const refusedRole = pass.kind === "staff" && mayCall(operation, pass.role) === false;

  const pathValues = fc.tuple(
    ...pathParams.map((p) => {
      const value = fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(...knownIds) },
        { weight: 2, arbitrary: plausible(p.schema) },
        { weight: 3, arbitrary: hostileValue },
      );
      return refusedRole ? value.filter(routable) : value;
    }),
  );
  // Each parameter plausible or absent; then at most one made hostile (or repeated), so the rules of the
  // others are reached too.
  const queryValues = fc
    .tuple(
      fc.tuple(...queryParams.map((p) => fc.option(plausible(p.schema), { nil: undefined, freq: 2 }))),
      fc.oneof(
        { weight: 2, arbitrary: fc.constant(null) },
        {
          weight: 3,
          arbitrary: fc.tuple(
            fc.nat(),
            fc.oneof(hostileText, fc.array(hostileText, { minLength: 2, maxLength: 3 })),
          ),
        },
      ),
    )
    .map(([values, hostile]) => {
      const out: unknown[] = [...values];
      if (hostile && out.length > 0) out[hostile[0] % out.length] = hostile[1];
      return out;
    });
  const headerValues = fc.tuple(
    ...headerParams.map((p) =>
      fc.option(
        fc.oneof(
          plausible(p.schema),
          fc.constantFrom("x", "0x1", "a".repeat(300), "%00", "' or 1=1"),
          fc.uuid(),
        ),
        { nil: undefined, freq: 5 },
      ),
    ),
  );
  const body = operation.body
    ? fc.oneof(
        { weight: 6, arbitrary: bodyFor(operation.body).map((b) => JSON.stringify(b)) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? "null") },
        { weight: 1, arbitrary: fc.constantFrom("{", "", "null", "[]", '{"a":\u0000}', "\u0000") },
      )
    : fc.constant(undefined);

  return fc.record({
    path: pathValues,
    query: queryValues,
    headers: headerValues,
    body,
    unknownParameter: fc.oneof(
      { weight: 7, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom("x", "limt", "serach", "__proto__"), hostileText) },
    ),
    contentType: fc.oneof(
      { weight: 12, arbitrary: fc.constant("application/json") },
      { weight: 1, arbitrary: fc.constantFrom("text/plain", "application/json; charset=latin1") },
    ),
    website: refusedRole
      ? fc.constant<string | undefined>(WEBSITE)
      : fc.oneof(
          { weight: 14, arbitrary: fc.constant<string | undefined>(WEBSITE) },
          {
            weight: 1,
            arbitrary: fc.constantFrom<string | undefined>(undefined, "retail", "\u00e9", "WHOLESALE"),
          },
        ),
    token:
      pass.kind === "store"
        ? fc.oneof(
            { weight: 3, arbitrary: fc.constant<string | null>("buyer") },
            { weight: 2, arbitrary: fc.constant<string | null>(null) },
            { weight: 1, arbitrary: fc.constant<string | null>("not-a-token") },
          )
        : fc.constant<string | null>(null),
    // A staff pass: the role's session and the shop's Origin nearly always, so the request is judged on
    // its parameters and body; now and then a forged cookie or a foreign Origin (never for a role without
    // the permission, whose every request must be refused for the permission).
    session:
      pass.kind === "store"
        ? fc.constant<string | null>(null)
        : refusedRole
          ? fc.constant<string | null>("staff")
          : fc.oneof(
              { weight: 14, arbitrary: fc.constant<string | null>("staff") },
              { weight: 1, arbitrary: fc.constantFrom<string | null>(null, "roshni_staff=not-a-token") },
            ),
    origin:
      pass.kind === "staff"
        ? fc.oneof(
            { weight: 14, arbitrary: fc.constant<string | undefined>(WEB_ORIGIN) },
            {
              weight: 1,
              arbitrary: fc.constantFrom<string | undefined>(undefined, "null", "https://evil.example"),
            },
          )
        : fc.constant<string | undefined>(undefined),
  });
}

type Generated = ReturnType<typeof requestFor> extends fc.Arbitrary<infer T> ? T : never;

function textOf(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

function buildInject(
  operation: Operation,
  generated: Generated,
  token: string,
  cookie: string | null,
): { request: InjectOptions; sent: SentRequest } {
  const pathParams = operation.parameters.filter((p) => p.in === "path");
  const queryParams = operation.parameters.filter((p) => p.in === "query");
  const headerParams = operation.parameters.filter((p) => p.in === "header" && p.name !== "website");
  const sentPath: [string, string][] = [];
  const sentQuery: [string, string[]][] = [];
  let url = operation.path;
  pathParams.forEach((p, index) => {
    url = url.replace(`{${p.name}}`, urlText(generated.path[index]));
    sentPath.push([p.name, textOf(generated.path[index])]);
  });
  const query: string[] = [];
  queryParams.forEach((p, index) => {
    const value = generated.query[index];
    if (value === undefined) return;
    const texts = (Array.isArray(value) ? value : [value]).map(textOf);
    for (const one of texts) query.push(`${p.name}=${urlText(one)}`);
    sentQuery.push([p.name, texts]);
  });
  if (generated.unknownParameter) {
    query.push(`${generated.unknownParameter[0]}=${urlText(generated.unknownParameter[1])}`);
    sentQuery.push([generated.unknownParameter[0], [textOf(generated.unknownParameter[1])]]);
  }
  const headers: Record<string, string> = {};
  const sentHeaders: Record<string, string> = {};
  if (generated.website !== undefined) headers.website = generated.website;
  if (generated.token === "buyer") headers.authorization = `Bearer ${token}`;
  else if (generated.token) headers.authorization = `Bearer ${generated.token}`;
  if (generated.session === "staff" && cookie) headers.cookie = cookie;
  else if (generated.session) headers.cookie = generated.session;
  if (generated.origin !== undefined) headers.origin = generated.origin;
  headerParams.forEach((p, index) => {
    const value = generated.headers[index];
    if (value !== undefined) {
      headers[p.name] = String(value);
      sentHeaders[p.name] = String(value);
    }
  });
  const request: InjectOptions = {
    method: operation.method as InjectOptions["method"],
    url: query.length ? `${url}?${query.join("&")}` : url,
    headers,
  };
  if (generated.body !== undefined) {
    headers["content-type"] = generated.contentType;
    request.payload = generated.body;
  }
  const sent: SentRequest = {
    path: Object.fromEntries(sentPath),
    query: Object.fromEntries(sentQuery),
    headers: sentHeaders,
    body: generated.body,
    contentType: generated.contentType,
  };
  return { request, sent };
}

/**
 * Rules of the route schemas that JSON Schema cannot say: they compare two fields, or parse an address.
 * The document says them in words (the schema's description); a refusal naming only these does not make
 * the document looser than the server.
 */
const RULES_IN_WORDS = new Set([
  "Give the coupon at least one discount.",
  "The highest price cannot be below the lowest price.",
  "The packing discount is at most 100 %.",
  "The transport discount is at most 100 %.",
  "The last day cannot be before the first day.",
  BANNER_LINK_MESSAGE,
  "The selling price cannot be above the MRP.",
  "The wholesale price cannot be above the selling price.",
  "The wholesale price cannot be above the MRP.",
  "A group price cannot be above the MRP.",
  "This group already has a price.",
  // The layout is the document's pattern; the state code and the check character are in words.
  "Enter a valid GSTIN.",
  // The staff password's lengths are bounds of the document; its list and personal rules are in words.
  "This password is one of the most common or has appeared in data breaches. Choose another.",
  "Do not use your email address or its name part in the password.",
  "Do not use the shop's name or a word of it in the password.",
  ...REPORT_PERIOD_MESSAGES,
]);

/** Rules in words whose messages name a figure (a quantity, a price). */
const RULES_IN_WORDS_PATTERNS: readonly RegExp[] = [...VOLUME_PRICES_RULE_MESSAGES];

function onlyRulesInWords(rawBody: string): boolean {
  const fields = (JSON.parse(rawBody) as { data?: { error?: { fields?: Record<string, string> } } }).data
    ?.error?.fields;
  const messages = Object.values(fields ?? {});
  return (
    messages.length > 0 &&
    messages.every(
      (message) =>
        RULES_IN_WORDS.has(message) || RULES_IN_WORDS_PATTERNS.some((pattern) => pattern.test(message)),
    )
  );
}

const ERROR_CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

function checkAnswer(operation: Operation, sent: SentRequest, answer: Answer): void {
  const { statusCode, body: rawBody } = answer;
  const contentType = String(answer.headers["content-type"] ?? "");
  const label = `${operation.method} ${operation.path} answered ${statusCode}: ${rawBody.slice(0, 300)}`;
  expect(statusCode, label).toBeLessThan(500);
  expect(operation.statuses.has(statusCode), `${label} (documented: ${[...operation.statuses]})`).toBe(true);
  // The document is never looser than the route's schemas: what they refuse, it refuses.
  if (answer.headers[SCHEMA_REFUSED_HEADER] === "1" && !onlyRulesInWords(rawBody)) {
    const shown = JSON.stringify(sent, (_key, value: unknown) =>
      typeof value === "string" && value.length > 80 ? `${value.slice(0, 80)}…(${value.length})` : value,
    );
    expect(documentAllows(operation.document, sent), `${label}; the document allows ${shown}`).toBe(false);
  }
  // An empty path value leaves the operation's address for a neighbour's (`/product/` is the list): the
  // answer is that route's, not this one's.
  if (Object.values(sent.path).includes("")) return;
  const documented = operation.document.responses[String(statusCode)]?.content ?? {};
  if (!operation.envelopes.has(statusCode)) {
    // A download: one of the media types the document names, and a JSON file of the schema it gives.
    const mediaType = contentType.split(";")[0]?.trim() ?? "";
    expect(Object.keys(documented), label).toContain(mediaType);
    const schema = documented[mediaType]?.schema;
    if (mediaType === "application/json" && schema) {
      const file = JSON.parse(rawBody) as unknown;
      expect(schemaAccepts(schema, file), `${label}: ${schemaErrors(schema, file)}`).toBe(true);
    }
    return;
  }
  expect(contentType, label).toMatch(/^application\/json/);
  const body = JSON.parse(rawBody) as { ok: unknown; statusCode: unknown; data: unknown };
  expect(body.statusCode, label).toBe(statusCode);
  const schema = documented["application/json"]?.schema;
  if (schema) expect(schemaAccepts(schema, body), `${label}: ${schemaErrors(schema, body)}`).toBe(true);
  if (statusCode < 300) {
    expect(body.ok, label).toBe(true);
    expect(body, label).toHaveProperty("data");
  } else {
    expect(body.ok, label).toBe(false);
    const error = (body.data as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    expect(String(error?.code), label).toMatch(ERROR_CODE);
    expect(typeof error?.message === "string" && error.message.length > 0, label).toBe(true);
    // No internals: no stack frames, no SQL, no driver text.
    expect(rawBody, label).not.toMatch(/\bat .+\(.+:\d+:\d+\)|select .+ from|syntax error|postgres/i);
  }
}

/** A path parameter that leaves the operation's address: empty, or a dot segment the URL drops. */
const leavesAddress = (path: readonly unknown[]) =>
  path.some((value) => ["", ".", ".."].includes(textOf(value)));

/**
 * A role without the operation's permission: refused for the permission (or a foreign Origin), always;
 * unless a path parameter made the address another route's, which answers for itself (405), or no
 * route's at all (`/shipments/./dispatch` is `/shipments/dispatch`: 404).
 */
function checkRefused(operation: Operation, role: StaffRole, answer: Answer, path: readonly unknown[]): void {
  const label = `${role} ${operation.method} ${operation.path} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`;
  if (answer.statusCode === 405 && leavesAddress(path)) {
    expect(answer.body, label).toContain('"code":"METHOD_NOT_ALLOWED"');
    return;
  }
  if (answer.statusCode === 404 && leavesAddress(path)) {
    expect(answer.body, label).toContain('"code":"ROUTE_NOT_FOUND"');
    return;
  }
  expect(answer.statusCode, label).toBe(403);
  const code = (JSON.parse(answer.body) as { data?: { error?: { code?: string } } }).data?.error?.code;
  expect(["PERMISSION_DENIED", "ORIGIN_REFUSED"], label).toContain(code);
}

/** Sends the given number of generated requests to each operation and checks every answer; the figures are printed. */
async function walk(operations: Operation[], pass: Pass, runs: number): Promise<Figures> {
  const figures = newFigures();
  figures.operations = operations.length;
  for (const operation of operations) {
    // Each operation's first counterexample (shrunk) is kept and the walk goes on, so one run names
    // every operation that fails rather than only the first.
    await fc
      .assert(
        fc.asyncProperty(requestFor(operation, pass), async (generated) => {
          const cookie =
            pass.kind === "staff" && generated.session === "staff" ? await roleCookie(pass.role) : null;
          const { request, sent } = buildInject(operation, generated, await buyerToken(), cookie);
          const res = await t.app.inject(request);
          figures.requests += 1;
          figures.statuses.set(res.statusCode, (figures.statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) figures.serverErrors += 1;
          const code = /"error":\{"code":"([A-Z0-9_]+)"/.exec(res.body)?.[1] ?? "ok";
          figures.codes.set(code, (figures.codes.get(code) ?? 0) + 1);
          const answer = { statusCode: res.statusCode, headers: res.headers, body: res.body };
          const may = pass.kind === "staff" ? mayCall(operation, pass.role) : true;
          if (pass.kind === "staff" && may === false)
            checkRefused(operation, pass.role, answer, generated.path);
          else checkAnswer(operation, sent, answer);
          // A role with the permission is never refused for it (an order's move may be, by the move).
          if (may === true)
            expect(code, `${operation.method} ${operation.path}`).not.toBe("PERMISSION_DENIED");
        }),
        { numRuns: runs },
      )
      .catch((error: unknown) => {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : "";
        const example = error instanceof Error ? /Counterexample: .*/.exec(error.message)?.[0] : undefined;
        figures.failures.push(`${cause.split("\n")[0] ?? ""}\n${example ?? String(error)}`);
      });
  }
  const statuses = [...figures.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  console.info(
    `OpenAPI fuzz (${passName(pass, operations)}): ${figures.operations} operations, ${figures.requests} requests, 5xx: ${figures.serverErrors} (${statuses})`,
  );
  const codes = [...figures.codes.entries()].sort((a, b) => b[1] - a[1]);
  console.info(`answers by code: ${codes.map(([code, count]) => `${code} ${count}`).join(", ")}`);
  return figures;
}

const isAdmin = (operation: Operation) => operation.path.startsWith("/v1/admin/");

/** Whether the role may call the operation, from the access its route declared and core's table. */
function mayCall(operation: Operation, role: StaffRole): boolean | "depends" {
  const url = operation.path.replace(/\{([^}]+)\}/g, ":$1");
  const access = adminAccess.get(`${operation.method} ${url}`);
  if (!access) throw new Error(`no admin route for ${operation.method} ${operation.path}`);
  if (access.permission === undefined) return true;
  if (typeof access.permission === "string") return hasPermission(role, access.permission);
  // A permission that depends on the request (an order's move): refused outright without any of them.
  const among = access.permissionAmong ?? [];
  return among.some((permission) => hasPermission(role, permission)) ? "depends" : false;
}

describe("every OpenAPI operation under generated hostile input", () => {
  it("has operations to walk, including the signed-in ones and the back office's", () => {
    const operations = collectOperations(document);
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.some((o) => o.signedIn)).toBe(true);
    expect(operations.filter(isAdmin).length).toBeGreaterThan(30);
  });

  it(
    "never answers 5xx, always as documented, never refusing what the document allows",
    async () => {
      const figures = await walk(collectOperations(document), { kind: "store" }, RUNS_PER_OPERATION);
      expect(figures.failures).toEqual([]);
      expect(figures.serverErrors).toBe(0);
    }, // A longer FUZZ_RUNS gets the time it needs (about 10 s per run of every operation on a busy machine).
    Math.max(120_000, RUNS_PER_OPERATION * 10_000),
  );

  for (const role of STAFF_ROLES) {
    const runs = role === "owner" ? RUNS_PER_OPERATION : RUNS_PER_OTHER_ROLE;
    it(
      `as ${role}: the back office's operations of the role's permissions never get a 5xx and answer as documented; the others 403`,
      async () => {
        const operations = collectOperations(document).filter(isAdmin);
        const allowed = operations.filter((operation) => mayCall(operation, role) !== false);
        const refused = operations.filter((operation) => mayCall(operation, role) === false);
        const mayFigures = await walk(allowed, { kind: "staff", role }, runs);
        const refusedFigures = refused.length
          ? await walk(refused, { kind: "staff", role }, runs)
          : newFigures();
        expect([...mayFigures.failures, ...refusedFigures.failures]).toEqual([]);
        expect(mayFigures.serverErrors + refusedFigures.serverErrors).toBe(0);
        // The pass is worth its time only if most requests got past the session and Origin checks.
        const stopped =
          (mayFigures.codes.get("UNAUTHORIZED") ?? 0) + (mayFigures.codes.get("ORIGIN_REFUSED") ?? 0);
        expect(stopped).toBeLessThan(mayFigures.requests / 4);
        if (role !== "owner") expect(refused.length).toBeGreaterThan(0);
      },
      Math.max(120_000, runs * 10_000),
    );
  }
});
