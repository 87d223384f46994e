import type { Metadata } from "next";
import { Suspense } from "react";
import { OrderDesk } from "@/admin/order-desk/order-desk";

export const metadata: Metadata = { title: "New order" };

export default function AdminNewOrderPage() {
  return (
    <Suspense>
      <OrderDesk />
    </Suspense>
  );
}
