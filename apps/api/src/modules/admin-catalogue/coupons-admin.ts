import type {
  AdminCouponCreateInput,
  AdminCouponDto,
  AdminCouponListQuery,
  AdminCouponPageDto,
  AdminCouponPatchInput,
  CouponBuyerDto,
} from "@roshni/core";
import { shopDay, shopDayEnd, shopDayStart } from "@roshni/core";
import { sql } from "drizzle-orm";
import { type Db, type Executor, intArray, queryRows } from "../../db/client";
import { conflict, notFound, unprocessable } from "../../lib/errors";
import { afterCursor, cursorTime, decodeCursor, encodeCursor, likePattern } from "../../lib/paging";
import { recordAudit, type StaffActor } from "../audit/service";
import { isUniqueViolation } from "../customers/service";

interface CouponRow extends Record<string, unknown> {
  id: number;
  code: string;
  description: string;
  subtotal_discount: number;
  packing_type: "percent" | "absolute";
  packing_discount: number;
  transport_type: "percent" | "absolute";
  transport_discount: number;
  valid_from: string | Date | null;
  valid_to: string | Date | null;
  usage_limit: number | null;
  usage_per_customer: number | null;
  active: boolean;
  created_at: string | Date;
  cursor_at: string;
  group_ids: number[] | string | null;
  customer_ids: number[] | string | null;
  customers: CouponBuyerDto[] | string | null;
  uses: number;
}

const asDate = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));
const asIds = (value: number[] | string | null): number[] =>
  value === null ? [] : typeof value === "string" ? (JSON.parse(value) as number[]) : value;

/**
 * Amounts are stored in hundredths (percent × 100, or paise): the API's number × 100. The validity
 * window is stored as instants: from 00:00 IST of the first day to 00:00 IST after the last day.
 */
function toDto(row: CouponRow): AdminCouponDto {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    subtotalPercent: row.subtotal_discount / 100,
    packingType: row.packing_type,
    packingDiscount: row.packing_discount / 100,
    transportType: row.transport_type,
    transportDiscount: row.transport_discount / 100,
    validFrom: row.valid_from === null ? null : shopDay(asDate(row.valid_from)),
    validTo: row.valid_to === null ? null : shopDay(new Date(asDate(row.valid_to).getTime() - 1)),
    usageLimit: row.usage_limit,
    usagePerCustomer: row.usage_per_customer,
    active: row.active,
    customerGroupIds: asIds(row.group_ids),
    customerIds: asIds(row.customer_ids),
    customers:
      row.customers === null
        ? []
        : typeof row.customers === "string"
          ? (JSON.parse(row.customers) as CouponBuyerDto[])
          : row.customers,
    uses: Number(row.uses),
    createdAt: asDate(row.created_at).toISOString(),
  };
}

const SELECT = sql`select c.id, c.code, c.description, c.subtotal_discount, c.packing_type, c.packing_discount,
    c.transport_type, c.transport_discount, c.valid_from, c.valid_to, c.usage_limit, c.usage_per_customer,
    c.active, c.created_at,
    ${cursorTime(sql.raw("c.created_at"))} as cursor_at,
    (select coalesce(json_agg(g.customer_group_id order by g.customer_group_id), '[]')
      from coupon_customer_groups g where g.coupon_id = c.id) as group_ids,
    (select coalesce(json_agg(u.customer_id order by u.customer_id), '[]')
      from coupon_customers u where u.coupon_id = c.id) as customer_ids,
    (select coalesce(json_agg(json_build_object('id', b.id, 'name', b.name, 'companyName', b.company_name,
        'email', b.email) order by b.id), '[]')
      from coupon_customers u join customers b on b.id = u.customer_id where u.coupon_id = c.id) as customers,
    (select count(*)::int from coupon_uses cu where cu.coupon_id = c.id) as uses
  from coupons c`;

function couponNotFound() {
  return notFound("COUPON_NOT_FOUND", "This coupon does not exist.");
}

const hundredths = (value: number) => Math.round(value * 100);

