import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createTestApp, type TestApp } from "../test/harness";
import { rateLimit } from "./rate-limit";

async function probeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    async (scope) => {
      scope.post("/probe/login", { config: rateLimit(3, "1 minute") }, async () => ({ signedIn: true }));
      scope.post("/probe/forgot", { config: rateLimit(3, "1 minute") }, async () => ({}));
      scope.get("/probe/open", async () => ({ open: true }));
    },
    { prefix: "/v1" },
  );
}

describe("rate limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, routes: probeRoutes });
  });
  afterAll(async () => t?.close());

  it("let 3 attempts a minute through, then answer 429 RATE_LIMITED with Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await api(t.app).post("/v1/probe/login")).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await api(t.app).post("/v1/probe/login");
    expect(limited.body).toEqual({
      ok: false,
      statusCode: 429,
      data: { error: { code: "RATE_LIMITED", message: expect.stringMatching(/wait/i) } },
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("count per route: the limit on one route leaves another's untouched", async () => {
    expect((await api(t.app).post("/v1/probe/forgot")).statusCode).toBe(200);
  });

  it("count per client address", async () => {
    const other = await t.app.inject({
      method: "POST",
      url: "/v1/probe/login",
      headers: { website: "wholesale", "content-type": "application/json" },
      payload: "{}",
      remoteAddress: "203.0.113.9",
    });
    expect(other.statusCode).toBe(200);
  });

  it("count an IPv4 address written as IPv6 (::ffff:a.b.c.d) as that IPv4 address", async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/v1/probe/login",
        headers: { website: "wholesale" },
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) expect((await from("198.51.100.20")).statusCode).toBe(200);
    expect((await from("::ffff:198.51.100.20")).statusCode).toBe(429);
    expect((await from("::ffff:c633:6414")).statusCode).toBe(429);
  });

  it("count IPv6 addresses by their /64: a fresh address in the same /64 does not get a fresh count", async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/v1/probe/login",
        headers: { website: "wholesale" },
        remoteAddress,
      });
    for (const host of ["1", "2", "abcd:ef01:2345"]) {
      expect((await from(`2001:db8:1:2::${host}`)).statusCode).toBe(200);
    }
    expect((await from("2001:db8:1:2:ffff::9")).statusCode).toBe(429);
    expect((await from("2001:db8:1:3::1")).statusCode).toBe(200);
  });

  it("apply only to routes that ask for one", async () => {
    for (let i = 0; i < 10; i++) expect((await api(t.app).get("/v1/probe/open")).statusCode).toBe(200);
  });
});

describe("rate limits switched off (RATE_LIMIT_ENABLED=false)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, routes: probeRoutes, env: { RATE_LIMIT_ENABLED: false } });
  });
  afterAll(async () => t?.close());

  it("never answer 429", async () => {
    for (let i = 0; i < 6; i++) expect((await api(t.app).post("/v1/probe/login")).statusCode).toBe(200);
  });
});
