import { request as httpRequest } from "node:http";
import type { AddressDto } from "@roshni/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { passwordHashingLoad } from "../lib/password";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  signIn,
  staffCookie,
  type TestApp,
  tokenFor,
  WEBSITE,
} from "./harness";

const RETAIL = "retail@demo.roshnilighting.in";
const WHOLESALE = "wholesale@demo.roshnilighting.in";
const PASSWORD = "Lighting@2026";

const ADDRESS = {
  name: "Asha Verma",
  phone: "9811122233",
  line1: "12 Chandni Chowk",
  city: "Delhi",
  state: "Delhi",
  pincode: "110006",
  country: "IN",
};

function injectFrom(
  app: FastifyInstance,
  remoteAddress: string,
  url: string,
  headers: Record<string, string>,
) {
  return app.inject({
    method: "POST",
    url,
    remoteAddress,
    headers: { website: WEBSITE, "content-type": "application/json", ...headers },
    payload: JSON.stringify({ email: "nobody@example.in" }),
  });
}

describe("rate limits that hold", () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RATE_LIMIT_FORGOT_PER_MIN: 4 } });
    // A second API process on the same database (a replica behind a balancer).
    second = await buildApp({ env: t.env, db: t.db, storageDir: t.storageDir });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it("two app instances on one database share the counters: the limit does not double", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? t.app : second;
      statuses.push((await injectFrom(app, "198.51.100.7", "/v1/customer/password/forgot", {})).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it("a forged X-Forwarded-For from a client that is not a trusted proxy changes nothing", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const forged = { "x-forwarded-for": `10.0.${i}.1` };
      statuses.push(
        (await injectFrom(t.app, "203.0.113.50", "/v1/customer/password/forgot", forged)).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it("the trusted proxy (loopback: the storefront) names the buyer's address, and each address has its own count", async () => {
    const viaProxy = (client: string) =>
      injectFrom(t.app, "127.0.0.1", "/v1/customer/password/forgot", { "x-forwarded-for": client });
    for (let i = 0; i < 4; i++) expect((await viaProxy("192.0.2.10")).statusCode).toBe(200);
    expect((await viaProxy("192.0.2.10")).statusCode).toBe(429);
    expect((await viaProxy("192.0.2.11")).statusCode).toBe(200);
  });
});

describe("sign-in under attack", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      products: 5,
      env: {
        RATE_LIMIT_ACCOUNT_FAILURES: 3,
        RATE_LIMIT_LOGIN_PER_MIN: 1000,
        PASSWORD_HASH_CONCURRENCY: 1,
        PASSWORD_HASH_QUEUE: 2,
      },
    });
  });
  afterAll(async () => t?.close());

  it("bounds concurrent password hashing: beyond the queue a sign-in is answered 503 SERVER_BUSY with Retry-After", async () => {
    const attempts = Array.from({ length: 8 }, (_, i) =>
      t.app.inject({
        method: "POST",
        url: "/v1/customer/login",
        remoteAddress: `198.51.100.${i + 1}`,
        headers: { website: WEBSITE },
        payload: { email: `stranger${i}@example.in`, password: "wrong-password" },
      }),
    );
    const answers = await Promise.all(attempts);
    const statuses = answers.map((a) => a.statusCode).sort();
    // One hashing, two waiting: three get their (wrong-password) answer, the rest are turned away at once.
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 503)).toHaveLength(5);
    const busy = answers.find((a) => a.statusCode === 503);
    expect(busy?.headers["retry-after"]).toBe("2");
    expect(busy?.json()).toEqual({
      ok: false,
      statusCode: 503,
      data: { error: { code: "SERVER_BUSY", message: expect.stringMatching(/busy/) } },
    });
    expect(passwordHashingLoad()).toEqual({ active: 0, pending: 0 });
  });

  it("limits failed sign-ins per account from any address, and leaves other accounts alone", async () => {
    const attempt = (email: string, password: string, from: string) =>
      t.app.inject({
        method: "POST",
        url: "/v1/customer/login",
        remoteAddress: from,
        headers: { website: WEBSITE },
        payload: { email, password },
      });
    for (let i = 0; i < 3; i++)
      expect((await attempt(RETAIL, "wrong-password", `192.0.2.${i + 1}`)).statusCode).toBe(401);
    const locked = await attempt(RETAIL, PASSWORD, "192.0.2.99");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().data.error.code).toBe("RATE_LIMITED");
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(60);
    expect((await attempt(WHOLESALE, PASSWORD, "192.0.2.1")).statusCode).toBe(200);
  });

  it("refuses a password with a trailing NUL (422) instead of checking it", async () => {
    const res = await api(t.app).post("/v1/customer/login", {
      email: WHOLESALE,
      password: `${PASSWORD}\u0000`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.error?.fields?.password).toMatch(/control characters/);
  });
});

