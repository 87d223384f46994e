import { hasPermission, ORDER_TRANSITIONS, type Permission, STAFF_ROLES, type StaffRole } from "@roshni/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminRouteEntry } from "../../lib/admin-access";
import { createTestApp, DEMO_STAFF_EMAIL, staffCookie, type TestApp, WEB_ORIGIN } from "../../test/harness";

/**
 * The matrix is generated: every route the admin scope registered (with the permission it declares)
 * against every role of core's table. Bodies are chosen so that an allowed role is stopped right after
 * the permission check (an empty body: 422, or a record that does not exist: 404) and nothing is written.
 * An order's move takes its permission from the move, so each move is tried.
 */
interface MatrixRoute {
  method: string;
  url: string;
  path: string;
  body?: unknown;
  permission: Permission;
}

const MISSING = 999_999;

function matrixRoutes(registry: AdminRouteEntry[]): MatrixRoute[] {
  return registry.flatMap((entry): MatrixRoute[] => {
    const path = entry.url.replace(/:[A-Za-z]+/g, String(MISSING));
    const permission = entry.access.permission;
    if (permission === undefined) return [];
    if (typeof permission === "function") {
      if (!entry.url.endsWith("/transitions")) throw new Error(`no matrix bodies for ${entry.url}`);
      return Object.values(ORDER_TRANSITIONS).map((move) => ({
        method: entry.method,
        url: entry.url,
        path,
        body: { to: move.to },
        permission: move.permission,
      }));
    }
    return [
      {
        method: entry.method,
        url: entry.url,
        path,
        body: entry.method === "GET" ? undefined : {},
        permission,
      },
    ];
  });
}

