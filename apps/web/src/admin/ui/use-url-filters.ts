"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";

/** What `useUrlFilters` gives a list screen (the filter bar's fields and ListResults' paging take it). */
export interface UrlFilters<K extends string> {
  values: Record<K, string>;
  cursor: string;
  set: (changes: Partial<Record<K, string>>) => void;
  page: (cursor: string) => void;
  firstPage: () => void;
  clear: () => void;
  active: boolean;
}

/**
 * A list's filters live in the address (a filtered list can be bookmarked, shared and reloaded): reads
 * the given keys, and `set` writes them back, dropping the page cursor because the list starts again.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]): UrlFilters<K> {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const joined = keys.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `joined` stands for the keys
  const values = useMemo(() => {
    const out = {} as Record<K, string>;
    for (const key of keys) out[key] = params.get(key) ?? "";
    return out;
  }, [params, joined]);
  const cursor = params.get("cursor") ?? "";

  const write = useCallback(
    (changes: Partial<Record<K | "cursor", string>>, mode: "push" | "replace") => {
      const next = new URLSearchParams(params.toString());
      if (!("cursor" in changes)) next.delete("cursor");
      for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      const query = next.toString();
      const href = query ? `${pathname}?${query}` : pathname;
      if (mode === "push") router.push(href, { scroll: false });
      else router.replace(href, { scroll: false });
    },
    [params, pathname, router],
  );

  return {
    values,
    cursor,
    /** Change filters (the list starts at its first page again). */
    set: useCallback(
      (changes: Partial<Record<K, string>>) =>
        write(changes as Partial<Record<K | "cursor", string>>, "replace"),
      [write],
    ),
    /** The next page of a keyset list: a new history entry, so the browser's Back returns. */
    page: useCallback(
      (next: string) => write({ cursor: next } as Partial<Record<K | "cursor", string>>, "push"),
      [write],
    ),
    firstPage: useCallback(
      () => write({ cursor: "" } as Partial<Record<K | "cursor", string>>, "push"),
      [write],
    ),
    clear: useCallback(() => {
      router.replace(pathname, { scroll: false });
    }, [pathname, router]),
    active: keys.some((key) => values[key] !== ""),
  };
}
