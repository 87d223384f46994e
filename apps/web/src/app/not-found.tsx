import type { Metadata } from "next";
import { getServerTranslate } from "@/lib/i18n/server";
import { NotFoundView } from "@/modules/catalogue/not-found-view";
import { ShopFrame } from "@/modules/layout/shop-frame";
import { ShopLayout } from "@/modules/layout/shop-layout";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/**
 * Any address the shop has no page for: the shop's header and footer, a 404 and the way on. It sits above
 * the route groups, so it brings the storefront's frame itself.
 */
export default async function NotFound() {
  const { t } = await getServerTranslate();
  return (
    <ShopFrame>
      <ShopLayout header="default">
        <NotFoundView title={t("notFound.title")} text={t("notFound.text")} action={t("notFound.action")} />
      </ShopLayout>
    </ShopFrame>
  );
}
