import { existsSync } from "node:fs";
import { join } from "node:path";
import type {
  AdminBannerDto,
  AdminBlogPostDto,
  AdminBlogPostPageDto,
  AdminUploadedImageDto,
  BannerDto,
  BlogPageDto,
  BlogPostDto,
} from "@roshni/core";
import { shopDay } from "@roshni/core";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { listImageKey } from "../../lib/image-rules";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
  WEB_ORIGIN,
} from "../../test/harness";

let t: TestApp;
let catalogue: ReturnType<typeof adminApi>;
let sales: ReturnType<typeof adminApi>;
let dispatch: ReturnType<typeof adminApi>;
let catalogueCookie: string;

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  catalogueCookie = await staffCookie(t, DEMO_STAFF_EMAIL.catalogue);
  catalogue = adminApi(t.app, catalogueCookie);
  sales = adminApi(t.app, await staffCookie(t, DEMO_STAFF_EMAIL.sales));
  dispatch = adminApi(t.app, await staffCookie(t, DEMO_STAFF_EMAIL.dispatch));
});

afterAll(async () => {
  await t?.close();
});

const DAY_MS = 86_400_000;
const today = () => shopDay(new Date());
const dayFrom = (days: number) => shopDay(new Date(Date.now() + days * DAY_MS));

async function picture(width: number, height: number, format: "png" | "jpeg" = "png"): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  return format === "png" ? image.png().toBuffer() : image.jpeg().toBuffer();
}

function upload(path: string, body: Buffer, contentType: string, cookie = catalogueCookie) {
  return t.app.inject({
    method: "POST",
    url: path,
    headers: { website: "wholesale", origin: WEB_ORIGIN, cookie, "content-type": contentType },
    payload: body,
  });
}

async function uploadBanner(): Promise<AdminUploadedImageDto> {
  const res = await upload("/v1/admin/banners/images", await picture(1200, 800), "image/png");
  expect(res.statusCode, res.body).toBe(201);
  return JSON.parse(res.body).data as AdminUploadedImageDto;
}

async function auditRows(entity: string, entityId: number) {
  return queryRows<{ action: string; staff_id: number }>(
    t.db,
    sql`select action, staff_id from audit_log where entity = ${entity} and entity_id = ${String(entityId)} order by id`,
  );
}

const homeBanners = async () => (await api(t.app).get<BannerDto[]>("/v1/website/banner")).data;

