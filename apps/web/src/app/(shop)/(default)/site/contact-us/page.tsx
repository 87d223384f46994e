import { ContactPage, contactPageMetadata } from "@/modules/contact/contact-page";

export const generateMetadata = contactPageMetadata;

export default function SiteContactUsPage() {
  return <ContactPage />;
}
