import type { ModuleMessages } from "@/modules/cart/module-text";

const en = {
  name: "Contact name",
  phone: "Phone",
  phoneHint: "Mobile or landline with STD code, e.g. 98111 22233 or 011-2345 6789",
  company: "Company",
  gstin: "GSTIN",
  gstinHint: "15 characters, for a GST invoice with input tax credit",
  line1: "Street address",
  line2: "Apartment, building, landmark",
  city: "City",
  state: "State or union territory",
  statePlaceholder: "Choose a state",
  states: "States",
  unionTerritories: "Union territories",
  pincode: "PIN code",
  country: "Country",
  india: "India",
  isDefault: "Make this my default delivery address",
  optional: "optional",
  required: "required",
  saving: "Saving…",
  cancel: "Cancel",
  fixFields: "Please correct the marked fields.",
} as const;

export type AddressMessageKey = keyof typeof en;

export const addressMessages: ModuleMessages<AddressMessageKey> = {
  en,
  ru: {
    name: "Контактное лицо",
    phone: "Телефон",
    phoneHint: "Мобильный или городской с кодом, например 98111 22233 или 011-2345 6789",
    company: "Компания",
    gstin: "GSTIN",
    gstinHint: "15 символов, для счёта GST с вычетом налога",
    line1: "Улица и дом",
    line2: "Квартира, здание, ориентир",
    city: "Город",
    state: "Штат или союзная территория",
    statePlaceholder: "Выберите штат",
    states: "Штаты",
    unionTerritories: "Союзные территории",
    pincode: "PIN-код",
    country: "Страна",
    india: "Индия",
    isDefault: "Сделать адресом доставки по умолчанию",
    optional: "необязательно",
    required: "обязательно",
    saving: "Сохранение…",
    cancel: "Отмена",
    fixFields: "Исправьте отмеченные поля.",
  },
};

/**
 * Russian for the sentences of the address schema and the API (both English at the source), so a Russian
 * buyer reads the field errors in Russian; a sentence not listed here is shown as the server wrote it.
 */
const RU_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  "Enter the name of the person receiving the goods.": "Укажите имя получателя товара.",
  "The name has at most 100 characters.": "Имя — не длиннее 100 символов.",
  "Enter a valid Indian phone number.": "Укажите действительный индийский номер телефона.",
  "The company name has at most 150 characters.": "Название компании — не длиннее 150 символов.",
  "Enter a valid GSTIN.": "Укажите действительный GSTIN.",
  "Enter the street address.": "Укажите улицу и дом.",
  "The street address has at most 200 characters.": "Адрес — не длиннее 200 символов.",
  "The second address line has at most 200 characters.": "Вторая строка адреса — не длиннее 200 символов.",
  "Enter the city.": "Укажите город.",
  "The city has at most 100 characters.": "Город — не длиннее 100 символов.",
  "Choose a state or union territory of India.": "Выберите штат или союзную территорию Индии.",
  "Enter a 6-digit PIN code.": "Укажите PIN-код из 6 цифр.",
  "We deliver within India only.": "Мы доставляем только по Индии.",
  "Choose whether this is your default address.": "Укажите, является ли адрес основным.",
  "This field is not accepted.": "Это поле не принимается.",
};

export function fieldMessage(message: string, locale: string): string {
  return locale === "ru" ? (RU_FIELD_MESSAGES[message] ?? message) : message;
}
