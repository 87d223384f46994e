import type { Metadata } from "next";
import { getAccountText } from "@/modules/account/account-text-server";
import { PasswordForm } from "@/modules/account/password-form";
import { requireCustomerCookie } from "@/modules/account/require-customer";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAccountText();
  return { title: t("password.title") };
}

export default async function Page() {
  await requireCustomerCookie("/account/password");
  return <PasswordForm />;
}