describe("PUT /v1/customer/password is rate limited per account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, products: 5, env: { RATE_LIMIT_LOGIN_PER_MIN: 2 } });
  });
  afterAll(async () => t?.close());

  it("answers 429 after the limit, whichever address the token is used from", async () => {
    const token = await tokenFor(t, RETAIL);
    const change = (from: string) =>
      t.app.inject({
        method: "PUT",
        url: "/v1/customer/password",
        remoteAddress: from,
        headers: { website: WEBSITE, authorization: `Bearer ${token}` },
        payload: { currentPassword: "not-the-password", newPassword: "Another@2026" },
      });
    expect((await change("192.0.2.1")).statusCode).toBe(422);
    expect((await change("192.0.2.2")).statusCode).toBe(422);
    const limited = await change("192.0.2.3");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});

describe("hostile text and ids", () => {
  let t: TestApp;
  let token: string;
  let addressId: number;
  beforeAll(async () => {
    t = await createTestApp({ products: 20 });
    token = await tokenFor(t, RETAIL);
    addressId = (await api(t.app).post<AddressDto>("/v1/customer/address", ADDRESS, { token })).data.id;
  });
  afterAll(async () => t?.close());

  it("NUL in paths and query strings: 422 or a plain search, never 500", async () => {
    const get = (path: string) => api(t.app).get(path);
    expect((await get("/v1/product/%00")).statusCode).toBe(422);
    expect((await get("/v1/blog/posts/a%00b")).statusCode).toBe(422);
    expect((await get("/v1/product?attributes=brand:%00")).statusCode).toBe(422);
    // Search words lose the control characters and still search.
    expect((await get("/v1/product?search=lamp%00")).statusCode).toBe(200);
    expect((await get("/v1/product/filters?search=%00")).statusCode).toBe(200);
    expect((await get("/v1/product/suggestions?search=lamp%00")).statusCode).toBe(200);
    expect((await get("/v1/product/suggestions?search=%00")).statusCode).toBe(422);
  });

  it("NUL and direction overrides in every text field of register, profile, addresses, orders and contact: 422 with a sentence", async () => {
    const nul = "Gupta\u0000";
    const rlo = "Gupta \u202eTraders";
    const register = { name: "Asha", email: "asha@example.in", phone: "9811122233", password: PASSWORD };
    const checks: [string, "post" | "patch", string, Record<string, unknown>, string][] = [
      ["register name", "post", "/v1/customer/register", { ...register, name: nul }, "name"],
      ["register company", "post", "/v1/customer/register", { ...register, companyName: rlo }, "companyName"],
      ["profile name", "patch", "/v1/customer", { name: nul }, "name"],
      ["profile company", "patch", "/v1/customer", { companyName: nul }, "companyName"],
      ["address name", "post", "/v1/customer/address", { ...ADDRESS, name: rlo }, "name"],
      ["address company", "post", "/v1/customer/address", { ...ADDRESS, company: nul }, "company"],
      ["address line1", "post", "/v1/customer/address", { ...ADDRESS, line1: nul }, "line1"],
      ["address line2", "post", "/v1/customer/address", { ...ADDRESS, line2: nul }, "line2"],
      ["address city", "patch", `/v1/customer/address/${addressId}`, { city: nul }, "city"],
      [
        "order note",
        "post",
        "/v1/order/quote",
        { items: [{ productId: 1, quantity: 1 }], toPayShipping: false, note: nul },
        "note",
      ],
      [
        "contact message",
        "post",
        "/v1/contact",
        { name: "Asha", email: "asha@example.in", message: nul },
        "message",
      ],
      ["contact name", "post", "/v1/contact", { name: nul, email: "asha@example.in", message: "Hi" }, "name"],
    ];
    for (const [label, method, path, body, field] of checks) {
      const res = await api(t.app)[method](path, body, { token });
      expect(res.statusCode, label).toBe(422);
      if (label !== "order note") expect(res.error?.fields?.[field], label).toMatch(/control characters/);
    }
  });

  it("an order with addressId 2147483648 is refused (422), not a 500", async () => {
    const res = await api(t.app).post(
      "/v1/order",
      {
        items: [{ productId: 1, quantity: 1 }],
        addressId: 2_147_483_648,
        toPayShipping: false,
        paymentMethod: "bank-transfer",
      },
      { token, headers: { "idempotency-key": "hardening-0001" } },
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.error?.fields ?? {})).toContain("addressId");
  });

  it("ids parse strictly with one upper bound: 0x1, +1, 00001, 1e0 and 2147483648 are 422, 1 is category 1", async () => {
    expect((await api(t.app).get("/v1/category/1")).statusCode).toBe(200);
    for (const id of ["0x1", "%2B1", "00001", "1e0", "1.0", "2147483648", "-1"]) {
      expect((await api(t.app).get(`/v1/category/${id}`)).statusCode, id).toBe(422);
      expect((await api(t.app).get(`/v1/customer/address/${id}`, { token })).statusCode, id).toBe(422);
      expect((await api(t.app).get(`/v1/order/${id}`, { token })).statusCode, id).toBe(422);
    }
    expect((await api(t.app).get("/v1/category/2147483647")).statusCode).toBe(404);
    expect((await api(t.app).get("/v1/product?skip=0x10")).statusCode).toBe(422);
  });
});

