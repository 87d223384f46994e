"use client";

import NextLink from "next/link";
import { type ComponentProps, useState } from "react";

/**
 * `next/link` that prefetches on intent (pointer over it, a touch, keyboard focus) instead of whenever it
 * scrolls into view. Every shop page is rendered per request, so a viewport prefetch buys little, and a
 * page full of links (header, department menu, twelve product cards, footer) would send a burst of
 * requests while the phone is still hydrating the page. An explicit `prefetch` prop still wins.
 */
export function Link({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={prefetch !== undefined ? prefetch : intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
