import type { LocalizedInfoPage } from "../types";

export const refundAndCancellation: LocalizedInfoPage = {
  en: {
    description:
      "When a wholesale lighting order can be cancelled, how refunds are paid and how long they take at Roshni Lighting, Delhi.",
    intro:
      "Because most of what we sell is made or packed to order, what can be cancelled depends on how far your order has gone. This page sets out the rules; the Replacement Policy covers goods that arrive damaged or faulty.",
    sections: [
      {
        heading: "Before you pay",
        blocks: [
          {
            type: "paragraph",
            text: "An order that has not been paid can be cancelled at any time, free of charge: write to us with the order number, or simply do not pay. An order still unpaid after 3 working days may be cancelled by us and its reserved stock released.",
          },
        ],
      },
      {
        heading: "After you pay",
        blocks: [
          {
            type: "list",
            items: [
              "Products from stock: you can cancel until the goods are dispatched, and we refund the full amount you paid.",
              "Made-to-order quantities (at or above the MOQ): you can cancel within 24 hours of our confirming your payment, for a full refund. After that the workshop has started cutting and finishing your pieces, and made-to-order lines can no longer be cancelled.",
              "Custom orders (special sizes, finishes or designs) follow the terms of their quotation; the advance is not refundable once you have approved the drawing or sample.",
              "Once goods have been handed to the transporter the order cannot be cancelled. Refusing delivery does not cancel it: the return freight and any demurrage are charged to you.",
            ],
          },
        ],
      },
      {
        heading: "If we cannot supply",
        blocks: [
          {
            type: "paragraph",
            text: "Occasionally a workshop cannot deliver a design on time or a finish is discontinued. We tell you as soon as we know and offer a comparable product or a refund of that line, including the packaging, shipping and GST charged on it; the choice is yours.",
          },
        ],
      },
      {
        heading: "Returns of goods that are not faulty",
        blocks: [
          {
            type: "paragraph",
            text: "Trade goods are dispatched to your order, so we do not take back goods that are in order and as described. If we agree in writing to take back unused stock items in their original packing, you send them to us at your cost, and we refund their value less 15% restocking.",
          },
        ],
      },
      {
        heading: "How refunds are paid",
        blocks: [
          {
            type: "list",
            items: [
              "Refunds go by NEFT or IMPS to the bank account the payment came from, within 7 working days of the cancellation being accepted.",
              "The refund covers the cancelled lines, their GST and, if nothing was dispatched, the packaging and shipping charged. A credit note is issued against our tax invoice.",
              "The order's payment status in your account changes to refunded when the transfer is made.",
            ],
          },
        ],
      },
      {
        heading: "How to cancel",
        blocks: [
          {
            type: "paragraph",
            text: "Write to us or call with your order number and the lines you want to cancel. Cancellations are accepted in the order in which they reach us during opening hours.",
          },
          { type: "shop", detail: "contact" },
        ],
      },
    ],
  },
  ru: {
    description:
      "Когда можно отменить оптовый заказ светильников, как и в какие сроки Roshni Lighting, Дели, возвращает деньги.",
    intro:
      "Большая часть товаров изготавливается или комплектуется под заказ, поэтому возможность отмены зависит от того, на каком этапе ваш заказ. Здесь изложены правила; о товарах, пришедших повреждёнными или неисправными, — в «Правилах замены».",
    sections: [
      {
        heading: "До оплаты",
        blocks: [
          {
            type: "paragraph",
            text: "Неоплаченный заказ можно отменить в любой момент бесплатно: напишите нам номер заказа или просто не оплачивайте его. Заказ, не оплаченный в течение 3 рабочих дней, мы можем отменить, а зарезервированный товар вернуть в продажу.",
          },
        ],
      },
      {
        heading: "После оплаты",
        blocks: [
          {
            type: "list",
            items: [
              "Товары со склада: отменить можно до отправки, и мы вернём всю уплаченную сумму.",
              "Позиции под заказ (от MOQ и выше): отменить можно в течение 24 часов после подтверждения оплаты с полным возвратом. Потом мастерская уже начинает резку и отделку ваших изделий, и такие позиции отменить нельзя.",
              "Индивидуальные заказы (особые размеры, отделка или дизайн) отменяются на условиях их коммерческого предложения; аванс не возвращается после утверждения чертежа или образца.",
              "После передачи груза перевозчику заказ отменить нельзя. Отказ от получения не отменяет заказ: обратная перевозка и плата за простой относятся на ваш счёт.",
            ],
          },
        ],
      },
      {
        heading: "Если мы не можем поставить товар",
        blocks: [
          {
            type: "paragraph",
            text: "Иногда мастерская не успевает изготовить модель в срок или отделку снимают с производства. Мы сообщаем об этом сразу и предлагаем равноценный товар или возврат денег за эту позицию вместе с начисленными на неё упаковкой, доставкой и GST — выбор за вами.",
          },
        ],
      },
      {
        heading: "Возврат исправного товара",
        blocks: [
          {
            type: "paragraph",
            text: "Оптовый товар отправляется под ваш заказ, поэтому исправный и соответствующий описанию товар мы обратно не принимаем. Если мы письменно согласились принять неиспользованные складские позиции в оригинальной упаковке, вы отправляете их нам за свой счёт, а мы возвращаем их стоимость за вычетом 15 % за повторное размещение на складе.",
          },
        ],
      },
      {
        heading: "Как возвращаются деньги",
        blocks: [
          {
            type: "list",
            items: [
              "Деньги возвращаются через NEFT или IMPS на счёт, с которого пришла оплата, в течение 7 рабочих дней после принятия отмены.",
              "Возврат включает отменённые позиции, их GST, а если ничего не было отправлено, — ещё и начисленные упаковку и доставку. К нашему счёту-фактуре выставляется кредит-нота.",
              "Когда перевод сделан, статус оплаты заказа в вашем аккаунте меняется на «возвращено».",
            ],
          },
        ],
      },
      {
        heading: "Как отменить заказ",
        blocks: [
          {
            type: "paragraph",
            text: "Напишите или позвоните нам, назвав номер заказа и позиции, которые хотите отменить. Отмены принимаются в порядке поступления в часы работы.",
          },
          { type: "shop", detail: "contact" },
        ],
      },
    ],
  },
};
