import { dictionaryTranslate, localeDirection, type TranslateParams } from "@/lib/i18n";

/** A module's own interface strings: English, and Russian; Arabic shows the English text (SPEC.md section 2). */
export interface ModuleMessages<K extends string> {
  en: Readonly<Record<K, string>>;
  ru: Readonly<Record<K, string>>;
}

export type ModuleTranslate<K extends string> = (key: K, params?: TranslateParams) => string;

export function pickMessages<K extends string>(
  messages: ModuleMessages<K>,
  locale: string,
): Readonly<Record<K, string>> {
  return locale === "ru" ? messages.ru : messages.en;
}

/** A translate function over one module's messages, for server components and tests. */
export function moduleTranslate<K extends string>(
  messages: ModuleMessages<K>,
  locale: string,
): ModuleTranslate<K> {
  return dictionaryTranslate(pickMessages(messages, locale), localeDirection(locale));
}
