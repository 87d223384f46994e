import type { Metadata } from "next";
import { HomePage } from "@/modules/home/home-page";

export const metadata: Metadata = { alternates: { canonical: "/" } };

export default function HomeTwo() {
  return <HomePage variant="compact" />;
}
