export type { MessageKey, Messages } from "./en";
export { en } from "./en";
export type { Direction, Language, Locale, Translate, TranslateParams } from "./languages";
export {
  categoryTitle,
  createTranslate,
  DEFAULT_LOCALE,
  dictionaryTranslate,
  directedText,
  getLanguage,
  interpolate,
  isLocale,
  LANGUAGES,
  LOCALE_COOKIE,
  languageOrDefault,
  localeDirection,
} from "./languages";
export { ru } from "./ru";
