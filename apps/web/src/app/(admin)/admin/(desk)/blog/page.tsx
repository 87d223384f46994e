import type { Metadata } from "next";
import { Suspense } from "react";
import { BlogListPage } from "@/admin/content/blog-list";

export const metadata: Metadata = { title: "Blog" };

export default function AdminBlogPage() {
  return (
    <Suspense>
      <BlogListPage />
    </Suspense>
  );
}
