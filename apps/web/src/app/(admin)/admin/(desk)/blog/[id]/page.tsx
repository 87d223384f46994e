import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogEditorPage } from "@/admin/content/blog-editor";

export const metadata: Metadata = { title: "Blog post" };

export default async function AdminBlogPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const postId = Number(id);
  if (!Number.isInteger(postId) || postId <= 0) notFound();
  return <BlogEditorPage id={postId} />;
}
