import type { Metadata } from "next";
import { Suspense } from "react";
import { QuoteList } from "@/admin/quotes/quote-list";

export const metadata: Metadata = { title: "Quotes" };

export default function AdminQuotesPage() {
  return (
    <Suspense>
      <QuoteList />
    </Suspense>
  );
}
