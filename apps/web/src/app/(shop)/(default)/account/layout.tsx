import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getAccountText } from "@/modules/account/account-text-server";

// Every account page belongs to one buyer: rendered per request, never cached, never indexed.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAccountText();
  return {
    description: t("meta.description"),
    robots: { index: false, follow: false },
  };
}

export default function AccountLayout({ children }: { children: ReactNode }) {
  return children;
}