export function createCouponsAdmin(deps: { db: Db }) {
  const { db } = deps;

  async function one(executor: Executor, id: number): Promise<AdminCouponDto> {
    const [row] = await queryRows<CouponRow>(executor, sql`${SELECT} where c.id = ${id}`);
    if (!row) throw couponNotFound();
    return toDto(row);
  }

  async function list(query: AdminCouponListQuery): Promise<AdminCouponPageDto> {
    const conditions = [];
    if (query.search) conditions.push(sql`lower(c.code) like ${likePattern(query.search)}`);
    if (query.active !== undefined) conditions.push(sql`c.active = ${query.active === "true"}`);
    const cursor = decodeCursor(query.cursor);
    if (cursor) conditions.push(afterCursor(sql.raw("c.created_at"), sql.raw("c.id"), cursor));
    const rows = await queryRows<CouponRow>(
      db,
      sql`${SELECT} ${conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
          order by c.created_at desc, c.id desc limit ${query.limit + 1}`,
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(toDto),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.cursor_at, last.id) : null,
    };
  }

  /**
   * Groups and buyers must exist, and each buyer must be a buyer of the website the coupon is saved
   * for (the request's `website`): a buyer of another storefront could never use it.
   */
  async function checkTargets(tx: Executor, websiteId: number, input: AdminCouponPatchInput): Promise<void> {
    const fields: Record<string, string> = {};
    if (input.customerGroupIds?.length) {
      const found = await queryRows<{ id: number }>(
        tx,
        sql`select id from customer_groups where id = any(${intArray(input.customerGroupIds)})`,
      );
      if (found.length !== new Set(input.customerGroupIds).size)
        fields.customerGroupIds = "A chosen group does not exist.";
    }
    if (input.customerIds?.length) {
      const found = await queryRows<{ id: number; website_id: number }>(
        tx,
        sql`select id, website_id from customers where id = any(${intArray(input.customerIds)})`,
      );
      if (found.length !== new Set(input.customerIds).size)
        fields.customerIds = "A chosen buyer does not exist.";
      else if (found.some((row) => row.website_id !== websiteId))
        fields.customerIds = "A chosen buyer is a buyer of another website: choose buyers of this shop.";
    }
    if (Object.keys(fields).length > 0) {
      throw unprocessable("VALIDATION_FAILED", Object.values(fields)[0] ?? "Check the coupon.", fields);
    }
  }

  async function save(
    actor: StaffActor,
    websiteId: number,
    id: number | null,
    input: AdminCouponPatchInput,
  ): Promise<AdminCouponDto> {
    try {
      return await db.transaction(async (tx) => {
        const before = id === null ? null : await one(tx, id);
        const merged = { ...before, ...input };
        // The window as a whole, with the stored day that the change leaves in place.
        if (merged.validFrom && merged.validTo && merged.validTo < merged.validFrom) {
          throw unprocessable("VALIDATION_FAILED", "The last day cannot be before the first day.", {
            validTo: "The last day cannot be before the first day.",
          });
        }
        for (const part of ["packing", "transport"] as const) {
          if (merged[`${part}Type`] === "percent" && (merged[`${part}Discount`] ?? 0) > 100) {
            throw unprocessable("VALIDATION_FAILED", `The ${part} discount is at most 100 %.`, {
              [`${part}Discount`]: `The ${part} discount is at most 100 %.`,
            });
          }
        }
        await checkTargets(tx, websiteId, input);
        const values = {
          code: input.code,
          description: input.description,
          subtotal_type: "percent",
          subtotal_discount:
            input.subtotalPercent === undefined ? undefined : hundredths(input.subtotalPercent),
          packing_type: input.packingType,
          packing_discount:
            input.packingDiscount === undefined ? undefined : hundredths(input.packingDiscount),
          transport_type: input.transportType,
          transport_discount:
            input.transportDiscount === undefined ? undefined : hundredths(input.transportDiscount),
          valid_from:
            input.validFrom === undefined ? undefined : input.validFrom && shopDayStart(input.validFrom),
          valid_to: input.validTo === undefined ? undefined : input.validTo && shopDayEnd(input.validTo),
          usage_limit: input.usageLimit,
          usage_per_customer: input.usagePerCustomer,
          active: input.active,
        };
        const set = Object.entries(values).filter(([, value]) => value !== undefined);
        let couponId = id;
        if (couponId === null) {
          const [row] = await queryRows<{ id: number }>(
            tx,
            sql`insert into coupons (${sql.raw(set.map(([name]) => name).join(", "))})
                values (${sql.join(
                  set.map(([, value]) => sql`${value}`),
                  sql`, `,
                )}) returning id`,
          );
          couponId = row?.id ?? null;
        } else if (set.length > 0) {
          await tx.execute(
            sql`update coupons set ${sql.join(
              set.map(([name, value]) => sql`${sql.raw(name)} = ${value}`),
              sql`, `,
            )} where id = ${couponId}`,
          );
        }
        if (couponId === null) throw new Error("coupon not written");
        if (input.customerGroupIds !== undefined) {
          await tx.execute(sql`delete from coupon_customer_groups where coupon_id = ${couponId}`);
          for (const groupId of new Set(input.customerGroupIds)) {
            await tx.execute(
              sql`insert into coupon_customer_groups (coupon_id, customer_group_id) values (${couponId}, ${groupId})`,
            );
          }
        }
        if (input.customerIds !== undefined) {
          await tx.execute(sql`delete from coupon_customers where coupon_id = ${couponId}`);
          for (const customerId of new Set(input.customerIds)) {
            await tx.execute(
              sql`insert into coupon_customers (coupon_id, customer_id) values (${couponId}, ${customerId})`,
            );
          }
        }
        const after = await one(tx, couponId);
        await recordAudit(tx, actor, {
          action: before ? "coupon.update" : "coupon.create",
          entity: "coupon",
          entityId: couponId,
          before: before ?? undefined,
          after,
        });
        return after;
      });
    } catch (error) {
      if (isUniqueViolation(error, "coupons_code_unique")) {
        throw conflict("COUPON_CODE_TAKEN", "Another coupon has this code.", {
          code: "Another coupon has this code.",
        });
      }
      throw error;
    }
  }

  return {
    list,
    get: (id: number) => one(db, id),
    create: (actor: StaffActor, websiteId: number, input: AdminCouponCreateInput) =>
      save(actor, websiteId, null, input),
    update: (actor: StaffActor, websiteId: number, id: number, input: AdminCouponPatchInput) =>
      save(actor, websiteId, id, input),
  };
}
