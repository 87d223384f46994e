import { z } from "zod";
import { strictBody } from "../common";
import { plainText } from "../text";

/** A category's url as SPEC.md writes them: letters and digits, optionally '-' ('Chandeliers', 'Wall-Lights'). */
export const categoryUrlSchema = z
  .string({ error: "Enter the category's url." })
  .trim()
  .min(1, { error: "Enter the category's url." })
  .max(80, { error: "Use at most 80 characters for the url." })
  .regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/, { error: "Use letters, digits and single hyphens in the url." });

const categoryFields = {
  title: plainText({ error: "Enter the category's title." })
    .trim()
    .min(1, { error: "Enter the category's title." })
    .max(120, { error: "Use at most 120 characters for the title." }),
  url: categoryUrlSchema,
  metaTitle: plainText().trim().max(200, { error: "Use at most 200 characters for the meta title." }),
  metaDescription: plainText()
    .trim()
    .max(500, { error: "Use at most 500 characters for the meta description." }),
  metaKeywords: plainText().trim().max(500, { error: "Use at most 500 characters for the meta keywords." }),
  position: z
    .number({ error: "Enter the order as a whole number." })
    .int({ error: "Enter the order as a whole number." })
    .min(0, { error: "The order cannot be negative." })
    .max(10_000, { error: "The order is at most 10,000." }),
};

export const adminCategoryCreateSchema = strictBody(categoryFields);
export type AdminCategoryCreateInput = z.infer<typeof adminCategoryCreateSchema>;
export const adminCategoryPatchSchema = strictBody(categoryFields).partial();
export type AdminCategoryPatchInput = z.infer<typeof adminCategoryPatchSchema>;

export const adminCategorySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  url: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.string(),
  position: z.number().int(),
  productCount: z.number().int().nonnegative(),
});
export type AdminCategoryDto = z.infer<typeof adminCategorySchema>;
export const adminCategoryListSchema = z.object({ items: z.array(adminCategorySchema) });
