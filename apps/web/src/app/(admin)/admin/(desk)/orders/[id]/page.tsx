import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OrderDetail } from "@/admin/orders/order-detail";

export const metadata: Metadata = { title: "Order" };

export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const orderId = Number(id);
  if (!Number.isInteger(orderId) || orderId <= 0) notFound();
  return <OrderDetail orderId={orderId} />;
}
