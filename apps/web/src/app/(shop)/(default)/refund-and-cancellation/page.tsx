import { InfoPage, infoPageMetadata } from "@/modules/info/info-page";

export const generateMetadata = () => infoPageMetadata("refund-and-cancellation");

export default function RefundAndCancellationPage() {
  return <InfoPage slug="refund-and-cancellation" href="/refund-and-cancellation" />;
}
