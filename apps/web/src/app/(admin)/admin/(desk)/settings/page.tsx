import type { Metadata } from "next";
import { SettingsPage } from "@/admin/settings/settings-page";

export const metadata: Metadata = { title: "Shop settings" };

export default function AdminSettingsPage() {
  return <SettingsPage />;
}
