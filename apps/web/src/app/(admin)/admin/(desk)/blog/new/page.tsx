import type { Metadata } from "next";
import { BlogEditorPage } from "@/admin/content/blog-editor";

export const metadata: Metadata = { title: "New post" };

export default function AdminNewBlogPostPage() {
  return <BlogEditorPage id={null} />;
}
