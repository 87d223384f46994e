import type { Metadata } from "next";
import { getAccountText } from "@/modules/account/account-text-server";
import { OrderHistory } from "@/modules/account/order-history";
import { pageParam, requireCustomerCookie } from "@/modules/account/require-customer";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAccountText();
  return { title: t("orders.title") };
}

export default async function Orders({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const page = pageParam((await searchParams).page);
  await requireCustomerCookie(page > 1 ? `/account/orders?page=${page}` : "/account/orders");
  return <OrderHistory page={page} />;
}
