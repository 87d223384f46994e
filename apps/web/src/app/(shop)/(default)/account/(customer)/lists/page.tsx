import type { Metadata } from "next";
import { getServerLanguage } from "@/lib/i18n/server";
import { requireCustomerCookie } from "@/modules/account/require-customer";
import { moduleTranslate } from "@/modules/cart/module-text";
import { RequisitionListsPage } from "@/modules/requisition-lists/lists-page";
import { listMessages } from "@/modules/requisition-lists/messages";

export async function generateMetadata(): Promise<Metadata> {
  const language = await getServerLanguage();
  return { title: moduleTranslate(listMessages, language.locale)("title") };
}

export default async function Page() {
  await requireCustomerCookie("/account/lists");
  return <RequisitionListsPage />;
}
