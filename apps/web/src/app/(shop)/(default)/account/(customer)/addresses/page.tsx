import type { Metadata } from "next";
import { getAccountText } from "@/modules/account/account-text-server";
import { AddressBook } from "@/modules/account/address-book";
import { requireCustomerCookie } from "@/modules/account/require-customer";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAccountText();
  return { title: t("addresses.title") };
}

export default async function Page() {
  await requireCustomerCookie("/account/addresses");
  return <AddressBook />;
}
