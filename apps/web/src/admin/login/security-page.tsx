"use client";

import { useMe } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { MfaEnrolment } from "./mfa-enrolment";

/** `/admin/security`: the member's own second step. */
export function SecurityPage() {
  const me = useMe().data;
  if (!me) return null;
  if (me.mfaEnabled) {
    return (
      <section className={styles.panel}>
        <h1 className={styles.pageTitle}>Two-step sign-in</h1>
        <p>
          Two-step sign-in is on for {me.email}: every sign-in asks for the code from your authenticator app
          or one of your recovery codes.
        </p>
      </section>
    );
  }
  return <MfaEnrolment />;
}
