import type { Metadata } from "next";
import { Suspense } from "react";
import { CustomersList } from "@/admin/customers/customers-list";

export const metadata: Metadata = { title: "Customers" };

export default function AdminCustomersPage() {
  return (
    <Suspense>
      <CustomersList />
    </Suspense>
  );
}
