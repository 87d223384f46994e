import {
  emptyResponseSchema,
  idParamsSchema,
  mfaEnableBodySchema,
  mfaSetupSchema,
  recoveryCodesSchema,
  staffAccountListSchema,
  staffAccountSchema,
  staffCreateBodySchema,
  staffLoginBodySchema,
  staffMeSchema,
  staffPatchBodySchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { documentedErrors } from "../../plugins/openapi";
import { rateLimit } from "../../plugins/rate-limit";
import {
  actorOf,
  adminAccess,
  clearStaffCookie,
  currentStaff,
  STAFF_SECURITY,
  setStaffCookie,
} from "../admin/access";

/** Sign-in, sign-out, who am I, the second step; the owner's staff accounts. Under /v1/admin. */
const staffRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { env } = app.deps;
  const { staff } = app.services;
  const tags = ["admin: staff"];

  app.post(
    "/auth/login",
    {
      config: { admin: { public: true }, ...rateLimit(env.RATE_LIMIT_LOGIN_PER_MIN, "1 minute") },
      schema: {
        tags,
        summary:
          "Sign in (email, password, otp once enrolled); sets the HttpOnly session cookie. 401 INVALID_CREDENTIALS, " +
          "OTP_REQUIRED or OTP_INVALID; 429 per address and per account",
        body: staffLoginBodySchema,
        response: { 200: staffMeSchema },
      },
    },
    async (request, reply) => {
      const signedIn = await staff.login(request.body, {
        ip: request.ip ?? null,
        userAgent: request.headers["user-agent"] ?? null,
      });
      setStaffCookie(reply, env, signedIn.token, signedIn.maxAgeSeconds);
      return signedIn.me;
    },
  );

  app.post(
    "/auth/logout",
    {
      config: { admin: { signedIn: true, duringMfaEnrolment: true } },
      schema: {
        tags,
        summary: "Sign out: the session ends on the server and the cookie is cleared",
        security: STAFF_SECURITY,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request, reply) => {
      await staff.logout(currentStaff(request));
      clearStaffCookie(reply, env);
      return {};
    },
  );

  app.get(
    "/me",
    {
      config: { admin: { signedIn: true, duringMfaEnrolment: true } },
      schema: {
        tags,
        summary: "The signed-in staff member and their permissions",
        security: STAFF_SECURITY,
        response: { 200: staffMeSchema },
      },
    },
    async (request) => staff.meOf(currentStaff(request)),
  );

  app.post(
    "/auth/mfa/setup",
    {
      config: { admin: { signedIn: true, duringMfaEnrolment: true } },
      schema: {
        tags,
        summary: "Start the second step: a new TOTP secret and its otpauth:// link to show as a QR code",
        security: STAFF_SECURITY,
        response: { 200: mfaSetupSchema, ...documentedErrors({ 409: "MFA_ALREADY_ENABLED" }) },
      },
    },
    async (request) => staff.setupMfa(currentStaff(request)),
  );

  app.post(
    "/auth/mfa/enable",
    {
      config: { admin: { signedIn: true, duringMfaEnrolment: true } },
      schema: {
        tags,
        summary: "Confirm the second step with a first code; answers the 10 recovery codes, shown once",
        security: STAFF_SECURITY,
        body: mfaEnableBodySchema,
        response: {
          200: recoveryCodesSchema,
          ...documentedErrors({ 409: "MFA_ALREADY_ENABLED; MFA_SETUP_MISSING (no set-up started)" }),
        },
      },
    },
    async (request) => staff.enableMfa(currentStaff(request), request.body.otp, actorOf(request)),
  );

  app.get(
    "/staff",
    {
      config: adminAccess("shop.admin"),
      schema: {
        tags,
        summary: "Staff accounts (owner)",
        security: STAFF_SECURITY,
        response: { 200: staffAccountListSchema },
      },
    },
    async () => staff.listAccounts(),
  );

  app.post(
    "/staff",
    {
      config: adminAccess("shop.admin"),
      schema: {
        tags,
        summary: "Create a staff account (owner)",
        security: STAFF_SECURITY,
        body: staffCreateBodySchema,
        response: {
          201: staffAccountSchema,
          ...documentedErrors({ 409: "STAFF_EMAIL_TAKEN: a staff account has this email" }),
        },
      },
    },
    async (request, reply) => {
      const created = await staff.createAccount(actorOf(request), request.body);
      reply.code(201);
      return created;
    },
  );

  app.patch(
    "/staff/:id",
    {
      config: adminAccess("shop.admin"),
      schema: {
        tags,
        summary: "Rename, change role, disable (signs out everywhere) or enable a staff account (owner)",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        body: staffPatchBodySchema,
        response: {
          200: staffAccountSchema,
          ...documentedErrors({ 409: "LAST_OWNER: the last active owner cannot be demoted or disabled" }),
        },
      },
    },
    async (request) => staff.updateAccount(actorOf(request), request.params.id, request.body),
  );

  app.post(
    "/staff/:id/mfa/reset",
    {
      config: adminAccess("shop.admin"),
      schema: {
        tags,
        summary:
          "Switch off a staff member's second step (lost phone); they enrol again at next sign-in (owner)",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: { 200: staffAccountSchema },
      },
    },
    async (request) => staff.resetMfa(actorOf(request), request.params.id),
  );
};

export default staffRoutes;
