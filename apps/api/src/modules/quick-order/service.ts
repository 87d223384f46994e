import {
  orderableError,
  type QuickOrderLineInput,
  type QuickOrderResolveDto,
  type QuickOrderResolvedLine,
} from "@roshni/core";
import { sql } from "drizzle-orm";
import { type Db, intArray, queryRows } from "../../db/client";
import type { CatalogueScope, CatalogueService } from "../catalogue/service";

interface Found extends Record<string, unknown> {
  id: number;
  sku: string;
  visible: boolean;
}

/**
 * The quick order pad's and "Order again"'s look-up: whatever the number of lines (up to 500), one
 * statement finds the products by SKU (ignoring case) or id on the shop's website, and one more reads the
 * visible ones with the caller's group prices. Each line is then judged by the cart's own rule
 * (`orderableError`), so the pad refuses exactly what the cart would.
 */
export function createQuickOrderService(db: Db, catalogue: Pick<CatalogueService, "productsByIds">) {
  async function resolve(
    scope: CatalogueScope,
    lines: readonly QuickOrderLineInput[],
  ): Promise<QuickOrderResolveDto> {
    const skus = [...new Set(lines.flatMap((line) => (line.sku ? [line.sku.toLowerCase()] : [])))];
    const ids = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
    // Each SKU a bound parameter (a list of at most 500), never text spliced into the statement.
    const bySkuSql =
      skus.length > 0
        ? sql`lower(p.sku) in (${sql.join(
            skus.map((sku) => sql`${sku}`),
            sql`, `,
          )})`
        : sql`false`;
    const found = await queryRows<Found>(
      db,
      sql`select p.id, p.sku, pw.visible
        from products p join product_websites pw on pw.product_id = p.id and pw.website_id = ${scope.websiteId}
        where ${bySkuSql} or p.id = any(${intArray(ids)})`,
    );
    const bySku = new Map(found.map((row) => [row.sku.toLowerCase(), row]));
    const byId = new Map(found.map((row) => [row.id, row]));
    const visibleIds = found.filter((row) => row.visible).map((row) => row.id);
    const products = new Map(
      (await catalogue.productsByIds(scope, visibleIds, { visibleOnly: true })).map((product) => [
        product.id,
        product,
      ]),
    );
    return {
      lines: lines.map((line): QuickOrderResolvedLine => {
        const row = line.sku ? bySku.get(line.sku.toLowerCase()) : byId.get(line.productId ?? 0);
        const base = {
          sku: line.sku ?? row?.sku ?? null,
          productId: row?.id ?? line.productId ?? null,
          quantity: line.quantity,
        };
        if (!row) {
          return {
            ...base,
            status: "unknown",
            product: null,
            message: line.sku ? `No product has the SKU "${line.sku}".` : "This product is no longer sold.",
          };
        }
        const product = products.get(row.id);
        if (!product) {
          return {
            ...base,
            status: "hidden",
            product: null,
            message: `"${row.sku}" is not on sale at the moment.`,
          };
        }
        const problem = orderableError(line.quantity, product, product.title);
        return {
          ...base,
          sku: product.sku,
          status: problem ? "not-orderable" : "ok",
          product,
          message: problem,
        };
      }),
    };
  }

  return { resolve };
}

export type QuickOrderService = ReturnType<typeof createQuickOrderService>;
