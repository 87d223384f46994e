import type { LocalizedInfoPage } from "../types";

export const privacyPolicy: LocalizedInfoPage = {
  en: {
    description:
      "What personal data Roshni Lighting collects from trade buyers, why, who receives it, how long it is kept and how to exercise your rights under Indian law.",
    intro:
      "This policy explains how Roshni Lighting Pvt. Ltd. handles the personal data of people who use this shop, in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.",
    sections: [
      {
        heading: "What we collect",
        blocks: [
          {
            type: "list",
            items: [
              "Account details: your name, email address, mobile number, company name and GSTIN, and a password that we store only as a one-way hash.",
              "Delivery addresses, with the contact name and phone number for each.",
              "Orders: products, quantities, amounts, payments received, coupons used and the notes you add.",
              "Messages you send us through the contact form or by email, phone or chat.",
              "Technical data: your IP address and browser details in our server logs, kept for security.",
            ],
          },
        ],
      },
      {
        heading: "Why we use it",
        blocks: [
          {
            type: "list",
            items: [
              "To run your account, show the prices of your customer group and process your orders.",
              "To issue GST tax invoices and e-way bills and to keep the accounts that tax law requires.",
              "To dispatch your goods and tell you about your order, payment and delivery.",
              "To answer your questions, claims and enquiries.",
              "To protect the shop from fraud and misuse, for example by limiting repeated sign-in attempts.",
            ],
          },
          {
            type: "paragraph",
            text: "We send promotional messages only if you have asked for them, and every such message tells you how to stop them.",
          },
        ],
      },
      {
        heading: "Who receives it",
        blocks: [
          {
            type: "list",
            items: [
              "Transporters and couriers: the delivery name, address and phone number of your consignment.",
              "Our bank, to match and refund your payments.",
              "Our chartered accountant and the GST authorities, for invoices and returns.",
              "Service providers who host the shop and send our emails, under contracts that allow them to use the data only for us.",
              "Authorities, when the law requires it.",
            ],
          },
          {
            type: "paragraph",
            text: "We do not sell or rent personal data to anyone.",
          },
        ],
      },
      {
        heading: "Cookies and browser storage",
        blocks: [
          {
            type: "paragraph",
            text: "The shop keeps your cart, wish list, compare list, language and currency in your browser's local storage, and your sign-in in local storage and a cookie, so that pages show your prices. These are needed for the shop to work and are not used for advertising. Where we use an analytics or social-media measurement service, it receives the addresses of the pages you visit and technical details of your browser, never your account or order details.",
          },
        ],
      },
      {
        heading: "How long we keep it",
        blocks: [
          {
            type: "paragraph",
            text: "Invoices and the order records behind them are kept for as long as GST law requires (at present 72 months from the due date of the annual return for the year). Account details are kept while your account is open and deleted or anonymised within 90 days of your asking us to close it, except what the law requires us to keep. Contact-form messages are kept for 2 years; server logs for 90 days.",
          },
        ],
      },
      {
        heading: "Security",
        blocks: [
          {
            type: "paragraph",
            text: "The shop uses encrypted connections, passwords are stored only as hashes, and staff can see only the data they need for their work. If a breach affects your data, we will tell you and the Data Protection Board as the law requires.",
          },
        ],
      },
      {
        heading: "Your rights",
        blocks: [
          {
            type: "paragraph",
            text: "You can see and correct most of your data in your account. You can also ask us for a summary of the data we hold about you, to correct or delete it, or to withdraw a consent you gave, and you can nominate a person to act for you. We answer within 30 days.",
          },
        ],
      },
      {
        heading: "Grievance officer",
        blocks: [
          {
            type: "paragraph",
            text: "Write to our grievance officer at the address below, with 'Privacy' in the subject. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
          },
          { type: "shop", detail: "contact" },
          { type: "shop", detail: "registration" },
        ],
      },
    ],
  },
  ru: {
    description:
      "Какие персональные данные оптовых покупателей собирает Roshni Lighting, зачем, кому передаёт, сколько хранит и как реализовать ваши права по законам Индии.",
    intro:
      "Эта политика описывает, как Roshni Lighting Pvt. Ltd. обращается с персональными данными пользователей магазина в соответствии с Законом о защите цифровых персональных данных 2023 года (DPDP Act) и Законом об информационных технологиях 2000 года.",
    sections: [
      {
        heading: "Что мы собираем",
        blocks: [
          {
            type: "list",
            items: [
              "Данные аккаунта: имя, email, номер мобильного, название компании и GSTIN, а также пароль, который мы храним только в виде необратимого хеша.",
              "Адреса доставки с именем и телефоном получателя для каждого.",
              "Заказы: товары, количество, суммы, полученные платежи, использованные купоны и ваши комментарии.",
              "Сообщения, которые вы присылаете через форму обратной связи, по email, телефону или в чате.",
              "Технические данные: IP-адрес и сведения о браузере в журналах сервера, которые мы храним для безопасности.",
            ],
          },
        ],
      },
      {
        heading: "Зачем мы их используем",
        blocks: [
          {
            type: "list",
            items: [
              "Чтобы вести ваш аккаунт, показывать цены вашей группы покупателей и выполнять заказы.",
              "Чтобы выставлять счета-фактуры GST и e-way bill и вести учёт, которого требует налоговое законодательство.",
              "Чтобы отправлять товар и сообщать вам о заказе, оплате и доставке.",
              "Чтобы отвечать на ваши вопросы, претензии и запросы.",
              "Чтобы защищать магазин от мошенничества и злоупотреблений, например ограничивая повторные попытки входа.",
            ],
          },
          {
            type: "paragraph",
            text: "Рекламные сообщения мы отправляем только по вашей просьбе, и в каждом из них сказано, как от них отказаться.",
          },
        ],
      },
      {
        heading: "Кому мы их передаём",
        blocks: [
          {
            type: "list",
            items: [
              "Перевозчикам и курьерам — имя, адрес и телефон получателя груза.",
              "Нашему банку — чтобы сопоставлять платежи и делать возвраты.",
              "Нашему бухгалтеру (chartered accountant) и налоговым органам GST — для счетов и отчётности.",
              "Поставщикам услуг, которые размещают магазин и отправляют наши письма, по договорам, разрешающим использовать данные только для нас.",
              "Государственным органам — когда этого требует закон.",
            ],
          },
          {
            type: "paragraph",
            text: "Мы никому не продаём и не сдаём в аренду персональные данные.",
          },
        ],
      },
      {
        heading: "Cookie и хранилище браузера",
        blocks: [
          {
            type: "paragraph",
            text: "Магазин хранит вашу корзину, список желаний, список сравнения, язык и валюту в локальном хранилище браузера, а вход в аккаунт — в локальном хранилище и cookie, чтобы страницы показывали ваши цены. Это нужно для работы магазина и не используется для рекламы. Если мы используем сервис аналитики или измерения для соцсетей, он получает адреса просмотренных страниц и технические сведения о браузере, но никогда — данные аккаунта или заказов.",
          },
        ],
      },
      {
        heading: "Сколько мы их храним",
        blocks: [
          {
            type: "paragraph",
            text: "Счета и записи о заказах хранятся столько, сколько требует закон о GST (сейчас 72 месяца с установленной даты подачи годовой декларации за соответствующий год). Данные аккаунта хранятся, пока аккаунт открыт, и удаляются или обезличиваются в течение 90 дней после вашей просьбы закрыть его — кроме того, что мы обязаны хранить по закону. Сообщения из формы обратной связи хранятся 2 года, журналы сервера — 90 дней.",
          },
        ],
      },
      {
        heading: "Безопасность",
        blocks: [
          {
            type: "paragraph",
            text: "Магазин работает по зашифрованным соединениям, пароли хранятся только в виде хешей, а сотрудники видят лишь те данные, которые нужны им для работы. Если утечка затронет ваши данные, мы сообщим вам и Совету по защите данных, как требует закон.",
          },
        ],
      },
      {
        heading: "Ваши права",
        blocks: [
          {
            type: "paragraph",
            text: "Большую часть данных вы можете посмотреть и исправить в своём аккаунте. Вы также можете запросить у нас сводку хранящихся о вас данных, попросить исправить или удалить их, отозвать данное согласие и назначить человека, который будет действовать от вашего имени. Мы отвечаем в течение 30 дней.",
          },
        ],
      },
      {
        heading: "Ответственный за рассмотрение жалоб",
        blocks: [
          {
            type: "paragraph",
            text: "Пишите ответственному за рассмотрение жалоб по адресу ниже, указав в теме «Privacy». Если наш ответ вас не устроит, вы можете обратиться в Совет по защите данных Индии (Data Protection Board of India).",
          },
          { type: "shop", detail: "contact" },
          { type: "shop", detail: "registration" },
        ],
      },
    ],
  },
};
