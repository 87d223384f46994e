import {
  authResponseSchema,
  customerPatchBodySchema,
  customerSchema,
  emptyResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  passwordChangeBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from "@roshni/core";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { clientAddressKey } from "../../lib/client-address";
import { currentCustomer, requireCustomer } from "../../plugins/auth";
import { documentedErrors } from "../../plugins/openapi";
import { byCustomer, rateLimit } from "../../plugins/rate-limit";

/**
 * `PUT /customer/password` answers `{ token }`: the change revokes every token issued before it, this
 * browser's included, so the answer carries a fresh one for the caller to store in place of the old.
 */
const passwordChangedSchema = z.object({ token: z.string() });

const BUSY = { 503: "SERVER_BUSY: too many password checks at once; try again after Retry-After seconds" };

const customersRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { env } = app.deps;
  const { customers } = app.services;
  const perMinute = "1 minute";

  app.post(
    "/customer/register",
    {
      config: rateLimit(env.RATE_LIMIT_REGISTER_PER_MIN, perMinute),
      schema: {
        tags: ["customers"],
        summary: "Create an account (default group) and sign in",
        body: registerBodySchema,
        response: {
          201: authResponseSchema,
          ...documentedErrors({ 409: "EMAIL_TAKEN: an account with this email exists", ...BUSY }),
        },
      },
    },
    async (request, reply) => {
      const answer = await customers.register(request.website.id, request.body, {
        address: clientAddressKey(request.ip),
      });
      reply.code(201);
      return answer;
    },
  );

  app.post(
    "/customer/login",
    {
      config: rateLimit(env.RATE_LIMIT_LOGIN_PER_MIN, perMinute),
      schema: {
        tags: ["customers"],
        summary: "Sign in; the same 401 INVALID_CREDENTIALS for an unknown email and a wrong password",
        body: loginBodySchema,
        response: {
          200: authResponseSchema,
          ...documentedErrors({
            401: "INVALID_CREDENTIALS: the email or the password is not correct (the same answer for both)",
            ...BUSY,
          }),
        },
      },
    },
    async (request) =>
      customers.login(request.website.id, request.body, { address: clientAddressKey(request.ip) }),
  );

  app.post(
    "/customer/password/forgot",
    {
      config: rateLimit(env.RATE_LIMIT_FORGOT_PER_MIN, perMinute),
      schema: {
        tags: ["customers"],
        summary: "Mail a reset link valid one hour; always {} so accounts cannot be probed",
        body: forgotPasswordBodySchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      await customers.forgotPassword(request.website.id, request.body);
      return {};
    },
  );

  app.post(
    "/customer/password/reset",
    {
      config: rateLimit(env.RATE_LIMIT_LOGIN_PER_MIN, perMinute),
      schema: {
        tags: ["customers"],
        summary: "Set a new password with the mailed token (single use); signs out every session",
        body: resetPasswordBodySchema,
        response: { 200: emptyResponseSchema, ...documentedErrors(BUSY) },
      },
    },
    async (request) => {
      await customers.resetPassword(request.body, new Date(), { address: clientAddressKey(request.ip) });
      return {};
    },
  );

  app.get(
    "/customer",
    {
      onRequest: requireCustomer,
      schema: { tags: ["customers"], summary: "The signed-in buyer", response: { 200: customerSchema } },
    },
    async (request) => customers.profile(currentCustomer(request).id, request.website.id),
  );

  app.patch(
    "/customer",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["customers"],
        summary: "Change name, phone, company name or GSTIN",
        body: customerPatchBodySchema,
        response: { 200: customerSchema },
      },
    },
    async (request) => customers.updateProfile(currentCustomer(request).id, request.website.id, request.body),
  );

  app.post(
    "/customer/logout",
    {
      onRequest: requireCustomer,
      schema: {
        tags: ["customers"],
        summary: "Sign out: this token is refused from now on (other devices stay signed in)",
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      const customer = currentCustomer(request);
      await customers.logout(customer.tokenId, customer.tokenExpiresAt);
      return {};
    },
  );

  app.put(
    "/customer/password",
    {
      onRequest: requireCustomer,
      // Per account (a stolen token must not guess the current password from many addresses).
      config: rateLimit(env.RATE_LIMIT_LOGIN_PER_MIN, perMinute, byCustomer),
      schema: {
        tags: ["customers"],
        summary: "Change the password; older tokens are revoked and the answer carries a fresh token",
        body: passwordChangeBodySchema,
        response: { 200: passwordChangedSchema, ...documentedErrors(BUSY) },
      },
    },
    async (request) =>
      customers.changePassword(currentCustomer(request).id, request.website.id, request.body),
  );
};

export default customersRoutes;
