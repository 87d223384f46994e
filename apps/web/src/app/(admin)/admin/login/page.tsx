import type { Metadata } from "next";
import { Suspense } from "react";
import { LoginForm } from "@/admin/login/login-form";
import styles from "@/admin/ui/admin.module.css";

export const metadata: Metadata = { title: "Sign in" };

export default function AdminLoginPage() {
  return (
    <main className={styles.loginPage}>
      <Suspense>
        <LoginForm />
      </Suspense>
    </main>
  );
}
