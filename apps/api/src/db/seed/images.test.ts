import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { diskFileStorage } from "../../lib/file-storage";
import { listImageKey } from "../../lib/image-rules";
import {
  IMAGE_FINISHES,
  IMAGE_SHAPES,
  IMAGE_VARIANTS,
  productImageJobs,
  productImageKey,
  productImageSvg,
  writeImages,
} from "./images";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("demo pictures", () => {
  it("keep the list size at the same key with -400 before the extension", () => {
    expect(listImageKey("products/chandelier-gold-1.webp")).toBe("products/chandelier-gold-1-400.webp");
    expect(listImageKey("banners/outdoor.webp")).toBe("banners/outdoor-400.webp");
    expect(listImageKey("blog/no-extension")).toBe("blog/no-extension-400");
  });

  it("draw every shape in every finish and variant once", () => {
    const jobs = productImageJobs();
    expect(jobs).toHaveLength(IMAGE_SHAPES.length * IMAGE_FINISHES.length * IMAGE_VARIANTS);
    expect(new Set(jobs.map((job) => job.key)).size).toBe(jobs.length);
    expect(new Set(jobs.map((job) => job.svg)).size).toBe(jobs.length);
  });

  it("are written as WebP at 1200 px for zoom and 400 px for lists, and not redrawn when present", async () => {
    const dir = await mkdtemp(join(tmpdir(), "roshni-images-"));
    dirs.push(dir);
    const key = productImageKey("chandelier", "brass", 2);
    const job = { key, svg: productImageSvg("chandelier", "brass", 2), kind: "product" as const };
    await writeImages(diskFileStorage(dir), [job]);
    const zoom = await sharp(join(dir, key)).metadata();
    const list = await sharp(join(dir, listImageKey(key))).metadata();
    expect([zoom.format, zoom.width, zoom.height]).toEqual(["webp", 1200, 1200]);
    expect([list.format, list.width, list.height]).toEqual(["webp", 400, 400]);

    // A second run finds both files and leaves them alone, even if asked to draw something else there.
    await writeImages(diskFileStorage(dir), [{ ...job, svg: "<svg/>" }]);
    expect((await sharp(join(dir, key)).metadata()).width).toBe(1200);
    expect((await readdir(join(dir, "products"))).sort()).toEqual([
      "chandelier-brass-2-400.webp",
      "chandelier-brass-2.webp",
    ]);
  });

  it("are not a flat grey box: the picture has light and dark areas", async () => {
    const svg = productImageSvg("pendant", "black", 1, 200);
    const stats = await sharp(Buffer.from(svg)).removeAlpha().stats();
    const luminance = stats.channels[0];
    expect(luminance).toBeDefined();
    expect((luminance?.max ?? 0) - (luminance?.min ?? 0)).toBeGreaterThan(150);
  });
});
