import type { Category, ShopSettings } from "@/lib/api/types";
import { DesktopHeader, type HeaderVariant } from "./desktop-header";
import { menuCategories } from "./links";
import { MobileHeader } from "./mobile-header";

/** Desktop and mobile headers; CSS shows one of them at the 991 px breakpoint. */
export function SiteHeader({
  categories,
  settings,
  variant = "default",
}: {
  categories: Category[];
  settings: ShopSettings | null;
  variant?: HeaderVariant;
}) {
  const menu = menuCategories(categories);
  return (
    <>
      <DesktopHeader categories={menu} phone={settings?.phones[0] ?? null} variant={variant} />
      <MobileHeader categories={menu} />
    </>
  );
}
