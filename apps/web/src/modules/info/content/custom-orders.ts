import type { LocalizedInfoPage } from "../types";

export const customOrders: LocalizedInfoPage = {
  en: {
    description:
      "Custom chandeliers, special sizes, finishes and bulk project lighting made to your drawings by Roshni Lighting's workshops in Delhi and Moradabad.",
    intro:
      "Hotels, banquet halls, temples, showrooms and housing projects often need a light that is not in any catalogue. Our workshops make fittings to your size, finish and drawing.",
    sections: [
      {
        heading: "What we can make",
        blocks: [
          {
            type: "list",
            items: [
              "Any catalogue design in another size, number of arms, finish or glass colour.",
              "Chandeliers and cluster pendants for double-height lobbies, staircases and banquet halls, up to several metres of drop.",
              "Lights to an architect's or designer's drawing, in brass, iron, aluminium, glass, crystal, wood or rattan.",
              "Matching families of fittings (pendant, wall light, table lamp) for a whole project.",
              "LED versions with the colour temperature, beam angle and dimming your project needs.",
              "Bulk project quantities with your brand or the project name on the cartons.",
            ],
          },
        ],
      },
      {
        heading: "How it works",
        blocks: [
          {
            type: "list",
            ordered: true,
            items: [
              "Send us your enquiry with the quantities, sizes, photos or drawings, the site's ceiling heights and your deadline, through the contact form or by email.",
              "We reply with a quotation: price per piece excl. GST, GST rate, packaging and shipping, the production time and the advance.",
              "For new designs we prepare a drawing and, where useful, a sample; production starts once you approve them in writing.",
              "Pay the advance of 50% by bank transfer; the balance is due before dispatch.",
              "We send photographs of the finished pieces before packing, then dispatch.",
            ],
          },
        ],
      },
      {
        heading: "Quantities and time",
        blocks: [
          {
            type: "paragraph",
            text: "Changes to a catalogue design are made at or above the product's minimum order quantity, with the usual processing time of 15 to 20 days. New designs and very large chandeliers take longer; the quotation gives the time for your order, counted from approval of the drawing or sample and receipt of the advance.",
          },
        ],
      },
      {
        heading: "Terms for custom work",
        blocks: [
          {
            type: "list",
            items: [
              "Custom pieces are made only for you, so the advance is not refundable once you have approved the drawing or sample.",
              "Handmade glass and hand-finished metal vary slightly from piece to piece and from the sample; this is not a defect.",
              "Our Warranty and Replacement Policy apply to custom work as to catalogue products.",
            ],
          },
        ],
      },
      {
        heading: "Start an enquiry",
        blocks: [
          {
            type: "paragraph",
            text: "Use the form on the Contacts page or write to us; attach drawings by email. For site visits in Delhi NCR, call during opening hours.",
          },
          { type: "shop", detail: "contact" },
        ],
      },
    ],
  },
  ru: {
    description:
      "Люстры на заказ, особые размеры и отделка, светильники для крупных проектов по вашим чертежам — мастерские Roshni Lighting в Дели и Морадабаде.",
    intro:
      "Отелям, банкетным залам, храмам, шоурумам и жилым комплексам часто нужен светильник, которого нет ни в одном каталоге. Наши мастерские делают светильники по вашим размерам, отделке и чертежам.",
    sections: [
      {
        heading: "Что мы можем сделать",
        blocks: [
          {
            type: "list",
            items: [
              "Любую модель из каталога в другом размере, с другим числом рожков, отделкой или цветом стекла.",
              "Люстры и каскадные подвесы для холлов двойной высоты, лестниц и банкетных залов длиной до нескольких метров.",
              "Светильники по чертежу архитектора или дизайнера из латуни, железа, алюминия, стекла, хрусталя, дерева или ротанга.",
              "Серии светильников в одном стиле (подвес, бра, настольная лампа) для целого проекта.",
              "Светодиодные версии с нужной проекту цветовой температурой, углом луча и диммированием.",
              "Крупные партии для проектов с вашим брендом или названием проекта на коробках.",
            ],
          },
        ],
      },
      {
        heading: "Как это работает",
        blocks: [
          {
            type: "list",
            ordered: true,
            items: [
              "Пришлите запрос через форму обратной связи или по email: количество, размеры, фотографии или чертежи, высоту потолков на объекте и срок.",
              "Мы ответим коммерческим предложением: цена за штуку без GST, ставка GST, упаковка и доставка, срок изготовления и размер аванса.",
              "Для новых моделей мы готовим чертёж и, если нужно, образец; производство начинается после вашего письменного утверждения.",
              "Внесите аванс 50 % банковским переводом; остаток оплачивается до отправки.",
              "Перед упаковкой мы присылаем фотографии готовых изделий, затем отправляем заказ.",
            ],
          },
        ],
      },
      {
        heading: "Количество и сроки",
        blocks: [
          {
            type: "paragraph",
            text: "Изменения моделей из каталога выполняются от минимального объёма заказа товара, в обычный срок обработки от 15 до 20 дней. Новые модели и очень большие люстры требуют больше времени; срок для вашего заказа указан в коммерческом предложении и отсчитывается от утверждения чертежа или образца и получения аванса.",
          },
        ],
      },
      {
        heading: "Условия индивидуальных заказов",
        blocks: [
          {
            type: "list",
            items: [
              "Индивидуальные изделия делаются только для вас, поэтому аванс не возвращается после утверждения чертежа или образца.",
              "Стекло ручной работы и металл ручной отделки немного различаются от изделия к изделию и от образца; это не дефект.",
              "Наши гарантия и «Правила замены» распространяются на индивидуальные заказы так же, как на товары из каталога.",
            ],
          },
        ],
      },
      {
        heading: "Отправить запрос",
        blocks: [
          {
            type: "paragraph",
            text: "Воспользуйтесь формой на странице «Контакты» или напишите нам; чертежи прикладывайте к письму. Для выезда на объект в Дели NCR позвоните в часы работы.",
          },
          { type: "shop", detail: "contact" },
        ],
      },
    ],
  },
};
