import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { loadSettings, readServerToken } from "@/lib/api/server";
import { getServerLanguage, getServerTranslate } from "@/lib/i18n/server";
import { moduleTranslate } from "@/modules/cart/module-text";
import { PageHead } from "@/modules/cart/page-head";
import styles from "@/modules/cart/shop-pages.module.css";
import { CheckoutView } from "@/modules/checkout/checkout-view";
import { LOGIN_FOR_CHECKOUT } from "@/modules/checkout/links";
import { checkoutMessages } from "@/modules/checkout/messages";
import { CART_HREF } from "@/modules/layout/links";

export async function generateMetadata(): Promise<Metadata> {
  const language = await getServerLanguage();
  return { title: moduleTranslate(checkoutMessages, language.locale)("title"), robots: { index: false } };
}

export default async function CheckoutPage() {
  // The token cookie mirrors localStorage 'token'; without it the buyer is a visitor.
  if (!(await readServerToken())) redirect(LOGIN_FOR_CHECKOUT);
  const [{ language, t }, settings] = await Promise.all([getServerTranslate(), loadSettings()]);
  const tx = moduleTranslate(checkoutMessages, language.locale);
  return (
    <div className={`container ${styles.page}`}>
      <PageHead
        title={tx("title")}
        homeLabel={t("header.home")}
        breadcrumbLabel={tx("breadcrumb")}
        trail={[{ href: CART_HREF, label: tx("cart") }]}
      />
      <CheckoutView bank={settings?.bank ?? null} />
    </div>
  );
}
