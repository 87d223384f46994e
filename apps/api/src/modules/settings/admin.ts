import {
  type AdminShopSettingsDto,
  type AdminShopSettingsInput,
  type AdminShopSettingsValueDto,
  DRAFT_EXPIRY_DAYS_DEFAULT,
  IMPORT_FILE_DAYS_DEFAULT,
  PAYMENT_REMINDER_DEFAULTS,
} from "@roshni/core";
import { eq, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { queryRows } from "../../db/client";
import { SHOP_SETTINGS_KEY, type ShopSettings, shopSettings } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { notFound } from "../../lib/errors";
import { recordAudit, type StaffActor } from "../audit/service";
import { readShopSettingsRow } from "./read";

function settingsNotFound() {
  return notFound("NOT_FOUND", "The shop's settings have not been set up yet.");
}

/** The stored row in the owner's shape: the optional fields of older rows read as their defaults. */
export function toAdminSettings(value: ShopSettings): AdminShopSettingsValueDto {
  return {
    companyName: value.companyName,
    tradeName: value.tradeName,
    address: { ...value.address },
    phones: [...value.phones],
    email: value.email,
    hours: value.hours,
    hoursAlt: value.hoursAlt,
    openingHoursSpecification: { ...value.openingHoursSpecification },
    gstin: value.gstin,
    cin: value.cin,
    pan: value.pan,
    bank: { ...value.bank },
    social: { ...value.social },
    chat: { ...value.chat },
    usdRate: value.usdRate,
    geo: { ...value.geo },
    upiVpa: value.upiVpa ?? "",
    orderNotificationEmails: [...(value.orderNotificationEmails ?? [])],
    turnoverBand: value.turnoverBand ?? "up_to_5_crore",
    eInvoiceEnabled: value.eInvoiceEnabled ?? false,
    whatsappTemplates: {
      orderPlaced: value.whatsappTemplates?.orderPlaced ?? "",
      orderConfirmed: value.whatsappTemplates?.orderConfirmed ?? "",
      orderDispatched: value.whatsappTemplates?.orderDispatched ?? "",
      paymentReceived: value.whatsappTemplates?.paymentReceived ?? "",
    },
    importFileDays: value.importFileDays ?? IMPORT_FILE_DAYS_DEFAULT,
    draftExpiryDays: value.draftExpiryDays ?? DRAFT_EXPIRY_DAYS_DEFAULT,
    paymentReminders: { ...PAYMENT_REMINDER_DEFAULTS, ...value.paymentReminders },
  };
}

/**
 * The fields that differ, as dotted paths ('address.city', 'phones'): what the audit row names. Lists
 * compare whole (a changed phone list is one change).
 */
export function changedFields(before: unknown, after: unknown, prefix = ""): string[] {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => changedFields(before[key], after[key], prefix ? `${prefix}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [prefix];
}

function pick(value: AdminShopSettingsValueDto, paths: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    let cursor: unknown = value;
    for (const part of path.split(".")) cursor = (cursor as Record<string, unknown> | undefined)?.[part];
    out[path] = cursor ?? null;
  }
  return out;
}

/**
 * The owner's shop settings (BACKOFFICE.md "shop settings"): read, and replaced whole in one transaction
 * with an audit row naming the changed fields (before and after of those fields only). Readers of the
 * settings (storefront, mails, new documents) read the row each time or within their cache; documents
 * already issued are stored files and never change.
 */
export function createSettingsAdmin(deps: { db: Db; jobs: JobQueue }) {
  const { db } = deps;

  async function shortHsnProducts(executor: Executor): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      executor,
      sql`select count(*)::int as n from products where length(hsn_code) < 6`,
    );
    return Number(row?.n ?? 0);
  }

  async function read(executor: Executor, lock: boolean) {
    const row = await readShopSettingsRow(executor, { forUpdate: lock });
    if (!row) throw settingsNotFound();
    return row;
  }

  async function get(): Promise<AdminShopSettingsDto> {
    const row = await read(db, false);
    return {
      settings: toAdminSettings(row.value),
      updatedAt: row.updatedAt.toISOString(),
      shortHsnProducts: await shortHsnProducts(db),
    };
  }

  async function update(actor: StaffActor, input: AdminShopSettingsInput): Promise<AdminShopSettingsDto> {
    return db.transaction(async (tx) => {
      const before = await read(tx, true);
      const beforeDto = toAdminSettings(before.value);
      const next: ShopSettings = { ...before.value, ...input };
      const afterDto = toAdminSettings(next);
      const changed = changedFields(beforeDto, afterDto);
      let updatedAt = before.updatedAt;
      if (changed.length > 0) {
        const [row] = await tx
          .update(shopSettings)
          .set({ value: next, updatedAt: new Date() })
          .where(eq(shopSettings.key, SHOP_SETTINGS_KEY))
          .returning({ updatedAt: shopSettings.updatedAt });
        updatedAt = row?.updatedAt ?? new Date();
        await recordAudit(tx, actor, {
          action: "settings.update",
          entity: "shop_settings",
          entityId: SHOP_SETTINGS_KEY,
          before: { changed, values: pick(beforeDto, changed) },
          after: { changed, values: pick(afterDto, changed) },
        });
        await deps.jobs.emit(tx, { type: "settings.changed" });
      }
      return {
        settings: afterDto,
        updatedAt: updatedAt.toISOString(),
        shortHsnProducts: await shortHsnProducts(tx),
      };
    });
  }

  return { get, update };
}
