import type { Metadata } from "next";
import { getServerLanguage, getServerTranslate } from "@/lib/i18n/server";
import { moduleTranslate } from "@/modules/cart/module-text";
import { PageHead } from "@/modules/cart/page-head";
import styles from "@/modules/cart/shop-pages.module.css";
import { quickOrderMessages } from "@/modules/quick-order/messages";
import { QuickOrderPad } from "@/modules/quick-order/quick-order-pad";

export async function generateMetadata(): Promise<Metadata> {
  const language = await getServerLanguage();
  return { title: moduleTranslate(quickOrderMessages, language.locale)("title"), robots: { index: false } };
}

export default async function QuickOrderPage() {
  const { language, t } = await getServerTranslate();
  const tx = moduleTranslate(quickOrderMessages, language.locale);
  return (
    <div className={`container ${styles.page}`}>
      <PageHead title={tx("title")} homeLabel={t("header.home")} breadcrumbLabel={tx("breadcrumb")} />
      <QuickOrderPad />
    </div>
  );
}
