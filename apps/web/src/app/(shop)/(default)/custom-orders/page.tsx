import { InfoPage, infoPageMetadata } from "@/modules/info/info-page";

export const generateMetadata = () => infoPageMetadata("custom-orders");

export default function CustomOrdersPage() {
  return <InfoPage slug="custom-orders" href="/custom-orders" />;
}
