import type { Metadata } from "next";
import { getAccountText } from "@/modules/account/account-text-server";
import { ForgotPasswordPage } from "@/modules/account/auth-pages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAccountText();
  return { title: t("forgot.title") };
}

export default function ForgotPassword() {
  return <ForgotPasswordPage />;
}
