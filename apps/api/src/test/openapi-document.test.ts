import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
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
  operationsOf,
  SCHEMA_REFUSED_HEADER,
  type SentRequest,
  schemaAccepts,
} from "./openapi-document";

/**
 * The published OpenAPI document is as strict as the server: bounded numbers, no negative money, the
 * text rule, and downloads described by their own media types. (The fuzz suite then checks, request by
 * request, that nothing the route schemas refuse is allowed by the document.)
 */

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp({ products: 5, routes: markSchemaRefusals });
  const raw = await t.app.inject({ method: "GET", url: "/v1/openapi.json" });
  document = JSON.parse(raw.body) as OpenApiDocument;
});

afterAll(async () => {
  await t?.close();
});

function operation(method: string, path: string): DocumentOperation {
  const found = document.paths[path]?.[method.toLowerCase()];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
}

/** Every schema node under `schema`, with where it is (for the failure message). */
function* nodes(schema: JsonSchema | undefined, where: string): Generator<[string, JsonSchema]> {
  if (!schema || typeof schema !== "object") return;
  yield [where, schema];
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    yield* nodes(property, `${where}.${name}`);
  if (schema.items) yield* nodes(schema.items, `${where}[]`);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) yield* nodes(branch, where);
}

/** Every input schema of the document: parameters and request bodies, named `METHOD path where`. */
function* inputs(): Generator<[string, JsonSchema]> {
  for (const [method, path, op] of operationsOf(document)) {
    for (const parameter of op.parameters ?? []) {
      yield* nodes(parameter.schema, `${method} ${path} ${parameter.in} ${parameter.name}`);
    }
    yield* nodes(op.requestBody?.content["application/json"]?.schema, `${method} ${path} body`);
  }
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

describe("downloads in the OpenAPI document", () => {
  it("every success answer has a media type with a schema: the envelope, a JSON file's schema or a file's bytes", () => {
    const wrong: string[] = [];
    for (const [method, path, op] of operationsOf(document)) {
      const successes = Object.entries(op.responses).filter(([status]) => Number(status) < 300);
      if (successes.length === 0) wrong.push(`${method} ${path}: no success answer`);
      for (const [status, response] of successes) {
        const content = Object.entries(response.content ?? {});
        if (content.length === 0) wrong.push(`${method} ${path} ${status}: no media type`);
        for (const [mediaType, { schema }] of content) {
          const json = mediaType === "application/json";
          const described = json
            ? schema !== undefined &&
              (schema.type === "object" || schema.type === "array" || !!schema.properties)
            : schema?.type === "string";
          if (!described) wrong.push(`${method} ${path} ${status} ${mediaType}: ${JSON.stringify(schema)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("the PDFs, CSV and Excel files and the portals' JSON files are declared with their own media types", () => {
    const mediaTypes = (method: string, path: string) =>
      Object.keys(operation(method, path).responses["200"]?.content ?? {});
    expect(mediaTypes("GET", "/v1/order/{id}/documents/{kind}")).toEqual(["application/pdf"]);
    expect(mediaTypes("GET", "/v1/admin/orders/{id}/documents/{kind}")).toEqual(["application/pdf"]);
    expect(mediaTypes("GET", "/v1/admin/gst/gstr1")).toEqual(["text/csv"]);
    expect(mediaTypes("GET", "/v1/admin/products/export")).toEqual([
      "text/csv",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ]);
    expect(mediaTypes("GET", "/storage/{*}")).toEqual(
      expect.arrayContaining(["image/webp", "image/jpeg", "application/pdf"]),
    );
    // The portals' files: JSON with the schema of the file itself (not the envelope).
    const eInvoice = operation("GET", "/v1/admin/orders/{id}/e-invoice.json").responses["200"]?.content?.[
      "application/json"
    ]?.schema;
    expect(eInvoice?.properties).toHaveProperty("Version");
    expect(eInvoice?.properties).not.toHaveProperty("ok");
    const ewayBills = operation("POST", "/v1/admin/gst/eway-bill").responses["200"]?.content?.[
      "application/json"
    ]?.schema;
    expect(ewayBills?.properties).toHaveProperty("billLists");
    expect(ewayBills?.properties).not.toHaveProperty("ok");
  });
});

describe("the document's inputs are bounded like the server's", () => {
  it("every whole-number or number parameter has a minimum and a maximum (no `limit` without one)", () => {
    const wrong: string[] = [];
    let limits = 0;
    for (const [method, path, op] of operationsOf(document)) {
      for (const parameter of op.parameters ?? []) {
        if (parameter.name === "limit") limits += 1;
        const numeric = typesOf(parameter.schema).some((type) => type === "integer" || type === "number");
        if (parameter.name === "limit" && !numeric) wrong.push(`${method} ${path} limit is not a number`);
        if (!numeric) continue;
        const { minimum, maximum } = parameter.schema;
        if (typeof minimum !== "number" || typeof maximum !== "number") {
          wrong.push(`${method} ${path} ${parameter.name}: ${JSON.stringify(parameter.schema)}`);
        }
      }
    }
    expect(limits).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });

  it("every money amount a request sends has a minimum of 0 and whole paise", () => {
    const money = /amount|price|mrp|discount|total|paid|refund|credit|rupees/i;
    const wrong: string[] = [];
    let amounts = 0;
    for (const [where, schema] of inputs()) {
      const name = where.split(/[ .]/).pop() ?? "";
      if (!typesOf(schema).includes("number") || !money.test(name)) continue;
      amounts += 1;
      const floor = schema.minimum ?? schema.exclusiveMinimum;
      if (typeof floor !== "number" || floor < 0 || schema.multipleOf !== 0.01) {
        wrong.push(`${where}: ${JSON.stringify(schema)}`);
      }
    }
    expect(amounts).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });

  /**
   * Texts that only steer a lookup (search words, a page cursor, a sign-in password that the stored hash
   * judges) are cleaned or answered with their own code rather than refused by the text rule.
   */
  const NOT_UNDER_THE_TEXT_RULE =
    /(query (search|q|cursor)|body\.(password|currentPassword|token|otp)|^GET \/storage\/\{\*\} path \*)$/;

  it("every text a request sends refuses control and direction characters (the text rule)", () => {
    const hostile = ["Lamp\u0000", "Gupta \u202eTraders", "a\u0007b", "\u2066x\u2069"];
    const wrong: string[] = [];
    let texts = 0;
    for (const [where, schema] of inputs()) {
      if (!typesOf(schema).includes("string") || schema.enum || schema.const !== undefined) continue;
      if (NOT_UNDER_THE_TEXT_RULE.test(where)) continue;
      texts += 1;
      const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
        (pattern): pattern is string => typeof pattern === "string",
      );
      const onlyPatterns: JsonSchema = patterns.length
        ? { allOf: patterns.map((pattern) => ({ pattern })) }
        : {};
      const allowed = hostile.filter((text) => schemaAccepts(onlyPatterns, text));
      if (allowed.length > 0) wrong.push(`${where}: ${JSON.stringify(schema).slice(0, 200)}`);
    }
    expect(texts).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });
});

describe("values the server refuses are refused by the document too", () => {
  interface Probe {
    name: string;
    method: "GET" | "POST" | "PUT";
    path: string;
    /** The document's path template. */
    template: string;
    sent: SentRequest;
    /** The field the 422 names. */
    field: string;
    as: "buyer" | "owner";
  }

  const empty = { path: {}, query: {}, headers: {} } as const;
  const address = {
    name: "Fuzz Buyer",
    phone: "9811122233",
    line1: "12 Chandni Chowk",
    city: "Delhi",
    state: "Delhi",
    pincode: "110006",
    country: "IN",
  };

  const probes: Probe[] = [
    {
      name: "a list's limit above its maximum",
      method: "GET",
      path: "/v1/product?limit=101",
      template: "/v1/product",
      sent: { ...empty, query: { limit: ["101"] }, body: undefined },
      field: "limit",
      as: "buyer",
    },
    {
      name: "an id beyond PostgreSQL's integer",
      method: "GET",
      path: "/v1/category/2147483648",
      template: "/v1/category/{id}",
      sent: { ...empty, path: { id: "2147483648" }, body: undefined },
      field: "id",
      as: "buyer",
    },
    {
      name: "an id written as hex",
      method: "GET",
      path: "/v1/category/0x1",
      template: "/v1/category/{id}",
      sent: { ...empty, path: { id: "0x1" }, body: undefined },
      field: "id",
      as: "buyer",
    },
    {
      name: "a name with a direction override",
      method: "POST",
      path: "/v1/customer/address",
      template: "/v1/customer/address",
      sent: { ...empty, body: JSON.stringify({ ...address, name: "Gupta \u202eTraders" }) },
      field: "name",
      as: "buyer",
    },
    {
      name: "a name of spaces only (empty once trimmed)",
      method: "POST",
      path: "/v1/customer/address",
      template: "/v1/customer/address",
      sent: { ...empty, body: JSON.stringify({ ...address, name: "   " }) },
      field: "name",
      as: "buyer",
    },
    {
      name: "an address line with NUL",
      method: "POST",
      path: "/v1/customer/address",
      template: "/v1/customer/address",
      sent: { ...empty, body: JSON.stringify({ ...address, line1: "12 Chandni\u0000 Chowk" }) },
      field: "line1",
      as: "buyer",
    },
    {
      name: "the back office's limit above its maximum",
      method: "GET",
      path: "/v1/admin/orders?limit=101",
      template: "/v1/admin/orders",
      sent: { ...empty, query: { limit: ["101"] }, body: undefined },
      field: "limit",
      as: "owner",
    },
    {
      name: "a negative refund",
      method: "POST",
      path: "/v1/admin/orders/1/refunds",
      template: "/v1/admin/orders/{id}/refunds",
      sent: {
        ...empty,
        path: { id: "1" },
        body: JSON.stringify({ method: "bank_transfer", amount: -100, receivedOn: "2026-03-02" }),
      },
      field: "amount",
      as: "owner",
    },
    {
      name: "an amount in fractions of a paisa",
      method: "POST",
      path: "/v1/admin/orders/1/refunds",
      template: "/v1/admin/orders/{id}/refunds",
      sent: {
        ...empty,
        path: { id: "1" },
        body: JSON.stringify({ method: "bank_transfer", amount: 10.005, receivedOn: "2026-03-02" }),
      },
      field: "amount",
      as: "owner",
    },
    {
      name: "a dispatch's LR number with NUL (a stored text)",
      method: "POST",
      path: "/v1/admin/orders/1/transitions",
      template: "/v1/admin/orders/{id}/transitions",
      sent: {
        ...empty,
        path: { id: "1" },
        body: JSON.stringify({ to: "dispatched", transporter: "VRL Logistics", lrNumber: "LR\u0000881" }),
      },
      field: "lrNumber",
      as: "owner",
    },
    {
      name: "a quoted price of ₹0",
      method: "POST",
      path: "/v1/admin/quotes/1/offer",
      template: "/v1/admin/quotes/{id}/offer",
      sent: {
        ...empty,
        path: { id: "1" },
        body: JSON.stringify({ lines: [{ lineId: 1, price: 0 }], validUntil: "2026-12-01" }),
      },
      field: "lines.0.price",
      as: "owner",
    },
    {
      name: "a receivables search with NUL",
      method: "GET",
      path: "/v1/admin/receivables?search=%00",
      template: "/v1/admin/receivables",
      sent: { ...empty, query: { search: ["\u0000"] }, body: undefined },
      field: "search",
      as: "owner",
    },
    {
      name: "a coupon's transport discount beyond ₹1,00,00,000",
      method: "POST",
      path: "/v1/admin/coupons",
      template: "/v1/admin/coupons",
      sent: {
        ...empty,
        body: JSON.stringify({
          code: "BIGTRANSPORT",
          description: "",
          subtotalPercent: 0,
          packingType: "percent",
          packingDiscount: 0,
          transportType: "absolute",
          transportDiscount: 30_000_000,
          validFrom: null,
          validTo: null,
          usageLimit: null,
          usagePerCustomer: null,
          active: false,
          customerGroupIds: [],
          customerIds: [],
        }),
      },
      field: "transportDiscount",
      as: "owner",
    },
    {
      name: "a volume price of ₹0",
      method: "PUT",
      path: "/v1/admin/products/1/volume-prices",
      template: "/v1/admin/products/{id}/volume-prices",
      sent: {
        ...empty,
        path: { id: "1" },
        body: JSON.stringify({
          floor: null,
          groups: [{ customerGroupId: 1, breaks: [{ minQuantity: 2, price: 0 }] }],
        }),
      },
      field: "groups.0.breaks.0.price",
      as: "owner",
    },
    {
      name: "a quote request with two lines of one product",
      method: "POST",
      path: "/v1/quotes",
      template: "/v1/quotes",
      sent: {
        ...empty,
        body: JSON.stringify({
          items: [
            { productId: 1, quantity: 2 },
            { productId: 1, quantity: 5 },
          ],
        }),
      },
      field: "items",
      as: "buyer",
    },
    {
      name: "a saved wish list with one product twice",
      method: "PUT",
      path: "/v1/customer/saved",
      template: "/v1/customer/saved",
      sent: { ...empty, body: JSON.stringify({ cart: [], wishlist: [3, 3], compare: [] }) },
      field: "wishlist",
      as: "buyer",
    },
    {
      name: "a saved cart with two lines of one product",
      method: "PUT",
      path: "/v1/customer/saved",
      template: "/v1/customer/saved",
      sent: {
        ...empty,
        body: JSON.stringify({
          cart: [
            { productId: 3, quantity: 1 },
            { productId: 3, quantity: 4 },
          ],
          wishlist: [],
          compare: [],
        }),
      },
      field: "cart",
      as: "buyer",
    },
  ];

  for (const probe of probes) {
    it(`${probe.name}: 422 from the server, refused by the document`, async () => {
      const headers: Record<string, string> =
        probe.as === "buyer"
          ? { authorization: `Bearer ${await tokenFor(t, "retail@demo.roshnilighting.in")}` }
          : { cookie: await staffCookie(t, DEMO_STAFF_EMAIL.owner), origin: WEB_ORIGIN };
      const res = await t.app.inject({
        method: probe.method,
        url: probe.path,
        headers: {
          ...headers,
          website: WEBSITE,
          ...(probe.sent.body ? { "content-type": "application/json" } : {}),
        },
        ...(probe.sent.body ? { payload: probe.sent.body } : {}),
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.headers[SCHEMA_REFUSED_HEADER]).toBe("1");
      const fields = (JSON.parse(res.body) as { data: { error: { fields?: Record<string, string> } } }).data
        .error.fields;
      expect(Object.keys(fields ?? {})).toContain(probe.field);
      expect(documentAllows(operation(probe.method, probe.template), probe.sent)).toBe(false);
    });
  }
});
