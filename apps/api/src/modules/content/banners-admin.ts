import type {
  AdminBannerCreateInput,
  AdminBannerDto,
  AdminBannerOrderInput,
  AdminBannerPatchInput,
  AdminUploadedImageDto,
  BannerState,
} from "@roshni/core";
import { shopDay } from "@roshni/core";
import { sql } from "drizzle-orm";
import { type Db, type Executor, queryRows } from "../../db/client";
import { notFound, unprocessable } from "../../lib/errors";
import type { FileStorage } from "../../lib/file-storage";
import { deleteProductImage, imageStored, storeBannerImage } from "../../lib/file-storage-images";
import { listImageKey } from "../../lib/image-rules";
import { recordAudit, type StaffActor } from "../audit/service";

interface BannerRow extends Record<string, unknown> {
  id: number;
  key: string;
  title: string;
  link: string;
  position: number;
  starts_on: string | Date | null;
  ends_on: string | Date | null;
  updated_at: string | Date;
}

const asDay = (value: string | Date | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);
const asDate = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));

/** Where a banner stands on `today` (an IST day): shown, waiting for its first day, or past its last. */
export function bannerState(startsOn: string | null, endsOn: string | null, today: string): BannerState {
  if (startsOn !== null && startsOn > today) return "scheduled";
  if (endsOn !== null && endsOn < today) return "ended";
  return "current";
}

function toDto(row: BannerRow, today: string): AdminBannerDto {
  const startsOn = asDay(row.starts_on);
  const endsOn = asDay(row.ends_on);
  return {
    id: row.id,
    title: row.title,
    link: row.link,
    startsOn,
    endsOn,
    position: row.position,
    imageKey: row.key,
    path: `/storage/${row.key}`,
    listPath: `/storage/${listImageKey(row.key)}`,
    state: bannerState(startsOn, endsOn, today),
    updatedAt: asDate(row.updated_at).toISOString(),
  };
}

const SELECT = sql`select id, key, title, link, position, starts_on::text as starts_on, ends_on::text as ends_on,
  updated_at from banners`;

function bannerNotFound() {
  return notFound("BANNER_NOT_FOUND", "This banner does not exist.");
}

function imageMissing() {
  return unprocessable("VALIDATION_FAILED", "Upload the banner's picture again.", {
    imageKey: "Upload the banner's picture again.",
  });
}

/**
 * The home page's banners in the back office: list, create, change, put in order, remove. Every write is
 * one transaction with its audit entry. A picture is uploaded first (checked, resized once to the
 * slider's two sizes) and named by the save; a replaced or removed banner's files go after the commit,
 * unless another banner still shows them.
 */
