import { InfoPage, infoPageMetadata } from "@/modules/info/info-page";

export const generateMetadata = () => infoPageMetadata("pricing");

export default function PricingPage() {
  return <InfoPage slug="pricing" href="/pricing" />;
}
