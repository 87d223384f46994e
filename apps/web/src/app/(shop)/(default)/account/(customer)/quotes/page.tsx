import type { Metadata } from "next";
import { getAccountText } from "@/modules/account/account-text-server";
import { QuoteList } from "@/modules/account/quotes";
import { requireCustomerCookie } from "@/modules/account/require-customer";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAccountText();
  return { title: t("quotes.title") };
}

export default async function Quotes() {
  await requireCustomerCookie("/account/quotes");
  return <QuoteList />;
}
