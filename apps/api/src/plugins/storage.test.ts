import { mkdir, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { storagePath } from "./storage";

// The smallest valid PNG (1×1), enough to check bytes and headers.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

describe("GET /storage/{key}", () => {
  let t: TestApp;
  // An image right next to the storage folder: reachable by `..`, so it proves traversal is refused.
  let outside: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await mkdir(join(t.storageDir, "products"), { recursive: true });
    await writeFile(join(t.storageDir, "products", "lamp-gold-1.png"), PNG);
    await writeFile(join(t.storageDir, "products", "lamp-gold-1.webp"), PNG);
    outside = join(dirname(t.storageDir), `${basename(t.storageDir)}-outside.png`);
    await writeFile(outside, PNG);
  });
  afterAll(async () => {
    await rm(outside, { force: true });
    await t?.close();
  });

  it("serves a stored image with its content type and a year of immutable caching", async () => {
    const res = await t.app.inject({ method: "GET", url: "/storage/products/lamp-gold-1.png" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const webp = await t.app.inject({ method: "GET", url: "/storage/products/lamp-gold-1.webp" });
    expect(webp.headers["content-type"]).toBe("image/webp");
  });

  it("answers a missing file with 404 FILE_NOT_FOUND in the envelope", async () => {
    const res = await t.app.inject({ method: "GET", url: "/storage/products/none.webp" });
    expect(res.statusCode).toBe(404);
    expect(res.json().data.error.code).toBe("FILE_NOT_FOUND");
  });

  it("refuses every way out of the storage folder with 404", async () => {
    const name = basename(outside);
    const attempts = [
      `/storage/../${name}`,
      `/storage/%2e%2e/${name}`,
      `/storage/products/..%2f..%2f${name}`,
      `/storage/products%2f..%2f..%2f${name}`,
      `/storage/%2e%2e%2f${name}`,
      "/storage/%2fetc%2fpasswd",
      "/storage/..%5c..%5cwindows.png",
      "/storage/products/lamp-gold-1.png%00.txt",
    ];
    for (const url of attempts) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().ok, url).toBe(false);
    }
  });

  it("resolves only keys that stay inside the folder and name an image type", () => {
    expect(storagePath("/srv/storage", "products/a.webp")).toBe("/srv/storage/products/a.webp");
    expect(storagePath("/srv/storage", "../a.webp")).toBeNull();
    expect(storagePath("/srv/storage", "documents/invoice/26-27/1-a.pdf")).toBeNull();
    expect(storagePath("/srv/storage", "products/../../a.webp")).toBeNull();
    expect(storagePath("/srv/storage", "/etc/a.webp")).toBeNull();
    expect(storagePath("/srv/storage", "products\\a.webp")).toBeNull();
    expect(storagePath("/srv/storage", "products/a.txt")).toBeNull();
    expect(storagePath("/srv/storage", "products//a.webp")).toBeNull();
  });
});
