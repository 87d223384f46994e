import type { ModuleMessages } from "@/modules/cart/module-text";

const en = {
  orderAgain: "Order again",
  orderAgainLabel: "Order again: {number}",
  failed: "The order could not be added to the cart. Try again.",
  title: "Ordered again from {number}: what changed",
  price: '"{title}": the price is now {now} (was {was}).',
  hidden: '"{title}" is no longer on sale and was not added.',
  notOrderable:
    '"{title}" was not added: only {stock} in stock, and {quantity} is below the minimum order of {moq}.',
  partlyMadeToOrder:
    '"{title}": only {stock} of {quantity} in stock; the rest is made to order (15 to 20 days).',
  dismiss: "Dismiss",
} as const;

export const reorderMessages: ModuleMessages<keyof typeof en> = {
  en,
  ru: {
    orderAgain: "Заказать снова",
    orderAgainLabel: "Заказать снова {number}",
    failed: "Не удалось добавить заказ в корзину. Попробуйте ещё раз.",
    title: "Повтор заказа {number}: что изменилось",
    price: "«{title}»: цена теперь {now} (была {was}).",
    hidden: "«{title}» больше не продаётся и не добавлен.",
    notOrderable: "«{title}» не добавлен: в наличии {stock}, а {quantity} меньше минимального заказа {moq}.",
    partlyMadeToOrder: "«{title}»: в наличии {stock} из {quantity}; остальное под заказ (15–20 дней).",
    dismiss: "Скрыть",
  },
};
