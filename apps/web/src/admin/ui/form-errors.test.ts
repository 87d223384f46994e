import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bodyResolver, fieldErrorsOf } from "./form-errors";

describe("form errors of the back office", () => {
  it("puts the first message of each path under its form field, renamed where the form holds it", () => {
    expect(
      fieldErrorsOf(
        { "lines.0.qty": "Enter a quantity.", "lines.1.qty": "Too many.", customerIds: "Choose again." },
        {
          customerIds: "customers",
        },
      ),
    ).toEqual({
      lines: { type: "validate", message: "Enter a quantity." },
      customers: { type: "validate", message: "Choose again." },
    });
  });

  it("checks the body the form would send with the core schema, with its sentences", async () => {
    const schema = z.object({ code: z.string().min(3, { error: "Use at least 3 characters." }) });
    const resolver = bodyResolver<{ code: string }>(schema, (values) => ({ code: values.code.trim() }));
    const run = (code: string) =>
      resolver({ code }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(await run(" ab ")).toEqual({
      values: {},
      errors: { code: { type: "validate", message: "Use at least 3 characters." } },
    });
    expect(await run("abc")).toEqual({ values: { code: "abc" }, errors: {} });
  });
});
