import type { Metadata } from "next";
import { getAccountText } from "@/modules/account/account-text-server";
import { ResetPasswordPage } from "@/modules/account/auth-pages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAccountText();
  return { title: t("reset.title") };
}

export default async function ResetPassword({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return <ResetPasswordPage token={(Array.isArray(token) ? token[0] : token) ?? ""} />;
}
