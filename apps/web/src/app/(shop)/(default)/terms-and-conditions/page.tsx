import { InfoPage, infoPageMetadata } from "@/modules/info/info-page";

// SPEC.md section 2: the terms answer at /site/terms and at /terms-and-conditions.
export const generateMetadata = () => infoPageMetadata("terms");

export default function TermsAndConditionsPage() {
  return <InfoPage slug="terms" href="/site/terms" />;
}
