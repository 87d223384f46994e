import { en, type MessageKey, type Messages } from "./en";
import { ru } from "./ru";

export type Direction = "ltr" | "rtl";
export type Locale = "en" | "ru" | "ar";

/** SPEC.md section 3: a language has locale, code, name, icon, direction and its messages. */
export interface Language {
  locale: Locale;
  code: string;
  name: string;
  icon: string;
  direction: Direction;
  messages: Messages;
}

export const DEFAULT_LOCALE = "en";
export const LOCALE_COOKIE = "locale";

// Arabic is offered for right-to-left layout with English text (SPEC.md section 2).
export const LANGUAGES: readonly Language[] = [
  { locale: "en", code: "en", name: "English", icon: "EN", direction: "ltr", messages: en },
  { locale: "ru", code: "ru", name: "Русский", icon: "RU", direction: "ltr", messages: ru },
  { locale: "ar", code: "ar", name: "العربية", icon: "AR", direction: "rtl", messages: en },
];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && LANGUAGES.some((language) => language.locale === value);
}

/** Throws SPEC.md section 8's message for a locale the shop does not have. */
export function getLanguage(locale: string): Language {
  const language = LANGUAGES.find((item) => item.locale === locale);
  if (!language) throw new Error(`Language with locale: ${locale} not found!`);
  return language;
}

/** A cookie or stored value from an older or tampered client falls back to the default instead of failing a page. */
export function languageOrDefault(locale: string | null | undefined): Language {
  return isLocale(locale) ? getLanguage(locale) : getLanguage(DEFAULT_LOCALE);
}

export type TranslateParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslateParams) => string;

export function interpolate(template: string, params?: TranslateParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Right to left, an interface text is a first-strong isolate (U+2068 … U+2069): it takes its own direction from
 * its first letter, so an English sentence keeps its full stop at the end and "45 W max" its order, while the
 * layout and the alignment around it stay right to left. Left to right, the text is returned as it is.
 */
export function directedText(direction: Direction, text: string): string {
  return direction === "rtl" ? `\u2068${text}\u2069` : text;
}

/** The direction of a locale's interface (the default language's for an unknown one). */
export function localeDirection(locale: string): Direction {
  return languageOrDefault(locale).direction;
}

/** A translate function over any dictionary (the frame's or a module's own), its texts in `direction`. */
export function dictionaryTranslate<K extends string>(
  messages: Readonly<Record<K, string>>,
  direction: Direction,
): (key: K, params?: TranslateParams) => string {
  return (key, params) => directedText(direction, interpolate(messages[key], params));
}

export function createTranslate(messages: Messages, direction: Direction = "ltr"): Translate {
  return dictionaryTranslate(messages, direction);
}

/** Category titles come from the API in English; the slug picks the translated name when there is one. */
export function categoryTitle(t: Translate, category: { url: string; title: string }): string {
  const key = `category.${category.url}` as MessageKey;
  return key in en ? t(key) : category.title;
}
