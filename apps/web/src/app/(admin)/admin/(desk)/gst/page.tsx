import type { Metadata } from "next";
import { GstExports } from "@/admin/gst/gst-exports";

export const metadata: Metadata = { title: "GST exports" };

export default function AdminGstPage() {
  return <GstExports />;
}
