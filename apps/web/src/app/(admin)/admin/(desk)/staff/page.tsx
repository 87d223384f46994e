import type { Metadata } from "next";
import { StaffAccounts } from "@/admin/staff/staff-accounts";

export const metadata: Metadata = { title: "Staff" };

export default function AdminStaffPage() {
  return <StaffAccounts />;
}
