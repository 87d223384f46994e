import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extname, resolve, sep } from "node:path";
import type { FastifyInstance } from "fastify";
import { notFound } from "../lib/errors";
import { documentedErrors } from "./openapi";

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
};

/** Folder of the storage that `/storage` never serves (invoices and other documents). */
export const PRIVATE_PREFIX = "documents";

const MISSING = () => notFound("FILE_NOT_FOUND", "This file does not exist.");

/**
 * The file under `root` a storage key names, or null when the key could leave `root` (`..`, an absolute
 * path, a backslash, a NUL byte) or names a type we do not serve.
 */
export function storagePath(root: string, key: string): string | null {
  if (key === "" || key.length > 512) return null;
  if (key.includes("\0") || key.includes("\\") || key.startsWith("/")) return null;
  if (key.split("/").some((part) => part === "" || part === "." || part === "..")) return null;
  // GST documents are a buyer's own: only `/v1/order/{id}/documents/{kind}` hands them out.
  if (key.split("/")[0] === PRIVATE_PREFIX) return null;
  if (!(extname(key).toLowerCase() in CONTENT_TYPES)) return null;
  const base = resolve(root);
  const full = resolve(base, key);
  return full.startsWith(base + sep) ? full : null;
}

/**
 * GET /storage/{key}: product images, banners, blog covers. A key never changes content (a new image
 * gets a new key), so browsers and CDNs may keep it for a year.
 */
export function registerStorage(app: FastifyInstance, storageDir: string): void {
  const schema = {
    tags: ["operations"],
    summary: "A stored image (product, banner, blog cover); the file itself, not an envelope",
    response: documentedErrors({ 404: "FILE_NOT_FOUND: no such file" }),
  };
  app.get("/storage/*", { schema }, async (request, reply) => {
    const raw = (request.params as { "*"?: string })["*"] ?? "";
    const path = storagePath(storageDir, raw);
    if (path === null) throw MISSING();
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw MISSING();
    const contentType = CONTENT_TYPES[extname(path).toLowerCase()] ?? "application/octet-stream";
    return reply
      .header("content-type", contentType)
      .header("content-length", info.size)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("last-modified", info.mtime.toUTCString())
      .header("x-content-type-options", "nosniff")
      .send(createReadStream(path));
  });
}
