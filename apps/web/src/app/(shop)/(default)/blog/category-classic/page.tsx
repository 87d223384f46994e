import { BlogListPage, blogListMetadata } from "@/modules/blog/blog-list-page";
import { parsePage } from "@/modules/blog/paging";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props) {
  return blogListMetadata(parsePage((await searchParams).page));
}

export default async function BlogCategoryPage({ searchParams }: Props) {
  return <BlogListPage page={parsePage((await searchParams).page)} />;
}
