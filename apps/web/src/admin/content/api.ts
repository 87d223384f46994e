"use client";

import type {
  AdminBannerDto,
  AdminBlogPostDto,
  AdminBlogPostPageDto,
  AdminUploadedImageDto,
} from "@roshni/core";
import { type AdminListQuery, adminGet, adminSend, adminUpload } from "../api/client";

/** The home page's banners, each path written once. */
export const bannersApi = {
  list: (signal?: AbortSignal) => adminGet<{ items: AdminBannerDto[] }>("/banners", { signal }),
  create: (body: unknown) => adminSend<AdminBannerDto>("POST", "/banners", body),
  update: (id: number, body: unknown) => adminSend<AdminBannerDto>("PATCH", `/banners/${id}`, body),
  reorder: (ids: number[]) => adminSend<{ items: AdminBannerDto[] }>("PUT", "/banners/order", { ids }),
  remove: (id: number) => adminSend<unknown>("DELETE", `/banners/${id}`),
  uploadImage: (picture: File) => adminUpload<AdminUploadedImageDto>("/banners/images", picture),
};

/** The blog's posts, each path written once. */
export const blogApi = {
  list: (query: AdminListQuery, signal?: AbortSignal) =>
    adminGet<AdminBlogPostPageDto>("/blog-posts", { query, signal }),
  get: (id: number, signal?: AbortSignal) => adminGet<AdminBlogPostDto>(`/blog-posts/${id}`, { signal }),
  create: (body: unknown) => adminSend<AdminBlogPostDto>("POST", "/blog-posts", body),
  update: (id: number, body: unknown) => adminSend<AdminBlogPostDto>("PATCH", `/blog-posts/${id}`, body),
  remove: (id: number) => adminSend<unknown>("DELETE", `/blog-posts/${id}`),
  uploadCover: (picture: File) => adminUpload<AdminUploadedImageDto>("/blog-posts/images", picture),
};
