import { type ContentLocale, contentLocale } from "@/modules/info/types";

// Strings of the contact page and its form that the storefront's dictionaries do not carry.
const en = {
  description:
    "Address, phone numbers, email and opening hours of Roshni Lighting in Chandni Chowk, Delhi, and a form to send us a message.",
  intro:
    "A question about a product, a price for a project or an order on its way? Call us, write to us or visit our showroom in Chandni Chowk. We answer messages within one working day.",
  storeTitle: "Visit or call us",
  address: "Address",
  phone: "Phone",
  email: "Email",
  openingHours: "Opening hours",
  mapLink: "Open in Google Maps",
  call: "Call us",
  write: "Write to us",
  registration: "Company details",
  company: "Company",
  gstin: "GSTIN",
  cin: "CIN",
  pan: "PAN",
  unavailable: "Our contact details cannot be loaded right now. Please reload the page in a moment.",
  formTitle: "Send us a message",
  formNote:
    "Fields marked * are required. For a quotation, tell us the products, quantities and delivery city.",
  name: "Your name *",
  emailField: "Email *",
  phoneField: "Phone (optional)",
  message: "Message *",
  send: "Send message",
  sending: "Sending…",
  sent: "Thank you! Your message has been sent. We will reply within one working day.",
  failed: "Your message could not be sent. Please try again.",
} as const;

export type ContactMessageKey = keyof typeof en;
export type ContactMessages = Readonly<Record<ContactMessageKey, string>>;

const ru: ContactMessages = {
  description:
    "Адрес, телефоны, email и часы работы Roshni Lighting в Чандни Чоук, Дели, и форма, чтобы написать нам.",
  intro:
    "Вопрос о товаре, цена для проекта или заказ в пути? Позвоните, напишите или приходите в наш шоурум в Чандни Чоук. На сообщения мы отвечаем в течение одного рабочего дня.",
  storeTitle: "Приходите или звоните",
  address: "Адрес",
  phone: "Телефон",
  email: "Email",
  openingHours: "Часы работы",
  mapLink: "Открыть в Google Картах",
  call: "Позвонить",
  write: "Написать",
  registration: "Реквизиты компании",
  company: "Компания",
  gstin: "GSTIN",
  cin: "CIN",
  pan: "PAN",
  unavailable: "Сейчас наши контакты не удаётся загрузить. Обновите страницу чуть позже.",
  formTitle: "Напишите нам",
  formNote:
    "Поля со звёздочкой * обязательны. Для коммерческого предложения укажите товары, количество и город доставки.",
  name: "Ваше имя *",
  emailField: "Email *",
  phoneField: "Телефон (необязательно)",
  message: "Сообщение *",
  send: "Отправить",
  sending: "Отправка…",
  sent: "Спасибо! Сообщение отправлено. Мы ответим в течение одного рабочего дня.",
  failed: "Не удалось отправить сообщение. Попробуйте ещё раз.",
};

const MESSAGES: Readonly<Record<ContentLocale, ContactMessages>> = { en, ru };

export function contactMessages(locale: string): ContactMessages {
  return MESSAGES[contentLocale(locale)];
}

// The contact schema's messages (packages/core/src/schemas/contact.ts) are English; Russian readers see these.
const RU_FIELD_ERRORS: Readonly<Record<string, string>> = {
  "Enter your name.": "Укажите ваше имя.",
  "Your name has at most 100 characters.": "Имя — не длиннее 100 символов.",
  "Enter a valid email address.": "Укажите корректный email.",
  "Enter a valid phone number.": "Укажите корректный номер телефона.",
  "Write your message.": "Напишите сообщение.",
  "Your message has at most 5000 characters.": "Сообщение — не длиннее 5000 символов.",
  "This field is not accepted.": "Это поле не принимается.",
};

/** A validation message in the reader's language; one without a translation is shown as the API wrote it. */
export function fieldErrorText(message: string, locale: string): string {
  return contentLocale(locale) === "ru" ? (RU_FIELD_ERRORS[message] ?? message) : message;
}
