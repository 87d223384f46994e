"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ToastContainer } from "react-toastify";
import { ApiError } from "@/lib/api/errors";

/**
 * The back office's client state: TanStack Query (lists refresh when the window gets focus again, a
 * failed 4xx is not retried) and the toasts. English, left to right, whatever the storefront's language.
 */
export function AdminProviders({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 15_000,
            retry: (count, error) => !(error instanceof ApiError && error.kind === "client") && count < 2,
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      {children}
      {/* Bottom right: a result never covers the page's action buttons at the top. */}
      <ToastContainer position="bottom-right" autoClose={5000} newestOnTop />
    </QueryClientProvider>
  );
}
