import type { LocalizedInfoPage } from "../types";

export const replacementPolicy: LocalizedInfoPage = {
  en: {
    description:
      "What Roshni Lighting replaces when lights arrive damaged, short or faulty, the 48-hour reporting window and how a replacement is sent.",
    intro:
      "Glass, crystal and fine finishes travel hundreds of kilometres by road before they reach you. We pack for that, and when something still arrives broken, short or faulty we replace it, on the conditions below.",
    sections: [
      {
        heading: "What we replace",
        blocks: [
          {
            type: "list",
            items: [
              "Items broken or dented in transit: the broken part (a glass shade, a crystal string, an arm) or, if the light cannot be repaired with parts, the whole light.",
              "Short supply: cartons or pieces missing against our invoice and the lorry receipt.",
              "Wrong items: a design, finish, size or colour temperature different from the one you ordered.",
              "Items that do not work when first installed because of a manufacturing defect (wiring, holder, switch, driver).",
            ],
          },
        ],
      },
      {
        heading: "Report within 48 hours",
        blocks: [
          {
            type: "paragraph",
            text: "Tell us within 48 hours of delivery, with your order number and:",
          },
          {
            type: "list",
            items: [
              "photographs of the outer cartons as they arrived, and of the damaged items;",
              "an unboxing video for chandeliers and glass or crystal items;",
              "a copy of the transporter's delivery receipt, with any remark you wrote on it about damage or shortage;",
              "for a fault, a short video of the light connected and not working, and the name of the electrician who fitted it.",
            ],
          },
          {
            type: "paragraph",
            text: "Transit damage and shortages reported after 48 hours cannot be claimed from the transporter, so we cannot accept them. Faults that appear later are covered by the Warranty.",
          },
        ],
      },
      {
        heading: "How the replacement is made",
        blocks: [
          {
            type: "list",
            items: [
              "We check your claim within 2 working days and confirm what we will send.",
              "Replacement parts and items in stock are dispatched within 3 working days of confirmation; made-to-order items follow the usual processing time of 15 to 20 days.",
              "We pay the packaging and freight for replacements, also on orders sent with 'to pay' shipping.",
              "Where we ask for the faulty or wrong item back, we arrange the pick-up or reimburse the return freight.",
              "If a replacement is not possible, we refund the value of the item with its GST by bank transfer.",
            ],
          },
        ],
      },
      {
        heading: "What is not covered",
        blocks: [
          {
            type: "list",
            items: [
              "Damage after delivery, during storage, handling or installation.",
              "Faults caused by wrong wiring, missing earthing, voltage surges or the wrong bulb or wattage.",
              "Small variations in the shade of glass, the grain of wood or the patina of brass and antique finishes, which come from handwork and are not defects.",
              "Products that have been altered, repainted or repaired by someone else.",
            ],
          },
        ],
      },
      {
        heading: "Make a claim",
        blocks: [{ type: "shop", detail: "contact" }],
      },
    ],
  },
  ru: {
    description:
      "Что Roshni Lighting заменяет, если светильники пришли повреждёнными, не в полном количестве или неисправными: срок 48 часов и порядок отправки замены.",
    intro:
      "Стекло, хрусталь и тонкая отделка проезжают по дорогам сотни километров, прежде чем попасть к вам. Мы упаковываем их с расчётом на это, а если что-то всё же пришло разбитым, не в полном количестве или неисправным, заменяем на условиях ниже.",
    sections: [
      {
        heading: "Что мы заменяем",
        blocks: [
          {
            type: "list",
            items: [
              "Изделия, разбитые или помятые в пути: повреждённую деталь (стеклянный плафон, хрустальную нить, рожок) или, если светильник нельзя восстановить деталями, весь светильник.",
              "Недостачу: коробки или штуки, которых не хватает по нашему счёту и транспортной накладной.",
              "Пересорт: модель, отделку, размер или цветовую температуру, отличные от заказанных.",
              "Изделия, которые не работают при первой установке из-за заводского дефекта (проводка, патрон, выключатель, драйвер).",
            ],
          },
        ],
      },
      {
        heading: "Сообщите в течение 48 часов",
        blocks: [
          {
            type: "paragraph",
            text: "Сообщите нам в течение 48 часов после доставки, указав номер заказа и приложив:",
          },
          {
            type: "list",
            items: [
              "фотографии внешних коробок в том виде, в каком они прибыли, и повреждённых изделий;",
              "видео распаковки для люстр и изделий из стекла или хрусталя;",
              "копию расписки перевозчика о доставке с вашей отметкой о повреждении или недостаче, если она есть;",
              "при неисправности — короткое видео подключённого и не работающего светильника и имя электрика, который его устанавливал.",
            ],
          },
          {
            type: "paragraph",
            text: "Повреждения в пути и недостачу, о которых сообщили позже 48 часов, невозможно предъявить перевозчику, поэтому мы их не принимаем. Неисправности, проявившиеся позже, покрываются гарантией.",
          },
        ],
      },
      {
        heading: "Как происходит замена",
        blocks: [
          {
            type: "list",
            items: [
              "Мы рассматриваем заявку в течение 2 рабочих дней и подтверждаем, что отправим.",
              "Запасные части и товары со склада отправляются в течение 3 рабочих дней после подтверждения; изделия под заказ — в обычный срок обработки от 15 до 20 дней.",
              "Упаковку и доставку замены оплачиваем мы, в том числе для заказов с доставкой «to pay».",
              "Если мы просим вернуть неисправное или ошибочное изделие, мы организуем вывоз или возмещаем обратную перевозку.",
              "Если замена невозможна, мы возвращаем стоимость изделия вместе с GST банковским переводом.",
            ],
          },
        ],
      },
      {
        heading: "Что не покрывается",
        blocks: [
          {
            type: "list",
            items: [
              "Повреждения после доставки — при хранении, переноске или монтаже.",
              "Неисправности из-за неправильного подключения, отсутствия заземления, скачков напряжения, неподходящей лампы или мощности.",
              "Небольшие различия в оттенке стекла, рисунке дерева или патине латуни и состаренной отделки: они возникают из-за ручной работы и дефектом не являются.",
              "Изделия, которые кто-то другой переделывал, перекрашивал или ремонтировал.",
            ],
          },
        ],
      },
      {
        heading: "Подать заявку",
        blocks: [{ type: "shop", detail: "contact" }],
      },
    ],
  },
};
