import type { CouponDto } from "@roshni/core";
import { and, count, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  couponCustomerGroups,
  couponCustomers,
  coupons,
  couponUses,
  customerGroups,
  type OrderCouponSnapshot,
} from "../../db/schema";
import { ApiError, notFound } from "../../lib/errors";

type CouponRow = typeof coupons.$inferSelect;

/** Who is asking: a visitor (null) or a signed-in buyer and their price group. */
export interface CouponRequester {
  customerId: number;
  groupId: number;
}

/** The coupon a buyer may use now: its row (paise and hundredths) and its API shape (rupees, percent). */
export interface ApplicableCoupon {
  row: CouponRow;
  dto: CouponDto;
  snapshot: OrderCouponSnapshot;
}

function refused(code: "COUPON_EXPIRED" | "COUPON_USED_UP" | "COUPON_NOT_APPLICABLE", message: string) {
  return new ApiError(422, code, message);
}

/** Stored values are hundredths (of a percent, or paise), so the API value is column / 100 either way. */
export function couponDto(row: Pick<CouponRow, keyof OrderCouponSnapshot>): CouponDto {
  return {
    code: row.code,
    subtotalType: row.subtotalType,
    subtotalDiscount: row.subtotalDiscount / 100,
    packingType: row.packingType,
    packingDiscount: row.packingDiscount / 100,
    transportType: row.transportType,
    transportDiscount: row.transportDiscount / 100,
  };
}

function snapshotOf(row: CouponRow): OrderCouponSnapshot {
  return {
    code: row.code,
    subtotalType: row.subtotalType,
    subtotalDiscount: row.subtotalDiscount,
    packingType: row.packingType,
    packingDiscount: row.packingDiscount,
    transportType: row.transportType,
    transportDiscount: row.transportDiscount,
  };
}

/** "wholesale", "wholesale or retail": how the refusal names the groups a coupon is for. */
function groupList(names: readonly string[]): string {
  const lower = names.map((name) => name.toLowerCase());
  if (lower.length <= 1) return lower[0] ?? "";
  return `${lower.slice(0, -1).join(", ")} or ${lower[lower.length - 1]}`;
}

/**
 * Checks a code for a buyer, in this order, each refusal with a sentence the storefront shows as is:
 * unknown → 404 COUPON_NOT_FOUND; switched off or not started → COUPON_NOT_APPLICABLE; past its end →
 * COUPON_EXPIRED; all uses taken, or this buyer's uses taken → COUPON_USED_UP; restricted to groups or
 * customers the requester is not among (a visitor is among none) → COUPON_NOT_APPLICABLE.
 * Pass `lock` inside an order's transaction: the coupon row is locked (`FOR UPDATE`) so that the use
 * counts read here cannot change before the order's own use is written.
 */
export async function applicableCoupon(
  db: Executor,
  code: string,
  requester: CouponRequester | null,
  options: { now?: Date; lock?: boolean } = {},
): Promise<ApplicableCoupon> {
  const now = options.now ?? new Date();
  const query = db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase())).limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw notFound("COUPON_NOT_FOUND", "This coupon code does not exist. Check the spelling.");
  if (!row.active) throw refused("COUPON_NOT_APPLICABLE", "This coupon is no longer available.");
  if (row.validFrom !== null && row.validFrom > now) {
    throw refused("COUPON_NOT_APPLICABLE", "This coupon is not valid yet.");
  }
  if (row.validTo !== null && row.validTo <= now) throw refused("COUPON_EXPIRED", "This coupon has expired.");

  if (row.usageLimit !== null) {
    const [used] = await db.select({ n: count() }).from(couponUses).where(eq(couponUses.couponId, row.id));
    if ((used?.n ?? 0) >= row.usageLimit) {
      throw refused("COUPON_USED_UP", "This coupon has already been used as many times as it allows.");
    }
  }
  if (requester !== null && row.usagePerCustomer !== null) {
    const [mine] = await db
      .select({ n: count() })
      .from(couponUses)
      .where(and(eq(couponUses.couponId, row.id), eq(couponUses.customerId, requester.customerId)));
    if ((mine?.n ?? 0) >= row.usagePerCustomer) {
      throw refused(
        "COUPON_USED_UP",
        row.usagePerCustomer === 1
          ? "You have already used this coupon."
          : `You have already used this coupon ${row.usagePerCustomer} times, as many as it allows.`,
      );
    }
  }

  const groups = await db
    .select({ id: customerGroups.id, name: customerGroups.name })
    .from(couponCustomerGroups)
    .innerJoin(customerGroups, eq(customerGroups.id, couponCustomerGroups.customerGroupId))
    .where(eq(couponCustomerGroups.couponId, row.id))
    .orderBy(customerGroups.name);
  const people = await db
    .select({ customerId: couponCustomers.customerId })
    .from(couponCustomers)
    .where(eq(couponCustomers.couponId, row.id));
  const restricted = groups.length > 0 || people.length > 0;
  if (restricted) {
    const admitted =
      requester !== null &&
      (groups.some((group) => group.id === requester.groupId) ||
        people.some((person) => person.customerId === requester.customerId));
    if (!admitted) {
      if (groups.length > 0) {
        const forGroups = `This coupon is for ${groupList(groups.map((group) => group.name))} accounts only.`;
        throw refused(
          "COUPON_NOT_APPLICABLE",
          requester === null ? `${forGroups} Sign in to use it.` : forGroups,
        );
      }
      throw refused(
        "COUPON_NOT_APPLICABLE",
        requester === null ? "Sign in to use this coupon." : "This coupon is not available for your account.",
      );
    }
  }
  return { row, dto: couponDto(row), snapshot: snapshotOf(row) };
}
