import { zodResolver } from "@hookform/resolvers/zod";
import {
  type PasswordChangeInput,
  passwordChangeBodySchema,
  type ResetPasswordInput,
  resetPasswordBodySchema,
} from "@roshni/core";
import type { FieldErrors, Resolver } from "react-hook-form";

/** Shown when the repeated password differs; the account texts translate it. */
export const PASSWORD_MISMATCH = "The two passwords do not match.";

type WithRepeat<Body> = { [Key in keyof Body]: string } & { confirmPassword: string };

/**
 * A form that asks for the new password twice: the API's body rule from packages/core decides every other
 * field, and the repeat must equal `newField`. The repeat is checked here and never sent.
 */
function repeatResolver<Body extends Record<string, unknown>>(
  bodyResolver: Resolver<Record<string, unknown>, unknown, Body>,
  newField: keyof Body & string,
): Resolver<WithRepeat<Body>, unknown, Body> {
  return async (values, context, options) => {
    const { confirmPassword, ...body } = values;
    const result = await bodyResolver(body, context, {
      ...options,
      names: options.names?.filter((name) => name !== "confirmPassword"),
      fields: Object.fromEntries(
        Object.entries(options.fields).filter(([name]) => name !== "confirmPassword"),
      ),
    } as Parameters<typeof bodyResolver>[2]);
    const errors = { ...result.errors } as FieldErrors<WithRepeat<Body>>;
    if (confirmPassword !== values[newField]) {
      (errors as Record<string, unknown>).confirmPassword = { type: "repeat", message: PASSWORD_MISMATCH };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: result.values as Body, errors: {} };
  };
}

export type PasswordFormValues = WithRepeat<PasswordChangeInput>;
/** Change Password: current, new and the new one again. */
export const passwordFormResolver = repeatResolver<PasswordChangeInput>(
  zodResolver(passwordChangeBodySchema) as unknown as Resolver<
    Record<string, unknown>,
    unknown,
    PasswordChangeInput
  >,
  "newPassword",
);

export type ResetFormValues = WithRepeat<ResetPasswordInput>;
/** Reset password: the token comes from the link, the buyer types the new password twice. */
export const resetFormResolver = repeatResolver<ResetPasswordInput>(
  zodResolver(resetPasswordBodySchema) as unknown as Resolver<
    Record<string, unknown>,
    unknown,
    ResetPasswordInput
  >,
  "password",
);
