import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getServerLanguage } from "@/lib/i18n/server";
import { idParam, requireCustomerCookie } from "@/modules/account/require-customer";
import { moduleTranslate } from "@/modules/cart/module-text";
import { RequisitionListDetail } from "@/modules/requisition-lists/list-detail";
import { listMessages } from "@/modules/requisition-lists/messages";

export async function generateMetadata(): Promise<Metadata> {
  const language = await getServerLanguage();
  return { title: moduleTranslate(listMessages, language.locale)("title") };
}

export default async function ListPage({ params }: { params: Promise<{ listId: string }> }) {
  const { listId } = await params;
  await requireCustomerCookie(`/account/lists/${encodeURIComponent(listId)}`);
  const id = idParam(listId);
  if (id === null) notFound();
  return <RequisitionListDetail listId={id} />;
}
