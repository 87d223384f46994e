import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const expired: string[] = [];
vi.mock("next/cache", () => ({
  revalidateTag: (tag: string) => {
    expired.push(tag);
  },
}));

const SECRET = "a-revalidation-secret-of-forty-characters";
let POST: (request: Request) => Promise<Response>;

beforeAll(async () => {
  process.env.REVALIDATE_SECRET = SECRET;
  ({ POST } = await import("./route"));
});
beforeEach(() => {
  expired.length = 0;
});

const call = (authorization: string | null, body: unknown) =>
  POST(
    new Request("http://localhost:3000/api/revalidate", {
      method: "POST",
      headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

describe("POST /api/revalidate", () => {
  it("expires the named tags for the shared secret", async () => {
    const res = await call(`Bearer ${SECRET}`, { tags: ["catalogue", "shop-settings"] });
    expect(res.status).toBe(200);
    expect(expired).toEqual(["catalogue", "shop-settings"]);
  });

  it("refuses a missing, wrong or nearly right secret and expires nothing", async () => {
    for (const authorization of [
      null,
      "Bearer ",
      `Bearer ${SECRET.slice(0, -1)}`,
      `Bearer ${SECRET}x`,
      SECRET,
    ]) {
      const res = await call(authorization, { tags: ["catalogue"] });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { data: { error: { code: string } } }).data.error.code).toBe(
        "REVALIDATE_REFUSED",
      );
    }
    expect(expired).toEqual([]);
  });

  it("refuses a tag it does not keep, and a body that is not JSON", async () => {
    expect((await call(`Bearer ${SECRET}`, { tags: ["orders"] })).status).toBe(400);
    expect((await call(`Bearer ${SECRET}`, "tags=catalogue")).status).toBe(400);
    expect(expired).toEqual([]);
  });
});
