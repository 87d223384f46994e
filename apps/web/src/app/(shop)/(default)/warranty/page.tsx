import { InfoPage, infoPageMetadata } from "@/modules/info/info-page";

export const generateMetadata = () => infoPageMetadata("warranty");

export default function WarrantyPage() {
  return <InfoPage slug="warranty" href="/warranty" />;
}
