import { InfoPage, infoPageMetadata } from "@/modules/info/info-page";

export const generateMetadata = () => infoPageMetadata("replacement-policy");

export default function ReplacementPolicyPage() {
  return <InfoPage slug="replacement-policy" href="/replacement-policy" />;
}
