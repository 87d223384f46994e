import { type CurrencyCode, currencyByCode, DEFAULT_CURRENCY } from "@roshni/core";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { loadSettings, readServerToken } from "@/lib/api/server";
import { getServerTranslate } from "@/lib/i18n/server";
import { CURRENCY_COOKIE, StoreProvider } from "@/lib/store";
import { Analytics } from "@/modules/seo/analytics";
import { isAnalyticsOn } from "@/modules/seo/analytics-calls";
import { analyticsConfig } from "@/modules/seo/seo-env";
import { QuickView } from "../product/quick-view";
import { BackToTop } from "./back-to-top";
import { ChatLink } from "./chat-link";
import { Preloader } from "./preloader";
import { Toasts } from "./toasts";

/**
 * Everything a storefront page runs in: the buyer's state (cart, lists, currency, language, token), the
 * preloader and the floating pieces (back to top, chat, quick view, toasts) and analytics. The `(shop)`
 * layout and the 404 page use it; the back office has its own frame and none of this code.
 */
export async function ShopFrame({ children }: { children: ReactNode }) {
  const [{ language, t }, settings, token, cookieStore] = await Promise.all([
    getServerTranslate(),
    loadSettings(),
    readServerToken(),
    cookies(),
  ]);
  const savedCurrency = cookieStore.get(CURRENCY_COOKIE)?.value ?? DEFAULT_CURRENCY;
  const currency: CurrencyCode = currencyByCode(savedCurrency)?.code ?? DEFAULT_CURRENCY;
  const analytics = analyticsConfig();
  return (
    <>
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
          <ChatLink number={settings.chatNumber} greeting={settings.chatGreeting} label={t("footer.chat")} />
        ) : null}
        <QuickView />
        <Toasts />
      </StoreProvider>
      {isAnalyticsOn(analytics) ? <Analytics config={analytics} /> : null}
    </>
  );
}
