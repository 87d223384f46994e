"use client";

import type { AdminCouponDto } from "@roshni/core";
import { type AdminListQuery, type AdminPage, adminGet, adminSend } from "../api/client";

export const couponsApi = {
  list: (query: AdminListQuery, signal?: AbortSignal) =>
    adminGet<AdminPage<AdminCouponDto>>("/coupons", { query, signal }),
  create: (body: unknown) => adminSend<AdminCouponDto>("POST", "/coupons", body),
  update: (id: number, body: unknown) => adminSend<AdminCouponDto>("PATCH", `/coupons/${id}`, body),
};
