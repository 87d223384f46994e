import { z } from "zod";

/** A home-page banner; `path` is "/storage/" + `key`, `link` where a click leads. */
export const bannerSchema = z.object({
  key: z.string(),
  path: z.string(),
  title: z.string(),
  link: z.string(),
});
export type BannerDto = z.infer<typeof bannerSchema>;

export const bannerListSchema = z.array(bannerSchema);
