"use client";

import type { BuyerRemindersDto, LedgerDto, ReceivablesPageDto, StatementMailDto } from "@roshni/core";
import { type AdminListQuery, adminDownload, adminGet, adminSend } from "../api/client";

export interface LedgerPeriod {
  from?: string;
  to?: string;
}

function periodQuery(period: LedgerPeriod): string {
  const query = new URLSearchParams();
  if (period.from) query.set("from", period.from);
  if (period.to) query.set("to", period.to);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The back office's calls about what buyers owe, each path written once. */
export const receivablesApi = {
  ledger: (customerId: number, period: LedgerPeriod, signal?: AbortSignal) =>
    adminGet<LedgerDto>(`/customers/${customerId}/ledger`, {
      query: { from: period.from, to: period.to },
      signal,
    }),
  statement: (customerId: number, period: LedgerPeriod) =>
    adminDownload(`/customers/${customerId}/statement${periodQuery(period)}`, {
      fallbackName: `statement-${customerId}.pdf`,
    }),
  exportLedger: (customerId: number, period: LedgerPeriod, format: "csv" | "xlsx") =>
    adminDownload(
      `/customers/${customerId}/ledger/export${periodQuery(period)}${period.from || period.to ? "&" : "?"}format=${format}`,
      { fallbackName: `ledger-${customerId}.${format}` },
    ),
  list: (query: AdminListQuery, signal?: AbortSignal) =>
    adminGet<ReceivablesPageDto>("/receivables", { query, signal }),
  reminders: (customerId: number, signal?: AbortSignal) =>
    adminGet<BuyerRemindersDto>(`/customers/${customerId}/reminders`, { signal }),
  pauseReminders: (customerId: number, paused: boolean) =>
    adminSend<BuyerRemindersDto>("PUT", `/customers/${customerId}/reminders`, { paused }),
  mailStatement: (customerId: number, period: LedgerPeriod) =>
    adminSend<StatementMailDto>("POST", `/customers/${customerId}/statement/mail`, period),
};
