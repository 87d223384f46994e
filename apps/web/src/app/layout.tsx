import { type CurrencyCode, currencyByCode, DEFAULT_CURRENCY } from "@roshni/core";
import type { Metadata, Viewport } from "next";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { loadSettings, readServerToken } from "@/lib/api/server";
import { getServerTranslate } from "@/lib/i18n/server";
import { CURRENCY_COOKIE, StoreProvider } from "@/lib/store";
import { BackToTop } from "@/modules/layout/back-to-top";
import { ChatLink } from "@/modules/layout/chat-link";
import { Preloader } from "@/modules/layout/preloader";
import { Toasts } from "@/modules/layout/toasts";
import { QuickView } from "@/modules/product/quick-view";
import { Analytics } from "@/modules/seo/analytics";
import { analyticsConfig } from "@/modules/seo/seo-env";
import "./globals.css";

export const metadata: Metadata = {
  title: {
    default: "Roshni Lighting — decorative lighting wholesale, Delhi",
    template: "%s | Roshni Lighting",
  },
  description:
    "Wholesale chandeliers, hanging, wall, ceiling, table, floor and outdoor lights from Chandni Chowk, Delhi, for electricians, interior firms and lighting retailers across India.",
  applicationName: "Roshni Lighting",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#1b1510",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [{ language, t }, settings, token, cookieStore] = await Promise.all([
    getServerTranslate(),
    loadSettings(),
    readServerToken(),
    cookies(),
  ]);
  const savedCurrency = cookieStore.get(CURRENCY_COOKIE)?.value ?? DEFAULT_CURRENCY;
  const currency: CurrencyCode = currencyByCode(savedCurrency)?.code ?? DEFAULT_CURRENCY;

  return (
    <html lang={language.code} dir={language.direction}>
      <body>
        <StoreProvider
          initialLocale={language.locale}
          initialCurrency={currency}
          initialToken={token}
          usdRate={settings?.usdRate ?? null}
        >
          <Preloader />
          {children}
          <BackToTop />
          {settings ? (
            <ChatLink
              number={settings.chatNumber}
              greeting={settings.chatGreeting}
              label={t("footer.chat")}
            />
          ) : null}
          <QuickView />
          <Toasts />
        </StoreProvider>
        <Analytics config={analyticsConfig()} />
      </body>
    </html>
  );
}
