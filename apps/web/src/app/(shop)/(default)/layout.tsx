import type { ReactNode } from "react";
import { ShopLayout } from "@/modules/layout/shop-layout";

export default function DefaultLayout({ children }: { children: ReactNode }) {
  return <ShopLayout header="default">{children}</ShopLayout>;
}
