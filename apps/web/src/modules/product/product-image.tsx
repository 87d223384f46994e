"use client";

import { useState } from "react";
import { listImagePath } from "@/lib/api/endpoints";
import type { Image } from "@/lib/api/types";

export interface ProductImageProps {
  image: Image | undefined;
  alt: string;
  /** Intrinsic size written on the element, so the box is reserved before the file arrives (no layout shift). */
  size: number;
  /** How wide the image is drawn, for the browser's choice between the 400 px and the full file. */
  sizes?: string;
  /** Above the fold: load at once and with high priority. */
  priority?: boolean;
  emptyText: string;
}

/**
 * A product picture from the API's storage: the 400 px list version first, the full one for wide or dense
 * screens, and the full one alone if an image has no list version.
 */
export function ProductImage({
  image,
  alt,
  size,
  sizes = "(min-width: 992px) 25vw, 50vw",
  priority = false,
  emptyText,
}: ProductImageProps) {
  const [listMissing, setListMissing] = useState(false);
  if (!image) return <span className="thumb-empty">{emptyText}</span>;
  const list = listImagePath(image.path);
  return (
    // biome-ignore lint/performance/noImgElement: the storage already keeps a list size; next/image would proxy it again
    <img
      src={listMissing ? image.path : list}
      srcSet={listMissing ? undefined : `${list} 400w, ${image.path} 1200w`}
      sizes={listMissing ? undefined : sizes}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      onError={listMissing ? undefined : () => setListMissing(true)}
    />
  );
}
