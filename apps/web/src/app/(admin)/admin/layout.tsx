import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminProviders } from "@/admin/shell/admin-providers";

export const metadata: Metadata = {
  title: { default: "Back office", template: "%s | Roshni back office" },
  robots: { index: false, follow: false },
};

/** The back office: its own frame and client state, English and left to right; none of the shop's code. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div lang="en" dir="ltr">
      <AdminProviders>{children}</AdminProviders>
    </div>
  );
}
