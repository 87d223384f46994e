import type { AdminImageOrderInput } from "@roshni/core";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { notFound, unprocessable } from "../../lib/errors";
import type { FileStorage } from "../../lib/file-storage";
import { deleteProductImage, storeProductImage } from "../../lib/file-storage-images";
import { recordAudit, type StaffActor } from "../audit/service";

/**
 * A product's pictures: an upload is checked and resized before anything is recorded; the rows change
 * in one transaction with the audit entry; files of a removed picture go after the commit.
 */
export function createProductImages(deps: {
  db: Db;
  storage: FileStorage;
  onCatalogueChanged: (productIds?: readonly number[]) => Promise<void>;
}) {
  const { db, storage } = deps;

  async function requireProduct(id: number): Promise<void> {
    const rows = await queryRows<{ id: number }>(db, sql`select id from products where id = ${id}`);
    if (rows.length === 0) throw notFound("PRODUCT_NOT_FOUND", "This product does not exist.");
  }

  async function upload(actor: StaffActor, productId: number, bytes: Buffer): Promise<void> {
    await requireProduct(productId);
    const key = await storeProductImage(storage, productId, bytes);
    try {
      await db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`insert into product_images (product_id, key, position)
              values (${productId}, ${key},
                (select coalesce(max(position) + 1, 0) from product_images where product_id = ${productId}))
              returning id`,
        );
        await recordAudit(tx, actor, {
          action: "product.image_add",
          entity: "product",
          entityId: productId,
          after: { imageId: row?.id, key },
        });
      });
    } catch (error) {
      await deleteProductImage(storage, key);
      throw error;
    }
    await deps.onCatalogueChanged([productId]);
  }

  async function reorder(actor: StaffActor, productId: number, input: AdminImageOrderInput): Promise<void> {
    await requireProduct(productId);
    await db.transaction(async (tx) => {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`select id from product_images where product_id = ${productId} order by position, id for update`,
      );
      const current = rows.map((row) => row.id);
      const wanted = input.imageIds;
      if (wanted.length !== current.length || [...wanted].sort().join() !== [...current].sort().join()) {
        throw unprocessable(
          "IMAGE_ORDER_INVALID",
          "Give every picture of this product once, in the new order.",
          {
            imageIds: "Give every picture of this product once, in the new order.",
          },
        );
      }
      for (const [position, id] of wanted.entries()) {
        await tx.execute(sql`update product_images set position = ${position} where id = ${id}`);
      }
      await recordAudit(tx, actor, {
        action: "product.image_order",
        entity: "product",
        entityId: productId,
        before: current,
        after: wanted,
      });
    });
    await deps.onCatalogueChanged([productId]);
  }

  async function remove(actor: StaffActor, productId: number, imageId: number): Promise<void> {
    const key = await db.transaction(async (tx) => {
      const [row] = await queryRows<{ key: string }>(
        tx,
        sql`delete from product_images where id = ${imageId} and product_id = ${productId} returning key`,
      );
      if (!row) throw notFound("IMAGE_NOT_FOUND", "This picture does not exist.");
      await recordAudit(tx, actor, {
        action: "product.image_remove",
        entity: "product",
        entityId: productId,
        before: { imageId, key: row.key },
      });
      return row.key;
    });
    // Seeded pictures are shared by many products: only an uploaded one (named after its product) goes.
    const shared = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from product_images where key = ${key}`,
    );
    if (key.startsWith(`products/${productId}-`) && (shared[0]?.n ?? 0) === 0)
      await deleteProductImage(storage, key);
    await deps.onCatalogueChanged([productId]);
  }

  return { upload, reorder, remove };
}
