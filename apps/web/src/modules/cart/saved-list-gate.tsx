"use client";

import type { ReactNode } from "react";
import { CATALOG_HREF } from "@/modules/layout/links";
import { EmptyState } from "./empty-state";
import shared from "./shop-pages.module.css";
import { useStoreRestored } from "./use-store-restored";

export interface SavedListEmpty {
  message: string;
  hint: string;
  actionLabel: string;
  icon: ReactNode;
  testId: string;
}

/**
 * The wish list and compare pages live in the browser's saved state: a placeholder until that state is
 * read, the empty message with the way back to the catalogue when the list has nothing, else the list.
 */
export function SavedListGate({
  count,
  empty,
  children,
}: {
  count: number;
  empty: SavedListEmpty;
  children: ReactNode;
}) {
  const restored = useStoreRestored();
  if (!restored) return <div className={shared.skeleton} aria-busy="true" />;
  if (count === 0) {
    return (
      <EmptyState
        message={empty.message}
        hint={empty.hint}
        actionHref={CATALOG_HREF}
        actionLabel={empty.actionLabel}
        icon={empty.icon}
        testId={empty.testId}
      />
    );
  }
  return children;
}
