import { InfoPage, infoPageMetadata } from "@/modules/info/info-page";

export const generateMetadata = () => infoPageMetadata("terms");

export default function TermsPage() {
  return <InfoPage slug="terms" href="/site/terms" />;
}
