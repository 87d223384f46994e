import type { ReactNode } from "react";
import { ShopLayout } from "@/modules/layout/shop-layout";

/** SPEC.md section 2: /home-two uses the compact header layout. */
export default function CompactLayout({ children }: { children: ReactNode }) {
  return <ShopLayout header="compact">{children}</ShopLayout>;
}
