import type { BannerDto } from "@roshni/core";
import { shopDay } from "@roshni/core";
import { and, asc, eq, gte, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { banners } from "../../db/schema";
import { storageImage } from "../catalogue/images";

/**
 * The website's home-page banners current today in India (from `startsOn` to `endsOn`, both included),
 * in display order. Read from the database on every call: a change in the back office shows on the next
 * home page.
 */
export async function listBanners(db: Db, websiteId: number, now = new Date()): Promise<BannerDto[]> {
  const today = shopDay(now);
  const rows = await db
    .select({ key: banners.key, title: banners.title, link: banners.link })
    .from(banners)
    .where(
      and(
        eq(banners.websiteId, websiteId),
        or(isNull(banners.startsOn), lte(banners.startsOn, today)),
        or(isNull(banners.endsOn), gte(banners.endsOn, today)),
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map((row) => ({ ...storageImage(row.key), title: row.title, link: row.link }));
}
