"use client";

import { useMe } from "../shell/use-me";
import styles from "../ui/admin.module.css";
import { MfaEnrolment } from "./mfa-enrolment";
import { PasswordChangeForm } from "./password-forms";

/** `/admin/security`: the member's own password and second step. */
export function SecurityPage() {
  const me = useMe().data;
  if (!me) return null;
  return (
    <div className={styles.stack}>
      <PasswordChangeForm email={me.email} />
      {me.mfaEnabled ? (
        <section className={styles.panel}>
          <h2 className={styles.sectionTitle}>Two-step sign-in</h2>
          <p>
            Two-step sign-in is on for {me.email}: every sign-in asks for the code from your authenticator app
            or one of your recovery codes.
          </p>
        </section>
      ) : (
        <MfaEnrolment />
      )}
    </div>
  );
}
