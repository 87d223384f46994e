import type { Metadata } from "next";
import { catalogueMetadata } from "@/modules/catalogue/catalogue-metadata";
import { CataloguePage } from "@/modules/catalogue/catalogue-page";
import type { SearchParams } from "@/modules/catalogue/catalogue-route";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  return catalogueMetadata({ mount: "catalog-category", slug, searchParams: query });
}

export default async function CatalogCategoryRoute({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  return <CataloguePage mount="catalog-category" slug={slug} searchParams={query} />;
}
