import { z } from "zod";
import { strictBody } from "../common";
import { plainText } from "../text";
import { adminListQueryShape, isoDateSchema, istDateTimeSchema, keysetPageSchema } from "./common";

/**
 * The back office's content: home-page banners and blog posts (BACKOFFICE.md "banners, blog, pages").
 * Pictures are uploaded first (the answer names the stored picture) and then named by the form's save,
 * so one save writes the texts, the dates and the picture together.
 */

export const BANNER_LINK_MESSAGE =
  "Enter a path on the shop such as /shop/catalog?sort=newest, or an address starting with https://.";

/**
 * Where a banner leads: a path on the shop ('/shop/catalog/Chandeliers', '/shop/catalog?sort=newest'),
 * or an https address. Not '//host' (another site disguised as a path), no spaces, no backslashes.
 */
export function isBannerLink(link: string): boolean {
  if (link.startsWith("/")) {
    if (link.startsWith("//") || /[\s\\]/.test(link)) return false;
    try {
      const url = new URL(link, "https://shop.invalid");
      return url.origin === "https://shop.invalid";
    } catch {
      return false;
    }
  }
  if (!link.startsWith("https://") || /\s/.test(link)) return false;
  try {
    const url = new URL(link);
    return (
      url.protocol === "https:" && url.hostname.includes(".") && url.username === "" && url.password === ""
    );
  } catch {
    return false;
  }
}

export const bannerLinkSchema = plainText({ error: BANNER_LINK_MESSAGE })
  .trim()
  .min(1, { error: BANNER_LINK_MESSAGE })
  .max(500, { error: "Use at most 500 characters for the link." })
  .refine(isBannerLink, { error: BANNER_LINK_MESSAGE });

/** A picture stored by an upload of the banner screen (`banners/…webp`). */
const bannerImageKeySchema = z
  .string({ error: "Upload the banner's picture." })
  .regex(/^banners\/[a-z0-9-]{1,80}\.webp$/, { error: "Upload the banner's picture." });

const bannerFields = {
  title: plainText({ error: "Enter the banner's title." })
    .trim()
    .min(1, { error: "Enter the banner's title." })
    .max(120, { error: "Use at most 120 characters for the title." }),
  link: bannerLinkSchema,
  /** First day shown (IST), included; null: from now on. */
  startsOn: isoDateSchema.nullable(),
  /** Last day shown (IST), included; null: no end. */
  endsOn: isoDateSchema.nullable(),
  imageKey: bannerImageKeySchema,
};

function checkBannerDays(value: { startsOn?: string | null; endsOn?: string | null }, ctx: z.RefinementCtx) {
  if (value.startsOn && value.endsOn && value.endsOn < value.startsOn) {
    ctx.addIssue({
      code: "custom",
      path: ["endsOn"],
      message: "The last day cannot be before the first day.",
    });
  }
}

/** The rules JSON Schema cannot say, in the document's words. */
const BANNER_RULES_IN_WORDS =
  "link: a path on the shop (not //host, no spaces or backslashes) or an https address with a dotted host " +
  "and no user name; endsOn not before startsOn.";

export const adminBannerCreateSchema = strictBody({
  ...bannerFields,
  startsOn: bannerFields.startsOn.default(null),
  endsOn: bannerFields.endsOn.default(null),
})
  .superRefine(checkBannerDays)
  .meta({ description: BANNER_RULES_IN_WORDS });
export type AdminBannerCreateInput = z.infer<typeof adminBannerCreateSchema>;

export const adminBannerPatchSchema = strictBody(bannerFields)
  .partial()
  .superRefine(checkBannerDays)
  .meta({ description: BANNER_RULES_IN_WORDS });
export type AdminBannerPatchInput = z.infer<typeof adminBannerPatchSchema>;

export const adminBannerOrderSchema = strictBody({
  ids: z
    .array(z.number().int().positive(), { error: "Give every banner once, in the new order." })
    .min(1, { error: "Give every banner once, in the new order." })
    .max(200, { error: "Give every banner once, in the new order." }),
});
export type AdminBannerOrderInput = z.infer<typeof adminBannerOrderSchema>;

/** Where a banner stands today in India: on the home page, waiting for its first day, or past its last. */
export const bannerStateSchema = z.enum(["current", "scheduled", "ended"]);
export type BannerState = z.infer<typeof bannerStateSchema>;