// Found by the OpenAPI fuzz suite's signed-in owner pass: each was a 500 before its schema in packages/core
// took the shared id and text rules.
describe("the back office under hostile ids and text", () => {
  let t: TestApp;
  let owner: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    t = await createTestApp({ products: 20 });
    owner = adminApi(t.app, await staffCookie(t, DEMO_STAFF_EMAIL.owner));
  });
  afterAll(async () => t?.close());

  it("a claim's ids and the lists' id filters parse strictly: +1, 0x1 and 2147483648 are 422, not a 500", async () => {
    for (const id of ["%2B1", "0x1", "2147483648", "9007199254740991"]) {
      const reject = await owner.post(`/v1/admin/orders/1/claims/${id}/reject`, { reason: "Not found" });
      expect(reject.statusCode, id).toBe(422);
      expect(
        (await owner.post(`/v1/admin/orders/${id}/claims/1/confirm`, { method: "upi" })).statusCode,
        id,
      ).toBe(422);
      expect((await owner.get(`/v1/admin/orders?customerId=${id}`)).statusCode, id).toBe(422);
      expect((await owner.get(`/v1/admin/customers?groupId=${id}`)).statusCode, id).toBe(422);
      expect((await owner.get(`/v1/admin/products?categoryId=${id}`)).statusCode, id).toBe(422);
      expect((await owner.get(`/v1/admin/audit?staffId=${id}`)).statusCode, id).toBe(422);
    }
    expect(
      (await owner.post("/v1/admin/orders/1/claims/2147483647/reject", { reason: "x" })).statusCode,
    ).toBe(404);
  });

  it("NUL and direction overrides in category, coupon, product and claim texts: 422 with a sentence, nothing written", async () => {
    const category = { url: "Nul-Lights", metaTitle: "", metaDescription: "", metaKeywords: "", position: 5 };
    const checks: [string, string, Record<string, unknown>, string][] = [
      ["category title", "/v1/admin/categories", { ...category, title: "Lamp\u0000" }, "title"],
      [
        "category meta",
        "/v1/admin/categories",
        { ...category, title: "Lamps", metaTitle: "a\u202eb" },
        "metaTitle",
      ],
      ["claim reason", "/v1/admin/orders/1/claims/1/reject", { reason: "No\u0000" }, "reason"],
    ];
    for (const [label, path, body, field] of checks) {
      const res = await owner.post(path, body);
      expect(res.statusCode, label).toBe(422);
      expect(res.error?.fields?.[field], label).toMatch(/control characters/);
    }
    const categories = await owner.get<{ items: { url: string }[] }>("/v1/admin/categories");
    expect(categories.data.items.map((c) => c.url)).not.toContain("Nul-Lights");
    const coupon = await owner.patch("/v1/admin/coupons/1", { description: "Ten\u0000" });
    expect(coupon.statusCode).toBe(422);
    expect(coupon.error?.fields?.description).toMatch(/control characters/);
    const product = await owner.patch("/v1/admin/products/1", { description: "Brass\u0000" });
    expect(product.statusCode).toBe(422);
    expect(product.error?.fields?.description).toMatch(/control characters/);
    // A description keeps its line breaks.
    expect(
      (await owner.patch("/v1/admin/products/1", { description: "Brass.\nHand made." })).statusCode,
    ).toBe(200);
    for (const query of ["brand=a%00", "search=ok&brand=%E2%80%AE"]) {
      expect((await owner.get(`/v1/admin/products?${query}`)).statusCode, query).toBe(422);
    }
    expect((await owner.get("/v1/admin/audit?action=a%00")).statusCode).toBe(422);
    // Every list's search field, and the export that takes the list's filters.
    for (const path of [
      "/v1/admin/products/export?search=Lamp%00",
      "/v1/admin/products?search=Lamp%00",
      "/v1/admin/orders?search=%E2%80%AEWL",
      "/v1/admin/customers?search=a%00",
      "/v1/admin/coupons?search=a%00",
    ]) {
      const res = await owner.get(path);
      expect(res.statusCode, path).toBe(422);
      expect(res.error?.fields?.search, path).toMatch(/control characters|direction/);
    }
  });

  it("a day the database has no date for (year 0000) is 422 in filters, payments and claims, not a 500", async () => {
    for (const path of [
      "/v1/admin/audit?from=0000-02-29",
      "/v1/admin/orders?to=0000-02-29",
      "/v1/admin/orders?from=0099-01-01",
    ]) {
      const res = await owner.get(path);
      expect(res.statusCode, path).toBe(422);
      expect(JSON.stringify(res.error?.fields), path).toContain("between the years 2000 and 2999");
    }
    const payment = await owner.post("/v1/admin/orders/1/payments", {
      method: "upi",
      amount: 10,
      reference: "UTR00000001",
      receivedOn: "0000-02-29",
    });
    expect(payment.statusCode).toBe(422);
    expect(payment.error?.fields?.receivedOn).toMatch(/between the years/);
    const buyer = await tokenFor(t, RETAIL);
    const claim = await api(t.app).post(
      "/v1/order/1/payment/claims",
      { reference: "UTR00000001", amount: 10, paidOn: "0000-02-29", method: "upi" },
      { token: buyer },
    );
    expect(claim.statusCode).toBe(422);
    expect(claim.error?.fields?.paidOn).toMatch(/between the years/);
  });
});

