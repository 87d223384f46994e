import type { Metadata } from "next";
import { Suspense } from "react";
import { AuditLog } from "@/admin/audit/audit-log";

export const metadata: Metadata = { title: "Audit log" };

export default function AdminAuditPage() {
  return (
    <Suspense>
      <AuditLog />
    </Suspense>
  );
}
