"use client";

import { useRouter } from "next/navigation";
import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
  useTransition,
} from "react";
import { Link } from "@/modules/layout/link";

interface ListNavigation {
  /** True while the server renders the list for a changed URL. */
  pending: boolean;
  /**
   * Goes to a list URL inside a transition, so the current list stays on screen (dimmed) until the new one
   * is ready; `optimistic` runs inside the same transition to show the buyer's choice at once.
   */
  navigate: (href: string, options?: { optimistic?: () => void; scroll?: boolean }) => void;
  filtersOpen: boolean;
  setFiltersOpen: (open: boolean) => void;
}

const ListNavigationContext = createContext<ListNavigation | null>(null);

export function ListNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [filtersOpen, setFiltersOpen] = useState(false);

  const navigate = useCallback<ListNavigation["navigate"]>(
    (href, options = {}) => {
      startTransition(() => {
        options.optimistic?.();
        router.push(href, { scroll: options.scroll ?? false });
      });
    },
    [router],
  );

  const value = useMemo(
    () => ({ pending, navigate, filtersOpen, setFiltersOpen }),
    [pending, navigate, filtersOpen],
  );
  return <ListNavigationContext.Provider value={value}>{children}</ListNavigationContext.Provider>;
}

export function useListNavigation(): ListNavigation {
  const value = useContext(ListNavigationContext);
  if (!value) throw new Error("useListNavigation needs <ListNavigationProvider> above it");
  return value;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    event.currentTarget.target !== "_blank"
  );
}

/**
 * A real link (paging, sorting and filters work without JavaScript) that, with JavaScript, navigates inside
 * the list's transition so the loading state shows.
 */
export function ListLink({
  href,
  scrollTo,
  onClick,
  ...props
}: Omit<ComponentProps<typeof Link>, "href"> & { href: string; scrollTo?: string }) {
  const { navigate } = useListNavigation();
  return (
    <Link
      href={href}
      scroll={false}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(href);
        if (scrollTo) document.getElementById(scrollTo)?.scrollIntoView({ block: "start" });
      }}
      {...props}
    />
  );
}
