"use client";

import { use, useDeferredValue, useMemo } from "react";
import { useI18n } from "@/lib/store";
import { type AccountRussian, createAccountTranslate, translateMessage } from "./account-text";

let russian: Promise<AccountRussian> | null = null;

/** Loaded once, for a buyer who reads the shop in Russian; English and Arabic pages never fetch it. */
function loadRussian(): Promise<AccountRussian> {
  if (!russian) {
    russian = import("./account-text-ru").then((module) => module.accountRussian);
    russian.catch(() => {
      russian = null;
    });
  }
  return russian;
}

/** The account area's texts in the buyer's current language, and rule or API sentences translated. */
export function useAccountText() {
  // Switched to Russian in the browser: the texts stay as they were until the Russian chunk is there (a
  // deferred value's render may wait without a Suspense boundary). A page served in Russian waits for it
  // while it hydrates, the server's HTML on screen.
  const locale = useDeferredValue(useI18n().locale);
  const ru = locale === "ru" ? use(loadRussian()) : null;
  return useMemo(
    () => ({
      locale,
      t: createAccountTranslate(locale, ru),
      message: (text: string) => translateMessage(locale, text, ru),
    }),
    [locale, ru],
  );
}
