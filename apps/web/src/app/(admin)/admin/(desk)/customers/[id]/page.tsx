import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CustomerDetail } from "@/admin/customers/customer-detail";

export const metadata: Metadata = { title: "Customer" };

export default async function AdminCustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const customerId = Number(id);
  if (!Number.isInteger(customerId) || customerId <= 0) notFound();
  return <CustomerDetail customerId={customerId} />;
}
