import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { ApiError, unprocessable } from "./errors";
import type { FileStorage } from "./file-storage";
import {
  IMAGE_ACCEPTED_FORMATS,
  IMAGE_SIZES,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_WEBP_QUALITY,
  type ImageBox,
  listImageKey,
  IMAGE_MAX_PIXELS as MAX_PIXELS,
} from "./image-rules";

export function imageTooLarge(): ApiError {
  return new ApiError(
    413,
    "IMAGE_TOO_LARGE",
    "This image is larger than 20 MB. Save it smaller and try again.",
  );
}

function notAnImage(): ApiError {
  return unprocessable("IMAGE_INVALID", "This file is not a JPEG, PNG or WebP image.");
}

/**
 * Checks an uploaded picture, then writes it once in the two sizes the shop shows (zoom 1200 px and
 * list 400 px, square, the picture centred on white, WebP) and answers the zoom size's key; the list
 * size sits at `listImageKey(key)`. Nothing is written when the file is not an image.
 */
export async function storeProductImage(
  storage: FileStorage,
  productId: number,
  bytes: Buffer,
): Promise<string> {
  await checkImage(bytes);
  const resize = (box: ImageBox) =>
    sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(box.width, box.height, { fit: "contain", background: { r: 255, g: 255, b: 255, alpha: 1 } })
      .flatten({ background: "#ffffff" })
      .webp({ quality: IMAGE_WEBP_QUALITY })
      .toBuffer();
  let zoom: Buffer;
  let list: Buffer;
  try {
    [zoom, list] = await Promise.all([resize(IMAGE_SIZES.product.main), resize(IMAGE_SIZES.product.list)]);
  } catch {
    throw notAnImage();
  }
  const key = `products/${productId}-${randomBytes(6).toString("hex")}.webp`;
  await storage.put(key, zoom);
  await storage.put(listImageKey(key), list);
  return key;
}

export async function deleteProductImage(storage: FileStorage, key: string): Promise<void> {
  await storage.delete(key);
  await storage.delete(listImageKey(key));
}

/** Refuses a file above 20 MB, one that is not a JPEG, PNG or WebP, or one too large to decode. */
async function checkImage(bytes: Buffer): Promise<void> {
  if (bytes.length > IMAGE_UPLOAD_MAX_BYTES) throw imageTooLarge();
  let format: string | undefined;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    format = meta.format;
  } catch {
    throw notAnImage();
  }
  if (format === undefined || !IMAGE_ACCEPTED_FORMATS.has(format)) throw notAnImage();
}

/** Cropped to the box around the centre (a photo fills the slide or the cover), WebP. */
function cropTo(bytes: Buffer, box: ImageBox): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(box.width, box.height, { fit: "cover", position: "centre" })
    .flatten({ background: "#ffffff" })
    .webp({ quality: IMAGE_WEBP_QUALITY })
    .toBuffer();
}

/**
 * Checks and stores a picture once in two sizes under `folder/`: the main size and the list size at
 * `listImageKey(key)`. Answers the main size's key. Nothing is written when the file is refused.
 */
async function storeCropped(
  storage: FileStorage,
  folder: "banners" | "blog",
  bytes: Buffer,
  sizes: { main: ImageBox; list: ImageBox },
): Promise<string> {
  await checkImage(bytes);
  let large: Buffer;
  let small: Buffer;
  try {
    [large, small] = await Promise.all([cropTo(bytes, sizes.main), cropTo(bytes, sizes.list)]);
  } catch {
    throw notAnImage();
  }
  const key = `${folder}/u-${Date.now().toString(36)}-${randomBytes(6).toString("hex")}.webp`;
  await storage.put(key, large);
  await storage.put(listImageKey(key), small);
  return key;
}

/** A home-page banner: 1920 × 640 for wide screens and 960 × 320 for phones (the slider's two sizes). */
export function storeBannerImage(storage: FileStorage, bytes: Buffer): Promise<string> {
  return storeCropped(storage, "banners", bytes, IMAGE_SIZES.banner);
}

/** A blog cover: square, 1200 px on the post's page and 400 px in the blog list, as the seeded covers. */
export function storeBlogCover(storage: FileStorage, bytes: Buffer): Promise<string> {
  return storeCropped(storage, "blog", bytes, IMAGE_SIZES.blogCover);
}

/** True when both sizes of an uploaded picture are in the storage. */
export async function imageStored(storage: FileStorage, key: string): Promise<boolean> {
  return (await storage.get(key)) !== null && (await storage.get(listImageKey(key))) !== null;
}
