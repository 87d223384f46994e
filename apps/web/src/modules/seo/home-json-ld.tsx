import { loadSettings } from "@/lib/api/server";
import type { Banner } from "@/lib/api/types";
import { JsonLdScript } from "./json-ld";
import { publicWebUrl } from "./seo-env";
import { localBusinessJsonLd, webSiteJsonLd } from "./site-json-ld";

/** The shop's mark as Next serves it from src/app/icon.svg; the header draws the same lamp. */
export const LOGO_PATH = "/icon.svg";

/**
 * Structured data of the home routes: the shop as a local business and the site with its search, both from
 * the shop settings the footer shows. Without settings (API unreachable) nothing is published rather than
 * guesses.
 */
export async function HomeJsonLd({ banners }: { banners: readonly Banner[] }) {
  const settings = await loadSettings();
  if (!settings) return null;
  const origin = publicWebUrl();
  return (
    <>
      <JsonLdScript
        testId="local-business-json-ld"
        data={localBusinessJsonLd(settings, origin, {
          logo: LOGO_PATH,
          images: banners.map((banner) => banner.path),
        })}
      />
      <JsonLdScript testId="website-json-ld" data={webSiteJsonLd(settings, origin)} />
    </>
  );
}
