import { SHOP_TIME_ZONE } from "@roshni/core";
import { type ContentLocale, contentLocale } from "@/modules/info/types";

// Strings of the blog pages that the storefront's dictionaries do not carry.
const en = {
  description:
    "Lighting guides for trade buyers: chandelier sizes, colour temperature, IP ratings, LED bulbs, GST and care of decorative lights, from Roshni Lighting, Delhi.",
  intro:
    "Practical guides on choosing, fitting and looking after decorative lighting, for the trade and its customers.",
  readMore: "Read more",
  by: "By {author}",
  pageN: "Page {page}",
  pageOf: "Page {page} of {pages}",
  previous: "Previous",
  next: "Next",
  pagination: "Blog pages",
  empty: "No posts have been published yet.",
  unavailable: "The blog cannot be loaded right now. Please try again in a moment.",
  backToBlog: "Back to the blog",
  latest: "Latest posts",
} as const;

export type BlogMessageKey = keyof typeof en;
export type BlogMessages = Readonly<Record<BlogMessageKey, string>>;

const ru: BlogMessages = {
  description:
    "Статьи об освещении для оптовых покупателей: размер люстры, цветовая температура, степень защиты IP, светодиодные лампы, GST и уход за светильниками — от Roshni Lighting, Дели.",
  intro:
    "Практические советы о выборе, монтаже и уходе за декоративным освещением — для профессионалов и их клиентов. Статьи публикуются на английском языке.",
  readMore: "Читать далее",
  by: "Автор: {author}",
  pageN: "Страница {page}",
  pageOf: "Страница {page} из {pages}",
  previous: "Назад",
  next: "Вперёд",
  pagination: "Страницы блога",
  empty: "Статей пока нет.",
  unavailable: "Сейчас блог не удаётся загрузить. Попробуйте чуть позже.",
  backToBlog: "Назад в блог",
  latest: "Новые статьи",
};

const MESSAGES: Readonly<Record<ContentLocale, BlogMessages>> = { en, ru };

export type BlogTranslate = (key: BlogMessageKey, params?: Record<string, string | number>) => string;

export function blogTranslate(locale: string): BlogTranslate {
  const messages = MESSAGES[contentLocale(locale)];
  return (key, params) =>
    messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      params && name in params ? String(params[name]) : whole,
    );
}

/** 12 March 2026 / 12 марта 2026 г., on the shop's clock (India). */
export function formatPostDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(contentLocale(locale) === "ru" ? "ru-RU" : "en-IN", {
    dateStyle: "long",
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}
