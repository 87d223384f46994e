import type { Metadata } from "next";
import { getServerLanguage, getServerTranslate } from "@/lib/i18n/server";
import { moduleTranslate } from "@/modules/cart/module-text";
import { PageHead } from "@/modules/cart/page-head";
import styles from "@/modules/cart/shop-pages.module.css";
import { wishlistMessages } from "@/modules/wishlist/messages";
import { WishlistView } from "@/modules/wishlist/wishlist-view";

export async function generateMetadata(): Promise<Metadata> {
  const language = await getServerLanguage();
  return { title: moduleTranslate(wishlistMessages, language.locale)("title"), robots: { index: false } };
}

export default async function WishlistPage() {
  const { language, t } = await getServerTranslate();
  const tx = moduleTranslate(wishlistMessages, language.locale);
  return (
    <div className={`container ${styles.page}`}>
      <PageHead title={tx("title")} homeLabel={t("header.home")} breadcrumbLabel={tx("breadcrumb")} />
      <WishlistView />
    </div>
  );
}
