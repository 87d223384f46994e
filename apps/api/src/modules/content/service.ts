import type { BlogPageDto, BlogPostDto, ShopSettingsDto } from "@roshni/core";
import { and, count, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blogPosts, type ShopSettings } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { storageImage } from "../catalogue/images";
import { readShopSettings } from "../settings/read";

type BlogPostRow = typeof blogPosts.$inferSelect;

/** Posts buyers may read: a publication time that has come (drafts and scheduled posts stay hidden). */
const published = () => and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`));

function toBlogPost(row: BlogPostRow & { publishedAt: Date }): BlogPostDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    coverImage: row.coverKey ? storageImage(row.coverKey) : null,
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
  };
}

const isPublished = (row: BlogPostRow): row is BlogPostRow & { publishedAt: Date } =>
  row.publishedAt !== null;

/** Published blog posts, newest first. */
export async function listBlogPosts(db: Db, page: { skip: number; limit: number }): Promise<BlogPageDto> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(published())
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(page.limit)
    .offset(page.skip);
  const [totalRow] = await db.select({ total: count() }).from(blogPosts).where(published());
  return { items: rows.filter(isPublished).map(toBlogPost), total: totalRow?.total ?? 0 };
}

/** One published post; a draft or a scheduled post is 404 like a post that does not exist. */
export async function getBlogPost(db: Db, slug: string): Promise<BlogPostDto> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), published()))
    .limit(1);
  if (!row || !isPublished(row)) throw notFound("BLOG_POST_NOT_FOUND", "This blog post does not exist.");
  return toBlogPost(row);
}

const nullIfEmpty = (value: string): string | null => (value.trim() === "" ? null : value);

/** The stored settings in the shape the storefront reads (header, footer, contact page, JSON-LD). */
export function toShopSettingsDto(settings: ShopSettings): ShopSettingsDto {
  return {
    name: settings.tradeName,
    legalName: settings.companyName,
    addressLines: [settings.address.line1, settings.address.line2].filter((line) => line.trim() !== ""),
    city: settings.address.city,
    state: settings.address.state,
    pincode: settings.address.pincode,
    phones: settings.phones,
    email: settings.email,
    openingHours: settings.hours,
    gstin: settings.gstin,
    cin: settings.cin,
    pan: settings.pan,
    bank: {
      accountName: settings.bank.accountName,
      bank: settings.bank.bankName,
      accountNumber: settings.bank.accountNumber,
      ifsc: settings.bank.ifsc,
      branch: settings.bank.branch,
    },
    social: {
      facebook: nullIfEmpty(settings.social.facebook),
      instagram: nullIfEmpty(settings.social.instagram),
      youtube: nullIfEmpty(settings.social.youtube),
      linkedin: nullIfEmpty(settings.social.linkedin),
    },
    chatNumber: settings.chat.number,
    chatGreeting: settings.chat.greeting,
    usdRate: settings.usdRate,
    upiVpa: settings.upiVpa?.trim() || null,
  };
}

export async function getShopSettings(db: Db): Promise<ShopSettingsDto> {
  const settings = await readShopSettings(db);
  if (!settings) throw notFound("NOT_FOUND", "The shop's settings have not been set up yet.");
  return toShopSettingsDto(settings);
}
