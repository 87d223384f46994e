import type { Metadata } from "next";
import { getAccountText } from "@/modules/account/account-text-server";
import { Dashboard } from "@/modules/account/dashboard";
import { requireCustomerCookie } from "@/modules/account/require-customer";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAccountText();
  return { title: t("dashboard.title") };
}

export default async function Page() {
  await requireCustomerCookie("/account/dashboard");
  return <Dashboard />;
}
