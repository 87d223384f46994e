import type { Metadata } from "next";
import { Suspense } from "react";
import { ReportsPage } from "@/admin/reports/reports-page";

export const metadata: Metadata = { title: "Reports" };

export default function AdminReportsPage() {
  return (
    <Suspense>
      <ReportsPage />
    </Suspense>
  );
}
