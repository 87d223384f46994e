import type { Metadata } from "next";
import { ProductPage } from "@/admin/products/product-page";

export const metadata: Metadata = { title: "New product" };

export default function AdminNewProductPage() {
  return <ProductPage id={null} />;
}
