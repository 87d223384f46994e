import { publicWebUrl } from "./seo-env";
import {
  loadProductSlugPage,
  loadProductTotal,
  loadSitemapCategories,
  loadSitemapPosts,
} from "./sitemap-data";
import { pageUrls, productUrl } from "./sitemap-pages";
import {
  parseSitemapFileName,
  productPageSkips,
  SITEMAP_REVALIDATE_S,
  sitemapFileName,
  sitemapFiles,
  sitemapIndexXml,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlEntryXml,
  urlSetXml,
  XML_CONTENT_TYPE,
} from "./sitemap-xml";

/** Crawlers and any cache in front of the shop may reuse a sitemap for the hour its data is kept. */
const XML_HEADERS = {
  "content-type": XML_CONTENT_TYPE,
  "cache-control": `public, max-age=${SITEMAP_REVALIDATE_S}, stale-while-revalidate=${SITEMAP_REVALIDATE_S}`,
};

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

/** The catalogue cannot be read: crawlers retry a 503 later instead of dropping the shop's pages. */
function unavailable(error: unknown): Response {
  console.error("The sitemap could not be built:", error);
  return plain(503, "The sitemap is unavailable right now; try again later.");
}

/** GET /sitemap.xml: the index of the pages file and one file per PRODUCTS_PER_SITEMAP products. */
export async function sitemapIndexResponse(): Promise<Response> {
  const origin = publicWebUrl();
  let total: number;
  try {
    total = await loadProductTotal();
  } catch (error) {
    return unavailable(error);
  }
  const locations = sitemapFiles(total).map((file) => `${origin}/sitemap/${sitemapFileName(file)}`);
  return new Response(sitemapIndexXml(locations), { headers: XML_HEADERS });
}

/**
 * One product file, written while it is read: the API is asked for one page of slugs at a time, so a file
 * of 10,000 products never holds more than one page of them.
 */
async function productFileResponse(origin: string, part: number): Promise<Response> {
  let skips: number[];
  let first: { websites: { slug: string }[] }[];
  try {
    skips = productPageSkips(part, await loadProductTotal());
    const firstSkip = skips[0];
    if (firstSkip === undefined) return plain(404, "No such sitemap.");
    // The first page is read before answering, so an unreachable API is a 503, not a truncated file.
    first = await loadProductSlugPage(firstSkip);
  } catch (error) {
    return unavailable(error);
  }
  const encoder = new TextEncoder();
  const entries = (rows: { websites: { slug: string }[] }[]) =>
    rows
      .map((row) => productUrl(origin, row))
      .filter((url) => url !== null)
      .map(urlEntryXml)
      .join("");
  let next = 1;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(URLSET_OPEN + entries(first)));
    },
    async pull(controller) {
      const skip = skips[next];
      next++;
      if (skip === undefined) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(entries(await loadProductSlugPage(skip))));
    },
  });
  return new Response(body, { headers: XML_HEADERS });
}

/** GET /sitemap/{file}: 'pages.xml' or 'products-{n}.xml'. */
export async function sitemapFileResponse(name: string): Promise<Response> {
  const file = parseSitemapFileName(name);
  if (!file) return plain(404, "No such sitemap.");
  const origin = publicWebUrl();
  if (file.kind === "products") return productFileResponse(origin, file.part);
  try {
    const [categories, posts] = await Promise.all([loadSitemapCategories(), loadSitemapPosts()]);
    return new Response(urlSetXml(pageUrls(origin, { categories, posts })), { headers: XML_HEADERS });
  } catch (error) {
    return unavailable(error);
  }
}
