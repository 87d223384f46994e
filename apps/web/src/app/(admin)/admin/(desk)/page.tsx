import type { Metadata } from "next";
import { Suspense } from "react";
import { Dashboard } from "@/admin/dashboard/dashboard";

export const metadata: Metadata = { title: "Dashboard" };

export default function AdminDashboardPage() {
  // The dispatch role's dashboard is its queue, whose filters live in the address.
  return (
    <Suspense>
      <Dashboard />
    </Suspense>
  );
}
