/**
 * Compare list and wishlist (SPEC.md section 4): adding a product whose id is present changes nothing
 * and returns the same array, so a store can skip its update and its toast.
 */
export function listAdd<T extends { id: number }>(list: T[], item: T): T[] {
  if (list.some((entry) => entry.id === item.id)) return list;
  return [...list, item];
}

/** Removal is by product id; an absent id returns the same array. */
export function listRemove<T extends { id: number }>(list: T[], id: number): T[] {
  const kept = list.filter((entry) => entry.id !== id);
  return kept.length === list.length ? list : kept;
}

/** Whether the list holds the product, for the pressed state of the compare and wishlist buttons. */
export function listHas(list: readonly { id: number }[], id: number): boolean {
  return list.some((entry) => entry.id === id);
}
