import { BlogPostPage, blogPostMetadata } from "@/modules/blog/blog-post-page";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function slugOf(value: string | string[] | undefined): string | undefined {
  const slug = (Array.isArray(value) ? value[0] : value)?.trim();
  return slug || undefined;
}

export async function generateMetadata({ searchParams }: Props) {
  return blogPostMetadata(slugOf((await searchParams).slug));
}

export default async function BlogPostRoute({ searchParams }: Props) {
  return <BlogPostPage slug={slugOf((await searchParams).slug)} />;
}
