import { HomePage } from "@/modules/home/home-page";

export default function Home() {
  return <HomePage variant="default" />;
}
