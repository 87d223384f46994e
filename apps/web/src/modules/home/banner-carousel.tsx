"use client";

import { useEffect, useRef, useState } from "react";
import { listImagePath } from "@/lib/api/endpoints";
import type { Banner } from "@/lib/api/types";
import { Link } from "@/modules/layout/link";

const AUTOPLAY_MS = 6000;

/** Distance between two slides' starts: the slide width plus the gap. */
function slideStep(track: HTMLElement): number {
  const [first, second] = Array.from(track.children);
  if (!first || !second) return track.clientWidth || 1;
  return Math.abs(second.getBoundingClientRect().left - first.getBoundingClientRect().left) || 1;
}

/**
 * Scrolls the strip to slide `index`. Right to left (ar) the strip starts at the right edge and
 * scrollLeft runs from 0 down to negative values, hence the sign.
 */
function scrollToSlide(track: HTMLElement | null, index: number): void {
  if (!track) return;
  const sign = getComputedStyle(track).direction === "rtl" ? -1 : 1;
  track.scrollTo({ left: sign * index * slideStep(track), behavior: "smooth" });
}

/**
 * Home banners in a swipeable strip. It advances by itself unless the visitor prefers less motion; any
 * slide change (a swipe, a dot) restarts the wait, so it never jumps right after the visitor moved it.
 * It holds still while the pointer is over it or the focus is inside it, and a button stops it for good
 * (WCAG 2.2.2: moving content can be paused).
 */
export function BannerCarousel({
  banners,
  label,
  pauseLabel,
  playLabel,
}: {
  banners: Banner[];
  label: string;
  pauseLabel: string;
  playLabel: string;
}) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = stopped || hovered || focused;

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onScroll = () => {
      setCurrent(Math.round(Math.abs(track.scrollLeft) / slideStep(track)));
    };
    track.addEventListener("scroll", onScroll, { passive: true });
    return () => track.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => {
    if (banners.length < 2 || paused) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setTimeout(
      () => scrollToSlide(trackRef.current, (current + 1) % banners.length),
      AUTOPLAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [current, banners.length, paused]);

  if (banners.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      // The focus on a banner or a dot holds the strip still; on the pause button it does not, so "Play"
      // plays at once (the WAI carousel pattern).
      onFocus={(event) => setFocused(!(event.target as HTMLElement).classList.contains("banner-pause"))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="banners" ref={trackRef} data-testid="banners">
        {banners.map((banner, index) => (
          <Link key={banner.key} href={banner.link || "/shop/catalog"} className="banner">
            {/* biome-ignore lint/performance/noImgElement: API banners are pre-sized; next/image would proxy them again */}
            <img
              src={listImagePath(banner.path)}
              srcSet={`${listImagePath(banner.path)} 960w, ${banner.path} 1920w`}
              sizes="(min-width: 992px) 58vw, 100vw"
              alt={banner.title}
              width={1920}
              height={640}
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : "auto"}
              decoding="async"
            />
          </Link>
        ))}
      </div>
      {banners.length > 1 ? (
        <div className="banner-dots">
          <button
            type="button"
            className="banner-pause"
            aria-pressed={stopped}
            aria-label={stopped ? playLabel : pauseLabel}
            title={stopped ? playLabel : pauseLabel}
            data-testid="banners-pause"
            onClick={() => setStopped((value) => !value)}
          >
            <span aria-hidden="true">{stopped ? "▶" : "❚❚"}</span>
          </button>
          {banners.map((banner, index) => (
            <button
              key={banner.key}
              type="button"
              className="banner-dot"
              aria-label={banner.title}
              aria-current={index === current}
              onClick={() => scrollToSlide(trackRef.current, index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
