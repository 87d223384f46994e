"use client";

import { type PointerEvent, useEffect, useState } from "react";
import type { Image } from "@/lib/api/types";
import { useI18n } from "@/lib/store";
import { productPageTranslate } from "./messages";
import styles from "./product-page.module.css";

/** How far the 1200 px picture is enlarged over the stage (2.5 × a ~480 px stage ≈ its own size). */
const ZOOM_FACTOR = 2.5;

interface Focus {
  x: number;
  y: number;
}

const CENTRE: Focus = { x: 50, y: 50 };

function focusOf(event: PointerEvent<HTMLDivElement>): Focus {
  const box = event.currentTarget.getBoundingClientRect();
  // The point under the pointer as a percentage of the stage, which is the same percentage of the zoomed image.
  const x = ((event.clientX - box.left) / box.width) * 100;
  const y = ((event.clientY - box.top) / box.height) * 100;
  return { x: Math.min(100, Math.max(0, x)), y: Math.min(100, Math.max(0, y)) };
}

/**
 * The product pictures: a large stage with zoom into the 1200 px image and thumbnails. A mouse zooms while it
 * hovers and the picture follows it; a click or tap fixes the zoom (a finger then pans it) and a second one
 * releases it; the zoom button does the same from the keyboard, and Escape leaves the zoom.
 */
export function ProductGallery({ images, title }: { images: Image[]; title: string }) {
  const { locale, t: frameT } = useI18n();
  const t = productPageTranslate(locale);
  const [index, setIndex] = useState(0);
  const [hovering, setHovering] = useState(false);
  const [fixed, setFixed] = useState(false);
  const [focus, setFocus] = useState<Focus>(CENTRE);
  const image = images[index] ?? images[0];
  const zoomed = fixed || hovering;

  // A new product (client navigation between product pages) starts at its first picture.
  const firstKey = images[0]?.key;
  const [shownFor, setShownFor] = useState(firstKey);
  if (shownFor !== firstKey) {
    setShownFor(firstKey);
    setIndex(0);
    setFixed(false);
  }

  useEffect(() => {
    if (!fixed) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setFixed(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [fixed]);

  if (!image) {
    return (
      <div className={styles.gallery}>
        <div className={styles.stage}>
          <span className="thumb-empty">{frameT("product.noImage")}</span>
        </div>
      </div>
    );
  }

  return (
    <section className={styles.gallery} aria-label={t("pp.gallery")} data-testid="product-gallery">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer zoom only; the zoom button below is the keyboard's way */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the zoom button gives the same toggle to the keyboard */}
      <div
        className={styles.stage}
        data-zoomed={zoomed}
        data-testid="gallery-stage"
        onPointerEnter={(event) => {
          if (event.pointerType === "mouse") {
            setHovering(true);
            setFocus(focusOf(event));
          }
        }}
        onPointerMove={(event) => {
          if (event.pointerType === "mouse" || fixed) setFocus(focusOf(event));
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === "mouse") setHovering(false);
        }}
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          setFocus({
            x: ((event.clientX - box.left) / box.width) * 100,
            y: ((event.clientY - box.top) / box.height) * 100,
          });
          setFixed((was) => !was);
        }}
      >
        {/* biome-ignore lint/performance/noImgElement: API images are pre-sized; next/image would proxy them again */}
        <img
          src={image.path}
          alt={title}
          width={600}
          height={600}
          fetchPriority={index === 0 ? "high" : "auto"}
          decoding="async"
        />
        {zoomed ? (
          <div
            className={styles.zoomLayer}
            aria-hidden="true"
            data-testid="gallery-zoom"
            style={{
              backgroundImage: `url("${image.path}")`,
              backgroundSize: `${ZOOM_FACTOR * 100}%`,
              backgroundPosition: `${focus.x}% ${focus.y}%`,
            }}
          />
        ) : null}
        <button
          type="button"
          className={`btn-icon ${styles.zoomButton}`}
          aria-pressed={fixed}
          aria-label={t("pp.zoom")}
          title={t("pp.zoomHint")}
          data-testid="gallery-zoom-button"
          onClick={(event) => {
            // The stage's own click would toggle the zoom a second time.
            event.stopPropagation();
            setFocus(CENTRE);
            setFixed((was) => !was);
          }}
        >
          <ZoomIcon />
        </button>
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((item, position) => (
            <li key={item.key}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t("pp.image", { index: position + 1, count: images.length })}
                aria-current={position === index ? "true" : undefined}
                onClick={() => {
                  setIndex(position);
                  setFixed(false);
                }}
              >
                {/* biome-ignore lint/performance/noImgElement: the thumbnails are the same cached files as the stage */}
                <img src={item.path} alt="" width={80} height={80} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ZoomIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5M11 8v6M8 11h6" />
    </svg>
  );
}
