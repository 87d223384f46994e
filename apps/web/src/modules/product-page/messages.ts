import { PROCESSING_TIME, stockNote } from "@roshni/core";
import { dictionaryTranslate, type Locale, localeDirection, type TranslateParams } from "@/lib/i18n";

// The product page's own interface strings; 'ar' is a right-to-left layout with the English text.
const en = {
  "pp.breadcrumb": "Breadcrumb",
  "pp.catalogue": "Catalogue",
  "pp.sku": "SKU",
  "pp.skuLabel": "SKU:",
  "pp.features": "Features",
  "pp.inclGst": "incl. GST",
  "pp.gstLine": "GST {rate}% · HSN {hsn}",
  "pp.quantity": "Quantity",
  "pp.decrease": "Decrease quantity",
  "pp.increase": "Increase quantity",
  "pp.quantityHint": "Enter a whole number",
  "pp.moqNote": "MOQ = {minimum}",
  "pp.stockNote": "Buy in stock 1 to {stock} else MOQ = {minimum}",
  "pp.inStock": "In stock",
  "pp.inStockHint": "{stock} ready to dispatch from stock; only units beyond the stock are made to order.",
  "pp.raised": "Raised to the minimum of {minimum}.",
  "pp.processing": PROCESSING_TIME,
  "pp.specLink": "See the full specification",
  "pp.shareWhatsApp": "Share on WhatsApp",
  "pp.shareText": "{title}: {price} excl. GST. {url}",
  "pp.specification": "Specification",
  "pp.description": "Description",
  "pp.dimensions": "Dimensions",
  "pp.width": "Width",
  "pp.depth": "Depth",
  "pp.height": "Height",
  "pp.sizeWdh": "{width} × {depth} × {height} (W × D × H)",
  "pp.hsn": "HSN code",
  "pp.gstRate": "GST rate",
  "pp.minimumOrder": "Minimum order quantity",
  "pp.related": "Related products",
  "pp.gallery": "Product images",
  "pp.image": "Image {index} of {count}",
  "pp.zoom": "Zoom image",
  "pp.zoomHint": "Hover or tap the picture to zoom",
  "pp.categories": "Categories",
  "pp.layout": "Layout",
  "pp.notFoundTitle": "Product not found",
  "pp.notFoundText": "This product is not in the catalogue any more, or the link is mistyped.",
  "pp.toCatalogue": "Browse the catalogue",
  "pp.whyTitle": "Buying wholesale",
  "pp.why1": "Prices per customer group, GST invoice on every order",
  "pp.why2": "Below the MOQ only stock can be bought; from the MOQ up it is made to order",
  "pp.why3": "Packed and shipped from Chandni Chowk, Delhi",
} as const;

export type ProductPageMessageKey = keyof typeof en;
type ProductPageMessages = Record<ProductPageMessageKey, string>;

const ru: ProductPageMessages = {
  "pp.breadcrumb": "Навигационная цепочка",
  "pp.catalogue": "Каталог",
  "pp.sku": "Артикул",
  "pp.skuLabel": "Артикул:",
  "pp.features": "Характеристики",
  "pp.inclGst": "с GST",
  "pp.gstLine": "GST {rate}% · HSN {hsn}",
  "pp.quantity": "Количество",
  "pp.decrease": "Уменьшить количество",
  "pp.increase": "Увеличить количество",
  "pp.quantityHint": "Введите целое число",
  "pp.moqNote": "Минимальный заказ = {minimum}",
  "pp.stockNote": "Со склада от 1 до {stock}, иначе минимальный заказ = {minimum}",
  "pp.inStock": "В наличии",
  "pp.inStockHint":
    "{stock} шт. готовы к отправке со склада; под заказ изготавливается только то, что сверх остатка.",
  "pp.raised": "Увеличено до минимума: {minimum}.",
  "pp.processing": "Срок изготовления от 15 до 20 дней",
  "pp.specLink": "Полная спецификация",
  "pp.shareWhatsApp": "Поделиться в WhatsApp",
  "pp.shareText": "{title}: {price} без GST. {url}",
  "pp.specification": "Спецификация",
  "pp.description": "Описание",
  "pp.dimensions": "Размеры",
  "pp.width": "Ширина",
  "pp.depth": "Глубина",
  "pp.height": "Высота",
  "pp.sizeWdh": "{width} × {depth} × {height} (Ш × Г × В)",
  "pp.hsn": "Код HSN",
  "pp.gstRate": "Ставка GST",
  "pp.minimumOrder": "Минимальный заказ",
  "pp.related": "Похожие товары",
  "pp.gallery": "Фотографии товара",
  "pp.image": "Фото {index} из {count}",
  "pp.zoom": "Увеличить фото",
  "pp.zoomHint": "Наведите или нажмите на фото, чтобы увеличить",
  "pp.categories": "Категории",
  "pp.layout": "Вид страницы",
  "pp.notFoundTitle": "Товар не найден",
  "pp.notFoundText": "Этого товара больше нет в каталоге, или ссылка набрана с ошибкой.",
  "pp.toCatalogue": "Перейти в каталог",
  "pp.whyTitle": "Оптовые покупки",
  "pp.why1": "Цены для каждой группы покупателей, счёт с GST к каждому заказу",
  "pp.why2": "Меньше минимального заказа — только со склада; от минимального заказа — под заказ",
  "pp.why3": "Упаковка и отправка из Чандни Чоук, Дели",
};

export type ProductPageTranslate = (key: ProductPageMessageKey, params?: TranslateParams) => string;

export function productPageTranslate(locale: Locale): ProductPageTranslate {
  const messages: ProductPageMessages = locale === "ru" ? ru : en;
  return dictionaryTranslate(messages, localeDirection(locale));
}

/**
 * The stock/MOQ note (SPEC.md section 4): core's exact English sentence, or the same rule in Russian.
 * null when the stock covers the MOQ.
 */
export function localStockNote(
  locale: Locale,
  product: { stock: number; minimumQuantity: number },
  t: ProductPageTranslate,
): string | null {
  const note = stockNote(product);
  if (note === null || locale !== "ru") return note;
  const minimum = Math.max(1, Math.ceil(product.minimumQuantity));
  const stock = Math.max(0, Math.floor(product.stock));
  return stock === 0 ? t("pp.moqNote", { minimum }) : t("pp.stockNote", { stock, minimum });
}