function send(app: TestApp["app"], cookie: string | null, entry: MatrixRoute) {
  return app.inject({
    method: entry.method as "GET",
    url: entry.path,
    headers: {
      website: "wholesale",
      origin: WEB_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(entry.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(entry.body !== undefined ? { payload: JSON.stringify(entry.body) } : {}),
  });
}

let testApp: TestApp;
const cookies = new Map<StaffRole, string>();

beforeAll(async () => {
  testApp = await createTestApp({ products: 1 });
  for (const role of STAFF_ROLES) cookies.set(role, await staffCookie(testApp, DEMO_STAFF_EMAIL[role]));
});

afterAll(async () => {
  await testApp?.close();
});

/** Each named route ("METHOD /url") is in the matrix, and exactly `roles` hold its permission. */
function expectRoles(names: readonly string[], roles: readonly string[]) {
  const routes = matrixRoutes(testApp.app.adminRoutes);
  for (const name of names) {
    const entry = routes.find((route) => `${route.method} ${route.url}` === name);
    expect(entry, name).toBeDefined();
    const holders = STAFF_ROLES.filter((role) => entry && hasPermission(role, entry.permission));
    expect(holders, name).toEqual(roles);
  }
}

describe("role × route permission matrix (BACKOFFICE.md)", () => {
  it("every admin route declares who may call it; all but sign-in, sign-out, me, MFA enrolment and passwords need a permission", () => {
    const open = testApp.app.adminRoutes
      .filter((entry) => entry.access.permission === undefined)
      .map((entry) => `${entry.method} ${entry.url}`)
      .sort();
    expect(open).toEqual([
      "GET /v1/admin/me",
      "POST /v1/admin/auth/login",
      "POST /v1/admin/auth/logout",
      "POST /v1/admin/auth/mfa/enable",
      "POST /v1/admin/auth/mfa/setup",
      "POST /v1/admin/auth/password",
      "POST /v1/admin/auth/password/forgot",
      "POST /v1/admin/auth/password/reset",
    ]);
    const document = testApp.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith("/v1/admin/"))
      .reduce((n, [, operations]) => n + Object.keys(operations).length, 0);
    expect(documented).toBe(testApp.app.adminRoutes.length);
  });

  it("each role may call exactly the routes of its permissions; the others answer 403", async () => {
    const routes = matrixRoutes(testApp.app.adminRoutes);
    expect(routes.length).toBeGreaterThan(15);
    const wrong: string[] = [];
    for (const role of STAFF_ROLES) {
      for (const entry of routes) {
        const res = await send(testApp.app, cookies.get(role) ?? null, entry);
        const allowed = hasPermission(role, entry.permission);
        const move = (entry.body as { to?: string } | undefined)?.to;
        const name = `${role} ${entry.method} ${entry.url}${move ? ` to ${move}` : ""}: ${res.statusCode}`;
        if (
          allowed
            ? res.statusCode === 403 || res.statusCode === 401 || res.statusCode >= 500
            : res.statusCode !== 403
        ) {
          wrong.push(name);
        }
        if (!allowed && JSON.parse(res.body).data?.error?.code !== "PERMISSION_DENIED")
          wrong.push(`${name} (code)`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("volume prices are set by a manager or the owner only, and read by every role", () => {
    const routes = matrixRoutes(testApp.app.adminRoutes);
    const rolesOf = (name: string) => {
      const entry = routes.find((route) => `${route.method} ${route.url}` === name);
      expect(entry, name).toBeDefined();
      return STAFF_ROLES.filter((role) => entry && hasPermission(role, entry.permission));
    };
    expect(rolesOf("PUT /v1/admin/products/:id/volume-prices")).toEqual(["owner", "manager"]);
    expect(rolesOf("GET /v1/admin/products/:id/volume-prices")).toEqual([...STAFF_ROLES]);
  });

  it("the order desk's routes (entering and editing orders) are in the matrix, for sales, manager and owner", () => {
    const desk = [
      "POST /v1/admin/orders",
      "POST /v1/admin/orders/quote",
      "GET /v1/admin/order-drafts",
      "GET /v1/admin/order-drafts/:id",
      "PUT /v1/admin/order-drafts/:id",
      "DELETE /v1/admin/order-drafts/:id",
      "POST /v1/admin/customers",
      "POST /v1/admin/customers/:id/addresses",
      "POST /v1/admin/orders/:id/edit",
      "POST /v1/admin/orders/:id/edit/quote",
    ];
    expectRoles(desk, ["owner", "manager", "sales"]);
  });

  it("the payment reminder and statement mail routes are in the matrix, for sales, manager and owner", () => {
    const reminders = [
      "GET /v1/admin/customers/:id/reminders",
      "PUT /v1/admin/customers/:id/reminders",
      "POST /v1/admin/customers/:id/statement/mail",
    ];
    expectRoles(reminders, ["owner", "manager", "sales"]);
  });

  it("the dispatch desk's routes are in the matrix, for owner, manager and dispatch", () => {
    const desk = [
      "GET /v1/admin/dispatch/queue",
      "GET /v1/admin/orders/:id/packing-slip.pdf",
      "GET /v1/admin/orders/:id/invoice.pdf",
    ];
    expectRoles(desk, ["owner", "manager", "dispatch"]);
  });

  it("the shipment routes are in the matrix: packing, invoicing and dispatching a shipment for the dispatch desk", () => {
    const desk = [
      "POST /v1/admin/orders/:id/shipments",
      "POST /v1/admin/orders/:id/lines/:lineId/stock-arrived",
      "PUT /v1/admin/orders/:id/lines/:lineId/expected",
      "POST /v1/admin/shipments/:id/invoice",
      "POST /v1/admin/shipments/:id/dispatch",
      "GET /v1/admin/shipments/:id/packing-slip.pdf",
    ];
    expectRoles(desk, ["owner", "manager", "dispatch"]);
  });

  it("the quotes' routes are in the matrix, for sales, manager and owner", () => {
    const quotes = [
      "GET /v1/admin/quotes",
      "GET /v1/admin/quotes/:id",
      "POST /v1/admin/quotes/:id/offer",
      "GET /v1/admin/quotes/:id/pdf",
    ];
    expectRoles(quotes, ["owner", "manager", "sales"]);
  });

  it("without a session every guarded route answers 401", async () => {
    const wrong: string[] = [];
    for (const entry of matrixRoutes(testApp.app.adminRoutes)) {
      const res = await send(testApp.app, null, entry);
      if (res.statusCode !== 401) wrong.push(`${entry.method} ${entry.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
