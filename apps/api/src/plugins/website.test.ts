import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { websites } from "../db/schema";
import { createTestApp, type TestApp } from "../test/harness";

describe("the website header", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => t?.close());

  const get = (headers: Record<string, string>) =>
    t.app.inject({ method: "GET", url: "/v1/website/banner", headers });

  it("is required on every /v1 call: without it 400 WEBSITE_REQUIRED", async () => {
    const res = await get({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      statusCode: 400,
      data: { error: { code: "WEBSITE_REQUIRED", message: expect.any(String) } },
    });
  });

  it("counts an empty value as missing", async () => {
    const res = await get({ website: "  " });
    expect(res.json().data.error.code).toBe("WEBSITE_REQUIRED");
  });

  it("must name a known website: otherwise 400 WEBSITE_UNKNOWN", async () => {
    for (const website of ["retail", "WHOLESALE ", "x".repeat(500)]) {
      const res = await get({ website });
      expect(res.statusCode, website).toBe(400);
      expect(res.json().data.error.code).toBe("WEBSITE_UNKNOWN");
    }
  });

  it("lets 'wholesale' through", async () => {
    const res = await get({ website: "wholesale" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, statusCode: 200, data: [] });
  });

  it("finds a website created after start (unknown codes are not cached)", async () => {
    expect((await get({ website: "retail" })).statusCode).toBe(400);
    await t.db.insert(websites).values({ code: "retail", name: "Retail counter" });
    expect((await get({ website: "retail" })).statusCode).toBe(200);
  });

  it("is not needed for health probes, storage files or the API documents", async () => {
    for (const url of ["/healthz", "/readyz", "/v1/openapi.json"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
    }
  });
});
