import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ForgotPasswordInput,
  forgotPasswordBodySchema,
  type LoginInput,
  loginBodySchema,
  type RegisterFormInput,
  type RegisterInput,
  registerBodySchema,
} from "@roshni/core";
import type { Resolver } from "react-hook-form";

// The sign-in, register and password forms' checks: the API's own body schemas. Imported by those forms
// only when the buyer first focuses a field (lib/forms/light-form.ts), so zod stays out of the pages'
// first load.

export const loginResolver: Resolver<LoginInput> = zodResolver(loginBodySchema);

export const registerResolver: Resolver<RegisterFormInput, unknown, RegisterInput> =
  zodResolver(registerBodySchema);

export const forgotPasswordResolver: Resolver<ForgotPasswordInput> = zodResolver(forgotPasswordBodySchema);

export { resetFormResolver } from "./form-schemas";