export function createBannersAdmin(deps: { db: Db; storage: FileStorage }) {
  const { db, storage } = deps;
  const today = () => shopDay(new Date());

  async function one(executor: Executor, websiteId: number, id: number): Promise<AdminBannerDto> {
    const [row] = await queryRows<BannerRow>(
      executor,
      sql`${SELECT} where id = ${id} and website_id = ${websiteId}`,
    );
    if (!row) throw bannerNotFound();
    return toDto(row, today());
  }

  async function list(websiteId: number): Promise<{ items: AdminBannerDto[] }> {
    const rows = await queryRows<BannerRow>(
      db,
      sql`${SELECT} where website_id = ${websiteId} order by position, id`,
    );
    const day = today();
    return { items: rows.map((row) => toDto(row, day)) };
  }

  async function upload(bytes: Buffer): Promise<AdminUploadedImageDto> {
    const key = await storeBannerImage(storage, bytes);
    return { imageKey: key, path: `/storage/${key}`, listPath: `/storage/${listImageKey(key)}` };
  }

  /** Files of a picture no banner shows any more (seeded ones stay: a new seed would need them). */
  async function dropFilesIfUnused(key: string): Promise<void> {
    if (!key.startsWith("banners/u-")) return;
    const [used] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from banners where key = ${key}`,
    );
    if ((used?.n ?? 0) === 0) await deleteProductImage(storage, key);
  }

  async function create(
    actor: StaffActor,
    websiteId: number,
    input: AdminBannerCreateInput,
  ): Promise<AdminBannerDto> {
    if (!(await imageStored(storage, input.imageKey))) throw imageMissing();
    return db.transaction(async (tx) => {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into banners (website_id, key, title, link, starts_on, ends_on, position)
            values (${websiteId}, ${input.imageKey}, ${input.title}, ${input.link}, ${input.startsOn},
              ${input.endsOn},
              (select coalesce(max(position) + 1, 0) from banners where website_id = ${websiteId}))
            returning id`,
      );
      if (!row) throw new Error("banner not written");
      const after = await one(tx, websiteId, row.id);
      await recordAudit(tx, actor, { action: "banner.create", entity: "banner", entityId: row.id, after });
      return after;
    });
  }

  async function update(
    actor: StaffActor,
    websiteId: number,
    id: number,
    input: AdminBannerPatchInput,
  ): Promise<AdminBannerDto> {
    if (input.imageKey !== undefined && !(await imageStored(storage, input.imageKey))) throw imageMissing();
    const { before, after } = await db.transaction(async (tx) => {
      await tx.execute(sql`select id from banners where id = ${id} and website_id = ${websiteId} for update`);
      const before = await one(tx, websiteId, id);
      const startsOn = input.startsOn === undefined ? before.startsOn : input.startsOn;
      const endsOn = input.endsOn === undefined ? before.endsOn : input.endsOn;
      // The window as a whole, with the stored day that the change leaves in place.
      if (startsOn && endsOn && endsOn < startsOn) {
        throw unprocessable("VALIDATION_FAILED", "The last day cannot be before the first day.", {
          endsOn: "The last day cannot be before the first day.",
        });
      }
      const values: [string, unknown][] = (
        [
          ["title", input.title],
          ["link", input.link],
          ["starts_on", input.startsOn],
          ["ends_on", input.endsOn],
          ["key", input.imageKey],
        ] as [string, unknown][]
      ).filter(([, value]) => value !== undefined);
      await tx.execute(
        sql`update banners set ${sql.join(
          [...values.map(([name, value]) => sql`${sql.raw(name)} = ${value}`), sql`updated_at = now()`],
          sql`, `,
        )} where id = ${id}`,
      );
      const after = await one(tx, websiteId, id);
      await recordAudit(tx, actor, {
        action: "banner.update",
        entity: "banner",
        entityId: id,
        before,
        after,
      });
      return { before, after };
    });
    if (before.imageKey !== after.imageKey) await dropFilesIfUnused(before.imageKey);
    return after;
  }

  async function reorder(
    actor: StaffActor,
    websiteId: number,
    input: AdminBannerOrderInput,
  ): Promise<{ items: AdminBannerDto[] }> {
    await db.transaction(async (tx) => {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`select id from banners where website_id = ${websiteId} order by position, id for update`,
      );
      const current = rows.map((row) => row.id);
      const wanted = input.ids;
      const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b).join();
      if (wanted.length !== current.length || sorted(wanted) !== sorted(current)) {
        throw unprocessable("BANNER_ORDER_INVALID", "Give every banner once, in the new order.", {
          ids: "Give every banner once, in the new order.",
        });
      }
      for (const [position, id] of wanted.entries()) {
        await tx.execute(sql`update banners set position = ${position}, updated_at = now() where id = ${id}`);
      }
      await recordAudit(tx, actor, {
        action: "banner.order",
        entity: "banner",
        entityId: wanted[0] ?? 0,
        before: current,
        after: wanted,
      });
    });
    return list(websiteId);
  }

  async function remove(actor: StaffActor, websiteId: number, id: number): Promise<void> {
    const before = await db.transaction(async (tx) => {
      const before = await one(tx, websiteId, id);
      await tx.execute(sql`delete from banners where id = ${id}`);
      await recordAudit(tx, actor, { action: "banner.remove", entity: "banner", entityId: id, before });
      return before;
    });
    await dropFilesIfUnused(before.imageKey);
  }

  return { list, upload, create, update, reorder, remove };
}
