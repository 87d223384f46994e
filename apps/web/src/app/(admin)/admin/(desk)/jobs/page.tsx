import type { Metadata } from "next";
import { Suspense } from "react";
import { JobsPage } from "@/admin/jobs/jobs-page";

export const metadata: Metadata = { title: "Jobs" };

export default function AdminJobsPage() {
  return (
    <Suspense>
      <JobsPage />
    </Suspense>
  );
}
