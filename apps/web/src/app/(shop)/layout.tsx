import type { ReactNode } from "react";
import { ShopFrame } from "@/modules/layout/shop-frame";

/** Every storefront page: the buyer's state and the floating pieces; `(default)`/`(compact)` pick the header. */
export default function ShopGroupLayout({ children }: { children: ReactNode }) {
  return <ShopFrame>{children}</ShopFrame>;
}
