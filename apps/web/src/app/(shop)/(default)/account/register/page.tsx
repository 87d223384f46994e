import type { Metadata } from "next";
import { getAccountText } from "@/modules/account/account-text-server";
import { RegisterPage } from "@/modules/account/auth-pages";
import { safeNextPath } from "@/modules/account/next-path";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAccountText();
  return { title: t("register.title") };
}

export default async function Register({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { next } = await searchParams;
  return <RegisterPage next={safeNextPath(Array.isArray(next) ? next[0] : next)} />;
}