describe("answers a browser and a proxy can trust", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ products: 5 });
    token = await tokenFor(t, RETAIL);
  });
  afterAll(async () => t?.close());

  it("security headers on every answer; HSTS only in production", async () => {
    const res = await api(t.app).get("/v1/category");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["strict-transport-security"]).toBeUndefined();

    const production = await buildApp({
      env: { ...t.env, NODE_ENV: "production" },
      db: t.db,
      storageDir: t.storageDir,
    });
    const answer = await production.inject({ method: "GET", url: "/healthz" });
    expect(answer.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    await production.close();
  });

  it("Cache-Control: no-store on every personal answer; the public catalogue keeps its minute", async () => {
    const personal = [
      await api(t.app).get("/v1/customer", { token }),
      await api(t.app).get("/v1/order", { token }),
      await api(t.app).get("/v1/customer/address", { token }),
      await api(t.app).post("/v1/customer/address", ADDRESS, { token }),
      await api(t.app).post("/v1/customer/login", { email: RETAIL, password: "wrong-password" }),
    ];
    for (const res of personal) expect(res.headers["cache-control"]).toBe("no-store");
    expect((await api(t.app).get("/v1/category")).headers["cache-control"]).toBe("public, max-age=60");
  });

  it("sign-out revokes the token on the server; the buyer's other tokens keep working", async () => {
    const signedOut = await signIn(t.app, RETAIL, PASSWORD);
    const other = await tokenFor(t, RETAIL);
    expect((await api(t.app).get("/v1/customer", { token: signedOut })).statusCode).toBe(200);
    const res = await api(t.app).post("/v1/customer/logout", undefined, { token: signedOut });
    expect(res.statusCode).toBe(200);
    expect((await api(t.app).get("/v1/customer", { token: signedOut })).statusCode).toBe(401);
    expect((await api(t.app).post("/v1/customer/logout", undefined, { token: signedOut })).statusCode).toBe(
      401,
    );
    expect((await api(t.app).get("/v1/customer", { token: other })).statusCode).toBe(200);
  });

  it("405 with Allow for a method an address does not answer; 404 for no address at all", async () => {
    const res = await t.app.inject({ method: "DELETE", url: "/v1/category", headers: { website: WEBSITE } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
    expect(res.json().data.error.code).toBe("METHOD_NOT_ALLOWED");
    const put = await t.app.inject({
      method: "PUT",
      url: "/v1/product/some-lamp",
      headers: { website: WEBSITE },
    });
    expect(put.statusCode).toBe(405);
    expect((await api(t.app).get("/v1/nothing-here")).statusCode).toBe(404);
  });

  it("unknown query parameters are refused, on routes with and without a query schema", async () => {
    const misspelt = await api(t.app).get("/v1/product", { query: { serach: "lamp" } });
    expect(misspelt.statusCode).toBe(422);
    expect(misspelt.error?.fields).toEqual({ serach: "This parameter is not accepted." });
    expect((await api(t.app).get("/v1/category", { query: { x: "1" } })).statusCode).toBe(422);
    expect((await api(t.app).get("/v1/product", { query: { search: "lamp", limit: 2 } })).statusCode).toBe(
      200,
    );
  });

  it("a URL that does not decode and an over-long path parameter answer in the envelope without echoing the URL", async () => {
    const bad = await t.app.inject({
      method: "GET",
      url: "/v1/product/%E0%A4%A",
      headers: { website: WEBSITE },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      ok: false,
      statusCode: 400,
      data: { error: { code: "BAD_URL", message: expect.any(String) } },
    });
    expect(bad.body).not.toContain("%E0");
    const long = `a${"b".repeat(300)}`;
    const tooLong = await t.app.inject({
      method: "GET",
      url: `/v1/product/${long}`,
      headers: { website: WEBSITE },
    });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json().data.error.code).toBe("URI_TOO_LONG");
    expect(tooLong.body).not.toContain(long);
  });

  it("headers over Node's limit answer 431 in the envelope (a real socket)", async () => {
    const server = await buildApp({ env: t.env, db: t.db, storageDir: t.storageDir });
    await server.listen({ port: 0, host: "127.0.0.1" });
    try {
      const address = server.server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port,
            path: "/v1/category",
            headers: { website: WEBSITE, "x-big": "z".repeat(20_000) },
          },
          (res) => {
            let body = "";
            res.on("data", (chunk) => {
              body += chunk;
            });
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on("error", reject);
        req.end();
      });
      expect(answer.status).toBe(431);
      expect(JSON.parse(answer.body)).toEqual({
        ok: false,
        statusCode: 431,
        data: { error: { code: "HEADERS_TOO_LARGE", message: expect.any(String) } },
      });
    } finally {
      await server.close();
    }
  });
});

