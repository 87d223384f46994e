import type { InfoPageContent, InfoPageSlug, LocalizedInfoPage } from "../types";
import { contentLocale } from "../types";
import { aboutUs } from "./about-us";
import { customOrders } from "./custom-orders";
import { howToOrder } from "./how-to-order";
import { pricing } from "./pricing";
import { privacyPolicy } from "./privacy-policy";
import { productCare } from "./product-care";
import { refundAndCancellation } from "./refund-and-cancellation";
import { replacementPolicy } from "./replacement-policy";
import { shippingAndDelivery } from "./shipping-and-delivery";
import { terms } from "./terms";
import { warranty } from "./warranty";

export const INFO_PAGES: Readonly<Record<InfoPageSlug, LocalizedInfoPage>> = {
  "about-us": aboutUs,
  pricing,
  "privacy-policy": privacyPolicy,
  "refund-and-cancellation": refundAndCancellation,
  "how-to-order": howToOrder,
  "shipping-and-delivery": shippingAndDelivery,
  "replacement-policy": replacementPolicy,
  "product-care": productCare,
  "custom-orders": customOrders,
  warranty,
  terms,
};

/** The page in the reader's language; ar and any other locale read the English text. */
export function getInfoPage(slug: InfoPageSlug, locale: string): InfoPageContent {
  return INFO_PAGES[slug][contentLocale(locale)];
}
