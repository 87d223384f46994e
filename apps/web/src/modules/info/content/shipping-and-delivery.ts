import type { LocalizedInfoPage } from "../types";

export const shippingAndDelivery: LocalizedInfoPage = {
  en: {
    description:
      "Dispatch times, transit times, packaging, shipping charges and 'to pay' shipping for wholesale lighting orders sent from Delhi across India.",
    intro:
      "We dispatch from our warehouse in Delhi to every state and union territory of India, by road transport for cartons and crates and by courier for small parcels.",
    sections: [
      {
        heading: "When your order leaves us",
        blocks: [
          {
            type: "list",
            items: [
              "Products taken from stock are packed and dispatched within 2 working days of your payment reaching us.",
              "Quantities at or above the minimum order quantity are made to order: processing time 15 to 20 days from payment, then dispatch.",
              "An order that mixes stock and made-to-order lines is sent complete when the last line is ready, unless you ask us to send the stock part first (the second consignment then carries its own freight).",
              "We do not dispatch on Sundays and public holidays.",
            ],
          },
        ],
      },
      {
        heading: "Transit times",
        blocks: [
          {
            type: "paragraph",
            text: "After dispatch, road consignments usually take 2 to 4 days within Delhi NCR and neighbouring states, 4 to 7 days to the rest of North, West and Central India, and 6 to 10 days to South India. The North-East, Jammu and Kashmir, Ladakh and the islands can take up to 15 days. These are the transporters' usual times, not promises: weather, festivals and strikes can delay them.",
          },
        ],
      },
      {
        heading: "Packaging",
        blocks: [
          {
            type: "paragraph",
            text: "Every light is wrapped and boxed for road transport: five-ply cartons with foam for most products, and wooden crates for chandeliers, glass-heavy fittings and large orders. Packaging is charged as a percentage of the order subtotal; the Pricing page shows the slabs.",
          },
        ],
      },
      {
        heading: "Shipping charges",
        blocks: [
          {
            type: "paragraph",
            text: "You can choose how freight is paid when you check out:",
          },
          {
            type: "list",
            items: [
              "Shipping paid with the order: a percentage of the order subtotal, falling as the order grows (see the Pricing page). GST is charged on it at the highest rate in the order. We book the transporter and deliver to your address or to the transporter's office nearest to it.",
              "'To pay' shipping: we charge no shipping. We hand the consignment to a transporter and you pay the freight to the transporter on delivery, at the transporter's rates. In many towns you collect the goods from the transporter's godown against the LR copy we send you.",
            ],
          },
        ],
      },
      {
        heading: "Documents",
        blocks: [
          {
            type: "paragraph",
            text: "Each consignment travels with our GST tax invoice and the transporter's lorry receipt (LR). For consignments worth more than ₹50,000 we also generate the e-way bill that GST law requires. We send you the invoice, the LR number and the transporter's contact as soon as the goods leave.",
          },
        ],
      },
      {
        heading: "Taking delivery",
        blocks: [
          {
            type: "list",
            items: [
              "Count the cartons against the LR and look for damage before you sign.",
              "If a carton is damaged, wet or open, write this on the transporter's delivery receipt and photograph it before opening.",
              "Record a video while unboxing chandeliers and glass items.",
              "Report any damage or shortage to us within 48 hours of delivery; the Replacement Policy explains what happens next.",
            ],
          },
        ],
      },
    ],
  },
  ru: {
    description:
      "Сроки отправки и доставки, упаковка, стоимость доставки и доставка «to pay» для оптовых заказов светильников из Дели по всей Индии.",
    intro:
      "Мы отправляем заказы со склада в Дели во все штаты и союзные территории Индии: коробки и обрешётку — автоперевозчиками, небольшие посылки — курьерскими службами.",
    sections: [
      {
        heading: "Когда заказ уходит со склада",
        blocks: [
          {
            type: "list",
            items: [
              "Товары со склада упаковываются и отправляются в течение 2 рабочих дней после поступления оплаты.",
              "Количество от минимального объёма заказа и выше изготавливается под заказ: срок обработки — от 15 до 20 дней с момента оплаты, затем отправка.",
              "Заказ, где есть и складские позиции, и позиции под заказ, отправляется целиком, когда готова последняя позиция, — если только вы не попросите сначала отправить складскую часть (вторая отправка тогда оплачивается отдельно).",
              "По воскресеньям и в государственные праздники отправок нет.",
            ],
          },
        ],
      },
      {
        heading: "Сроки в пути",
        blocks: [
          {
            type: "paragraph",
            text: "После отправки автомобильный груз обычно идёт 2–4 дня по Дели NCR и соседним штатам, 4–7 дней в остальные районы Северной, Западной и Центральной Индии и 6–10 дней в Южную Индию. До Северо-Востока, Джамму и Кашмира, Ладакха и островов — до 15 дней. Это обычные сроки перевозчиков, а не обещание: погода, праздники и забастовки могут их сдвинуть.",
          },
        ],
      },
      {
        heading: "Упаковка",
        blocks: [
          {
            type: "paragraph",
            text: "Каждый светильник обёрнут и упакован для автоперевозки: пятислойный гофрокартон с пенным уплотнителем для большинства товаров и деревянная обрешётка для люстр, светильников с большим количеством стекла и крупных заказов. Упаковка считается в процентах от суммы заказа; шкала приведена на странице «Цены и тарифы».",
          },
        ],
      },
      {
        heading: "Стоимость доставки",
        blocks: [
          {
            type: "paragraph",
            text: "Способ оплаты перевозки выбирается при оформлении заказа:",
          },
          {
            type: "list",
            items: [
              "Доставка оплачивается вместе с заказом: процент от суммы заказа, который снижается с ростом заказа (см. страницу «Цены и тарифы»). На неё начисляется GST по самой высокой ставке в заказе. Мы сами заказываем перевозчика и доставляем до вашего адреса или до ближайшего к нему терминала перевозчика.",
              "Доставка «to pay»: мы не берём плату за доставку. Мы сдаём груз перевозчику, а вы оплачиваете перевозку ему при получении, по его тарифам. Во многих городах груз забирают со склада перевозчика по копии накладной (LR), которую мы вам присылаем.",
            ],
          },
        ],
      },
      {
        heading: "Документы",
        blocks: [
          {
            type: "paragraph",
            text: "Каждый груз сопровождают наш налоговый счёт-фактура GST и транспортная накладная перевозчика (LR). Для грузов стоимостью более ₹50,000 мы также оформляем e-way bill, как того требует закон о GST. Счёт, номер накладной и контакты перевозчика мы присылаем сразу после отправки.",
          },
        ],
      },
      {
        heading: "Получение груза",
        blocks: [
          {
            type: "list",
            items: [
              "Перед подписью сверьте количество коробок с накладной и осмотрите их на повреждения.",
              "Если коробка повреждена, намокла или вскрыта, запишите это в расписке перевозчика о доставке и сфотографируйте до вскрытия.",
              "Снимайте видео при распаковке люстр и изделий из стекла.",
              "Сообщите нам о повреждении или недостаче в течение 48 часов после доставки; что дальше — описано в «Правилах замены».",
            ],
          },
        ],
      },
    ],
  },
};