export const adminBannerSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  link: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  position: z.number().int(),
  imageKey: z.string(),
  /** The 1920 × 640 picture and its 960 × 320 list size. */
  path: z.string(),
  listPath: z.string(),
  state: bannerStateSchema,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AdminBannerDto = z.infer<typeof adminBannerSchema>;
export const adminBannerListSchema = z.object({ items: z.array(adminBannerSchema) });
export type AdminBannerListDto = z.infer<typeof adminBannerListSchema>;

/** The answer of a picture upload: the key to send with the save, and where to show it meanwhile. */
export const adminUploadedImageSchema = z.object({
  imageKey: z.string(),
  path: z.string(),
  listPath: z.string(),
});
export type AdminUploadedImageDto = z.infer<typeof adminUploadedImageSchema>;

/** A post's address part: lower-case letters, digits and single hyphens. */
export const blogSlugSchema = z
  .string({ error: "Enter the post's address (slug)." })
  .trim()
  .min(1, { error: "Enter the post's address (slug)." })
  .max(120, { error: "Use at most 120 characters for the slug." })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: "Use lower-case letters, digits and single hyphens in the slug.",
  });

/** The slug a title suggests: 'LED bulbs: a guide (2026)' → 'led-bulbs-a-guide-2026'. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}

const blogCoverKeySchema = z
  .string({ error: "Upload the cover picture again." })
  .regex(/^(blog\/[a-z0-9-]{1,120}\.webp)?$/, { error: "Upload the cover picture again." });

export const BLOG_BODY_MAX = 50_000;

const blogFields = {
  title: plainText({ error: "Enter the post's title." })
    .trim()
    .min(1, { error: "Enter the post's title." })
    .max(200, { error: "Use at most 200 characters for the title." }),
  slug: blogSlugSchema,
  excerpt: plainText({ error: "Write a short summary for the blog list." })
    .trim()
    .min(1, { error: "Write a short summary for the blog list." })
    .max(400, { error: "Keep the summary to 400 characters." }),
  body: plainText({ multiline: true, error: "Write the post." })
    .trim()
    .min(1, { error: "Write the post." })
    .max(BLOG_BODY_MAX, { error: "The post is longer than 50,000 characters." }),
  author: plainText({ error: "Enter the author's name." })
    .trim()
    .min(1, { error: "Enter the author's name." })
    .max(80, { error: "Use at most 80 characters for the author." }),
  category: plainText().trim().max(60, { error: "Use at most 60 characters for the category." }),
  /** '' : no cover. */
  coverKey: blogCoverKeySchema,
  /** null: a draft; a future time: scheduled (hidden from buyers until then). */
  publishedAt: istDateTimeSchema("Enter the publication date and time.").nullable(),
};

export const adminBlogPostCreateSchema = strictBody({
  ...blogFields,
  category: blogFields.category.default(""),
  coverKey: blogFields.coverKey.default(""),
  publishedAt: blogFields.publishedAt.default(null),
});
export type AdminBlogPostCreateInput = z.infer<typeof adminBlogPostCreateSchema>;

export const adminBlogPostPatchSchema = strictBody(blogFields).partial();
export type AdminBlogPostPatchInput = z.infer<typeof adminBlogPostPatchSchema>;

/** Published (buyers see it), scheduled (a future date) or draft (no date). */
export const blogPostStateSchema = z.enum(["published", "scheduled", "draft"]);
export type BlogPostState = z.infer<typeof blogPostStateSchema>;

export const adminBlogPostListQuerySchema = z.object({
  ...adminListQueryShape,
  state: blogPostStateSchema.optional(),
});
export type AdminBlogPostListQuery = z.infer<typeof adminBlogPostListQuerySchema>;

export const adminBlogPostSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  author: z.string(),
  category: z.string(),
  coverKey: z.string(),
  coverPath: z.string().nullable(),
  coverListPath: z.string().nullable(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  state: blogPostStateSchema,
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AdminBlogPostDto = z.infer<typeof adminBlogPostSchema>;
export const adminBlogPostPageSchema = keysetPageSchema(adminBlogPostSchema);
export type AdminBlogPostPageDto = z.infer<typeof adminBlogPostPageSchema>;
