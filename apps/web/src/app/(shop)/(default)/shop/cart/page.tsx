import type { Metadata } from "next";
import { getServerLanguage, getServerTranslate } from "@/lib/i18n/server";
import { CartView } from "@/modules/cart/cart-view";
import { cartMessages } from "@/modules/cart/messages";
import { moduleTranslate } from "@/modules/cart/module-text";
import { PageHead } from "@/modules/cart/page-head";
import styles from "@/modules/cart/shop-pages.module.css";
import { ReorderNotes } from "@/modules/quick-order/reorder-notes";

export async function generateMetadata(): Promise<Metadata> {
  const language = await getServerLanguage();
  return { title: moduleTranslate(cartMessages, language.locale)("title"), robots: { index: false } };
}

export default async function CartPage() {
  const { language, t } = await getServerTranslate();
  const tx = moduleTranslate(cartMessages, language.locale);
  return (
    <div className={`container ${styles.page}`}>
      <PageHead title={tx("title")} homeLabel={t("header.home")} breadcrumbLabel={tx("breadcrumb")} />
      <ReorderNotes />
      <CartView />
    </div>
  );
}
