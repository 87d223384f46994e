import type { Metadata } from "next";
import { Suspense } from "react";
import { StockGrid } from "@/admin/stock/stock-grid";

export const metadata: Metadata = { title: "Stock and prices" };

export default function AdminStockPage() {
  return (
    <Suspense>
      <StockGrid />
    </Suspense>
  );
}
