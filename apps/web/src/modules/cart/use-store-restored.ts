"use client";

import { useShopSelector } from "@/lib/store/hooks";

/**
 * True once the store has read the saved 'state' from localStorage. Before that the cart and lists are
 * the empty initial ones, so a page would flash 'empty' for a buyer who has items.
 */
export function useStoreRestored(): boolean {
  return useShopSelector((state) => state.restored);
}
