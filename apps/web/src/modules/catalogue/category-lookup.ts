import { cache } from "react";
import { getServerApi, loadCategories } from "@/lib/api/server";
import type { Category } from "@/lib/api/types";

/**
 * Categories for resolving a slug. The menu's cached list is reused; when it came back empty (the API was
 * unreachable) the call is repeated without swallowing the error, so the page shows a failure instead of
 * a false "not found".
 */
export const catalogueCategories = cache(async (): Promise<Category[]> => {
  const menu = await loadCategories();
  if (menu.length > 0) return menu;
  const api = await getServerApi();
  return api.categories();
});
