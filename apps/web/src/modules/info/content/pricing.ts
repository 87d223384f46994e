import type { LocalizedInfoPage } from "../types";

export const pricing: LocalizedInfoPage = {
  en: {
    description:
      "How Roshni Lighting prices an order: trade prices excl. GST, wholesale prices, MOQ, packaging and shipping slabs, 'to pay' shipping and a worked example.",
    intro:
      "Every amount on an invoice follows the rules on this page; the cart and checkout work them out the same way, to the paisa, before you pay.",
    sections: [
      {
        heading: "Product prices",
        blocks: [
          {
            type: "list",
            items: [
              "MRP is the printed maximum retail price. Your price is the trade price for your account, usually well below it; the saving is shown next to each product.",
              "Visitors and new accounts see our standard trade price. Approved business accounts see wholesale prices, which are lower again; they apply to the whole catalogue once your account is approved.",
              "All prices are exclusive of GST ('excl. GST'). The price including GST is price + price × GST rate / 100.",
              "Prices are in Indian rupees. Switching the display to US dollars converts at the rate shown in the shop; orders are always placed and invoiced in rupees.",
            ],
          },
        ],
      },
      {
        heading: "GST",
        blocks: [
          {
            type: "paragraph",
            text: "Each product carries its own GST rate, 12% or 18% depending on its HSN code. GST on each line is charged at that line's rate. Packaging and shipping are taxed at the highest rate among the products in your order. Deliveries within Delhi carry CGST and SGST; deliveries to other states carry IGST. Enter your GSTIN on your account to receive a B2B tax invoice.",
          },
        ],
      },
      {
        heading: "Minimum order quantity",
        blocks: [
          {
            type: "paragraph",
            text: "Every product has a minimum order quantity (MOQ), shown on the product page. Below the MOQ you can buy only what is in stock ('Buy in stock 1 to 8 else MOQ = 10' means up to 8 pieces from stock, otherwise at least 10). At or above the MOQ the quantity is made to order: processing time 15 to 20 days.",
          },
        ],
      },
      {
        heading: "Packaging",
        blocks: [
          {
            type: "paragraph",
            text: "Lights travel in corrugated cartons with foam, and chandeliers in wooden crates. Packaging is charged as a percentage of the order subtotal (before GST); the percentage falls as the order grows. Each limit is inclusive: an order exactly at a limit pays that row's percentage.",
          },
          { type: "pricing", table: "packaging" },
        ],
      },
      {
        heading: "Shipping",
        blocks: [
          {
            type: "paragraph",
            text: "Shipping to your address, anywhere in India, is charged the same way, as a percentage of the order subtotal by slab:",
          },
          { type: "pricing", table: "shipping" },
          {
            type: "paragraph",
            text: "'To pay' shipping: tick it at checkout and we charge no shipping at all. We book the consignment with a road transporter and you pay the freight to the transporter when you take delivery, at the transporter's rates. Many buyers outside North India find this cheaper for large orders.",
          },
        ],
      },
      {
        heading: "A worked example",
        blocks: [
          {
            type: "paragraph",
            text: "An order of wall lights (GST 18%) and LED bulb packs (GST 12%), worked out by the same code as the cart, once with shipping charged by slab and once with 'to pay' shipping:",
          },
          { type: "pricing", table: "example" },
        ],
      },
      {
        heading: "Coupons",
        blocks: [
          {
            type: "paragraph",
            text: "A coupon can take a percentage off the subtotal (GST on the products falls with it), and can reduce packaging or shipping by a percentage or a fixed amount, never below zero. Enter the code in the cart; the totals update before you check out.",
          },
        ],
      },
    ],
  },
  ru: {
    description:
      "Как Roshni Lighting считает заказ: оптовые цены без GST, цены для оптовиков, MOQ, ставки упаковки и доставки, доставка «to pay» и пример расчёта.",
    intro:
      "Каждая сумма в счёте следует правилам на этой странице; корзина и оформление заказа считают их точно так же, до пайсы, ещё до оплаты.",
    sections: [
      {
        heading: "Цены товаров",
        blocks: [
          {
            type: "list",
            items: [
              "MRP — напечатанная максимальная розничная цена. Ваша цена — оптовая цена для вашего аккаунта, обычно заметно ниже; экономия указана рядом с каждым товаром.",
              "Посетители и новые аккаунты видят нашу стандартную оптовую цену. Одобренные бизнес-аккаунты видят цены для оптовиков, ещё ниже; после одобрения они действуют на весь каталог.",
              "Все цены указаны без GST («excl. GST»). Цена с GST = цена + цена × ставка GST / 100.",
              "Цены — в индийских рупиях. Показ в долларах США пересчитывается по курсу магазина; заказы всегда оформляются и выставляются в рупиях.",
            ],
          },
        ],
      },
      {
        heading: "GST",
        blocks: [
          {
            type: "paragraph",
            text: "У каждого товара своя ставка GST — 12 % или 18 % в зависимости от кода HSN. GST по каждой строке начисляется по ставке этой строки. Упаковка и доставка облагаются по самой высокой ставке среди товаров заказа. При доставке в пределах Дели начисляются CGST и SGST, в другие штаты — IGST. Укажите GSTIN в аккаунте, чтобы получить счёт-фактуру B2B.",
          },
        ],
      },
      {
        heading: "Минимальный объём заказа",
        blocks: [
          {
            type: "paragraph",
            text: "У каждого товара есть минимальный объём заказа (MOQ), он указан на странице товара. Меньше MOQ можно купить только то, что есть на складе (надпись «Buy in stock 1 to 8 else MOQ = 10» значит: до 8 штук со склада, иначе не меньше 10). От MOQ и выше товар изготавливается под заказ: срок обработки — от 15 до 20 дней.",
          },
        ],
      },
      {
        heading: "Упаковка",
        blocks: [
          {
            type: "paragraph",
            text: "Светильники едут в гофрокоробах с пенным уплотнителем, люстры — в деревянной обрешётке. Упаковка считается в процентах от суммы заказа без GST; чем больше заказ, тем ниже процент. Верхняя граница строки включается в неё: заказ ровно на эту сумму считается по проценту этой строки.",
          },
          { type: "pricing", table: "packaging" },
        ],
      },
      {
        heading: "Доставка",
        blocks: [
          {
            type: "paragraph",
            text: "Доставка по вашему адресу в любую точку Индии считается так же — в процентах от суммы заказа по шкале:",
          },
          { type: "pricing", table: "shipping" },
          {
            type: "paragraph",
            text: "Доставка «to pay»: отметьте её при оформлении, и мы не берём плату за доставку вовсе. Мы сдаём груз автоперевозчику, а вы оплачиваете перевозку ему при получении, по его тарифам. Покупателям за пределами Северной Индии это часто выгоднее для крупных заказов.",
          },
        ],
      },
      {
        heading: "Пример расчёта",
        blocks: [
          {
            type: "paragraph",
            text: "Заказ настенных светильников (GST 18 %) и упаковок светодиодных ламп (GST 12 %), рассчитанный тем же кодом, что и корзина: с доставкой по шкале и с доставкой «to pay»:",
          },
          { type: "pricing", table: "example" },
        ],
      },
      {
        heading: "Купоны",
        blocks: [
          {
            type: "paragraph",
            text: "Купон может снизить сумму товаров на процент (GST на товары снижается вместе с ней), а также уменьшить упаковку или доставку на процент или фиксированную сумму, но не ниже нуля. Введите код в корзине — итоги пересчитаются до оформления заказа.",
          },
        ],
      },
    ],
  },
};
