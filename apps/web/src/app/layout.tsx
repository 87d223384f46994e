import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { getServerLanguage } from "@/lib/i18n/server";
import { SHOP_NAME, TITLE_TEMPLATE } from "@/lib/shop-name";
import "./globals.css";

export const metadata: Metadata = {
  title: {
    default: `${SHOP_NAME} — decorative lighting wholesale, Delhi`,
    template: TITLE_TEMPLATE,
  },
  description:
    "Wholesale chandeliers, hanging, wall, ceiling, table, floor and outdoor lights from Chandni Chowk, Delhi, for electricians, interior firms and lighting retailers across India.",
  applicationName: SHOP_NAME,
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#1b1510",
};

/**
 * The document only: the storefront's frame lives in `(shop)/layout.tsx`, the back office's in
 * `(admin)/admin/layout.tsx`, so neither ships the other's code.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const language = await getServerLanguage();
  return (
    <html lang={language.code} dir={language.direction}>
      <body>{children}</body>
    </html>
  );
}
