import type { Metadata } from "next";
import { Suspense } from "react";
import { DispatchQueue } from "@/admin/dispatch/dispatch-queue";

export const metadata: Metadata = { title: "Dispatch queue" };

export default function AdminDispatchPage() {
  return (
    <Suspense>
      <DispatchQueue />
    </Suspense>
  );
}
