"use client";

import { useMemo } from "react";
import { useI18n } from "@/lib/store";
import { createAccountTranslate, translateMessage } from "./account-text";

/** The account area's texts in the buyer's current language, and rule or API sentences translated. */
export function useAccountText() {
  const { locale } = useI18n();
  return useMemo(
    () => ({
      locale,
      t: createAccountTranslate(locale),
      message: (text: string) => translateMessage(locale, text),
    }),
    [locale],
  );
}
