import type { Metadata } from "next";
import { Suspense } from "react";
import { ResetPasswordForm } from "@/admin/login/password-forms";
import styles from "@/admin/ui/admin.module.css";

export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

export default function AdminResetPasswordPage() {
  return (
    <main className={styles.loginPage}>
      <Suspense>
        <ResetPasswordForm />
      </Suspense>
    </main>
  );
}
