"use client";

import type { AdminOrderDetailDto } from "@roshni/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminGet, adminSend } from "../api/client";
import { toastDone, toastFailed } from "../ui/toast";

export const orderKey = (id: number) => ["admin", "order", id] as const;

export function useOrder(id: number) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => adminGet<AdminOrderDetailDto>(`/orders/${id}`, { signal }),
  });
}

/**
 * One write on an order (a move, a payment, a claim decision): the order, the lists and the dashboard
 * are fetched again; the result is toasted.
 */
export function useOrderWrite<Body>(
  id: number,
  path: string,
  done: string | ((body: Body) => string),
  method: "POST" | "PUT" = "POST",
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => adminSend<unknown>(method, `/orders/${id}${path}`, body),
    onSuccess: (_answer, body) => {
      queryClient.invalidateQueries({ queryKey: orderKey(id) });
      queryClient.invalidateQueries({ queryKey: ["admin", "gst"] });
      queryClient.invalidateQueries({ queryKey: ["admin", "orders"] });
      queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] });
      toastDone(typeof done === "function" ? done(body) : done);
    },
    onError: (error) => toastFailed(error),
  });
}
