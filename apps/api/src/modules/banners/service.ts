import type { BannerDto } from "@roshni/core";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { banners } from "../../db/schema";
import { storageImage } from "../catalogue/images";

/** The website's home-page banners in display order. */
export async function listBanners(db: Db, websiteId: number): Promise<BannerDto[]> {
  const rows = await db
    .select({ key: banners.key, title: banners.title, link: banners.link })
    .from(banners)
    .where(eq(banners.websiteId, websiteId))
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map((row) => ({ ...storageImage(row.key), title: row.title, link: row.link }));
}
