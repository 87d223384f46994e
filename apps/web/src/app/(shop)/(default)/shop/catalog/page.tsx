import type { Metadata } from "next";
import { catalogueMetadata } from "@/modules/catalogue/catalogue-metadata";
import { CataloguePage } from "@/modules/catalogue/catalogue-page";
import type { SearchParams } from "@/modules/catalogue/catalogue-route";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return catalogueMetadata({ mount: "catalog", slug: null, searchParams: await searchParams });
}

export default async function CatalogRoute({ searchParams }: Props) {
  return <CataloguePage mount="catalog" slug={null} searchParams={await searchParams} />;
}
