import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { SHOP_SETTINGS_KEY, type ShopSettings, shopSettings } from "../../db/schema";

/**
 * The one reader of the shop settings row: every module that needs the shop's name, GSTIN, VPA, turnover
 * band or mail addresses reads it here. It reads the row each time, with no cache: a save on one API
 * process is seen by the next request on every other, and a reader inside a transaction sees that
 * transaction's own view (a save in progress, a lock it holds).
 */
export async function readShopSettingsRow(
  executor: Executor,
  options: { forUpdate?: boolean } = {},
): Promise<{ value: ShopSettings; updatedAt: Date } | null> {
  const query = executor
    .select({ value: shopSettings.value, updatedAt: shopSettings.updatedAt })
    .from(shopSettings)
    .where(eq(shopSettings.key, SHOP_SETTINGS_KEY))
    .limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ? { value: row.value as ShopSettings, updatedAt: row.updatedAt } : null;
}

/** The shop settings, or null before the first start has written them. */
export async function readShopSettings(executor: Executor): Promise<ShopSettings | null> {
  return (await readShopSettingsRow(executor))?.value ?? null;
}
