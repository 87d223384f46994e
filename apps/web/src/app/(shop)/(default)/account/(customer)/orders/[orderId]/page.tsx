import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getAccountText } from "@/modules/account/account-text-server";
import { OrderDetail } from "@/modules/account/order-detail";
import { idParam, requireCustomerCookie } from "@/modules/account/require-customer";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAccountText();
  return { title: t("orders.title") };
}

export default async function OrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  await requireCustomerCookie(`/account/orders/${encodeURIComponent(orderId)}`);
  const id = idParam(orderId);
  if (id === null) notFound();
  return <OrderDetail orderId={id} />;
}
