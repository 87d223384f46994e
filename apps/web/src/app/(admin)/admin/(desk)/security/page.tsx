import type { Metadata } from "next";
import { SecurityPage } from "@/admin/login/security-page";

export const metadata: Metadata = { title: "Password and two-step sign-in" };

export default function AdminSecurityPage() {
  return <SecurityPage />;
}
