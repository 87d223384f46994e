"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "../api/query-keys";
import { toastDone, toastFailed } from "../ui/toast";
import { ordersApi } from "./api";

export function useOrder(id: number) {
  return useQuery({
    queryKey: adminKeys.orders.detail(id),
    queryFn: ({ signal }) => ordersApi.get(id, signal),
  });
}

/**
 * One write on an order (a move, a payment, a claim decision): the order, the lists and the dashboard
 * are fetched again; the result is toasted.
 */
export function useOrderWrite<Body>(
  id: number,
  send: (body: Body) => Promise<unknown>,
  done: string | ((body: Body) => string),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_answer, body) => {
      queryClient.invalidateQueries({ queryKey: adminKeys.orders.detail(id) });
      queryClient.invalidateQueries({ queryKey: adminKeys.gst.all });
      queryClient.invalidateQueries({ queryKey: adminKeys.orders.all });
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
      toastDone(typeof done === "function" ? done(body) : done);
    },
    onError: (error) => toastFailed(error),
  });
}
