import { strictBody } from "@roshni/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "../lib/errors";
import { api, createTestApp, type TestApp } from "../test/harness";

// Routes that exist only in this suite: one that takes a strict body, one that fails unexpectedly with
// internals in its error, one that answers 201, one that throws a readable conflict.
async function probeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    async (scope) => {
      const r = scope.withTypeProvider<ZodTypeProvider>();
      r.post(
        "/probe/echo",
        {
          schema: {
            body: strictBody({
              email: z.email({ error: "Enter a valid email address." }),
              quantity: z.number().int().min(1, { error: "Order at least 1 piece." }),
            }),
          },
        },
        async (request) => request.body,
      );
      r.post("/probe/create", async (_request, reply) => {
        reply.code(201);
        return { id: 7 };
      });
      r.get("/probe/boom", async () => {
        throw new Error('relation "customers" does not exist: select password_hash from customers');
      });
      r.get("/probe/conflict", async () => {
        throw new ApiError(409, "OUT_OF_STOCK", 'Only 2 pieces of "Brass Wall Light" are left.');
      });
    },
    { prefix: "/v1" },
  );
}

describe("the envelope", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, routes: probeRoutes, env: { BODY_LIMIT_BYTES: 1024 } });
  });
  afterAll(async () => t?.close());

  it("wraps what a handler returns as { ok: true, statusCode, data }", async () => {
    const res = await api(t.app).post("/v1/probe/echo", { email: "buyer@example.in", quantity: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ ok: true, statusCode: 200, data: { email: "buyer@example.in", quantity: 3 } });
  });

  it("carries the status a handler chose (201 for a created resource) into the body", async () => {
    const res = await api(t.app).post("/v1/probe/create");
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({ ok: true, statusCode: 201, data: { id: 7 } });
  });

  it("answers an unknown route with 404 ROUTE_NOT_FOUND, with or without the website header", async () => {
    for (const headers of [{}, { website: "wholesale" }]) {
      const raw = await t.app.inject({ method: "GET", url: "/v1/no-such-thing", headers });
      expect(raw.statusCode).toBe(404);
      expect(raw.json()).toEqual({
        ok: false,
        statusCode: 404,
        data: { error: { code: "ROUTE_NOT_FOUND", message: expect.any(String) } },
      });
    }
  });

  it("answers malformed JSON with 400 MALFORMED_JSON", async () => {
    const raw = await t.app.inject({
      method: "POST",
      url: "/v1/probe/echo",
      headers: { website: "wholesale", "content-type": "application/json" },
      payload: '{"email": "buyer@example.in", ',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().data.error.code).toBe("MALFORMED_JSON");
    expect(raw.json().ok).toBe(false);
    expect(raw.json().statusCode).toBe(400);
  });

  it("answers a body over the limit with 413 BODY_TOO_LARGE", async () => {
    const res = await api(t.app).post("/v1/probe/echo", {
      email: "a@b.in",
      quantity: 1,
      pad: "x".repeat(2000),
    });
    expect(res.statusCode).toBe(413);
    expect(res.body).toEqual({
      ok: false,
      statusCode: 413,
      data: { error: { code: "BODY_TOO_LARGE", message: expect.any(String) } },
    });
  });

  it("answers an invalid body with 422 VALIDATION_FAILED and a message per field", async () => {
    const res = await api(t.app).post("/v1/probe/echo", {
      email: "not-an-email",
      quantity: 0,
      colour: "gold",
    });
    expect(res.statusCode).toBe(422);
    expect(res.error?.code).toBe("VALIDATION_FAILED");
    expect(res.error?.fields).toEqual({
      email: "Enter a valid email address.",
      quantity: "Order at least 1 piece.",
      colour: "This field is not accepted.",
    });
    expect(typeof res.error?.message).toBe("string");
  });

  it("names the body itself when it is not an object at all", async () => {
    const raw = await t.app.inject({
      method: "POST",
      url: "/v1/probe/echo",
      headers: { website: "wholesale", "content-type": "application/json" },
      payload: "[1, 2]",
    });
    expect(raw.statusCode).toBe(422);
    expect(Object.keys(raw.json().data.error.fields)).toEqual(["body"]);
  });

  it("answers an invalid query with 422 naming the parameter", async () => {
    const res = await api(t.app).get("/v1/product", { query: { limit: 0, sort: "cheapest" } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.error?.fields ?? {}).sort()).toEqual(["limit", "sort"]);
  });

  it("passes a readable ApiError through with its status, code and sentence", async () => {
    const res = await api(t.app).get("/v1/probe/conflict");
    expect(res.statusCode).toBe(409);
    expect(res.error).toEqual({
      code: "OUT_OF_STOCK",
      message: 'Only 2 pieces of "Brass Wall Light" are left.',
    });
  });

  it("turns an unexpected error into 500 INTERNAL_ERROR without the error's text, stack or SQL", async () => {
    const res = await api(t.app).get("/v1/probe/boom");
    expect(res.statusCode).toBe(500);
    expect(res.error?.code).toBe("INTERNAL_ERROR");
    expect(res.raw.body).not.toMatch(/select|password_hash|customers|stack|at /i);
  });

  it("answers a body of another media type with 415 in the envelope", async () => {
    const raw = await t.app.inject({
      method: "POST",
      url: "/v1/probe/echo",
      headers: { website: "wholesale", "content-type": "application/xml" },
      payload: "<order/>",
    });
    expect(raw.statusCode).toBe(415);
    expect(raw.json().data.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("envelopes the health probes, which need no website header", async () => {
    const health = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(health.json()).toEqual({ ok: true, statusCode: 200, data: { status: "ok" } });
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.json()).toEqual({ ok: true, statusCode: 200, data: { status: "ready" } });
  });

  it("publishes OpenAPI outside the envelope, with the website header on every /v1 operation", async () => {
    const raw = await t.app.inject({ method: "GET", url: "/v1/openapi.json" });
    expect(raw.statusCode).toBe(200);
    const doc = raw.json() as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { parameters?: { in: string; name: string; required?: boolean }[] }>
      >;
    };
    expect(doc.openapi).toBe("3.1.0");
    const list = doc.paths["/v1/product"]?.get;
    expect(list?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(["query:skip", "query:limit", "query:sort", "query:search", "header:website"]),
    );
    const docsPage = await t.app.inject({ method: "GET", url: "/v1/docs" });
    expect(docsPage.statusCode).toBe(200);
    expect(docsPage.headers["content-type"]).toMatch(/text\/html/);
  });
});