describe("banners in the back office", () => {
  it("an upload is stored once at the slider's two sizes (1920 × 640 and 960 × 320)", async () => {
    const uploaded = await uploadBanner();
    expect(uploaded.imageKey).toMatch(/^banners\/u-[a-z0-9-]+\.webp$/);
    const large = await sharp(join(t.storageDir, uploaded.imageKey)).metadata();
    const small = await sharp(join(t.storageDir, listImageKey(uploaded.imageKey))).metadata();
    expect([large.width, large.height, large.format]).toEqual([1920, 640, "webp"]);
    expect([small.width, small.height]).toEqual([960, 320]);
  });

  it("the catalogue role creates a banner; it shows last on the home slider at once, audited", async () => {
    const before = await homeBanners();
    const image = await uploadBanner();
    const res = await catalogue.post<AdminBannerDto>("/v1/admin/banners", {
      title: "Diwali lights",
      link: "/shop/catalog?sort=newest",
      imageKey: image.imageKey,
    });
    expect(res.statusCode, JSON.stringify(res.error)).toBe(201);
    expect(res.data).toMatchObject({
      title: "Diwali lights",
      startsOn: null,
      endsOn: null,
      state: "current",
      position: before.length,
      listPath: image.listPath,
    });
    const after = await homeBanners();
    expect(after.map((banner) => banner.title)).toEqual([...before.map((b) => b.title), "Diwali lights"]);
    expect(after.at(-1)).toMatchObject({
      key: image.imageKey,
      path: image.path,
      link: "/shop/catalog?sort=newest",
    });
    expect((await auditRows("banner", res.data.id)).map((row) => row.action)).toEqual(["banner.create"]);
  });

  it("shows a banner only from its first day to its last (IST), both included", async () => {
    const make = async (title: string, startsOn: string | null, endsOn: string | null) => {
      const res = await catalogue.post<AdminBannerDto>("/v1/admin/banners", {
        title,
        link: "https://www.example.com/offer",
        imageKey: (await uploadBanner()).imageKey,
        startsOn,
        endsOn,
      });
      expect(res.statusCode, JSON.stringify(res.error)).toBe(201);
      return res.data;
    };
    const future = await make("Starts tomorrow", dayFrom(1), null);
    const past = await make("Ended yesterday", null, dayFrom(-1));
    const todayOnly = await make("Today only", today(), today());
    expect([future.state, past.state, todayOnly.state]).toEqual(["scheduled", "ended", "current"]);
    const titles = (await homeBanners()).map((banner) => banner.title);
    expect(titles).toContain("Today only");
    expect(titles).not.toContain("Starts tomorrow");
    expect(titles).not.toContain("Ended yesterday");
    // Tomorrow's banner shows once its day has come: the same list a day later.
    const { listBanners } = await import("../banners/service");
    const tomorrow = await listBanners(t.db, 1, new Date(Date.now() + DAY_MS));
    expect(tomorrow.map((banner) => banner.title)).toContain("Starts tomorrow");
    expect(tomorrow.map((banner) => banner.title)).not.toContain("Today only");
  });

  it("refuses each bad field with its own sentence and writes nothing", async () => {
    const [{ n: count } = { n: 0 }] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from banners`,
    );
    const res = await catalogue.post("/v1/admin/banners", {
      title: " ",
      link: "javascript:alert(1)",
      imageKey: "../../etc/passwd",
      startsOn: "2026-12-10",
      endsOn: "2026-12-01",
    });
    expect(res.statusCode).toBe(422);
    expect(res.error?.fields).toMatchObject({
      title: "Enter the banner's title.",
      link: "Enter a path on the shop such as /shop/catalog?sort=newest, or an address starting with https://.",
      imageKey: "Upload the banner's picture.",
      endsOn: "The last day cannot be before the first day.",
    });
    for (const link of [
      "//evil.example/x",
      "http://example.com",
      "https://",
      "/shop/ catalog",
      "shop/catalog",
    ]) {
      const bad = await catalogue.post("/v1/admin/banners", {
        title: "x",
        link,
        imageKey: "banners/chandeliers.webp",
      });
      expect(bad.error?.fields?.link, link).toBeDefined();
    }
    const notUploaded = await catalogue.post("/v1/admin/banners", {
      title: "Never uploaded",
      link: "/shop/catalog",
      imageKey: "banners/u-never-uploaded.webp",
    });
    expect(notUploaded.statusCode).toBe(422);
    expect(notUploaded.error?.fields).toEqual({ imageKey: "Upload the banner's picture again." });
    const [{ n: after } = { n: 0 }] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from banners`,
    );
    expect(after).toBe(count);
  });

  it("refuses a file that is not an image, one of 30 MB, and an empty upload", async () => {
    const text = await upload("/v1/admin/banners/images", Buffer.from("not a picture at all"), "image/png");
    expect(text.statusCode).toBe(422);
    expect(JSON.parse(text.body).data.error.message).toBe("This file is not a JPEG, PNG or WebP image.");
    const huge = await upload("/v1/admin/banners/images", Buffer.alloc(30 * 1024 * 1024, 1), "image/jpeg");
    expect(huge.statusCode).toBe(413);
    expect(JSON.parse(huge.body).data.error.message).toBe(
      "This image is larger than 20 MB. Save it smaller and try again.",
    );
    const cover = await upload("/v1/admin/blog-posts/images", Buffer.from("GIF89a"), "image/png");
    expect(cover.statusCode).toBe(422);
  });

  it("edits, reorders and removes, each audited; a replaced picture's files go", async () => {
    const list = (await catalogue.get<{ items: AdminBannerDto[] }>("/v1/admin/banners")).data.items;
    const last = list.at(-1);
    if (!last) throw new Error("no banner");
    const oldKey = last.imageKey;
    const image = await uploadBanner();
    const edited = await catalogue.patch<AdminBannerDto>(`/v1/admin/banners/${last.id}`, {
      title: "Renamed",
      imageKey: image.imageKey,
    });
    expect(edited.statusCode, JSON.stringify(edited.error)).toBe(200);
    expect(edited.data).toMatchObject({ title: "Renamed", imageKey: image.imageKey });
    expect(existsSync(join(t.storageDir, oldKey))).toBe(false);

    // A window the patch leaves half in place is checked as a whole.
    const window = await catalogue.patch(`/v1/admin/banners/${last.id}`, {
      startsOn: dayFrom(5),
      endsOn: null,
    });
    expect(window.statusCode, JSON.stringify(window.error)).toBe(200);
    expect(window.data).toMatchObject({ state: "scheduled" });
    const backwards = await catalogue.patch(`/v1/admin/banners/${last.id}`, { endsOn: dayFrom(2) });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.error?.fields).toEqual({ endsOn: "The last day cannot be before the first day." });

    const ids = list.map((banner) => banner.id);
    const reversed = [...ids].reverse();
    const order = await catalogue.put<{ items: AdminBannerDto[] }>("/v1/admin/banners/order", {
      ids: reversed,
    });
    expect(order.statusCode, JSON.stringify(order.error)).toBe(200);
    expect(order.data.items.map((banner) => banner.id)).toEqual(reversed);
    const missing = await catalogue.put("/v1/admin/banners/order", { ids: reversed.slice(1) });
    expect(missing.statusCode).toBe(422);
    expect(missing.error?.message).toBe("Give every banner once, in the new order.");

    const removed = await catalogue.delete(`/v1/admin/banners/${last.id}`);
    expect(removed.statusCode).toBe(200);
    expect(existsSync(join(t.storageDir, image.imageKey))).toBe(false);
    expect((await catalogue.delete(`/v1/admin/banners/${last.id}`)).statusCode).toBe(404);
    expect((await auditRows("banner", last.id)).map((row) => row.action)).toEqual([
      "banner.create",
      "banner.update",
      "banner.update",
      "banner.order",
      "banner.remove",
    ]);
  });

  it("sales and dispatch may not touch banners (403); nothing is written", async () => {
    for (const member of [sales, dispatch]) {
      expect((await member.get("/v1/admin/banners")).statusCode).toBe(403);
      const res = await member.post("/v1/admin/banners", {
        title: "x",
        link: "/shop/catalog",
        imageKey: "banners/chandeliers.webp",
      });
      expect(res.statusCode).toBe(403);
      expect(res.error?.code).toBe("PERMISSION_DENIED");
    }
    const refused = await upload("/v1/admin/banners/images", await picture(100, 100), "image/png", "");
    expect(refused.statusCode).toBe(401);
  });
});

