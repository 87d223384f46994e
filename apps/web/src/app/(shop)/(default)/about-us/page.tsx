import { InfoPage, infoPageMetadata } from "@/modules/info/info-page";

export const generateMetadata = () => infoPageMetadata("about-us");

export default function AboutUsPage() {
  return <InfoPage slug="about-us" href="/about-us" />;
}
