import { getServerLanguage } from "@/lib/i18n/server";
import { NotFoundView } from "@/modules/catalogue/not-found-view";
import { productPageTranslate } from "./messages";

/** The 404 page of a product slug the catalogue does not have (GET /product/{slug} gave null). */
export async function ProductNotFound() {
  const language = await getServerLanguage();
  const t = productPageTranslate(language.locale);
  return (
    <NotFoundView title={t("pp.notFoundTitle")} text={t("pp.notFoundText")} action={t("pp.toCatalogue")} />
  );
}
