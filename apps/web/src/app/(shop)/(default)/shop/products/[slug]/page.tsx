import type { Metadata } from "next";
import { parseProductLayout } from "@/modules/product-page/layouts";
import { productMetadata } from "@/modules/product-page/product-metadata";
import { ProductPage } from "@/modules/product-page/product-page";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return productMetadata(slug);
}

export default async function ProductRoute({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  return <ProductPage slug={slug} layout={parseProductLayout(query.layout)} />;
}
