import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getAccountText } from "@/modules/account/account-text-server";
import { QuoteDetail } from "@/modules/account/quotes";
import { idParam, requireCustomerCookie } from "@/modules/account/require-customer";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAccountText();
  return { title: t("quotes.title") };
}

export default async function QuotePage({ params }: { params: Promise<{ quoteId: string }> }) {
  const { quoteId } = await params;
  await requireCustomerCookie(`/account/quotes/${encodeURIComponent(quoteId)}`);
  const id = idParam(quoteId);
  if (id === null) notFound();
  return <QuoteDetail quoteId={id} />;
}
