"use client";

import { useContext } from "react";
import { ShopStateContext } from "@/lib/store/store-provider";

/**
 * True once the store has read the saved 'state' from localStorage. Before that the cart and lists are
 * the empty initial ones, so a page would flash 'empty' for a buyer who has items.
 */
export function useStoreRestored(): boolean {
  return useContext(ShopStateContext)?.restored ?? false;
}
