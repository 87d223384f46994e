import { InfoPage, infoPageMetadata } from "@/modules/info/info-page";

export const generateMetadata = () => infoPageMetadata("privacy-policy");

export default function PrivacyPolicyPage() {
  return <InfoPage slug="privacy-policy" href="/privacy-policy" />;
}