describe("the OpenAPI document describes what the API does", () => {
  let t: TestApp;
  let doc: {
    paths: Record<
      string,
      Record<string, { security?: unknown[]; responses: Record<string, unknown>; requestBody?: unknown }>
    >;
  };
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    doc = (await t.app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
  });
  afterAll(async () => t?.close());

  it("wraps data in the envelope and documents the errors with their codes", () => {
    const login = doc.paths["/v1/customer/login"]?.post;
    const ok = JSON.stringify(login?.responses["200"]);
    expect(ok).toContain('"ok":{"enum":[true]}');
    expect(ok).toContain('"data":');
    expect(Object.keys(login?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "401", "413", "415", "422", "429", "503"]),
    );
    expect(JSON.stringify(login?.responses["401"])).toContain("INVALID_CREDENTIALS");
    expect(Object.keys(doc.paths["/v1/customer"]?.get?.responses ?? {})).toContain("401");
  });

  it("asks for a token only where one is needed", () => {
    expect(doc.paths["/v1/customer"]?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths["/v1/customer/address"]?.post?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths["/v1/category"]?.get?.security).toEqual([{}, { bearerAuth: [] }]);
    expect(doc.paths["/v1/customer/register"]?.post?.security).toEqual([{}, { bearerAuth: [] }]);
    expect(Object.keys(doc.paths["/v1/category"]?.get?.responses ?? {})).not.toContain("401");
  });

  it("states the email, phone and PIN code rules", () => {
    const body = JSON.stringify(doc.paths["/v1/customer/register"]?.post?.requestBody);
    expect(body).toContain('"format":"email"');
    expect(body).toMatch(/Indian mobile number/);
    expect(JSON.stringify(doc.paths["/v1/customer/address"]?.post?.requestBody)).toContain("[1-9][0-9]{5}");
  });
});
