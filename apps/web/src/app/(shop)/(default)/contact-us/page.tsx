import { ContactPage, contactPageMetadata } from "@/modules/contact/contact-page";

// SPEC.md section 2: the contacts answer at /site/contact-us and at /contact-us.
export const generateMetadata = contactPageMetadata;

export default function ContactUsPage() {
  return <ContactPage />;
}
