"use client";

import type { ApiError } from "@/lib/api";
import styles from "./account.module.css";
import { useAccountText } from "./use-account-text";

/** A placeholder with the shape of text while a card loads. */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useAccountText();
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{t("common.loading")}</span>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder bars with no identity
        <span key={index} aria-hidden="true" />
      ))}
    </div>
  );
}

/** A failed load: the API's sentence and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t, message } = useAccountText();
  return (
    <div className={styles.alert} role="alert">
      <p className={styles.alertText}>{message(error.message) || t("common.loadFailed")}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        {t("common.retry")}
      </button>
    </div>
  );
}
