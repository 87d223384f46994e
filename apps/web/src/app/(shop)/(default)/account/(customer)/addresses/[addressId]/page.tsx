import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getAccountText } from "@/modules/account/account-text-server";
import { AddressEditor } from "@/modules/account/address-book";
import { idParam, requireCustomerCookie } from "@/modules/account/require-customer";

export async function generateMetadata({
  params,
}: {
  params: Promise<{ addressId: string }>;
}): Promise<Metadata> {
  const t = await getAccountText();
  const { addressId } = await params;
  return { title: addressId === "new" ? t("addresses.newTitle") : t("addresses.editTitle") };
}

export default async function AddressPage({ params }: { params: Promise<{ addressId: string }> }) {
  const { addressId } = await params;
  await requireCustomerCookie(`/account/addresses/${encodeURIComponent(addressId)}`);
  if (addressId === "new") return <AddressEditor addressId="new" />;
  const id = idParam(addressId);
  if (id === null) notFound();
  return <AddressEditor addressId={id} />;
}
