import type {
  AdminBlogPostCreateInput,
  AdminBlogPostDto,
  AdminBlogPostListQuery,
  AdminBlogPostPageDto,
  AdminBlogPostPatchInput,
  AdminUploadedImageDto,
  BlogPostState,
} from "@roshni/core";
import { sql } from "drizzle-orm";
import { type Db, type Executor, queryRows } from "../../db/client";
import { badRequest, conflict, notFound, unprocessable } from "../../lib/errors";
import type { FileStorage } from "../../lib/file-storage";
import { deleteProductImage, imageStored, storeBlogCover } from "../../lib/file-storage-images";
import { listImageKey } from "../../lib/image-rules";
import { likePattern } from "../../lib/paging";
import { recordAudit, type StaffActor } from "../audit/service";
import { isUniqueViolation } from "../customers/service";

interface PostRow extends Record<string, unknown> {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  category: string;
  cover_key: string;
  published_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
}

const asDate = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));

/** Published once its time has come; a future time is scheduled; no time is a draft. */
export function blogPostState(publishedAt: Date | null, now: Date): BlogPostState {
  if (publishedAt === null) return "draft";
  return publishedAt.getTime() <= now.getTime() ? "published" : "scheduled";
}

function toDto(row: PostRow, now: Date): AdminBlogPostDto {
  const publishedAt = row.published_at === null ? null : asDate(row.published_at);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    author: row.author,
    category: row.category,
    coverKey: row.cover_key,
    coverPath: row.cover_key ? `/storage/${row.cover_key}` : null,
    coverListPath: row.cover_key ? `/storage/${listImageKey(row.cover_key)}` : null,
    publishedAt: publishedAt?.toISOString() ?? null,
    state: blogPostState(publishedAt, now),
    createdAt: asDate(row.created_at).toISOString(),
    updatedAt: asDate(row.updated_at).toISOString(),
  };
}

const SELECT = sql`select id, slug, title, excerpt, body, author, category, cover_key, published_at, created_at,
  updated_at from blog_posts`;

const COLUMN: Record<keyof AdminBlogPostPatchInput, string> = {
  title: "title",
  slug: "slug",
  excerpt: "excerpt",
  body: "body",
  author: "author",
  category: "category",
  coverKey: "cover_key",
  publishedAt: "published_at",
};

/**
 * Posts are listed newest written first, which is the order of their ids (a seed writes many in one
 * transaction, with one creation time), so the cursor is the last id sent.
 */
function postCursor(text: string | undefined): number | null {
  if (text === undefined || text === "") return null;
  if (!/^[1-9][0-9]{0,9}$/.test(text) || Number(text) > 2_147_483_647) {
    throw badRequest(
      "CURSOR_INVALID",
      "This list's page link is not valid. Start again from the first page.",
    );
  }
  return Number(text);
}

function postNotFound() {
  return notFound("BLOG_POST_NOT_FOUND", "This blog post does not exist.");
}

function slugTaken() {
  return conflict("BLOG_SLUG_TAKEN", "Another post has this slug.", { slug: "Another post has this slug." });
}

/**
 * Blog posts in the back office: list (search by title, filter by state, keyset paging by id), create, change,
 * delete; cover pictures uploaded first and named by the save. Publishing is the `publishedAt` time:
 * null is a draft (unpublishing sets it back to null), a future time schedules the post. Every write is
 * one transaction with its audit entry.
 */
