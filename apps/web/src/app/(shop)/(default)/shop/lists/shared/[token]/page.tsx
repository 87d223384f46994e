import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getServerLanguage, getServerTranslate } from "@/lib/i18n/server";
import { moduleTranslate } from "@/modules/cart/module-text";
import { PageHead } from "@/modules/cart/page-head";
import styles from "@/modules/cart/shop-pages.module.css";
import { listMessages } from "@/modules/requisition-lists/messages";
import { SharedList } from "@/modules/requisition-lists/shared-list";

const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

export async function generateMetadata(): Promise<Metadata> {
  const language = await getServerLanguage();
  // A shared list is for the people it was sent to, not for search engines.
  return { title: moduleTranslate(listMessages, language.locale)("title"), robots: { index: false } };
}

export default async function SharedListPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!TOKEN.test(token)) notFound();
  const { language, t } = await getServerTranslate();
  const tx = moduleTranslate(listMessages, language.locale);
  return (
    <div className={`container ${styles.page}`}>
      <PageHead title={tx("title")} homeLabel={t("header.home")} breadcrumbLabel={tx("title")} />
      <SharedList token={token} />
    </div>
  );
}
