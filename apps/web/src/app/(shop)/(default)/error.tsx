"use client";

import { useEffect } from "react";
import { pageTitle } from "@/lib/shop-name";
import { useI18n } from "@/lib/store";
import styles from "@/modules/layout/error-page.module.css";

/**
 * A storefront page that could not be rendered (the API failing or out of reach): the shop's header and
 * footer stay, the buyer reads what happened in their language and can try again or go home. Next answers
 * such a page with status 500, so a search engine retries later instead of dropping the address.
 */
export default function ShopError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useI18n();
  useEffect(() => {
    // The server logged it with its digest; this is the browser's side of the same failure.
    console.error(error);
  }, [error]);
  return (
    <div className="container message-page" data-testid="error-page">
      <title>{pageTitle(t("errorPage.title"))}</title>
      <h1 className={styles.title}>{t("errorPage.title")}</h1>
      <p>{t("errorPage.text")}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => retry()}>
          {t("errorPage.retry")}
        </button>
        {/* A whole new document, not the router: whatever failed is left behind. */}
        <a href="/" className="btn btn-outline">
          {t("errorPage.home")}
        </a>
      </div>
    </div>
  );
}
