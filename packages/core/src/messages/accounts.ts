import type { MessageBuyer } from "./orders";
import { type Message, messageLanguageOf, SHOP_SIGNATURE } from "./types";

export interface CustomerApprovedInput {
  buyer: MessageBuyer;
  groupName: string;
  /** The storefront's sign-in page. */
  loginLink: string;
}

/** To a buyer placed in a price group other than the default one. */
export function customerApprovedMessage(input: CustomerApprovedInput): Message {
  const language = messageLanguageOf(input.buyer.language);
  const { groupName, loginLink } = input;
  if (language === "ru") {
    return {
      language,
      subject: `Ваш аккаунт Roshni Lighting одобрен для цен ${groupName}`,
      text: [
        `Здравствуйте, ${input.buyer.name}!`,
        "",
        `Мы одобрили ваш аккаунт для наших цен ${groupName}. Войдите, и каждый товар будет показан по вашей цене.`,
        "",
        loginLink,
        "",
        SHOP_SIGNATURE,
      ].join("\n"),
      whatsapp: null,
    };
  }
  return {
    language,
    subject: `Your Roshni Lighting account is approved for ${groupName} prices`,
    text: [
      `Dear ${input.buyer.name},`,
      "",
      `We have approved your account for our ${groupName} prices. Sign in and every product shows your price from now on.`,
      "",
      loginLink,
      "",
      SHOP_SIGNATURE,
    ].join("\n"),
    whatsapp: null,
  };
}

export interface PasswordResetInput {
  buyer: MessageBuyer;
  /** The single-use reset link, valid one hour. */
  link: string;
}

/** To a buyer who asked to reset their password. */
export function passwordResetMessage(input: PasswordResetInput): Message {
  const language = messageLanguageOf(input.buyer.language);
  if (language === "ru") {
    return {
      language,
      subject: "Сброс пароля Roshni Lighting",
      text: [
        `Здравствуйте, ${input.buyer.name}!`,
        "",
        "Кто-то (надеемся, вы) попросил сбросить пароль вашего аккаунта Roshni Lighting.",
        "Откройте эту ссылку в течение часа, чтобы выбрать новый пароль:",
        "",
        input.link,
        "",
        "Ссылка работает один раз. Если вы не просили сброс, просто проигнорируйте это письмо: пароль останется прежним.",
        "",
        SHOP_SIGNATURE,
      ].join("\n"),
      whatsapp: null,
    };
  }
  return {
    language,
    subject: "Reset your Roshni Lighting password",
    text: [
      `Dear ${input.buyer.name},`,
      "",
      "Someone (we hope you) asked to reset the password of your Roshni Lighting account.",
      "Open this link within one hour to choose a new password:",
      "",
      input.link,
      "",
      "The link works once. If you did not ask for it, ignore this mail: your password stays as it is.",
      "",
      SHOP_SIGNATURE,
    ].join("\n"),
    whatsapp: null,
  };
}

/** To a buyer the shop added while taking their order: choose a password to see the order online. */
export function buyerInvitationMessage(input: PasswordResetInput): Message {
  const language = messageLanguageOf(input.buyer.language);
  if (language === "ru") {
    return {
      language,
      subject: "Ваш аккаунт Roshni Lighting",
      text: [
        `Здравствуйте, ${input.buyer.name}!`,
        "",
        "Мы открыли для вас аккаунт Roshni Lighting, чтобы вы видели свои заказы, счета и оплаты.",
        "Откройте эту ссылку в течение 7 дней и выберите пароль:",
        "",
        input.link,
        "",
        "Ссылка работает один раз. Позже пароль можно задать через «Забыли пароль?».",
        "",
        SHOP_SIGNATURE,
      ].join("\n"),
      whatsapp: null,
    };
  }
  return {
    language,
    subject: "Your Roshni Lighting account",
    text: [
      `Dear ${input.buyer.name},`,
      "",
      "We have opened a Roshni Lighting account for you, so that you can see your orders, invoices and payments.",
      "Open this link within 7 days to choose your password:",
      "",
      input.link,
      "",
      'The link works once. Later you can always choose one with "Forgot password?" on the sign-in page.',
      "",
      SHOP_SIGNATURE,
    ].join("\n"),
    whatsapp: null,
  };
}

