import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { QuoteDetail } from "@/admin/quotes/quote-detail";

export const metadata: Metadata = { title: "Quote" };

export default async function AdminQuotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const quoteId = Number(id);
  if (!Number.isSafeInteger(quoteId) || quoteId <= 0) notFound();
  return <QuoteDetail quoteId={quoteId} />;
}
