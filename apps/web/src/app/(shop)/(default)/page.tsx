import { redirect } from "next/navigation";
import { HomePage } from "@/modules/home/home-page";
import { homeSearchRedirect } from "@/modules/seo/search-redirect";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Home({ searchParams }: Props) {
  // Site search is a query on the home route (the WebSite JSON-LD); the catalogue answers it (307).
  const target = homeSearchRedirect(await searchParams);
  if (target) redirect(target);
  return <HomePage variant="default" />;
}
