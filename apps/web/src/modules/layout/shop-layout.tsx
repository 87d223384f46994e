import type { ReactNode } from "react";
import { loadCategories, loadSettings } from "@/lib/api/server";
import { getServerTranslate } from "@/lib/i18n/server";
import type { HeaderVariant } from "./desktop-header";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The frame of a storefront page: header (default or compact), main, footer. Route-group layouts pick the
 * header; a page that needs another frame sits in its own group with its own layout.
 */
export async function ShopLayout({
  children,
  header = "default",
}: {
  children: ReactNode;
  header?: HeaderVariant;
}) {
  const [categories, settings, { t }] = await Promise.all([
    loadCategories(),
    loadSettings(),
    getServerTranslate(),
  ]);
  return (
    <>
      {/* The first tab stop: past the header's links straight to the page's own content */}
      <a className="skip-link" href="#main" data-testid="skip-link">
        {t("header.skipToContent")}
      </a>
      <SiteHeader categories={categories} settings={settings} variant={header} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter settings={settings} t={t} />
    </>
  );
}
