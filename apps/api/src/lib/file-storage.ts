import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, extname, resolve, sep } from "node:path";
import type { Readable } from "node:stream";
import type { Env } from "../env";

/** One stored file opened for sending: its bytes as a stream, its size and when it was written. */
export interface StoredFile {
  body: Readable;
  size: number;
  modifiedAt: Date;
}

/**
 * Where uploaded and issued files (product images, import files, GST documents, banners, blog covers) are
 * kept, behind one small interface: the disk (`FILE_STORAGE=disk`, the default) or an S3-compatible bucket
 * (`FILE_STORAGE=s3`), chosen by configuration only. Keys are relative paths such as
 * 'products/1234-9f2c.webp'; the storefront serves the public ones at `/storage/{key}` (plugins/storage.ts),
 * never those under `documents/`.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing nothing a reader could see half-written. */
  put(key: string, body: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream with its size and date, or null when there is no such file. */
  open(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

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
  ".csv": "text/csv",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** The content type a key's extension names; undefined for a type the shop does not store. */
export function contentTypeOf(key: string): string | undefined {
  return CONTENT_TYPES[extname(key).toLowerCase()];
}

/**
 * A key is a relative path of plain segments: no `..`, `.`, empty segment, leading slash, backslash or
 * NUL, at most 512 characters. Every implementation refuses any other key, so none can leave its folder
 * or bucket prefix.
 */
export function isSafeStorageKey(key: string): boolean {
  if (key === "" || key.length > 512) return false;
  if (key.includes("\0") || key.includes("\\") || key.startsWith("/")) return false;
  return !key.split("/").some((part) => part === "" || part === "." || part === "..");
}

function checkedKey(key: string): string {
  if (!isSafeStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
}

/** Files under a folder of the disk (`DATA_DIR/storage`), written atomically (temporary file, then rename). */
export function diskFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    const full = resolve(base, checkedKey(key));
    if (!full.startsWith(base + sep)) throw new Error(`Not a storage key: ${key}`);
    return full;
  };
  const missing = (error: unknown) =>
    ["ENOENT", "ENOTDIR", "EISDIR"].includes((error as NodeJS.ErrnoException).code ?? "");
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // A name of its own per write: two writers of one key at once (a document's job and its first
      // download) each rename a whole file into place, never one half-written by the other.
      const temporary = `${path}.${process.pid}.${randomUUID()}.part`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      const path = pathOf(key);
      const info = await stat(path).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
      if (!info?.isFile()) return null;
      return { body: createReadStream(path), size: info.size, modifiedAt: info.mtime };
    },
    async exists(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ?? false;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Ceph, R2, Spaces…); unset: AWS S3 itself. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

interface S3ErrorLike {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

function isMissing(error: unknown): boolean {
  const e = error as S3ErrorLike;
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Objects in an S3-compatible bucket under the same keys as on the disk (AWS SDK v3: signed with SigV4).
 * The SDK is loaded on first use, so a shop on the disk never loads it. Checksums are sent only where the
 * S3 API requires them: several S3-compatible services refuse the SDK's newer default trailers.
 */
export function s3FileStorage(config: S3StorageConfig): FileStorage {
  type Sdk = typeof import("@aws-sdk/client-s3");
  let loaded: Promise<{ sdk: Sdk; client: InstanceType<Sdk["S3Client"]> }> | null = null;
  const s3 = () => {
    loaded ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        forcePathStyle: config.forcePathStyle,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    }));
    return loaded;
  };
  const Bucket = config.bucket;
  return {
    async put(key, body) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: body,
          ContentLength: body.length,
          ContentType: contentTypeOf(key) ?? "application/octet-stream",
        }),
      );
    },
    async get(key) {
      const { sdk, client } = await s3();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      const { sdk, client } = await s3();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!answer.Body) return null;
        return {
          body: answer.Body as Readable,
          size: answer.ContentLength ?? 0,
          modifiedAt: answer.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      const { sdk, client } = await s3();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
  };
}

/** The storage the configuration names (FILE_STORAGE): the disk under `storageDir`, or the S3 bucket. */
export function fileStorageFromEnv(env: Env, storageDir: string): FileStorage {
  if (env.FILE_STORAGE === "disk") return diskFileStorage(storageDir);
  // env.ts refuses FILE_STORAGE=s3 without a bucket and keys.
  return s3FileStorage({
    bucket: env.S3_BUCKET ?? "",
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
