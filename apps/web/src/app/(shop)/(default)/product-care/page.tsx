import { InfoPage, infoPageMetadata } from "@/modules/info/info-page";

export const generateMetadata = () => infoPageMetadata("product-care");

export default function ProductCarePage() {
  return <InfoPage slug="product-care" href="/product-care" />;
}
