import { ApiError } from "@/lib/api/errors";
import { getServerApi } from "@/lib/api/server";
import type { BlogPage, BlogPost } from "@/lib/api/types";

/** Posts per page of /blog/category-classic. */
export const BLOG_PAGE_SIZE = 6;

/** GET /v1/blog/posts, newest first: page n holds posts (n − 1) × size … n × size − 1. */
export async function loadBlogPage(page: number, limit = BLOG_PAGE_SIZE): Promise<BlogPage> {
  const api = await getServerApi();
  return api.request<BlogPage>("/blog/posts", { query: { skip: (page - 1) * limit, limit } });
}

/** GET /v1/blog/posts/{slug}; null when there is no such post, other failures are thrown. */
export async function loadBlogPost(slug: string): Promise<BlogPost | null> {
  const api = await getServerApi();
  try {
    return await api.request<BlogPost>(`/blog/posts/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The newest post, which /blog/post-classic shows when no slug is given; null for an empty blog. */
export async function loadNewestPost(): Promise<BlogPost | null> {
  const page = await loadBlogPage(1, 1);
  return page.items[0] ?? null;
}
