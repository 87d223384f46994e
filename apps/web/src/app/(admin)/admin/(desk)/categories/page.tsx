import type { Metadata } from "next";
import { CategoriesPage } from "@/admin/categories/categories-page";

export const metadata: Metadata = { title: "Categories" };

export default function AdminCategoriesPage() {
  return <CategoriesPage />;
}
