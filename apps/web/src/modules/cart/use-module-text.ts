"use client";

import { useMemo } from "react";
import { useI18n } from "@/lib/store";
import { type ModuleMessages, type ModuleTranslate, moduleTranslate } from "./module-text";

/** The module's strings in the buyer's current language, read from the store like the frame's own texts. */
export function useModuleText<K extends string>(messages: ModuleMessages<K>): ModuleTranslate<K> {
  const { locale } = useI18n();
  return useMemo(() => moduleTranslate(messages, locale), [messages, locale]);
}
