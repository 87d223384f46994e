import styles from "./admin.module.css";

/** Keyset paging: the next page by cursor; the first page again; the browser's Back for the previous one. */
export function Pager({
  nextCursor,
  onNext,
  onFirst,
  onFirstPage,
  shown,
}: {
  nextCursor: string | null | undefined;
  onNext: (cursor: string) => void;
  onFirst: () => void;
  onFirstPage: boolean;
  shown: number;
}) {
  return (
    <nav className={styles.pager} aria-label="Pages">
      <span className={styles.muted}>{shown} shown</span>
      {!onFirstPage ? (
        <button type="button" className="btn btn-outline" onClick={onFirst}>
          First page
        </button>
      ) : null}
      <button
        type="button"
        className="btn btn-outline"
        disabled={!nextCursor}
        onClick={() => nextCursor && onNext(nextCursor)}
      >
        Next page
      </button>
    </nav>
  );
}
