import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProductPage } from "@/admin/products/product-page";

export const metadata: Metadata = { title: "Product" };

export default async function AdminProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const productId = Number(id);
  if (!Number.isInteger(productId) || productId <= 0) notFound();
  return <ProductPage id={productId} />;
}
