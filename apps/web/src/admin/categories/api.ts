"use client";

import type { AdminCategoryDto } from "@roshni/core";
import { adminGet, adminSend } from "../api/client";

export const categoriesApi = {
  list: (signal?: AbortSignal) => adminGet<{ items: AdminCategoryDto[] }>("/categories", { signal }),
  create: (body: unknown) => adminSend<AdminCategoryDto>("POST", "/categories", body),
  update: (id: number, body: unknown) => adminSend<AdminCategoryDto>("PATCH", `/categories/${id}`, body),
};
