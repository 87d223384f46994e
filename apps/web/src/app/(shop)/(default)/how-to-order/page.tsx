import { InfoPage, infoPageMetadata } from "@/modules/info/info-page";

export const generateMetadata = () => infoPageMetadata("how-to-order");

export default function HowToOrderPage() {
  return <InfoPage slug="how-to-order" href="/how-to-order" />;
}
