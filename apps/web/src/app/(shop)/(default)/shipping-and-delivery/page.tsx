import { InfoPage, infoPageMetadata } from "@/modules/info/info-page";

export const generateMetadata = () => infoPageMetadata("shipping-and-delivery");

export default function ShippingAndDeliveryPage() {
  return <InfoPage slug="shipping-and-delivery" href="/shipping-and-delivery" />;
}
