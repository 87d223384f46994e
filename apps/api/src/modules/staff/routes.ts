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
  staffPasswordChangeBodySchema,
  staffPasswordForgotBodySchema,
  staffPasswordResetBodySchema,
  staffPatchBodySchema,
} from "@roshni/core";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  actorOf,
  adminAccess,
  clearStaffCookie,
  currentStaff,
  STAFF_SECURITY,
  setStaffCookie,
} from "../../lib/admin-access";
import { documentedErrors } from "../../plugins/openapi";
import { rateLimit } from "../../plugins/rate-limit";

/** Password changes counted per account, whichever addresses they come from. */
function byStaff(request: FastifyRequest): string {
  return request.staff ? `staff:${request.staff.id}` : `ip:${request.ip}`;
}

/** Sign-in, sign-out, who am I, the second step; the owner's staff accounts. Under /v1/admin. */
const staffRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { env } = app.deps;
  const { staff, staffPasswords } = app.services;
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
      config: { admin: { signedIn: true, duringMfaEnrolment: true, duringPasswordChange: true } },
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
      config: { admin: { signedIn: true, duringMfaEnrolment: true, duringPasswordChange: true } },
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
    "/auth/password",
    {
      config: {
        admin: { signedIn: true, duringMfaEnrolment: true, duringPasswordChange: true },
        ...rateLimit(5, "15 minutes", byStaff),
      },
      schema: {
        tags,
        summary:
          "Change one's own password (current, then new, under the staff password policy): every other " +
          "session of the account ends, this one stays signed in; lifts the forced change after the owner chose it",
        security: STAFF_SECURITY,
        body: staffPasswordChangeBodySchema,
        response: {
          200: emptyResponseSchema,
          ...documentedErrors({
            422: "CURRENT_PASSWORD_WRONG; PASSWORD_REFUSED (the policy's sentence, under the field)",
          }),
        },
      },
    },
    async (request) => {
      await staffPasswords.changePassword(currentStaff(request), request.body, actorOf(request));
      return {};
    },
  );

  app.post(
    "/auth/password/forgot",
    {
      config: { admin: { public: true }, ...rateLimit(env.RATE_LIMIT_FORGOT_PER_MIN, "1 minute") },
      schema: {
        tags,
        summary:
          "Mail a single-use link valid 30 minutes (at most 3 an hour per email); always {} so accounts cannot be probed",
        body: staffPasswordForgotBodySchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      await staffPasswords.forgotPassword(request.body, { ip: request.ip ?? null });
      return {};
    },
  );

  app.post(
    "/auth/password/reset",
    {
      config: { admin: { public: true }, ...rateLimit(env.RATE_LIMIT_LOGIN_PER_MIN, "1 minute") },
      schema: {
        tags,
        summary:
          "Set a new password with a mailed link's token (single use, under the policy); every session of the account ends",
        body: staffPasswordResetBodySchema,
        response: {
          200: emptyResponseSchema,
          ...documentedErrors({ 422: "RESET_TOKEN_INVALID; PASSWORD_REFUSED (the policy's sentence)" }),
        },
      },
    },
    async (request) => {
      await staffPasswords.resetPassword(request.body, { ip: request.ip ?? null });
      return {};
    },
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
        summary:
          "Create a staff account (owner); its first password follows the staff password policy and must be " +
          "changed at the first sign-in",
        security: STAFF_SECURITY,
        body: staffCreateBodySchema,
        response: {
          201: staffAccountSchema,
          ...documentedErrors({
            409: "STAFF_EMAIL_TAKEN: a staff account has this email",
            422: "PASSWORD_REFUSED (the policy's sentence, under the field)",
          }),
        },
      },
    },
    async (request, reply) => {
      await staffPasswords.checkNewAccountPassword(request.body);
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

  app.post(
    "/staff/:id/password/reset",
    {
      config: adminAccess("shop.admin"),
      schema: {
        tags,
        summary:
          "Reset another's password (owner): the old one stops working, every session of the account ends and " +
          "a single-use link valid 24 hours is mailed to them",
        security: STAFF_SECURITY,
        params: idParamsSchema,
        response: {
          200: staffAccountSchema,
          ...documentedErrors({
            409: "OWN_PASSWORD (change your own with the current one); STAFF_DISABLED",
          }),
        },
      },
    },
    async (request) => staffPasswords.sendReset(actorOf(request), request.params.id),
  );
};

export default staffRoutes;
