export type { MessageKey, Messages } from "./en";
export { en } from "./en";
export type { Direction, Language, Locale, Translate, TranslateParams } from "./languages";
export {
  categoryTitle,
  createTranslate,
  DEFAULT_LOCALE,
  getLanguage,
  interpolate,
  isLocale,
  LANGUAGES,
  LOCALE_COOKIE,
  languageOrDefault,
} from "./languages";
export { ru } from "./ru";
