import { getServerLanguage } from "@/lib/i18n/server";
import { Link } from "@/modules/layout/link";
import { CATALOG_HREF } from "@/modules/layout/links";
import styles from "./catalogue.module.css";
import { catalogueTranslate } from "./messages";

/** The 404 page of a category slug the shop does not have. */
export async function CategoryNotFound() {
  const language = await getServerLanguage();
  const t = catalogueTranslate(language.locale);
  return (
    <NotFoundView
      title={t("catalogue.notFoundTitle")}
      text={t("catalogue.notFoundText")}
      action={t("catalogue.toCatalogue")}
    />
  );
}

/** A 404 message with the way back to the catalogue. */
export function NotFoundView({ title, text, action }: { title: string; text: string; action: string }) {
  return (
    <div className={`container message-page ${styles.notFound}`} data-testid="not-found">
      <p className={styles.notFoundCode} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p>{text}</p>
      <Link href={CATALOG_HREF} className="btn btn-primary">
        {action}
      </Link>
    </div>
  );
}