export function createBlogAdmin(deps: { db: Db; storage: FileStorage }) {
  const { db, storage } = deps;

  async function one(executor: Executor, id: number): Promise<AdminBlogPostDto> {
    const [row] = await queryRows<PostRow>(executor, sql`${SELECT} where id = ${id}`);
    if (!row) throw postNotFound();
    return toDto(row, new Date());
  }

  async function list(query: AdminBlogPostListQuery): Promise<AdminBlogPostPageDto> {
    const conditions = [];
    if (query.search) conditions.push(sql`lower(title) like ${likePattern(query.search)}`);
    if (query.state === "draft") conditions.push(sql`published_at is null`);
    if (query.state === "published") conditions.push(sql`published_at <= now()`);
    if (query.state === "scheduled") conditions.push(sql`published_at > now()`);
    const after = postCursor(query.cursor);
    if (after !== null) conditions.push(sql`id < ${after}`);
    const rows = await queryRows<PostRow>(
      db,
      sql`${SELECT} ${conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
          order by id desc limit ${query.limit + 1}`,
    );
    const now = new Date();
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => toDto(row, now)),
      nextCursor: rows.length > query.limit && last ? String(last.id) : null,
    };
  }

  async function upload(bytes: Buffer): Promise<AdminUploadedImageDto> {
    const key = await storeBlogCover(storage, bytes);
    return { imageKey: key, path: `/storage/${key}`, listPath: `/storage/${listImageKey(key)}` };
  }

  async function checkCover(key: string | undefined): Promise<void> {
    if (!key || (await imageStored(storage, key))) return;
    throw unprocessable("VALIDATION_FAILED", "Upload the cover picture again.", {
      coverKey: "Upload the cover picture again.",
    });
  }

  /** An uploaded cover no post uses any more (seeded covers stay). */
  async function dropCoverIfUnused(key: string): Promise<void> {
    if (!key.startsWith("blog/u-")) return;
    const [used] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from blog_posts where cover_key = ${key}`,
    );
    if ((used?.n ?? 0) === 0) await deleteProductImage(storage, key);
  }

  async function save(
    actor: StaffActor,
    id: number | null,
    input: AdminBlogPostPatchInput,
  ): Promise<AdminBlogPostDto> {
    await checkCover(input.coverKey);
    try {
      const { before, after } = await db.transaction(async (tx) => {
        const before = id === null ? null : await one(tx, id);
        const set = (Object.entries(input) as [keyof AdminBlogPostPatchInput, string | null][])
          .filter(([, value]) => value !== undefined)
          .map(([name, value]) => [COLUMN[name], value] as const);
        let postId = id;
        if (postId === null) {
          const [row] = await queryRows<{ id: number }>(
            tx,
            sql`insert into blog_posts (${sql.raw(set.map(([name]) => name).join(", "))})
                values (${sql.join(
                  set.map(([, value]) => sql`${value}`),
                  sql`, `,
                )}) returning id`,
          );
          postId = row?.id ?? null;
        } else {
          await tx.execute(
            sql`update blog_posts set ${sql.join(
              [...set.map(([name, value]) => sql`${sql.raw(name)} = ${value}`), sql`updated_at = now()`],
              sql`, `,
            )} where id = ${postId}`,
          );
        }
        if (postId === null) throw new Error("blog post not written");
        const after = await one(tx, postId);
        await recordAudit(tx, actor, {
          action: before ? "blog_post.update" : "blog_post.create",
          entity: "blog_post",
          entityId: postId,
          before: before ?? undefined,
          after,
        });
        return { before, after };
      });
      if (before && before.coverKey !== after.coverKey) await dropCoverIfUnused(before.coverKey);
      return after;
    } catch (error) {
      if (isUniqueViolation(error, "blog_posts_slug_unique")) throw slugTaken();
      throw error;
    }
  }

  async function remove(actor: StaffActor, id: number): Promise<void> {
    const before = await db.transaction(async (tx) => {
      const before = await one(tx, id);
      await tx.execute(sql`delete from blog_posts where id = ${id}`);
      await recordAudit(tx, actor, { action: "blog_post.delete", entity: "blog_post", entityId: id, before });
      return before;
    });
    await dropCoverIfUnused(before.coverKey);
  }

  return {
    list,
    get: (id: number) => one(db, id),
    upload,
    create: (actor: StaffActor, input: AdminBlogPostCreateInput) => save(actor, null, input),
    update: (actor: StaffActor, id: number, input: AdminBlogPostPatchInput) => save(actor, id, input),
    remove,
  };
}
