import { z } from "zod";
import { imageSchema, pagingQueryShape } from "./common";

/** A blog post; `body` is the article text, `publishedAt` an ISO 8601 timestamp. */
export const blogPostSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  coverImage: imageSchema.nullable(),
  author: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
});
export type BlogPostDto = z.infer<typeof blogPostSchema>;

/** Blog list query: newest first, paged. */
export const blogListQuerySchema = z.object(pagingQueryShape(10, 50));
export type BlogListQueryInput = z.infer<typeof blogListQuerySchema>;

export const blogPageSchema = z.object({
  items: z.array(blogPostSchema),
  total: z.number().int().nonnegative(),
});
export type BlogPageDto = z.infer<typeof blogPageSchema>;
