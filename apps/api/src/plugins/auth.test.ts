import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerGroups, customers, websites } from "../db/schema";
import { signCustomerToken, TOKEN_AUDIENCE, TOKEN_ISSUER } from "../lib/jwt";
import { api, createTestApp, type TestApp } from "../test/harness";
import { requireCustomer } from "./auth";

async function probeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    async (scope) => {
      scope.get("/probe/who", async (request) => ({ customer: request.customer }));
      scope.get("/probe/mine", { preHandler: requireCustomer }, async (request) => ({
        id: request.customer?.id,
      }));
    },
    { prefix: "/v1" },
  );
}

describe("bearer tokens", () => {
  let t: TestApp;
  let websiteId: number;
  let wholesaleBuyer: number;
  let retailBuyer: number;
  let wholesaleGroup: number;
  const sign = (customerId: number, ttl = 3600, website = websiteId) =>
    signCustomerToken(t.env.JWT_SECRET, { customerId, websiteId: website }, ttl);

  beforeAll(async () => {
    t = await createTestApp({ seed: false, routes: probeRoutes });
    const [site] = await t.db.select().from(websites).where(eq(websites.code, "wholesale"));
    websiteId = site?.id ?? 0;
    const groups = await t.db
      .insert(customerGroups)
      .values([
        { name: "Retail", isDefault: true },
        { name: "Wholesale", isDefault: false },
      ])
      .returning();
    const retail = groups.find((g) => g.isDefault)?.id ?? 0;
    wholesaleGroup = groups.find((g) => !g.isDefault)?.id ?? 0;
    const rows = await t.db
      .insert(customers)
      .values([
        {
          websiteId,
          customerGroupId: wholesaleGroup,
          name: "Arjun Mehta",
          email: "arjun@mehtaelectricals.in",
          phone: "+919811122233",
          passwordHash: "not-used-here",
        },
        {
          websiteId,
          customerGroupId: retail,
          name: "Priya Sharma",
          email: "priya@example.in",
          phone: "+919811122244",
          passwordHash: "not-used-here",
        },
      ])
      .returning({ id: customers.id, email: customers.email });
    wholesaleBuyer = rows.find((r) => r.email.startsWith("arjun"))?.id ?? 0;
    retailBuyer = rows.find((r) => r.email.startsWith("priya"))?.id ?? 0;
  });
  afterAll(async () => t?.close());

  it("make the buyer and their group known to every route", async () => {
    const res = await api(t.app).get<{ customer: unknown }>("/v1/probe/who", {
      token: await sign(wholesaleBuyer),
    });
    expect(res.data.customer).toEqual({
      id: wholesaleBuyer,
      name: "Arjun Mehta",
      groupId: wholesaleGroup,
      groupIsDefault: false,
      tokenId: expect.any(String),
      tokenExpiresAt: expect.any(String),
    });
  });

  it("that are bad, expired or for another website count as none on public routes", async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ wid: websiteId, iatMs: (now - 7200) * 1000 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(retailBuyer))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(t.env.JWT_SECRET));
    const tokens = ["garbage", expired, await sign(retailBuyer, 3600, websiteId + 1), await sign(99_999)];
    for (const token of tokens) {
      const res = await api(t.app).get<{ customer: unknown }>("/v1/probe/who", { token });
      expect(res.statusCode).toBe(200);
      expect(res.data.customer).toBeNull();
    }
  });

  it("are required by requireCustomer: 401 UNAUTHORIZED without one, or with a bad one", async () => {
    const none = await api(t.app).get("/v1/probe/mine");
    expect(none.statusCode).toBe(401);
    expect(none.body).toEqual({
      ok: false,
      statusCode: 401,
      data: { error: { code: "UNAUTHORIZED", message: expect.any(String) } },
    });
    const bad = await api(t.app).get("/v1/probe/mine", { token: "abc.def.ghi" });
    expect(bad.statusCode).toBe(401);
    const good = await api(t.app).get<{ id: number }>("/v1/probe/mine", { token: await sign(retailBuyer) });
    expect(good.statusCode).toBe(200);
    expect(good.data.id).toBe(retailBuyer);
  });

  it("issued before a password change (tokensValidAfter) are revoked; later ones work", async () => {
    const older = await sign(retailBuyer);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.db.update(customers).set({ tokensValidAfter: new Date() }).where(eq(customers.id, retailBuyer));
    expect((await api(t.app).get("/v1/probe/mine", { token: older })).statusCode).toBe(401);
    const newer = await sign(retailBuyer);
    expect((await api(t.app).get("/v1/probe/mine", { token: newer })).statusCode).toBe(200);
  });

  it("follow the buyer's current group: a move to Wholesale shows at the next request", async () => {
    const token = await sign(retailBuyer);
    await t.db
      .update(customers)
      .set({ customerGroupId: wholesaleGroup })
      .where(eq(customers.id, retailBuyer));
    const res = await api(t.app).get<{ customer: { groupIsDefault: boolean } }>("/v1/probe/who", { token });
    expect(res.data.customer.groupIsDefault).toBe(false);
  });
});
