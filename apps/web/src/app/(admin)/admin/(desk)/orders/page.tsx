import type { Metadata } from "next";
import { Suspense } from "react";
import { OrdersList } from "@/admin/orders/orders-list";

export const metadata: Metadata = { title: "Orders" };

export default function AdminOrdersPage() {
  return (
    <Suspense>
      <OrdersList />
    </Suspense>
  );
}
