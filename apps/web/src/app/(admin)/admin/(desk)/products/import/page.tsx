import type { Metadata } from "next";
import { ImportExport } from "@/admin/products/import-export";

export const metadata: Metadata = { title: "Export and import" };

export default function AdminImportPage() {
  return <ImportExport />;
}
