import type { Metadata } from "next";
import { BannersPage } from "@/admin/content/banners-page";

export const metadata: Metadata = { title: "Banners" };

export default function AdminBannersPage() {
  return <BannersPage />;
}
