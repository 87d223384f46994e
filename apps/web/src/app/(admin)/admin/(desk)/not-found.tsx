import NextLink from "next/link";
import styles from "@/admin/ui/admin.module.css";

/** An admin address with no record behind it (a mistyped order id). */
export default function AdminNotFound() {
  return (
    <section className={styles.panel}>
      <h1 className={styles.pageTitle}>Not found</h1>
      <p>There is nothing at this address in the back office.</p>
      <NextLink href="/admin" className="btn btn-dark">
        Back to the dashboard
      </NextLink>
    </section>
  );
}
