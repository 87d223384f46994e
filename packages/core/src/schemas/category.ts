import { z } from "zod";

/** `url` is the slug of SPEC.md section 2 (`Chandeliers`, `Hanginglights`, …); meta fields may be empty. */
export const categorySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  url: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.string(),
  parentId: z.number().int().positive().nullable(),
});
export type CategoryDto = z.infer<typeof categorySchema>;

export const categoryListSchema = z.array(categorySchema);
