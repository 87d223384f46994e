import type { Metadata } from "next";
import { Suspense } from "react";
import { CouponsPage } from "@/admin/coupons/coupons-page";

export const metadata: Metadata = { title: "Coupons" };

export default function AdminCouponsPage() {
  return (
    <Suspense>
      <CouponsPage />
    </Suspense>
  );
}