describe("blog posts in the back office", () => {
  const post = {
    title: "Choosing fans with lights",
    slug: "choosing-fans-with-lights",
    excerpt: "What to look for in a ceiling fan with a light kit.",
    body: "## Sizes\n\nA **48 inch** fan suits a 12 × 12 ft room.\n\n- Warm white\n- Dimmable",
    author: "Anjali Sethi",
    category: "Buying guides",
  };

  it("a draft (no date) and a scheduled post are hidden from the blog list and answer 404; published shows", async () => {
    const draft = await catalogue.post<AdminBlogPostDto>("/v1/admin/blog-posts", post);
    expect(draft.statusCode, JSON.stringify(draft.error)).toBe(201);
    expect(draft.data).toMatchObject({ state: "draft", publishedAt: null, coverKey: "" });
    const scheduled = await catalogue.post<AdminBlogPostDto>("/v1/admin/blog-posts", {
      ...post,
      slug: "next-week",
      title: "Next week's post",
      publishedAt: new Date(Date.now() + 7 * DAY_MS).toISOString(),
    });
    expect(scheduled.data.state).toBe("scheduled");
    const buyer = api(t.app);
    for (const slug of ["choosing-fans-with-lights", "next-week"]) {
      const page = await buyer.get(`/v1/blog/posts/${slug}`);
      expect(page.statusCode, slug).toBe(404);
    }
    const listed = await buyer.get<BlogPageDto>("/v1/blog/posts", { query: { limit: 50 } });
    const slugs = listed.data.items.map((item) => item.slug);
    expect(slugs).not.toContain("choosing-fans-with-lights");
    expect(slugs).not.toContain("next-week");
    expect(listed.data.total).toBe(12);

    const published = await catalogue.patch<AdminBlogPostDto>(`/v1/admin/blog-posts/${draft.data.id}`, {
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(published.data.state).toBe("published");
    const page = await buyer.get<BlogPostDto>("/v1/blog/posts/choosing-fans-with-lights");
    expect(page.statusCode).toBe(200);
    expect(page.data.body).toBe(post.body);
    const newest = await buyer.get<BlogPageDto>("/v1/blog/posts", { query: { limit: 1 } });
    expect(newest.data.items[0]?.slug).toBe("choosing-fans-with-lights");
    expect(newest.data.total).toBe(13);

    // Unpublishing puts it back to a draft: hidden again.
    const unpublished = await catalogue.patch<AdminBlogPostDto>(`/v1/admin/blog-posts/${draft.data.id}`, {
      publishedAt: null,
    });
    expect(unpublished.data.state).toBe("draft");
    expect((await buyer.get("/v1/blog/posts/choosing-fans-with-lights")).statusCode).toBe(404);
    expect((await auditRows("blog_post", draft.data.id)).map((row) => row.action)).toEqual([
      "blog_post.create",
      "blog_post.update",
      "blog_post.update",
    ]);
  });

  it("refuses each bad field with its own sentence; a taken slug is 409", async () => {
    const res = await catalogue.post("/v1/admin/blog-posts", {
      title: "",
      slug: "Not A Slug",
      excerpt: "",
      body: "  ",
      author: "",
      publishedAt: "next tuesday",
      coverKey: "products/chandelier-gold-1.webp",
    });
    expect(res.statusCode).toBe(422);
    expect(res.error?.fields).toMatchObject({
      title: "Enter the post's title.",
      slug: "Use lower-case letters, digits and single hyphens in the slug.",
      excerpt: "Write a short summary for the blog list.",
      body: "Write the post.",
      author: "Enter the author's name.",
      publishedAt: "Enter the publication date and time.",
      coverKey: "Upload the cover picture again.",
    });
    const nul = await catalogue.post("/v1/admin/blog-posts", { ...post, slug: "nul", body: "a\u0000b" });
    expect(nul.error?.fields?.body).toBe("Remove control characters (such as NUL) from this text.");
    const taken = await catalogue.post("/v1/admin/blog-posts", { ...post, slug: "choosing-chandelier-size" });
    expect(taken.statusCode).toBe(409);
    expect(taken.error?.fields).toEqual({ slug: "Another post has this slug." });
  });

  it("a publication time PostgreSQL cannot hold (year 0, offset +23:59) is a 422, not a 500; others are kept as UTC", async () => {
    for (const publishedAt of ["0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z"]) {
      const res = await catalogue.post("/v1/admin/blog-posts", { ...post, slug: "far-away", publishedAt });
      expect(res.statusCode, publishedAt).toBe(422);
      expect(res.error?.fields).toEqual({ publishedAt: "Enter the publication date and time." });
    }
    const odd = await catalogue.post<AdminBlogPostDto>("/v1/admin/blog-posts", {
      ...post,
      slug: "odd-offset",
      publishedAt: "2026-01-01T00:00:00+23:59",
    });
    expect(odd.statusCode, JSON.stringify(odd.error)).toBe(201);
    expect(odd.data.publishedAt).toBe("2025-12-31T00:01:00.000Z");
    const local = await catalogue.patch<AdminBlogPostDto>(`/v1/admin/blog-posts/${odd.data.id}`, {
      publishedAt: "2026-01-01T09:30",
    });
    expect(local.data.publishedAt).toBe("2026-01-01T04:00:00.000Z");
    await catalogue.delete(`/v1/admin/blog-posts/${odd.data.id}`);
  });

  it("a cover is uploaded square (1200 and 400 px) and saved with the post", async () => {
    const res = await upload("/v1/admin/blog-posts/images", await picture(1600, 900, "jpeg"), "image/jpeg");
    expect(res.statusCode, res.body).toBe(201);
    const image = JSON.parse(res.body).data as AdminUploadedImageDto;
    const large = await sharp(join(t.storageDir, image.imageKey)).metadata();
    const small = await sharp(join(t.storageDir, listImageKey(image.imageKey))).metadata();
    expect([large.width, large.height, small.width, small.height]).toEqual([1200, 1200, 400, 400]);
    const saved = await catalogue.post<AdminBlogPostDto>("/v1/admin/blog-posts", {
      ...post,
      slug: "with-cover",
      coverKey: image.imageKey,
      publishedAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(saved.data).toMatchObject({ coverPath: image.path, coverListPath: image.listPath });
    const page = await api(t.app).get<BlogPostDto>("/v1/blog/posts/with-cover");
    expect(page.data.coverImage).toEqual({ key: image.imageKey, path: image.path });
  });

  it("lists newest written first, searches titles, filters by state, pages by cursor", async () => {
    const drafts = await catalogue.get<AdminBlogPostPageDto>("/v1/admin/blog-posts", {
      query: { state: "draft" },
    });
    expect(drafts.data.items.map((item) => item.slug)).toEqual(["choosing-fans-with-lights"]);
    const found = await catalogue.get<AdminBlogPostPageDto>("/v1/admin/blog-posts", {
      query: { search: "CHANDELIER" },
    });
    expect(found.data.items.map((item) => item.slug)).toEqual(["choosing-chandelier-size"]);
    const first = await catalogue.get<AdminBlogPostPageDto>("/v1/admin/blog-posts", { query: { limit: 10 } });
    expect(first.data.items[0]?.slug).toBe("with-cover");
    expect(first.data.nextCursor).not.toBeNull();
    const second = await catalogue.get<AdminBlogPostPageDto>("/v1/admin/blog-posts", {
      query: { limit: 10, cursor: first.data.nextCursor ?? "" },
    });
    const all = [...first.data.items, ...second.data.items].map((item) => item.id);
    expect(new Set(all).size).toBe(15);
    expect(second.data.nextCursor).toBeNull();
    const bad = await catalogue.get("/v1/admin/blog-posts", { query: { cursor: "0x1" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.error?.code).toBe("CURSOR_INVALID");
  });

  it("delete removes a post for good, audited with what it was; sales cannot", async () => {
    const [row] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from blog_posts where slug = 'next-week'`,
    );
    if (!row) throw new Error("no post");
    expect((await sales.delete(`/v1/admin/blog-posts/${row.id}`)).statusCode).toBe(403);
    expect((await dispatch.get("/v1/admin/blog-posts")).statusCode).toBe(403);
    const res = await catalogue.delete(`/v1/admin/blog-posts/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect((await catalogue.get(`/v1/admin/blog-posts/${row.id}`)).statusCode).toBe(404);
    const audit = await queryRows<{ action: string; before: { slug: string } }>(
      t.db,
      sql`select action, before from audit_log where entity = 'blog_post' and entity_id = ${String(row.id)} order by id`,
    );
    expect(audit.map((entry) => entry.action)).toEqual(["blog_post.create", "blog_post.delete"]);
    expect(audit.at(-1)?.before.slug).toBe("next-week");
  });
});
