import { extname, resolve, sep } from "node:path";
import type { FastifyInstance } from "fastify";
import { notFound } from "../lib/errors";
import { contentTypeOf, type FileStorage, isSafeStorageKey } from "../lib/file-storage";
import { binaryFile, documentedErrors, downloadResponse } from "./openapi";

/** The types `/storage` serves: pictures and PDFs outside `documents/` (never import files). */
const SERVED_EXTENSIONS = new Set([
  ".webp",
  ".avif",
  ".jpg",
  ".jpeg",
  ".png",
  ".gif",
  ".svg",
  ".ico",
  ".pdf",
]);

/** Folder of the storage that `/storage` never serves (invoices and other documents). */
export const PRIVATE_PREFIX = "documents";

const MISSING = () => notFound("FILE_NOT_FOUND", "This file does not exist.");

/**
 * Whether `/storage` may hand out this key: a safe key (lib/file-storage.ts), not under `documents/`
 * (GST documents are a buyer's own: only `/v1/order/{id}/documents/{kind}` hands them out), naming a
 * picture type. Import files (csv, xlsx) and PDFs are never served.
 */
export function isPublicStorageKey(key: string): boolean {
  if (!isSafeStorageKey(key)) return false;
  if (key.split("/")[0] === PRIVATE_PREFIX) return false;
  return SERVED_EXTENSIONS.has(extname(key).toLowerCase());
}

/** The file under `root` a public storage key names, or null (see isPublicStorageKey). */
export function storagePath(root: string, key: string): string | null {
  if (!isPublicStorageKey(key)) return null;
  const base = resolve(root);
  const full = resolve(base, key);
  return full.startsWith(base + sep) ? full : null;
}

/**
 * GET /storage/{key}: product images, banners, blog covers, read through the FileStorage the
 * configuration chose (disk or S3), so both answer the same. A key never changes content (a new image
 * gets a new key), so browsers and CDNs may keep it for a year.
 */
export function registerStorage(app: FastifyInstance, storage: FileStorage): void {
  const schema = {
    tags: ["operations"],
    summary: "A stored image (product, banner, blog cover); the file itself, not an envelope",
    response: {
      200: downloadResponse(
        "The file, by its extension",
        Object.fromEntries(
          [...SERVED_EXTENSIONS].map((extension) => [contentTypeOf(`file${extension}`) ?? "", binaryFile]),
        ),
      ),
      ...documentedErrors({ 404: "FILE_NOT_FOUND: no such file" }),
    },
  };
  app.get("/storage/*", { schema }, async (request, reply) => {
    const key = (request.params as { "*"?: string })["*"] ?? "";
    if (!isPublicStorageKey(key)) throw MISSING();
    const file = await storage.open(key);
    if (!file) throw MISSING();
    return reply
      .header("content-type", contentTypeOf(key) ?? "application/octet-stream")
      .header("content-length", file.size)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("last-modified", file.modifiedAt.toUTCString())
      .header("x-content-type-options", "nosniff")
      .send(file.body);
  });
}
