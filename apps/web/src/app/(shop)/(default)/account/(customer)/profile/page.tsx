import type { Metadata } from "next";
import { getAccountText } from "@/modules/account/account-text-server";
import { ProfileEditor } from "@/modules/account/profile-form";
import { requireCustomerCookie } from "@/modules/account/require-customer";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAccountText();
  return { title: t("profile.title") };
}

export default async function Page() {
  await requireCustomerCookie("/account/profile");
  return <ProfileEditor />;
}
