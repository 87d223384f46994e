import type { LocalizedInfoPage } from "../types";

export const warranty: LocalizedInfoPage = {
  en: {
    description:
      "Warranty periods for decorative fittings, integrated LED lights, drivers and bulbs bought from Roshni Lighting, Delhi, and how to make a claim.",
    intro:
      "Every product we sell is covered against manufacturing defects from the date of our invoice, for the period below. The warranty is ours to honour: you claim from us, whoever made the product.",
    sections: [
      {
        heading: "Warranty periods",
        blocks: [
          {
            type: "list",
            items: [
              "Lights with built-in LEDs (panels, COB spotlights, LED wall and outdoor lights) and their drivers: 2 years.",
              "LED bulbs: the period printed on the bulb's pack, 1 year unless it says otherwise.",
              "Decorative fittings for separate bulbs (chandeliers, hanging lights, wall lights, lamps): 1 year on wiring, holders, switches and the metal frame.",
              "Finishes (plating, powder coat, lacquer): 6 months against peeling or blistering in indoor use.",
              "Outdoor lights: the periods above, provided they are installed as their IP rating allows.",
            ],
          },
        ],
      },
      {
        heading: "What we do",
        blocks: [
          {
            type: "paragraph",
            text: "We repair the product, send the part that failed, or replace the product with the same or an equivalent design, at our choice. A repaired or replaced product is covered for the rest of the original warranty period. If none of these is possible we refund the invoice value of the item.",
          },
        ],
      },
      {
        heading: "What the warranty does not cover",
        blocks: [
          {
            type: "list",
            items: [
              "Installation that did not follow the product's instructions, or was not done by a qualified electrician.",
              "Damage from voltage surges, lightning, missing earthing or a supply outside 200 to 250 V; use a stabiliser where the supply fluctuates.",
              "Bulbs of a higher wattage than the holder's rating, or dimmers not made for LEDs.",
              "Water damage to indoor lights, or to outdoor lights opened or sealed incorrectly.",
              "Glass and crystal breakage after delivery, scratches, and the natural darkening of brass and antique finishes.",
              "Wear from cleaning with acids, abrasives, solvents or metal polish.",
              "Use in commercial settings for more than 16 hours a day, unless the product page says it is rated for it.",
            ],
          },
        ],
      },
      {
        heading: "How to claim",
        blocks: [
          {
            type: "list",
            ordered: true,
            items: [
              "Write to us with the order or invoice number, the product's SKU, photographs and a short video of the fault.",
              "We reply within 2 working days, and often solve the problem on the phone with your electrician.",
              "If the product has to come back, pack it safely and send it to us; we return the repaired or replacement product at our cost.",
            ],
          },
          { type: "shop", detail: "contact" },
        ],
      },
    ],
  },
  ru: {
    description:
      "Гарантийные сроки на декоративные светильники, светильники со встроенными LED, драйверы и лампы из Roshni Lighting, Дели, и порядок обращения.",
    intro:
      "На каждый товар действует гарантия от заводских дефектов с даты нашего счёта на срок, указанный ниже. Гарантию обеспечиваем мы: обращайтесь к нам, кто бы ни был производителем.",
    sections: [
      {
        heading: "Гарантийные сроки",
        blocks: [
          {
            type: "list",
            items: [
              "Светильники со встроенными светодиодами (панели, COB-споты, светодиодные настенные и уличные светильники) и их драйверы: 2 года.",
              "Светодиодные лампы: срок, указанный на упаковке лампы, — 1 год, если не указано иное.",
              "Декоративные светильники под сменные лампы (люстры, подвесы, бра, лампы): 1 год на проводку, патроны, выключатели и металлический каркас.",
              "Отделка (гальваника, порошковая краска, лак): 6 месяцев против отслаивания и вздутия при использовании в помещении.",
              "Уличные светильники: сроки выше при условии установки в соответствии с их классом защиты IP.",
            ],
          },
        ],
      },
      {
        heading: "Что мы делаем",
        blocks: [
          {
            type: "paragraph",
            text: "Мы ремонтируем изделие, присылаем вышедшую из строя деталь или заменяем изделие на такое же или равноценное — по нашему выбору. На отремонтированное или заменённое изделие гарантия действует до конца первоначального срока. Если ничего из этого невозможно, мы возвращаем стоимость изделия по счёту.",
          },
        ],
      },
      {
        heading: "Что не покрывается гарантией",
        blocks: [
          {
            type: "list",
            items: [
              "Установка с нарушением инструкции к изделию или не квалифицированным электриком.",
              "Повреждения от скачков напряжения, молнии, отсутствия заземления или напряжения сети вне диапазона 200–250 В; при нестабильной сети используйте стабилизатор.",
              "Лампы большей мощности, чем допускает патрон, или диммеры, не предназначенные для светодиодов.",
              "Попадание воды в светильники для помещений, а также в уличные светильники, которые неправильно вскрывали или герметизировали.",
              "Бой стекла и хрусталя после доставки, царапины и естественное потемнение латуни и состаренной отделки.",
              "Износ от чистки кислотами, абразивами, растворителями или полиролью для металла.",
              "Коммерческое использование дольше 16 часов в сутки, если на странице товара не указано, что он для этого предназначен.",
            ],
          },
        ],
      },
      {
        heading: "Как обратиться по гарантии",
        blocks: [
          {
            type: "list",
            ordered: true,
            items: [
              "Напишите нам номер заказа или счёта, артикул (SKU) товара, приложите фотографии и короткое видео неисправности.",
              "Мы ответим в течение 2 рабочих дней и часто решаем проблему по телефону вместе с вашим электриком.",
              "Если изделие нужно вернуть, надёжно упакуйте его и отправьте нам; отремонтированное или новое изделие мы отправим обратно за свой счёт.",
            ],
          },
          { type: "shop", detail: "contact" },
        ],
      },
    ],
  },
};
