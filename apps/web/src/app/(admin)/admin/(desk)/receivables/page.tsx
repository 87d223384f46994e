import type { Metadata } from "next";
import { Suspense } from "react";
import { ReceivablesList } from "@/admin/receivables/receivables-list";

export const metadata: Metadata = { title: "Receivables" };

export default function AdminReceivablesPage() {
  return (
    <Suspense>
      <ReceivablesList />
    </Suspense>
  );
}
