import type { LocalizedInfoPage } from "../types";

export const howToOrder: LocalizedInfoPage = {
  en: {
    description:
      "Ordering decorative lighting wholesale from Roshni Lighting, Delhi: register, check the MOQ, choose shipping, pay by bank transfer and track your order.",
    intro:
      "Ordering takes a few minutes. You can browse and fill a cart without an account; you need one to place the order.",
    sections: [
      {
        heading: "1. Create your business account",
        blocks: [
          {
            type: "paragraph",
            text: "Register with your name, email, mobile number and password. Add your company name and GSTIN so that your invoices show them and you can claim input tax credit; the GSTIN is checked as you type it.",
          },
          {
            type: "paragraph",
            text: "Trade buyers (electricians, contractors, interior firms, retailers) can ask for wholesale pricing: once we have checked your details, usually within one working day, your account moves to the wholesale group and the lower prices show throughout the shop.",
          },
        ],
      },
      {
        heading: "2. Choose products and quantities",
        blocks: [
          {
            type: "list",
            items: [
              "Find products by category or with the search bar; filters narrow a list by material, finish, holder type, wattage and more.",
              "Each product page shows the price excl. GST, the MRP and the minimum order quantity (MOQ).",
              "Below the MOQ you can take only what is in stock; the page tells you how many pieces that is. At or above the MOQ your quantity is made to order, with a processing time of 15 to 20 days.",
              "Add the products to the cart. The cart keeps your choices in this browser until you order.",
            ],
          },
        ],
      },
      {
        heading: "3. Check the cart",
        blocks: [
          {
            type: "paragraph",
            text: "The cart shows the subtotal, packaging, shipping and GST, and the total you will pay. Apply a coupon code if you have one. If you prefer to pay freight to the transporter on delivery, choose 'to pay' shipping and the shipping line disappears. The Pricing page explains each line.",
          },
        ],
      },
      {
        heading: "4. Check out",
        blocks: [
          {
            type: "paragraph",
            text: "Sign in, choose or add the delivery address (the state decides whether CGST and SGST or IGST applies), add a note for us if needed, and place the order. You receive an order number straight away; the stock for your order is reserved at that moment.",
          },
        ],
      },
      {
        heading: "5. Pay by bank transfer",
        blocks: [
          {
            type: "paragraph",
            text: "Transfer the order total by NEFT, RTGS or IMPS to the account below, writing your order number in the remarks. Please pay within 3 working days; an order that is still unpaid after that may be cancelled and its stock released to other buyers.",
          },
          { type: "shop", detail: "bank" },
        ],
      },
      {
        heading: "6. Track your order",
        blocks: [
          {
            type: "paragraph",
            text: "Order History in your account shows each order's status (placed, confirmed, processing, shipped, delivered) and its payment status. When the goods leave us we send you the invoice, the transporter's name and the LR number so that you can follow the consignment.",
          },
        ],
      },
      {
        heading: "Need help?",
        blocks: [
          {
            type: "paragraph",
            text: "For large projects, mixed containers or anything not in the catalogue, call or write to us and we will prepare a quotation.",
          },
          { type: "shop", detail: "contact" },
        ],
      },
    ],
  },
  ru: {
    description:
      "Как оформить оптовый заказ декоративного освещения в Roshni Lighting, Дели: регистрация, MOQ, выбор доставки, оплата банковским переводом и отслеживание.",
    intro:
      "Заказ занимает несколько минут. Смотреть каталог и собирать корзину можно без аккаунта, а для оформления заказа он нужен.",
    sections: [
      {
        heading: "1. Создайте бизнес-аккаунт",
        blocks: [
          {
            type: "paragraph",
            text: "Зарегистрируйтесь, указав имя, email, номер мобильного и пароль. Добавьте название компании и GSTIN, чтобы они были в ваших счетах и вы могли принять GST к вычету; GSTIN проверяется прямо при вводе.",
          },
          {
            type: "paragraph",
            text: "Оптовые покупатели (электрики, подрядчики, студии интерьера, магазины) могут запросить оптовые цены: после проверки данных, обычно в течение одного рабочего дня, аккаунт переводится в оптовую группу, и более низкие цены видны во всём магазине.",
          },
        ],
      },
      {
        heading: "2. Выберите товары и количество",
        blocks: [
          {
            type: "list",
            items: [
              "Ищите товары по категориям или через строку поиска; фильтры сужают список по материалу, отделке, типу цоколя, мощности и другим признакам.",
              "На странице товара указаны цена без GST, MRP и минимальный объём заказа (MOQ).",
              "Меньше MOQ можно взять только то, что есть на складе; страница показывает, сколько это штук. От MOQ и выше товар изготавливается под заказ, срок обработки — от 15 до 20 дней.",
              "Добавьте товары в корзину. Корзина хранит ваш выбор в этом браузере до оформления заказа.",
            ],
          },
        ],
      },
      {
        heading: "3. Проверьте корзину",
        blocks: [
          {
            type: "paragraph",
            text: "В корзине видны сумма товаров, упаковка, доставка, GST и итог к оплате. Примените код купона, если он у вас есть. Если удобнее оплатить перевозку перевозчику при получении, выберите доставку «to pay», и строка доставки исчезнет. Каждая строка объяснена на странице «Цены и тарифы».",
          },
        ],
      },
      {
        heading: "4. Оформите заказ",
        blocks: [
          {
            type: "paragraph",
            text: "Войдите в аккаунт, выберите или добавьте адрес доставки (от штата зависит, начисляются CGST и SGST или IGST), при необходимости оставьте нам комментарий и оформите заказ. Номер заказа вы получите сразу; товар со склада резервируется в этот же момент.",
          },
        ],
      },
      {
        heading: "5. Оплатите банковским переводом",
        blocks: [
          {
            type: "paragraph",
            text: "Переведите сумму заказа через NEFT, RTGS или IMPS на счёт ниже, указав номер заказа в назначении платежа. Пожалуйста, оплатите в течение 3 рабочих дней: неоплаченный после этого заказ может быть отменён, а зарезервированный товар — передан другим покупателям.",
          },
          { type: "shop", detail: "bank" },
        ],
      },
      {
        heading: "6. Следите за заказом",
        blocks: [
          {
            type: "paragraph",
            text: "В разделе «История заказов» видны статус каждого заказа (оформлен, подтверждён, в работе, отправлен, доставлен) и статус оплаты. Когда груз уходит со склада, мы присылаем счёт, название перевозчика и номер накладной (LR), чтобы вы могли его отслеживать.",
          },
        ],
      },
      {
        heading: "Нужна помощь?",
        blocks: [
          {
            type: "paragraph",
            text: "Для крупных проектов, сборных партий или товаров, которых нет в каталоге, позвоните или напишите нам — мы подготовим коммерческое предложение.",
          },
          { type: "shop", detail: "contact" },
        ],
      },
    ],
  },
};
