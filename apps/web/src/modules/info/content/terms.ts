import type { LocalizedInfoPage } from "../types";

export const terms: LocalizedInfoPage = {
  en: {
    description:
      "The terms on which Roshni Lighting Pvt. Ltd., Delhi, sells decorative lighting to trade buyers through this shop: prices, GST, MOQ, payment, delivery and liability.",
    intro:
      "These terms apply to every order placed through this shop. By creating an account or placing an order you accept them. Please read them with our Pricing, Shipping and Delivery, Refund and Cancellation, Replacement and Warranty pages, which form part of them.",
    sections: [
      {
        heading: "1. Who we are",
        blocks: [
          {
            type: "paragraph",
            text: "The shop is run by Roshni Lighting Pvt. Ltd., a company registered in India:",
          },
          { type: "shop", detail: "registration" },
        ],
      },
      {
        heading: "2. Accounts",
        blocks: [
          {
            type: "list",
            items: [
              "The shop sells to businesses and professionals buying for their trade or projects. You must be at least 18 and able to enter into a contract under Indian law.",
              "Keep your password secret; orders placed from your account are treated as yours.",
              "The details you give, especially the company name, GSTIN and state, must be correct: they appear on your tax invoice and decide the GST charged. We are not responsible for input tax credit lost because of wrong details.",
              "Wholesale pricing is granted to accounts we approve, at our discretion, and can be withdrawn if an account is misused.",
            ],
          },
        ],
      },
      {
        heading: "3. Prices and taxes",
        blocks: [
          {
            type: "list",
            items: [
              "Prices are in Indian rupees and exclusive of GST. GST is added at the rate that applies to each product (currently 12% or 18%) and at the highest of those rates on packaging and shipping.",
              "Packaging and shipping are charged as a percentage of the order subtotal according to the slabs on the Pricing page, unless you choose 'to pay' shipping, in which case you pay the freight to the transporter on delivery.",
              "Amounts shown in US dollars are for information; you are invoiced and pay in rupees.",
              "The price that applies is the one shown when you place the order. We may correct obvious errors in prices or descriptions; if an error affects your order we tell you before dispatch, and you may cancel it with a full refund.",
            ],
          },
        ],
      },
      {
        heading: "4. Orders and minimum quantities",
        blocks: [
          {
            type: "list",
            items: [
              "Placing an order is an offer to buy. The contract is made when we confirm the order after receiving your payment.",
              "Each product has a minimum order quantity (MOQ). Quantities below the MOQ are supplied only from stock; quantities at or above the MOQ are made to order, with a processing time of 15 to 20 days.",
              "Stock is reserved when the order is placed. If the same last pieces are ordered twice at the same moment, the first order to be placed receives them.",
              "We may decline an order, for example if we cannot verify the buyer or the delivery address; any payment received is then refunded in full.",
            ],
          },
        ],
      },
      {
        heading: "5. Payment",
        blocks: [
          {
            type: "paragraph",
            text: "Payment is by bank transfer (NEFT, RTGS or IMPS) to our current account, with the order number as the reference. We begin processing an order when the full payment has reached our account. An order still unpaid after 3 working days may be cancelled.",
          },
        ],
      },
      {
        heading: "6. Delivery and risk",
        blocks: [
          {
            type: "paragraph",
            text: "Dispatch times and transit times are given in good faith on the Shipping and Delivery page but are estimates, not guaranteed dates. Ownership passes to you when the goods are paid for. Risk passes to you when the goods are delivered, subject to our Replacement Policy for damage and shortages reported within 48 hours.",
          },
        ],
      },
      {
        heading: "7. Products",
        blocks: [
          {
            type: "paragraph",
            text: "Many of our lights are handmade. Photographs show the design faithfully, but the shade of glass and finishes, and dimensions within 5%, may vary between batches and from what a screen shows. Lights must be installed by a qualified electrician following the product's instructions and Indian wiring rules.",
          },
        ],
      },
      {
        heading: "8. Cancellations, replacements and warranty",
        blocks: [
          {
            type: "paragraph",
            text: "Cancellations and refunds follow the Refund and Cancellation page; damaged, short or wrong deliveries follow the Replacement Policy; defects that appear later follow the Warranty page. Nothing in these terms takes away rights that the law gives you and that cannot be excluded by contract.",
          },
        ],
      },
      {
        heading: "9. Liability",
        blocks: [
          {
            type: "paragraph",
            text: "Our liability for any order is limited to the price paid for the goods concerned. We are not liable for loss of profit, business or contracts, or for indirect loss, or for delay caused by events beyond our reasonable control, such as strikes, floods, transport disruption or government orders.",
          },
        ],
      },
      {
        heading: "10. Use of the site",
        blocks: [
          {
            type: "paragraph",
            text: "Text, photographs and designs on this site belong to us or to our suppliers. You may use product photographs to sell products bought from us; any other use needs our written permission. Do not attempt to disrupt the site, scrape it in bulk or access accounts other than your own.",
          },
        ],
      },
      {
        heading: "11. Law and disputes",
        blocks: [
          {
            type: "paragraph",
            text: "These terms are governed by the laws of India. We will try to settle any disagreement with you directly first; if that fails, the courts at Delhi have exclusive jurisdiction. We may update these terms; the version on this page when you place an order applies to that order.",
          },
          { type: "shop", detail: "contact" },
        ],
      },
    ],
  },
  ru: {
    description:
      "Условия, на которых Roshni Lighting Pvt. Ltd., Дели, продаёт декоративное освещение оптовым покупателям через этот магазин: цены, GST, MOQ, оплата, доставка и ответственность.",
    intro:
      "Эти условия действуют для каждого заказа в этом магазине. Создавая аккаунт или оформляя заказ, вы их принимаете. Читайте их вместе со страницами «Цены и тарифы», «Доставка», «Возврат и отмена заказа», «Правила замены» и «Гарантия», которые являются их частью.",
    sections: [
      {
        heading: "1. Кто мы",
        blocks: [
          {
            type: "paragraph",
            text: "Магазин принадлежит компании Roshni Lighting Pvt. Ltd., зарегистрированной в Индии:",
          },
          { type: "shop", detail: "registration" },
        ],
      },
      {
        heading: "2. Аккаунты",
        blocks: [
          {
            type: "list",
            items: [
              "Магазин продаёт товар компаниям и специалистам, которые покупают для своей работы или проектов. Вам должно быть не меньше 18 лет, и вы должны быть вправе заключать договоры по законам Индии.",
              "Храните пароль в тайне: заказы из вашего аккаунта считаются вашими.",
              "Указанные вами данные, особенно название компании, GSTIN и штат, должны быть верными: они попадают в налоговый счёт и определяют начисляемый GST. Мы не отвечаем за вычет GST, утраченный из-за неверных данных.",
              "Оптовые цены предоставляются одобренным нами аккаунтам по нашему усмотрению и могут быть отменены при злоупотреблении.",
            ],
          },
        ],
      },
      {
        heading: "3. Цены и налоги",
        blocks: [
          {
            type: "list",
            items: [
              "Цены указаны в индийских рупиях без GST. GST начисляется по ставке каждого товара (сейчас 12 % или 18 %), а на упаковку и доставку — по самой высокой из этих ставок.",
              "Упаковка и доставка считаются в процентах от суммы заказа по шкале на странице «Цены и тарифы», если только вы не выбрали доставку «to pay» — тогда вы оплачиваете перевозку перевозчику при получении.",
              "Суммы в долларах США приводятся для информации; счёт выставляется и оплачивается в рупиях.",
              "Действует цена, показанная в момент оформления заказа. Мы можем исправлять явные ошибки в ценах и описаниях; если ошибка затрагивает ваш заказ, мы сообщим об этом до отправки, и вы сможете отменить заказ с полным возвратом денег.",
            ],
          },
        ],
      },
      {
        heading: "4. Заказы и минимальное количество",
        blocks: [
          {
            type: "list",
            items: [
              "Оформление заказа — это предложение купить. Договор заключается, когда мы подтверждаем заказ после получения оплаты.",
              "У каждого товара есть минимальный объём заказа (MOQ). Количество меньше MOQ поставляется только со склада; от MOQ и выше — изготавливается под заказ, срок обработки — от 15 до 20 дней.",
              "Товар резервируется в момент оформления заказа. Если последние штуки заказаны дважды одновременно, их получает заказ, оформленный первым.",
              "Мы можем отказать в заказе, например если не удаётся проверить покупателя или адрес доставки; полученная оплата тогда возвращается полностью.",
            ],
          },
        ],
      },
      {
        heading: "5. Оплата",
        blocks: [
          {
            type: "paragraph",
            text: "Оплата — банковским переводом (NEFT, RTGS или IMPS) на наш расчётный счёт с номером заказа в назначении платежа. Мы начинаем работу над заказом, когда вся сумма поступила на наш счёт. Заказ, не оплаченный в течение 3 рабочих дней, может быть отменён.",
          },
        ],
      },
      {
        heading: "6. Доставка и риски",
        blocks: [
          {
            type: "paragraph",
            text: "Сроки отправки и доставки на странице «Доставка» указаны добросовестно, но это оценка, а не гарантированные даты. Право собственности переходит к вам после оплаты товара. Риск переходит к вам при доставке, с учётом наших «Правил замены» для повреждений и недостачи, о которых сообщено в течение 48 часов.",
          },
        ],
      },
      {
        heading: "7. Товары",
        blocks: [
          {
            type: "paragraph",
            text: "Многие наши светильники сделаны вручную. Фотографии точно передают модель, но оттенок стекла и отделки, а также размеры в пределах 5 % могут отличаться от партии к партии и от изображения на экране. Светильники должен устанавливать квалифицированный электрик по инструкции к изделию и индийским правилам электромонтажа.",
          },
        ],
      },
      {
        heading: "8. Отмена, замена и гарантия",
        blocks: [
          {
            type: "paragraph",
            text: "Отмена и возврат денег — по странице «Возврат и отмена заказа»; повреждённые, неполные или ошибочные поставки — по «Правилам замены»; дефекты, проявившиеся позже, — по странице «Гарантия». Ничто в этих условиях не отменяет прав, которые даёт вам закон и которые нельзя исключить договором.",
          },
        ],
      },
      {
        heading: "9. Ответственность",
        blocks: [
          {
            type: "paragraph",
            text: "Наша ответственность по любому заказу ограничена ценой, уплаченной за соответствующий товар. Мы не отвечаем за упущенную прибыль, потерю бизнеса или контрактов, косвенные убытки, а также за задержки из-за обстоятельств вне нашего разумного контроля — забастовок, наводнений, перебоев в транспорте или распоряжений властей.",
          },
        ],
      },
      {
        heading: "10. Использование сайта",
        blocks: [
          {
            type: "paragraph",
            text: "Тексты, фотографии и дизайн сайта принадлежат нам или нашим поставщикам. Фотографии товаров можно использовать для продажи купленных у нас товаров; для любого другого использования нужно наше письменное разрешение. Не пытайтесь нарушить работу сайта, массово копировать его данные или входить в чужие аккаунты.",
          },
        ],
      },
      {
        heading: "11. Право и споры",
        blocks: [
          {
            type: "paragraph",
            text: "Эти условия регулируются законами Индии. Любые разногласия мы сначала постараемся решить с вами напрямую; если это не удастся, исключительная подсудность — у судов Дели. Мы можем обновлять эти условия; к заказу применяется версия, опубликованная на этой странице в момент его оформления.",
          },
          { type: "shop", detail: "contact" },
        ],
      },
    ],
  },
};
