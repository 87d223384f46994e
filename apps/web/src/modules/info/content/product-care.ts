import type { LocalizedInfoPage } from "../types";

export const productCare: LocalizedInfoPage = {
  en: {
    description:
      "How to clean crystal chandeliers, brass and antique finishes, glass shades and outdoor lights, and how to keep decorative lighting safe for years.",
    intro:
      "A little care keeps a light looking as it did on the first day. These are the instructions we give our own fitters; pass them on to your customers.",
    sections: [
      {
        heading: "Before you clean",
        blocks: [
          {
            type: "list",
            items: [
              "Switch off at the switch and at the MCB, and let bulbs cool for at least 15 minutes.",
              "Use a stable ladder and have a second person hand up tools and parts.",
              "Photograph a chandelier before you take crystals or shades off, so that they go back in the same places.",
            ],
          },
        ],
      },
      {
        heading: "Crystal and glass",
        blocks: [
          {
            type: "list",
            items: [
              "Dust every few weeks with a soft, dry microfibre cloth or a feather duster.",
              "Twice a year, take crystals and glass shades off and wash them in lukewarm water with a few drops of mild dish soap. Rinse in clean water and dry with a lint-free cloth; wear cotton gloves to avoid fingerprints.",
              "Never spray cleaner onto a light that is hanging: liquid runs into the holders and wiring.",
              "Do not put hand-blown or painted glass in a dishwasher.",
            ],
          },
        ],
      },
      {
        heading: "Metal finishes",
        blocks: [
          {
            type: "list",
            items: [
              "Brass, copper, gold and chrome finishes are lacquered. Wipe them with a dry or barely damp cloth only.",
              "Do not use metal polish, acids, lemon, vinegar or abrasive pads: they strip the lacquer and the finish then tarnishes.",
              "Antique and oxidised finishes are meant to look aged; their colour deepens slowly over time.",
              "Powder-coated black and white finishes can be wiped with a damp cloth and a little mild soap.",
            ],
          },
        ],
      },
      {
        heading: "Fabric, wood and rattan",
        blocks: [
          {
            type: "paragraph",
            text: "Vacuum fabric shades with a soft brush attachment and remove marks with a barely damp cloth. Keep wood and rattan away from water; dust them with a dry brush. Use bulbs no hotter than the shade's rated wattage, ideally LED.",
          },
        ],
      },
      {
        heading: "Outdoor lights",
        blocks: [
          {
            type: "list",
            items: [
              "Check the gaskets and cable glands before every monsoon and tighten the cover screws.",
              "Rinse off dust and salt near the sea with a damp cloth; never use a pressure washer.",
              "Face the cable entry downwards so that water cannot run into it.",
              "Use only bulbs rated for enclosed fittings inside sealed outdoor lights.",
            ],
          },
        ],
      },
      {
        heading: "Bulbs and electrical safety",
        blocks: [
          {
            type: "list",
            items: [
              "Never exceed the maximum wattage marked on the holder. An LED bulb gives the same light as a filament bulb at a fraction of the wattage and heat.",
              "Use dimmers made for LEDs with dimmable LED bulbs; other combinations flicker or hum.",
              "Have lights fitted by a qualified electrician, with earthing connected to every metal fitting.",
              "Where the supply fluctuates, protect lighting circuits with a stabiliser or surge protector.",
              "Heavy chandeliers need a ceiling hook or anchor rated for their weight; do not hang them from a fan box or false ceiling alone.",
            ],
          },
        ],
      },
      {
        heading: "Storage",
        blocks: [
          {
            type: "paragraph",
            text: "Keep stock in its cartons, dry and off the floor, with glass-heavy cartons at the bottom and no more than five cartons high. Humidity tarnishes unlacquered metal and weakens cartons during the monsoon.",
          },
        ],
      },
    ],
  },
  ru: {
    description:
      "Как чистить хрустальные люстры, латунную и состаренную отделку, стеклянные плафоны и уличные светильники и как годами безопасно пользоваться декоративным светом.",
    intro:
      "Немного ухода — и светильник выглядит как в первый день. Эти инструкции мы даём своим монтажникам; передайте их своим покупателям.",
    sections: [
      {
        heading: "Перед чисткой",
        blocks: [
          {
            type: "list",
            items: [
              "Выключите свет выключателем и автоматом (MCB) и дайте лампам остыть не менее 15 минут.",
              "Используйте устойчивую стремянку; пусть второй человек подаёт инструменты и детали.",
              "Сфотографируйте люстру, прежде чем снимать хрусталь или плафоны, чтобы вернуть их на те же места.",
            ],
          },
        ],
      },
      {
        heading: "Хрусталь и стекло",
        blocks: [
          {
            type: "list",
            items: [
              "Раз в несколько недель смахивайте пыль мягкой сухой салфеткой из микрофибры или метёлкой.",
              "Дважды в год снимайте хрусталь и стеклянные плафоны и мойте их в тёплой воде с несколькими каплями мягкого средства для посуды. Ополосните чистой водой и вытрите безворсовой тканью; надевайте хлопковые перчатки, чтобы не оставлять отпечатков.",
              "Никогда не распыляйте средство на висящий светильник: жидкость затекает в патроны и проводку.",
              "Не мойте выдувное или расписное стекло в посудомоечной машине.",
            ],
          },
        ],
      },
      {
        heading: "Металлическая отделка",
        blocks: [
          {
            type: "list",
            items: [
              "Латунь, медь, золото и хром покрыты лаком. Протирайте их только сухой или чуть влажной тканью.",
              "Не используйте полироль для металла, кислоты, лимон, уксус и абразивные губки: они снимают лак, и отделка темнеет.",
              "Состаренная и оксидированная отделка и должна выглядеть старой; её цвет со временем медленно углубляется.",
              "Чёрную и белую порошковую покраску можно протирать влажной тканью с небольшим количеством мягкого мыла.",
            ],
          },
        ],
      },
      {
        heading: "Ткань, дерево и ротанг",
        blocks: [
          {
            type: "paragraph",
            text: "Тканевые абажуры чистите пылесосом с мягкой щёткой, пятна удаляйте чуть влажной тканью. Берегите дерево и ротанг от воды, пыль смахивайте сухой кистью. Мощность ламп не должна превышать допустимую для абажура; лучше всего светодиодные.",
          },
        ],
      },
      {
        heading: "Уличные светильники",
        blocks: [
          {
            type: "list",
            items: [
              "Перед каждым сезоном муссонов проверяйте уплотнители и кабельные вводы и подтягивайте винты крышки.",
              "Пыль и морскую соль у побережья смывайте влажной тканью; никогда не используйте мойку высокого давления.",
              "Направляйте кабельный ввод вниз, чтобы в него не затекала вода.",
              "В герметичных уличных светильниках используйте только лампы, рассчитанные на закрытые светильники.",
            ],
          },
        ],
      },
      {
        heading: "Лампы и электробезопасность",
        blocks: [
          {
            type: "list",
            items: [
              "Никогда не превышайте максимальную мощность, указанную на патроне. Светодиодная лампа даёт тот же свет, что и лампа накаливания, при гораздо меньших мощности и нагреве.",
              "С диммируемыми светодиодными лампами используйте диммеры для LED; другие сочетания мерцают или гудят.",
              "Доверяйте установку квалифицированному электрику и заземляйте каждый металлический светильник.",
              "При нестабильном напряжении защищайте линии освещения стабилизатором или устройством защиты от перенапряжения.",
              "Тяжёлым люстрам нужен потолочный крюк или анкер, рассчитанный на их вес; не вешайте их только на коробку вентилятора или подвесной потолок.",
            ],
          },
        ],
      },
      {
        heading: "Хранение",
        blocks: [
          {
            type: "paragraph",
            text: "Храните товар в коробках, в сухом месте и не на полу: коробки с большим количеством стекла — внизу, не выше пяти коробок в штабеле. Влажность в сезон муссонов вызывает потемнение неполированного металла и ослабляет картон.",
          },
        ],
      },
    ],
  },
};
