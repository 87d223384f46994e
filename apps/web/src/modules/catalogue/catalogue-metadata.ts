import type { Metadata } from "next";
import { categoryTitle } from "@/lib/i18n";
import { getServerTranslate } from "@/lib/i18n/server";
import { activeFilterCount, type CatalogueRoute, resolveList } from "./catalogue-route";
import { catalogueCategories } from "./category-lookup";
import { catalogueTranslate } from "./messages";

/**
 * The head of a catalogue page: the category's metaTitle, metaDescription and metaKeywords (SPEC.md
 * section 2), and sensible text where a category leaves them empty (Spotlights, Outdoorwalllights).
 * Searches, filtered and re-sorted views are not indexed: they repeat the category's products.
 */
export async function catalogueMetadata(route: CatalogueRoute): Promise<Metadata> {
  const [{ language, t: frameT }, categories] = await Promise.all([
    getServerTranslate(),
    // An API out of reach fails the metadata as it fails the page: the shop's error page (500) with its
    // own title, not "Category not found" for a category that exists.
    catalogueCategories(),
  ]);
  const t = catalogueTranslate(language.locale);
  const { category, state, unknownCategory } = resolveList(route, categories);
  const query = state.query.trim();
  const variant = query !== "" || activeFilterCount(state) > 0 || state.options.sort !== "default";
  const robots = variant ? { index: false, follow: true } : undefined;
  const pageSuffix = state.options.page > 1 ? ` – ${t("catalogue.page", { page: state.options.page })}` : "";

  // The page answers 404: the tab says so too.
  if (unknownCategory) return { title: t("catalogue.notFoundTitle"), robots: { index: false } };
  if (category) {
    const title = categoryTitle(frameT, category);
    const metaTitle = category.metaTitle.trim();
    return {
      // The stored metaTitle already names the shop, so it replaces the site's title template.
      title: metaTitle ? { absolute: `${metaTitle}${pageSuffix}` } : `${title}${pageSuffix}`,
      description: category.metaDescription.trim() || t("catalogue.metaDescription", { title }),
      keywords: category.metaKeywords.trim() || t("catalogue.metaKeywords", { title }),
      robots,
    };
  }
  return {
    title: `${query ? t("catalogue.searchTitle", { query }) : t("catalogue.title")}${pageSuffix}`,
    description: t("catalogue.catalogueDescription"),
    robots,
  };
}
