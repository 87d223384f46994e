import type { Metadata } from "next";
import { Suspense } from "react";
import { ProductsList } from "@/admin/products/products-list";

export const metadata: Metadata = { title: "Products" };

export default function AdminProductsPage() {
  return (
    <Suspense>
      <ProductsList />
    </Suspense>
  );
}
