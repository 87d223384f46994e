import { dictionaryTranslate, type Locale, localeDirection, type TranslateParams } from "@/lib/i18n";

// The catalogue's own interface strings; 'ar' is a right-to-left layout with the English text (SPEC.md section 2).
const en = {
  "catalogue.title": "Catalogue",
  "catalogue.searchTitle": "Search results for “{query}”",
  "catalogue.breadcrumb": "Breadcrumb",
  "catalogue.showing": "Showing {from}–{to} of {total} products",
  "catalogue.showingOne": "Showing 1 product",
  "catalogue.none": "No products match your choice.",
  "catalogue.noneHint": "Try fewer filters or another search.",
  "catalogue.pastEnd": "There are only {pages} pages of products.",
  "catalogue.firstPage": "Go to the first page",
  "catalogue.filters": "Filters",
  "catalogue.filtersOpen": "Show filters",
  "catalogue.filtersClose": "Close filters",
  "catalogue.apply": "Apply",
  "catalogue.resetFilters": "Reset filters",
  "catalogue.removeFilter": "Remove filter {name}: {value}",
  "catalogue.selected": "Selected filters",
  "catalogue.showResults": "Show {total} products",
  "catalogue.showAll": "Show all {count}",
  "catalogue.showFewer": "Show fewer",
  "catalogue.price": "Price",
  "catalogue.priceRange": "From {min} to {max}",
  "catalogue.priceRangeNote": "Your prices, excl. GST.",
  "catalogue.priceMin": "From ₹",
  "catalogue.priceMax": "To ₹",
  "catalogue.priceChip": "{min} to {max}",
  "catalogue.sort": "Sort by",
  "catalogue.sort.default": "Featured",
  "catalogue.sort.price_asc": "Price: low to high",
  "catalogue.sort.price_desc": "Price: high to low",
  "catalogue.sort.name_asc": "Name: A to Z",
  "catalogue.sort.name_desc": "Name: Z to A",
  "catalogue.sort.newest": "Newest first",
  "catalogue.pagination": "Pages",
  "catalogue.previous": "Previous",
  "catalogue.next": "Next",
  "catalogue.page": "Page {page}",
  "catalogue.categories": "Categories",
  "catalogue.allCategories": "All categories",
  "catalogue.updating": "Updating the list…",
  "catalogue.unavailable": "The catalogue is unavailable right now. Please try again in a moment.",
  "catalogue.metaDescription":
    "{title} at wholesale prices from Roshni Lighting, Chandni Chowk, Delhi: GST invoice, trade prices per customer group, delivery across India.",
  "catalogue.metaKeywords": "{title}, wholesale {title}, decorative lighting, lighting wholesaler Delhi",
  "catalogue.notFoundTitle": "Category not found",
  "catalogue.notFoundText": "The shop has no category at this address. Choose one from the catalogue.",
  "catalogue.toCatalogue": "Browse the catalogue",
  "catalogue.catalogueDescription":
    "Browse decorative lighting at wholesale prices: chandeliers, hanging, wall, ceiling, table, floor and outdoor lights, bulbs and more from Delhi.",
} as const;

export type CatalogueMessageKey = keyof typeof en;
type CatalogueMessages = Record<CatalogueMessageKey, string>;

const ru: CatalogueMessages = {
  "catalogue.title": "Каталог",
  "catalogue.searchTitle": "Результаты поиска «{query}»",
  "catalogue.breadcrumb": "Навигационная цепочка",
  "catalogue.showing": "Показаны {from}–{to} из {total} товаров",
  "catalogue.showingOne": "Показан 1 товар",
  "catalogue.none": "Нет товаров, подходящих под выбор.",
  "catalogue.noneHint": "Уберите часть фильтров или измените запрос.",
  "catalogue.pastEnd": "Всего страниц с товарами: {pages}.",
  "catalogue.firstPage": "На первую страницу",
  "catalogue.filters": "Фильтры",
  "catalogue.filtersOpen": "Показать фильтры",
  "catalogue.filtersClose": "Закрыть фильтры",
  "catalogue.apply": "Применить",
  "catalogue.resetFilters": "Сбросить фильтры",
  "catalogue.removeFilter": "Убрать фильтр {name}: {value}",
  "catalogue.selected": "Выбранные фильтры",
  "catalogue.showResults": "Показать товары: {total}",
  "catalogue.showAll": "Показать все ({count})",
  "catalogue.showFewer": "Свернуть",
  "catalogue.price": "Цена",
  "catalogue.priceRange": "От {min} до {max}",
  "catalogue.priceRangeNote": "Ваши цены, без GST.",
  "catalogue.priceMin": "От ₹",
  "catalogue.priceMax": "До ₹",
  "catalogue.priceChip": "{min} – {max}",
  "catalogue.sort": "Сортировка",
  "catalogue.sort.default": "Рекомендуемые",
  "catalogue.sort.price_asc": "Сначала дешёвые",
  "catalogue.sort.price_desc": "Сначала дорогие",
  "catalogue.sort.name_asc": "По названию: А–Я",
  "catalogue.sort.name_desc": "По названию: Я–А",
  "catalogue.sort.newest": "Сначала новые",
  "catalogue.pagination": "Страницы",
  "catalogue.previous": "Назад",
  "catalogue.next": "Вперёд",
  "catalogue.page": "Страница {page}",
  "catalogue.categories": "Категории",
  "catalogue.allCategories": "Все категории",
  "catalogue.updating": "Обновляем список…",
  "catalogue.unavailable": "Каталог сейчас недоступен. Попробуйте ещё раз через минуту.",
  "catalogue.metaDescription":
    "{title} по оптовым ценам от Roshni Lighting, Чандни Чоук, Дели: счёт с GST, цены для групп покупателей, доставка по всей Индии.",
  "catalogue.metaKeywords": "{title}, {title} оптом, декоративное освещение, оптовый поставщик света Дели",
  "catalogue.notFoundTitle": "Категория не найдена",
  "catalogue.notFoundText": "По этому адресу в магазине нет категории. Выберите её в каталоге.",
  "catalogue.toCatalogue": "Перейти в каталог",
  "catalogue.catalogueDescription":
    "Декоративное освещение по оптовым ценам: люстры, подвесные, настенные, потолочные, настольные, напольные и уличные светильники, лампы из Дели.",
};

export type CatalogueTranslate = (key: CatalogueMessageKey, params?: TranslateParams) => string;

/** The catalogue's texts in the buyer's language. */
export function catalogueTranslate(locale: Locale): CatalogueTranslate {
  const messages: CatalogueMessages = locale === "ru" ? ru : en;
  return dictionaryTranslate(messages, localeDirection(locale));
}

// Made on first use, once per way of writing.
const countFormats: Partial<Record<"ru-RU" | "en-IN", Intl.NumberFormat>> = {};

/** Whole numbers grouped the way the language writes them (1,234 or 1 234). */
export function formatCount(locale: Locale, value: number): string {
  const tag = locale === "ru" ? "ru-RU" : "en-IN";
  countFormats[tag] ??= new Intl.NumberFormat(tag);
  return countFormats[tag].format(value);
}
