import type { ModuleMessages } from "@/modules/cart/module-text";

const en = {
  title: "Wish list",
  breadcrumb: "Breadcrumb",
  count: "{count} products",
  empty: "Your wish list is empty!",
  emptyHint: "Tap the heart on a product to keep it here for later.",
  browseCatalogue: "Browse the catalogue",
  remove: "Remove from wish list",
  inStock: "{count} in stock",
  outOfStock: "Out of stock: made to order (15 to 20 days)",
} as const;

export type WishlistMessageKey = keyof typeof en;

export const wishlistMessages: ModuleMessages<WishlistMessageKey> = {
  en,
  ru: {
    title: "Избранное",
    breadcrumb: "Навигационная цепочка",
    count: "Товаров: {count}",
    empty: "Список избранного пуст!",
    emptyHint: "Нажмите на сердечко у товара, чтобы сохранить его здесь.",
    browseCatalogue: "Перейти в каталог",
    remove: "Убрать из избранного",
    inStock: "В наличии: {count}",
    outOfStock: "Нет в наличии: под заказ (15–20 дней)",
  },
};
