import type { Metadata } from "next";
import { Dashboard } from "@/admin/dashboard/dashboard";

export const metadata: Metadata = { title: "Dashboard" };

export default function AdminDashboardPage() {
  return <Dashboard />;
}
