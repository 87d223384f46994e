import type {} from "@fastify/cookie";
import { hasPermission, type Permission } from "@roshni/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Env } from "../env";
import type { StaffActor } from "../modules/audit/service";
import type { StaffService, StaffSession } from "../modules/staff/service";
import { type ApiError, forbidden, unauthorized } from "./errors";

/** The back-office session cookie: HttpOnly, SameSite=Strict, Secure in production. */
export const STAFF_COOKIE = "roshni_staff";

/**
 * Who may call an admin route, declared in its `config`. Exactly one of:
 * - `permission`: a permission of core's table, or a function of the validated request for routes whose
 *   permission depends on the body (an order's move);
 * - `signedIn: true`: any signed-in staff member (`/me`, sign-out, the second step's enrolment);
 * - `public: true`: no session (sign-in).
 */
export interface AdminAccess {
  permission?: Permission | ((request: FastifyRequest) => Permission);
  /**
   * With a permission that depends on the request: every permission it may answer. A role holding none
   * of them is refused before the body is read, so it learns nothing from the validation's answer.
   */
  permissionAmong?: readonly Permission[];
  signedIn?: boolean;
  public?: boolean;
  /** Usable by a session that must enrol the second step first. */
  duringMfaEnrolment?: boolean;
  /** Usable by a session that must change the password the owner chose first. */
  duringPasswordChange?: boolean;
}

/** An admin route as registered, for the permission matrix test and the route list. */
export interface AdminRouteEntry {
  method: string;
  url: string;
  access: AdminAccess;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route of the /v1/admin scope with its declared access, filled as they register. */
    adminRoutes: AdminRouteEntry[];
  }
  interface FastifyRequest {
    /** The signed-in staff member on `/v1/admin` routes (null elsewhere and before sign-in). */
    staff: StaffSession | null;
  }
  interface FastifyContextConfig {
    admin?: AdminAccess;
  }
}

/** Route config of an admin route that needs `permission`: `{ config: adminAccess("orders.read") }`. */
export function adminAccess(
  permission: AdminAccess["permission"],
  permissionAmong?: readonly Permission[],
): { admin: AdminAccess } {
  return { admin: permissionAmong ? { permission, permissionAmong } : { permission } };
}

/** The signed-in staff member of a guarded admin route. */
export function currentStaff(request: FastifyRequest): StaffSession {
  if (request.staff === null) throw unauthorized("Please sign in to the back office.");
  return request.staff;
}

/** Who is writing and from where: hand it to every audited service call. */
export function actorOf(request: FastifyRequest): StaffActor & { role: StaffSession["role"] } {
  const staff = currentStaff(request);
  return { staffId: staff.id, ip: request.ip ?? null, role: staff.role };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Browsers send `Origin` on every writing request. A write is accepted only from the storefront's origin
 * (PUBLIC_WEB_URL, whose /v1 proxy forwards the header) or the API's own; a request without one (not a
 * browser, or a very old one) is refused too, so a cookie can never be ridden from another site.
 */
export function originAllowed(request: FastifyRequest, webOrigin: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== "string" || origin === "" || origin === "null") return false;
  if (origin === webOrigin) return true;
  return origin === `${request.protocol}://${request.host}`;
}

function routeAccess(request: FastifyRequest): AdminAccess | undefined {
  return (request.routeOptions.config as { admin?: AdminAccess } | undefined)?.admin;
}

export function setStaffCookie(reply: FastifyReply, env: Env, token: string, maxAgeSeconds: number): void {
  reply.setCookie(STAFF_COOKIE, token, {
    httpOnly: true,
    sameSite: "strict",
    secure: env.NODE_ENV === "production",
    path: "/",
    maxAge: maxAgeSeconds,
  });
}

export function clearStaffCookie(reply: FastifyReply, env: Env): void {
  reply.clearCookie(STAFF_COOKIE, {
    httpOnly: true,
    sameSite: "strict",
    secure: env.NODE_ENV === "production",
    path: "/",
  });
}

/**
 * Guards every route registered inside the admin scope:
 * - at start-up, a route without an access declaration stops the API (no route is open by accident);
 * - onRequest: the Origin check on writes, the session from the cookie (401 without one; a buyer's
 *   bearer token is not a session), the enrolment-only restriction, and a fixed permission (403);
 * - preHandler: a permission that depends on the validated body (403).
 */
export function guardAdminRoutes(
  app: FastifyInstance,
  env: Env,
  staffService: StaffService,
  registry: AdminRouteEntry[],
): void {
  const webOrigin = new URL(env.PUBLIC_WEB_URL).origin;
  app.decorateRequest("staff", null);

  app.addHook("onRoute", (route) => {
    const access = (route.config as { admin?: AdminAccess } | undefined)?.admin;
    const declared = [access?.permission !== undefined, access?.signedIn === true, access?.public === true];
    if (!access || declared.filter(Boolean).length !== 1) {
      throw new Error(
        `Admin route ${route.method} ${route.url} must declare exactly one of permission, signedIn, public`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") registry.push({ method, url: route.url, access });
    }
  });

  app.addHook("onRequest", async (request) => {
    const access = routeAccess(request);
    if (!access) return; // unknown URL: the 404 handler answers
    if (!SAFE_METHODS.has(request.method) && !originAllowed(request, webOrigin)) {
      throw forbidden("ORIGIN_REFUSED", "This request did not come from the shop's back office.");
    }
    const token = request.cookies[STAFF_COOKIE];
    if (token && token.length <= 4096) request.staff = await staffService.sessionForToken(token);
    if (access.public) return;
    const staff = currentStaff(request);
    if (staff.passwordChangeOnly && !access.duringPasswordChange) {
      throw forbidden(
        "PASSWORD_CHANGE_REQUIRED",
        "Choose a new password for your account before using the back office.",
      );
    }
    if (staff.mfaEnrolmentOnly && !access.duringMfaEnrolment) {
      throw forbidden(
        "MFA_ENROLMENT_REQUIRED",
        "Set up the second sign-in step (an authenticator app) before using the back office.",
      );
    }
    if (typeof access.permission === "string" && !hasPermission(staff.role, access.permission)) {
      throw permissionRefused();
    }
    if (access.permissionAmong && !access.permissionAmong.some((p) => hasPermission(staff.role, p))) {
      throw permissionRefused();
    }
  });

  app.addHook("preHandler", async (request) => {
    const access = routeAccess(request);
    if (typeof access?.permission !== "function") return;
    if (!hasPermission(currentStaff(request).role, access.permission(request))) throw permissionRefused();
  });
}

export function permissionRefused(): ApiError {
  return forbidden("PERMISSION_DENIED", "Your role does not allow this. Ask the shop's owner or a manager.");
}

/** OpenAPI: admin routes are authorised by the session cookie, not a bearer token. */
export const STAFF_SECURITY = [{ staffCookie: [] }];
