import FindMyWay, { type HTTPMethod } from "find-my-way";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type KnownRoute, ROUTE_METHODS, registeredRoutes } from "../plugins/envelope";
import { createTestApp, type TestApp, WEBSITE } from "./harness";

/** Not in find-my-way's list of methods, which Node and Fastify accept since RFC 10008. */
const QUERY = "QUERY" as HTTPMethod;

/** A path a route answers: each parameter filled with a value no static sibling uses. */
function samplePath(url: string): string {
  return url.replace(/:[A-Za-z]+/g, "1").replace(/\*/g, "x");
}

describe("methods and Allow on every registered route", () => {
  let t: TestApp;
  let router: ReturnType<typeof FindMyWay>;
  let routes: Map<string, Set<HTTPMethod>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    // The same matching as the server's router, to tell which route takes a method on a path.
    router = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 200 });
    routes = new Map();
    for (const route of registeredRoutes(t.app)) {
      if (!router.hasRoute(route.method, route.url)) {
        router.on(route.method, route.url, () => {}, route satisfies KnownRoute);
      }
      routes.set(route.url, (routes.get(route.url) ?? new Set()).add(route.method));
    }
  });
  afterAll(async () => t?.close());

  function servedBy(method: HTTPMethod, path: string): string | null {
    const found = router.find(method, path);
    return found ? (found.store as KnownRoute).url : null;
  }

  it("every method not served on a path is 405, and its Allow lists exactly that route's methods, each served there", async () => {
    expect(routes.size).toBeGreaterThan(80);
    const wrong: string[] = [];
    for (const [url, methods] of routes) {
      const path = samplePath(url);
      const expected = ROUTE_METHODS.filter((method) => methods.has(method));
      for (const method of [...ROUTE_METHODS, QUERY]) {
        // Taken by this route, or by another one the router prefers for this method (a parameter route).
        if (methods.has(method) || (method !== QUERY && servedBy(method, path) !== null)) continue;
        const res = await t.app.inject({ method, url: path, headers: { website: WEBSITE } });
        const allow = String(res.headers.allow ?? "");
        if (res.statusCode !== 405 || allow !== expected.join(", ")) {
          wrong.push(
            `${method} ${path}: ${res.statusCode} Allow "${allow}", expected "${expected.join(", ")}"`,
          );
        }
        for (const listed of allow.split(", ").filter(Boolean)) {
          if (servedBy(listed as HTTPMethod, path) !== url) {
            wrong.push(`${method} ${path}: Allow lists ${listed}, which ${url} does not serve`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("QUERY (RFC 10008) is 405 with Allow on an address that does not take it, with or without a body type, and 404 where there is nothing", async () => {
    const bare = await t.app.inject({
      method: QUERY,
      url: "/v1/category",
      headers: { website: WEBSITE },
    });
    expect(bare.statusCode).toBe(405);
    expect(bare.headers.allow).toBe("GET, HEAD");
    expect(bare.json().data.error.code).toBe("METHOD_NOT_ALLOWED");
    expect(bare.headers["x-content-type-options"]).toBe("nosniff");
    const typed = await t.app.inject({
      method: QUERY,
      url: "/v1/product",
      headers: { website: WEBSITE, "content-type": "application/json" },
      payload: "{}",
    });
    expect(typed.statusCode).toBe(405);
    const nothing = await t.app.inject({
      method: QUERY,
      url: "/v1/nothing-here",
      headers: { website: WEBSITE },
    });
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().data.error.code).toBe("ROUTE_NOT_FOUND");
    // A body of a type nothing parses, to an address that does not take the method: still 405, not 415.
    const odd = await t.app.inject({
      method: "DELETE",
      url: "/v1/category",
      headers: { website: WEBSITE, "content-type": "text/x-nothing" },
      payload: "x",
    });
    expect(odd.statusCode).toBe(405);
  });

  it("the 405 of a path a neighbouring parameter route could fit names the path's own route: POST only on /v1/order/quote", async () => {
    const res = await t.app.inject({ method: "PUT", url: "/v1/order/quote", headers: { website: WEBSITE } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("POST");
  });
});
