import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { storagePath } from "../plugins/storage";

/**
 * Where uploaded files (product images, import files) are kept, behind one small interface so that
 * object storage can take the disk's place without touching the callers. Keys are relative paths such
 * as 'products/1234-9f2c.webp'; the storefront serves them at `/storage/{key}`.
 */
export interface FileStorage {
  put(key: string, body: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Files under a folder of the disk (`DATA_DIR/storage`), written atomically (temporary file, then rename). */
export function diskFileStorage(root: string): FileStorage {
  const pathOf = (key: string): string => {
    const path =
      storagePath(root, key) ?? (key.startsWith("imports/") ? storagePathAnyType(root, key) : null);
    if (path === null) throw new Error(`Not a storage key: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Import files keep their own extension (csv, xlsx), which /storage never serves. */
function storagePathAnyType(root: string, key: string): string | null {
  return storagePath(root, `${key}.webp`)?.slice(0, -".webp".length) ?? null;
}
