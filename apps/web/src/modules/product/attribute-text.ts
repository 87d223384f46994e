/**
 * Attribute names and values of the catalogue in the buyer's language. The catalogue keeps them in
 * English; Russian shows the ones the shop has translated and any other (a brand, a model name) as it is.
 * Arabic shows the English text, like the rest of the interface.
 */

const RU_NAMES: Readonly<Record<string, string>> = {
  brand: "Бренд",
  material: "Материал",
  holder_type: "Тип патрона",
  number_of_holders: "Количество патронов",
  finish: "Отделка",
  bulb_included: "Лампа в комплекте",
  style: "Стиль",
  wattage: "Мощность",
  glass: "Стекло",
  colour_temperature: "Цветовая температура",
  dimmable: "Диммируемая",
  ip_rating: "Степень защиты",
};

const RU_VALUES: Readonly<Record<string, string>> = {
  Yes: "Да",
  No: "Нет",
  // materials
  Brass: "Латунь",
  Iron: "Железо",
  "K9 Crystal": "Хрусталь K9",
  Glass: "Стекло",
  Acrylic: "Акрил",
  Aluminium: "Алюминий",
  Rattan: "Ротанг",
  "Stainless Steel": "Нержавеющая сталь",
  Ceramic: "Керамика",
  Marble: "Мрамор",
  Wood: "Дерево",
  Fabric: "Ткань",
  "Die-cast Aluminium": "Литой алюминий",
  "Cast Iron": "Чугун",
  Polycarbonate: "Поликарбонат",
  // finishes and glass
  "Antique Brass": "Античная латунь",
  Gold: "Золото",
  "Satin Gold": "Матовое золото",
  "Matt Black": "Матовый чёрный",
  Chrome: "Хром",
  "Satin Nickel": "Матовый никель",
  Copper: "Медь",
  "Antique Copper": "Античная медь",
  "Rose Gold": "Розовое золото",
  White: "Белый",
  Clear: "Прозрачное",
  Amber: "Янтарное",
  Frosted: "Матовое",
  Smoked: "Дымчатое",
  // styles
  Traditional: "Классический",
  Mughal: "Могольский",
  Vintage: "Винтаж",
  "Art Deco": "Ар-деко",
  Contemporary: "Современный",
  Colonial: "Колониальный",
  Modern: "Модерн",
  Industrial: "Индустриальный",
  Minimalist: "Минимализм",
  Rustic: "Рустик",
  // holders and light
  "Integrated LED": "Встроенный светодиод",
  "2200 K extra warm": "2200 K, очень тёплый",
  "2700 K warm white": "2700 K, тёплый белый",
  "3000 K warm white": "3000 K, тёплый белый",
  "4000 K neutral white": "4000 K, нейтральный белый",
  "6500 K daylight": "6500 K, дневной",
};

/** The name of an attribute by its identifier; `name` (the catalogue's English) where there is no translation. */
export function attributeName(locale: string, identifier: string, name: string): string {
  return locale === "ru" ? (RU_NAMES[identifier] ?? name) : name;
}

function ruValue(value: string): string {
  const known = RU_VALUES[value];
  if (known) return known;
  const watts = /^(\d+(?:\.\d+)?) W (max|LED)$/.exec(value);
  if (watts) return `${watts[1]} Вт${watts[2] === "max" ? " макс." : ", светодиод"}`;
  return value;
}

/** A value as shown (a multi select already joined by ', '): each part translated where the shop has it. */
export function attributeValue(locale: string, value: string): string {
  if (locale !== "ru") return value;
  return value
    .split(", ")
    .map((part) => ruValue(part))
    .join(", ");
}
