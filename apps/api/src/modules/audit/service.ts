import type { AdminAuditQuery, AuditPageDto } from "@roshni/core";
import { shopDayEnd, shopDayStart } from "@roshni/core";
import { and, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client";
import { auditLog, staff } from "../../db/schema";
import { afterCursor, cursorTime, decodeCursor, encodeCursor, newestFirst } from "../../lib/paging";

/** Who does a staff write, and from where: what every audited service function takes first. */
export interface StaffActor {
  staffId: number;
  ip: string | null;
}

export interface AuditEntry {
  /** `entity.verb`, e.g. `order.transition`, `payment.record`, `customer.update`, `staff.create`. */
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit row inside the caller's transaction, so the log has a row exactly when the change
 * committed. Call it in every service function that changes something on a staff member's behalf.
 */
export async function recordAudit(tx: Executor, actor: StaffActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor.staffId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    ip: actor.ip,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The log, newest first, by keyset (createdAt, id); one statement per page. */
export async function listAudit(db: Db, query: AdminAuditQuery): Promise<AuditPageDto> {
  const conditions: SQL[] = [];
  if (query.staffId !== undefined) conditions.push(eq(auditLog.staffId, query.staffId));
  if (query.entity !== undefined) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId !== undefined) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.action !== undefined) conditions.push(eq(auditLog.action, query.action));
  if (query.from !== undefined) conditions.push(gte(auditLog.createdAt, shopDayStart(query.from)));
  if (query.to !== undefined) conditions.push(lt(auditLog.createdAt, shopDayEnd(query.to)));
  const cursor = decodeCursor(query.cursor);
  if (cursor) conditions.push(afterCursor(auditLog.createdAt, auditLog.id, cursor));
  const rows = await db
    .select({
      id: auditLog.id,
      staffId: auditLog.staffId,
      staffName: staff.name,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      ip: auditLog.ip,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      cursorAt: cursorTime(auditLog.createdAt),
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(conditions.length > 0 ? and(...conditions) : sql`true`)
    .orderBy(...newestFirst(auditLog.createdAt, auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      staff: row.staffId !== null ? { id: row.staffId, name: row.staffName ?? "" } : null,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      ip: row.ip,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.cursorAt, last.id) : null,
  };
}