/** To a staff member who asked to reset their back-office password (staff read English). */
export function staffPasswordForgotMessage(input: { name: string; link: string }): Message {
  return {
    language: "en",
    subject: "Reset your Roshni Lighting back-office password",
    text: [
      `Dear ${input.name},`,
      "",
      "Someone (we hope you) asked to reset your password for the Roshni Lighting back office.",
      "Open this link within 30 minutes to choose a new password:",
      "",
      input.link,
      "",
      "The link works once. If you did not ask for it, ignore this mail: your password stays as it is.",
    ].join("\n"),
    whatsapp: null,
  };
}

/** To a staff member whose password the owner reset: they are signed out and choose a new one. */
export function staffPasswordResetMessage(input: { name: string; link: string }): Message {
  return {
    language: "en",
    subject: "Choose a new password for the Roshni Lighting back office",
    text: [
      `Dear ${input.name},`,
      "",
      "The shop's owner has reset your password for the Roshni Lighting back office, and you have been",
      "signed out everywhere. Open this link within 24 hours to choose a new password:",
      "",
      input.link,
      "",
      'The link works once. If it has expired, use "Forgot password?" on the sign-in page.',
    ].join("\n"),
    whatsapp: null,
  };
}

export interface ContactReceivedInput {
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

/** To the shop: a message from the contact form, with the sender's address so staff can reply. */
export function contactReceivedMessage(input: ContactReceivedInput): Message & { replyTo: string } {
  return {
    language: "en",
    // Staff answer with their mail program's Reply: it goes to the buyer, not back to the shop.
    replyTo: `${input.name.replace(/[<>"\r\n]/g, "")} <${input.email}>`,
    subject: `Contact form: ${input.name}`,
    text: [
      `From: ${input.name} <${input.email}>`,
      `Phone: ${input.phone ?? "not given"}`,
      "",
      input.message,
    ].join("\n"),
    whatsapp: null,
  };
}

/** A wa.me link that opens WhatsApp on a chat with `phone` (E.164) and `text`, if any, typed in. */
export function whatsAppChatLink(phone: string, text: string): string {
  const chat = `https://wa.me/${phone.replace(/\D/g, "")}`;
  return text ? `${chat}?text=${encodeURIComponent(text)}` : chat;
}

export interface TradeApplicationInput {
  buyer: MessageBuyer;
  /** The buyer's account page, where the same news shows until the shop decides. */
  accountLink: string;
}

/** To a buyer who registered with a company or GSTIN: the wholesale account is being checked. */
export function tradeApplicationMessage(input: TradeApplicationInput): Message {
  const language = messageLanguageOf(input.buyer.language);
  if (language === "ru") {
    return {
      language,
      subject: "Мы проверяем ваш оптовый аккаунт Roshni Lighting",
      text: [
        `Здравствуйте, ${input.buyer.name}!`,
        "",
        "Спасибо за регистрацию. Мы проверяем ваш оптовый аккаунт (компанию и GSTIN) и напишем, когда он будет одобрен. До тех пор вы видите розничные цены и можете заказывать по ним.",
        "",
        input.accountLink,
        "",
        SHOP_SIGNATURE,
      ].join("\n"),
      whatsapp: null,
    };
  }
  return {
    language,
    subject: "We are checking your Roshni Lighting wholesale account",
    text: [
      `Dear ${input.buyer.name},`,
      "",
      "Thank you for registering. We are checking your wholesale account (your firm and GSTIN) and will write to you when it is approved. Until then you see retail prices and can order at them.",
      "",
      input.accountLink,
      "",
      SHOP_SIGNATURE,
    ].join("\n"),
    whatsapp: null,
  };
}

export interface TradeApplicationShopInput {
  buyer: { name: string; email: string; phone: string; companyName: string | null; gstin: string | null };
  /** The buyer in the back office, where staff approve them into a group. */
  adminLink: string;
}

/** To the shop: a trade buyer registered and waits for approval (staff read English). */
export function tradeApplicationShopMessage(input: TradeApplicationShopInput): Message & { replyTo: string } {
  const { buyer } = input;
  return {
    language: "en",
    replyTo: `${buyer.name.replace(/[<>"\r\n]/g, "")} <${buyer.email}>`,
    subject: `Wholesale account to check: ${buyer.companyName ?? buyer.name}`,
    text: [
      `${buyer.name} registered as a trade buyer and waits for a wholesale price group.`,
      "",
      `Firm: ${buyer.companyName ?? "not given"}`,
      `GSTIN: ${buyer.gstin ?? "not given"}`,
      `Email: ${buyer.email}   Phone: ${buyer.phone}`,
      "",
      `Check and approve in the back office: ${input.adminLink}`,
    ].join("\n"),
    whatsapp: null,
  };
}
