import type { ReactNode } from "react";
import { AdminShell } from "@/admin/shell/admin-shell";

/** Every signed-in back-office page; without a staff session the shell sends the browser to sign in. */
export default function DeskLayout({ children }: { children: ReactNode }) {
  return <AdminShell>{children}</AdminShell>;
}
