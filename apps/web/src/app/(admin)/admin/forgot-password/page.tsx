import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/admin/login/password-forms";
import styles from "@/admin/ui/admin.module.css";

export const metadata: Metadata = { title: "Forgot password" };

export default function AdminForgotPasswordPage() {
  return (
    <main className={styles.loginPage}>
      <ForgotPasswordForm />
    </main>
  );
}
