import { redirect } from "next/navigation";
import { ACCOUNT_HOME } from "@/modules/account/next-path";

/** `/account` itself has nothing of its own: the dashboard is the account's home. */
export default function AccountIndex() {
  redirect(ACCOUNT_HOME);
}
