import type { Metadata } from "next";
import { getAccountText } from "@/modules/account/account-text-server";
import { LoginPage } from "@/modules/account/auth-pages";
import { safeNextPath } from "@/modules/account/next-path";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAccountText();
  return { title: t("login.title") };
}

export default async function Login({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { next } = await searchParams;
  return <LoginPage next={safeNextPath(Array.isArray(next) ? next[0] : next)} />;
}
