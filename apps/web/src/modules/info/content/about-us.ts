import type { LocalizedInfoPage } from "../types";

export const aboutUs: LocalizedInfoPage = {
  en: {
    description:
      "Roshni Lighting is a decorative-lighting wholesaler in Chandni Chowk, Delhi, supplying electricians, contractors, interior firms and retailers across India.",
    intro:
      "Roshni Lighting Pvt. Ltd. is a wholesaler of decorative lighting in Bhagirath Palace, Chandni Chowk — the lanes where much of North India's lighting trade has been bought and sold for generations. We supply the people who light homes, shops, hotels and banquet halls: electricians, contractors, interior designers, architects and lighting retailers.",
    sections: [
      {
        heading: "What we sell",
        blocks: [
          {
            type: "paragraph",
            text: "Our catalogue covers more than 10,000 products in fifteen families, from a single LED bulb to a six-foot crystal chandelier for a hotel lobby:",
          },
          {
            type: "list",
            items: [
              "Chandeliers, hanging lights and ceiling lights",
              "Wall lights, picture lights and mirror lights",
              "Spotlights and recessed lights",
              "Table lamps and floor lamps",
              "Outdoor wall lights, bulkhead lights, gate lights and pole lights",
              "LED and decorative filament bulbs",
            ],
          },
          {
            type: "paragraph",
            text: "Most designs are made for us by workshops in Delhi, Moradabad and Firozabad that we have worked with for years, in brass, iron, aluminium, glass and crystal; bulbs and drivers come from established brands.",
          },
        ],
      },
      {
        heading: "How we work",
        blocks: [
          {
            type: "list",
            items: [
              "Trade prices, shown exclusive of GST. GST at the product's rate (12% or 18%) is added on a proper tax invoice, so GST-registered buyers can claim input tax credit.",
              "Wholesale prices for approved business accounts: register with your company name and GSTIN and we move your account to wholesale pricing once we have checked it.",
              "Every product has a minimum order quantity (MOQ). Below the MOQ you can buy what we hold in stock; at or above the MOQ we make the quantity for you, with a processing time of 15 to 20 days.",
              "Packaging and shipping are charged as a percentage of the order value, falling as the order grows, or you can choose 'to pay' shipping and pay the transporter on delivery. The Pricing page has the full tables.",
              "Payment by bank transfer (NEFT, RTGS or IMPS) to our current account. No cash on delivery.",
              "Dispatch from Delhi to every state and union territory by road transport and courier.",
            ],
          },
        ],
      },
      {
        heading: "Who buys from us",
        blocks: [
          {
            type: "paragraph",
            text: "Electrical contractors fitting out flats and offices, interior firms furnishing villas and restaurants, hotel and banquet projects, and lighting shops from Jammu to Kochi that restock from us every month. Many first visited our counter in Chandni Chowk; today most order online and collect from their local transporter.",
          },
        ],
      },
      {
        heading: "Visit us",
        blocks: [
          {
            type: "paragraph",
            text: "Our showroom displays a working sample of our best-selling designs. Trade buyers are welcome during opening hours; call ahead for large projects so that we can set samples aside.",
          },
          { type: "shop", detail: "contact" },
        ],
      },
      {
        heading: "Company details",
        blocks: [{ type: "shop", detail: "registration" }],
      },
    ],
  },
  ru: {
    description:
      "Roshni Lighting — оптовый поставщик декоративного освещения из Чандни Чоук, Дели: для электриков, подрядчиков, дизайнеров интерьеров и магазинов по всей Индии.",
    intro:
      "Roshni Lighting Pvt. Ltd. — оптовый поставщик декоративного освещения в Бхагират-Палас, Чандни Чоук. В этих переулках уже несколько поколений идёт торговля светом для всей Северной Индии. Мы снабжаем тех, кто освещает дома, магазины, отели и банкетные залы: электриков, подрядчиков, дизайнеров интерьеров, архитекторов и розничные магазины светильников.",
    sections: [
      {
        heading: "Что мы продаём",
        blocks: [
          {
            type: "paragraph",
            text: "В каталоге более 10 000 товаров пятнадцати групп — от одной светодиодной лампы до хрустальной люстры высотой почти два метра для холла отеля:",
          },
          {
            type: "list",
            items: [
              "Люстры, подвесные и потолочные светильники",
              "Настенные светильники, подсветка для картин и зеркал",
              "Споты и встраиваемые светильники",
              "Настольные лампы и торшеры",
              "Уличные настенные светильники, светильники-«бульдоги», светильники для ворот и столбов",
              "Светодиодные и декоративные филаментные лампы",
            ],
          },
          {
            type: "paragraph",
            text: "Большинство моделей для нас изготавливают мастерские Дели, Морадабада и Фирозабада, с которыми мы работаем много лет: латунь, железо, алюминий, стекло и хрусталь. Лампы и драйверы — от известных производителей.",
          },
        ],
      },
      {
        heading: "Как мы работаем",
        blocks: [
          {
            type: "list",
            items: [
              "Оптовые цены указаны без GST. GST по ставке товара (12 % или 18 %) начисляется в налоговом счёте-фактуре, поэтому плательщики GST могут принять налог к вычету.",
              "Оптовые цены для одобренных бизнес-аккаунтов: зарегистрируйтесь с названием компании и GSTIN, и после проверки мы переведём аккаунт на оптовые цены.",
              "У каждого товара есть минимальный объём заказа (MOQ). Меньше MOQ можно купить только то, что есть на складе; от MOQ и выше мы изготавливаем товар под заказ, срок обработки — от 15 до 20 дней.",
              "Упаковка и доставка считаются в процентах от суммы заказа и снижаются с ростом заказа; можно выбрать доставку «to pay» и оплатить перевозчику при получении. Полные таблицы — на странице «Цены и тарифы».",
              "Оплата банковским переводом (NEFT, RTGS или IMPS) на наш расчётный счёт. Наложенным платежом не работаем.",
              "Отправка из Дели во все штаты и союзные территории автотранспортом и курьерскими службами.",
            ],
          },
        ],
      },
      {
        heading: "Наши покупатели",
        blocks: [
          {
            type: "paragraph",
            text: "Электромонтажные подрядчики, оснащающие квартиры и офисы, студии интерьера, обставляющие виллы и рестораны, проекты отелей и банкетных залов, а также магазины светильников от Джамму до Кочи, которые пополняют у нас ассортимент каждый месяц. Многие когда-то пришли к нашему прилавку в Чандни Чоук; сегодня большинство заказывает онлайн и забирает груз у местного перевозчика.",
          },
        ],
      },
      {
        heading: "Приходите к нам",
        blocks: [
          {
            type: "paragraph",
            text: "В шоуруме выставлены работающие образцы самых популярных моделей. Оптовых покупателей ждём в часы работы; перед визитом по крупному проекту позвоните, и мы подготовим образцы.",
          },
          { type: "shop", detail: "contact" },
        ],
      },
      {
        heading: "Реквизиты компании",
        blocks: [{ type: "shop", detail: "registration" }],
      },
    ],
  },
};
