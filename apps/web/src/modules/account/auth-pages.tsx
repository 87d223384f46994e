import styles from "./account.module.css";
import { getAccountText } from "./account-text-server";
import { LeaveWhenSignedIn, LoginForm, RegisterForm } from "./auth-forms";
import { ForgotPasswordForm, ResetPasswordForm } from "./password-reset-forms";

/** `/account/login`: sign in and register side by side; both return the buyer to `next` afterwards. */
export async function LoginPage({ next }: { next: string | null }) {
  const t = await getAccountText();
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={`${styles.pageTitle} visually-hidden`}>{t("login.title")}</h1>
      <LeaveWhenSignedIn next={next} />
      <div className={styles.authGrid}>
        <LoginForm />
        <RegisterForm next={next} />
      </div>
    </div>
  );
}

/** `/account/register`: the register form alone, with a way back to sign in. */
export async function RegisterPage({ next }: { next: string | null }) {
  return (
    <div className={`container ${styles.page}`}>
      <LeaveWhenSignedIn next={next} />
      <div className={styles.authSingle}>
        <RegisterForm next={next} standalone />
      </div>
    </div>
  );
}

export async function ForgotPasswordPage() {
  const t = await getAccountText();
  return (
    <div className={`container ${styles.page}`}>
      <section className={`${styles.card} ${styles.authSingle}`}>
        <h1 className={styles.pageTitle}>{t("forgot.heading")}</h1>
        <p className={styles.authIntro}>{t("forgot.intro")}</p>
        <ForgotPasswordForm />
      </section>
    </div>
  );
}

export async function ResetPasswordPage({ token }: { token: string }) {
  const t = await getAccountText();
  return (
    <div className={`container ${styles.page}`}>
      <section className={`${styles.card} ${styles.authSingle}`}>
        <h1 className={styles.pageTitle}>{t("reset.heading")}</h1>
        <p className={styles.authIntro}>{t("reset.intro")}</p>
        <ResetPasswordForm token={token} />
      </section>
    </div>
  );
}
