import type { ReactNode } from "react";
import { AccountShell } from "@/modules/account/account-shell";

export default function CustomerLayout({ children }: { children: ReactNode }) {
  return <AccountShell>{children}</AccountShell>;
}
