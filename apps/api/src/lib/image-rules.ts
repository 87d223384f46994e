/**
 * The shop's rules for pictures, one definition for the pictures staff upload and the demo pictures the
 * seed draws: every picture is stored as WebP in two sizes, the main one (product page zoom, the banner
 * on a wide screen, the post's cover) and a list one (cards, suggestions, the cart, phones, the blog
 * list), the list one at `listImageKey(key)`.
 */

export interface ImageBox {
  width: number;
  height: number;
}

/** Each kind of picture with its two sizes in pixels. */
export const IMAGE_SIZES = {
  /** Square, the picture centred on white (`contain`): a product is never cut. */
  product: { main: { width: 1200, height: 1200 }, list: { width: 400, height: 400 } },
  /** 3:1, cropped around the centre (`cover`): the home page's slider on a wide screen and on a phone. */
  banner: { main: { width: 1920, height: 640 }, list: { width: 960, height: 320 } },
  /** Square, cropped around the centre: the post's page and the blog list. */
  blogCover: { main: { width: 1200, height: 1200 }, list: { width: 400, height: 400 } },
} as const satisfies Record<string, { main: ImageBox; list: ImageBox }>;

export type ImageKind = keyof typeof IMAGE_SIZES;

/** The WebP quality of every stored size. */
export const IMAGE_WEBP_QUALITY = 82;

/** What staff may upload: a bigger file is refused before it is decoded. */
export const IMAGE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** The formats sharp must find inside the file, whatever its content type said. */
export const IMAGE_ACCEPTED_FORMATS: ReadonlySet<string> = new Set(["jpeg", "png", "webp"]);
/** Larger pictures are refused (a decompression bomb would otherwise take the memory). */
export const IMAGE_MAX_PIXELS = 60_000_000;

/**
 * The key of the list size of a picture: the main key with the list width before the extension,
 * 'products/chandelier-gold-1.webp' → 'products/chandelier-gold-1-400.webp'. Every kind uses the
 * product's list width in the name, so the keys of stored pictures keep their form.
 */
export function listImageKey(key: string): string {
  const suffix = IMAGE_SIZES.product.list.width;
  const dot = key.lastIndexOf(".");
  const slash = key.lastIndexOf("/");
  if (dot <= slash + 1) return `${key}-${suffix}`;
  return `${key.slice(0, dot)}-${suffix}${key.slice(dot)}`;
}
