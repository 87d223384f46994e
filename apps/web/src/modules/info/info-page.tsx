import type { Metadata } from "next";
import { loadSettings } from "@/lib/api/server";
import type { MessageKey } from "@/lib/i18n";
import { getServerTranslate } from "@/lib/i18n/server";
import { Link } from "@/modules/layout/link";
import { INFORMATION_LINKS } from "@/modules/layout/links";
import { getInfoPage } from "./content";
import styles from "./content-page.module.css";
import { ContentShell } from "./content-shell";
import { infoTranslate } from "./messages";
import { PricingBlock } from "./pricing-tables";
import { ShopDetails } from "./shop-details";
import type { InfoBlock, InfoPageSlug } from "./types";

/** Each page is named as the footer and top bar name it. */
export const INFO_PAGE_TITLE_KEYS: Readonly<Record<InfoPageSlug, MessageKey>> = {
  "about-us": "page.aboutUs",
  pricing: "page.pricing",
  "privacy-policy": "page.privacyPolicy",
  "refund-and-cancellation": "page.refund",
  "how-to-order": "page.howToOrder",
  "shipping-and-delivery": "page.shipping",
  "replacement-policy": "page.replacement",
  "product-care": "page.productCare",
  "custom-orders": "page.customOrders",
  warranty: "page.warranty",
  terms: "page.terms",
};

/** Title and description of an information page in the reader's language. */
export async function infoPageMetadata(slug: InfoPageSlug): Promise<Metadata> {
  const { language, t } = await getServerTranslate();
  const page = getInfoPage(slug, language.locale);
  return { title: t(INFO_PAGE_TITLE_KEYS[slug]), description: page.description };
}

/**
 * An information page (/about-us, /pricing, the policies, the terms) in the reader's language, with the
 * shop's details from the settings and the fee tables from @roshni/core.
 */
export async function InfoPage({ slug, href }: { slug: InfoPageSlug; href: string }) {
  const [{ language, t: tShop }, settings] = await Promise.all([getServerTranslate(), loadSettings()]);
  const locale = language.locale;
  const page = getInfoPage(slug, locale);
  const t = infoTranslate(locale);

  const renderBlock = (block: InfoBlock, key: number) => {
    switch (block.type) {
      case "paragraph":
        return <p key={key}>{block.text}</p>;
      case "list": {
        const items = block.items.map((item) => <li key={item}>{item}</li>);
        return block.ordered ? (
          <ol key={key} className={styles.list}>
            {items}
          </ol>
        ) : (
          <ul key={key} className={styles.list}>
            {items}
          </ul>
        );
      }
      case "shop":
        return <ShopDetails key={key} detail={block.detail} settings={settings} t={t} />;
      case "pricing":
        return <PricingBlock key={key} table={block.table} locale={locale} t={t} />;
    }
  };

  const aside = (
    <nav aria-labelledby="info-pages-title">
      <h2 className={styles.asideTitle} id="info-pages-title">
        {t("information")}
      </h2>
      <ul className={styles.asideList}>
        {INFORMATION_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} aria-current={link.href === href ? "page" : undefined}>
              {tShop(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <ContentShell
      title={tShop(INFO_PAGE_TITLE_KEYS[slug])}
      intro={page.intro}
      crumbs={[{ href: "/", label: t("home") }]}
      breadcrumbLabel={t("breadcrumb")}
      aside={aside}
    >
      <article className={`${styles.card} prose`} data-testid={`info-${slug}`}>
        {page.sections.map((section, index) => (
          <section key={section.heading} className={styles.section} aria-labelledby={`section-${index + 1}`}>
            <h2 className={styles.sectionTitle} id={`section-${index + 1}`}>
              {section.heading}
            </h2>
            {section.blocks.map(renderBlock)}
          </section>
        ))}
      </article>
    </ContentShell>
  );
}
