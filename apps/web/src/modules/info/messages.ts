import { type ContentLocale, contentLocale } from "./types";

// Interface strings of the information pages that the storefront's dictionaries do not carry.
const en = {
  home: "Home",
  breadcrumb: "Breadcrumb",
  information: "Information",
  onThisPage: "On this page",
  subtotalRange: "Order subtotal (excl. GST)",
  percentOfSubtotal: "Percent of subtotal",
  upTo: "up to {to}",
  between: "{from} to {to}",
  above: "above {from}",
  packagingTable: "Packaging charge by order subtotal",
  shippingTable: "Shipping charge by order subtotal",
  exampleTable: "Worked example of an order",
  product: "Product",
  quantity: "Qty",
  unitPrice: "Price",
  gstRate: "GST",
  amount: "Amount",
  wallLight: "Wall light",
  bulbPack: "LED bulb pack",
  subtotal: "Subtotal",
  packagingAt: "Packaging at {percent}",
  shippingAt: "Shipping at {percent}",
  gstTotal: "GST (products, packaging and shipping)",
  total: "Total",
  shippingPaid: "Shipping paid with the order",
  shippingToPay: "'To pay' shipping",
  notCharged: "paid to the transporter",
  address: "Address",
  phone: "Phone",
  email: "Email",
  openingHours: "Opening hours",
  company: "Company",
  registeredOffice: "Registered office",
  gstin: "GSTIN",
  cin: "CIN",
  pan: "PAN",
  accountName: "Account name",
  bank: "Bank",
  accountNumber: "Account number",
  ifsc: "IFSC",
  branch: "Branch",
  detailsUnavailable: "These details cannot be loaded right now. Please reload the page in a moment.",
} as const;

export type InfoMessageKey = keyof typeof en;
export type InfoMessages = Readonly<Record<InfoMessageKey, string>>;

const ru: InfoMessages = {
  home: "Главная",
  breadcrumb: "Навигационная цепочка",
  information: "Информация",
  onThisPage: "На этой странице",
  subtotalRange: "Сумма заказа (без GST)",
  percentOfSubtotal: "Процент от суммы",
  upTo: "до {to}",
  between: "от {from} до {to}",
  above: "свыше {from}",
  packagingTable: "Стоимость упаковки в зависимости от суммы заказа",
  shippingTable: "Стоимость доставки в зависимости от суммы заказа",
  exampleTable: "Пример расчёта заказа",
  product: "Товар",
  quantity: "Кол-во",
  unitPrice: "Цена",
  gstRate: "GST",
  amount: "Сумма",
  wallLight: "Настенный светильник",
  bulbPack: "Упаковка светодиодных ламп",
  subtotal: "Сумма товаров",
  packagingAt: "Упаковка, {percent}",
  shippingAt: "Доставка, {percent}",
  gstTotal: "GST (товары, упаковка и доставка)",
  total: "Итого",
  shippingPaid: "Доставка оплачена с заказом",
  shippingToPay: "Доставка «to pay»",
  notCharged: "оплачивается перевозчику",
  address: "Адрес",
  phone: "Телефон",
  email: "Email",
  openingHours: "Часы работы",
  company: "Компания",
  registeredOffice: "Юридический адрес",
  gstin: "GSTIN",
  cin: "CIN",
  pan: "PAN",
  accountName: "Получатель",
  bank: "Банк",
  accountNumber: "Номер счёта",
  ifsc: "IFSC",
  branch: "Отделение",
  detailsUnavailable: "Сейчас эти данные не удаётся загрузить. Обновите страницу чуть позже.",
};

const MESSAGES: Readonly<Record<ContentLocale, InfoMessages>> = { en, ru };

export type InfoTranslate = (key: InfoMessageKey, params?: Record<string, string>) => string;

/** A translator for the information pages' own strings; `{name}` placeholders are filled from params. */
export function infoTranslate(locale: string): InfoTranslate {
  const messages = MESSAGES[contentLocale(locale)];
  return (key, params) =>
    messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => params?.[name] ?? whole);
}

/** Number formatting that matches the reader's language (6.6% in English, 6,6 % in Russian). */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(contentLocale(locale) === "ru" ? "ru-RU" : "en-IN", {
    style: "percent",
    maximumFractionDigits: 2,
  }).format(percent / 100);
}
