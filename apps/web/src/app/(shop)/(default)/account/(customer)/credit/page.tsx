import type { Metadata } from "next";
import { getAccountText } from "@/modules/account/account-text-server";
import { CreditAccount } from "@/modules/account/credit-account";
import { requireCustomerCookie } from "@/modules/account/require-customer";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAccountText();
  return { title: t("credit.title") };
}

export default async function Credit() {
  await requireCustomerCookie("/account/credit");
  return <CreditAccount />;
}
