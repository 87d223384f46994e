import type { Metadata } from "next";
import { getServerLanguage, getServerTranslate } from "@/lib/i18n/server";
import { moduleTranslate } from "@/modules/cart/module-text";
import { PageHead } from "@/modules/cart/page-head";
import styles from "@/modules/cart/shop-pages.module.css";
import { CompareView } from "@/modules/compare/compare-view";
import { compareMessages } from "@/modules/compare/messages";

export async function generateMetadata(): Promise<Metadata> {
  const language = await getServerLanguage();
  return { title: moduleTranslate(compareMessages, language.locale)("title"), robots: { index: false } };
}

export default async function ComparePage() {
  const { language, t } = await getServerTranslate();
  const tx = moduleTranslate(compareMessages, language.locale);
  return (
    <div className={`container ${styles.page}`}>
      <PageHead title={tx("title")} homeLabel={t("header.home")} breadcrumbLabel={tx("breadcrumb")} />
      <CompareView />
    </div>
  );
}
