import { createHash } from "node:crypto";
import {
  type AdminOrderLineInput,
  type AdminOrderQuoteDto,
  type AdminOrderQuoteInput,
  type CartLineInput,
  type CouponTerms,
  computeGstSplit,
  computeTotals,
  decidePlaceOfSupply,
  type GstSplit,
  groupPrice,
  isOrderable,
  type OrderDto,
  type OrderInput,
  orderableError,
  type ProductDto,
  placeOfSupplyWarning,
  type QuoteDto,
  type QuoteInput,
  type ShopEvent,
  splitFromStock,
  toPaise,
  toRupees,
} from "@roshni/core";
import { and, eq, sql } from "drizzle-orm";
import { type Db, type Executor, intArray, queryRows } from "../../db/client";
import { nextOrderNumberSql } from "../../db/order-number";
import {
  addresses,
  couponUses,
  customers,
  idempotencyKeys,
  type OrderAddressSnapshot,
  type OrderCouponSnapshot,
  type OrderGstSnapshot,
  orderLines,
  orderStatusHistory,
  orders,
} from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { ApiError, conflict, unprocessable } from "../../lib/errors";
import type { AuthCustomer } from "../../plugins/auth";
import { addressNotFound, ownAddress } from "../addresses/service";
import type { CatalogueService } from "../catalogue/service";
import { type ApplicableCoupon, applicableCoupon, type CouponRequester } from "../coupons/service";
import { removeOrderedFromSavedCartSql } from "../saved-lists/service";
import type { OrderDocuments } from "./documents-port";
import {
  historyOf,
  orderNotFound,
  placeOfSupplyDto,
  readShopSettings,
  rupeesTotals,
  toOrderDto,
  upiPayeeOf,
} from "./order-view";

/** Whose prices apply: the buyer's group, or the default group for a visitor. */
export interface PriceGroup {
  id: number;
  isDefault: boolean;
}

/** A cart line after merging repeats of one product; `index` is its first position in the request. */
export interface MergedLine {
  index: number;
  productId: number;
  quantity: number;
}

/** What pricing and the stock rule need of a product, prices in paise. */
export type ProductFacts = {
  id: number;
  title: string;
  sku: string;
  slug: string;
  stock: number;
  minimumQuantity: number;
  mrp: number;
  sellingPrice: number;
  wholesalePrice: number;
  taxRate: number;
  hsnCode: string;
  groupPrices: { groupId: number; price: number; isDefault: boolean }[];
  /** The quantity breaks of the buyer's group. */
  volumePrices: { groupId: number; minQuantity: number; price: number }[];
  priceFloor: number | null;
};

export interface PricedLine {
  line: MergedLine;
  product: ProductFacts;
  /** The unit price charged (paise). */
  price: number;
  /** The buyer's group price (paise): `price` unless a staff override applies. */
  groupPrice: number;
  /** A staff member's other price for the line, applied or proposed, with its reason. */
  override: LinePrice | null;
}

/** Another unit price than the group's for a product of a staff-entered order (paise). */
export interface LinePrice {
  price: number;
  reason: string;
  /** False: a sales person's proposal, stored on the line and not charged. */
  applied: boolean;
}

/**
 * An order a staff member enters for a buyer (phone, WhatsApp): who entered it, the line prices they
 * set or proposed, and a step to run in the order's own transaction (the audit row, the finished draft).
 */
export interface StaffEntry {
  /** Null for an accepted quote: the buyer places it, at the prices a staff member quoted. */
  staffId: number | null;
  prices: ReadonlyMap<number, LinePrice>;
  /** Packing and shipping agreed with the buyer (paise), in place of the slabs'. */
  fees?: { packaging?: number; shipping?: number };
  inTransaction: (tx: Executor, order: { id: number; number: string; total: number }) => Promise<void>;
}

/**
 * One line per product: the storefront merges identical lines, and a request that repeats a product is
 * treated the same way, so that the stock rule sees the whole quantity. Product options do not exist in
 * this catalogue, so a line that names one is refused rather than priced as if it did not.
 */
export function mergeCartLines(items: readonly CartLineInput[]): MergedLine[] {
  const merged = new Map<number, MergedLine>();
  items.forEach((item, index) => {
    if (item.options && item.options.length > 0) {
      const message = "This product has no options to choose from.";
      throw unprocessable("VALIDATION_FAILED", message, { [`items.${index}.options`]: message });
    }
    const seen = merged.get(item.productId);
    if (seen) seen.quantity += item.quantity;
    else merged.set(item.productId, { index, productId: item.productId, quantity: item.quantity });
  });
  return [...merged.values()];
}

/**
 * A stable fingerprint of an order body: keys sorted at every level, so that the same order sent again
 * with its fields in another order still matches its Idempotency-Key.
 */
export function orderRequestHash(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, v]) => [k, canonical(v)]),
      );
    }
    return value;
  };
  return createHash("sha256")
    .update(JSON.stringify(canonical(body)))
    .digest("hex");
}

/** What the order stores of the GST split: documents print it and never compute it again. */
export function gstSnapshot(
  decision: ReturnType<typeof decidePlaceOfSupply>,
  buyerGstin: string | null,
  split: GstSplit,
): OrderGstSnapshot {
  return {
    placeOfSupply: decision.place,
    buyerGstin,
    warning: placeOfSupplyWarning(decision),
    charges: split.charges.map((c) => ({ ...c })),
    rates: split.rates.map((r) => ({ ...r })),
    taxable: split.taxable,
    cgst: split.cgst,
    sgst: split.sgst,
    igst: split.igst,
  };
}

function unavailable(line: MergedLine): ApiError {
  const message = "This product is no longer sold. Remove it from your cart and try again.";
  return new ApiError(422, "PRODUCT_UNAVAILABLE", message, { [`items.${line.index}.productId`]: message });
}

export function addressSnapshot(row: typeof addresses.$inferSelect): OrderAddressSnapshot {
  return {
    name: row.name,
    phone: row.phone,
    company: row.company,
    gstin: row.gstin,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    country: row.country,
  };
}

export interface PlacedOrder {
  order: OrderDto;
  /** True when the Idempotency-Key had already placed this order: nothing new was written. */
  replayed: boolean;
}

export interface PlaceOrderDeps {
  db: Db;
  catalogue: Pick<CatalogueService, "defaultGroup" | "productsByIds">;
  /** Base of the order link in the confirmation mail. */
  publicWebUrl: string;
  /** The proforma invoice, numbered in the order's transaction (its PDF is rendered after it). */
  documents: Pick<OrderDocuments, "issueProforma" | "documentsOfOrders">;
  /** The order's messages (buyer and shop) follow its `order.placed`. */
  jobs: Pick<JobQueue, "emitAll">;
}

/**
 * An order line's stored figures from its priced line and the order's GST split: the price and its taxes,
 * the discount and taxable value per head, and what stock covered; who set the price is the caller's.
 */
export function orderLineRow(
  orderId: number,
  { line, product, price }: PricedLine,
  position: number,
  totals: GstSplit & { lineTaxes: readonly number[] },
  take: { fromStock: number; madeToOrder: number } | undefined,
) {
  const subtotal = price * line.quantity;
  const tax = totals.lineTaxes[position] ?? 0;
  const split = take ?? { fromStock: 0, madeToOrder: line.quantity };
  const gstLine = totals.lines[position];
  return {
    orderId,
    productId: product.id,
    title: product.title,
    sku: product.sku,
    options: [],
    price,
    mrp: product.mrp,
    taxRate: product.taxRate,
    quantity: line.quantity,
    subtotal,
    tax,
    total: (gstLine?.taxable ?? subtotal) + tax,
    fromStock: split.fromStock,
    madeToOrder: split.madeToOrder,
    position,
    hsnCode: product.hsnCode,
    discount: gstLine?.discount ?? 0,
    taxable: gstLine?.taxable ?? subtotal,
    cgst: gstLine?.cgst ?? 0,
    sgst: gstLine?.sgst ?? 0,
    igst: gstLine?.igst ?? 0,
  };
}

export function createPlaceOrder(deps: PlaceOrderDeps) {
  const { db, catalogue } = deps;

  async function priceGroupOf(customer: AuthCustomer | null): Promise<PriceGroup> {
    if (customer) return { id: customer.groupId, isDefault: customer.groupIsDefault };
    return catalogue.defaultGroup();
  }

  /**
   * The products of the lines, on this website, with the prices of the default group and of `group`, in
   * one statement. With `lock`, the product rows are locked in id order (`SELECT … ORDER BY id FOR
   * UPDATE OF p`), so two orders for the same products queue instead of deadlocking, and the stock read
   * is the stock taken. A product hidden on the website is no longer sold: it is left out, and its cart
   * line refused with PRODUCT_UNAVAILABLE.
   */
  async function loadProducts(
    executor: Executor,
    websiteId: number,
    group: PriceGroup,
    ids: readonly number[],
    lock: boolean,
  ): Promise<Map<number, ProductFacts>> {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<ProductFacts>(
      executor,
      sql`select p.id, p.title, p.sku, p.stock, p.minimum_quantity as "minimumQuantity", p.mrp,
            p.selling_price as "sellingPrice", p.wholesale_price as "wholesalePrice",
            p.tax_rate as "taxRate", p.hsn_code as "hsnCode", pw.slug,
            coalesce((
              select json_agg(json_build_object(
                'groupId', wpp.customer_group_id, 'price', wpp.price, 'isDefault', cg.is_default))
              from website_product_prices wpp
              join customer_groups cg on cg.id = wpp.customer_group_id
              where wpp.website_id = ${websiteId} and wpp.product_id = p.id
                and (cg.is_default or cg.id = ${group.id})
            ), '[]'::json) as "groupPrices",
            coalesce((
              select json_agg(json_build_object('groupId', v.customer_group_id,
                'minQuantity', v.min_quantity, 'price', v.price))
              from product_volume_prices v
              where v.product_id = p.id and v.customer_group_id = ${group.id}
            ), '[]'::json) as "volumePrices",
            (select f.price from product_price_floors f where f.product_id = p.id) as "priceFloor"
          from products p
          join product_websites pw on pw.product_id = p.id and pw.website_id = ${websiteId} and pw.visible
          where p.id = any(${intArray([...ids])})
          order by p.id
          ${lock ? sql`for update of p` : sql``}`,
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * Each line with its product and the group's unit price for its quantity (PRICING.md's one price rule
   * and the quantity break the line reaches, in core). Only the quantity comes from the request.
   */
  function priceLines(
    lines: readonly MergedLine[],
    found: Map<number, ProductFacts>,
    group: PriceGroup,
    prices: ReadonlyMap<number, LinePrice> = new Map(),
  ): PricedLine[] {
    return lines.map((line) => {
      const product = found.get(line.productId);
      if (!product) throw unavailable(line);
      const ofGroup = groupPrice(product, group, line.quantity);
      const override = prices.get(line.productId) ?? null;
      const price = override?.applied ? override.price : ofGroup;
      return { line, product, price, groupPrice: ofGroup, override };
    });
  }

  function totalsOf(priced: readonly PricedLine[], coupon: CouponTerms | null, toPayShipping: boolean) {
    return computeTotals({
      lines: priced.map(({ line, product, price }) => ({
        price,
        quantity: line.quantity,
        taxRate: product.taxRate,
      })),
      coupon,
      toPayShipping,
    });
  }

  /** The GST split of priced lines, with `lineTaxes` (CGST + SGST or IGST per line) like the cart's. */
  function splitOf(
    priced: readonly PricedLine[],
    coupon: CouponTerms | null,
    toPayShipping: boolean,
    intraState: boolean,
    fees?: StaffEntry["fees"],
  ): GstSplit & { lineTaxes: number[] } {
    const split = computeGstSplit({
      lines: priced.map(({ line, product, price }) => ({
        price,
        quantity: line.quantity,
        taxRate: product.taxRate,
      })),
      coupon,
      toPayShipping,
      intraState,
      ...(fees ? { fees } : {}),
    });
    return { ...split, lineTaxes: split.lines.map((l) => l.cgst + l.sgst + l.igst) };
  }

  /**
   * The place of supply of a delivery to `address`: the address's GSTIN, else the buyer's account GSTIN,
   * decides when it is registered in another state (bill-to / ship-to); otherwise the delivery state.
   */
  async function placeOfSupplyOf(
    executor: Executor,
    customerId: number,
    address: { state: string; gstin: string | null },
  ) {
    if (address.gstin?.trim()) return placeOfSupply(address, null);
    const [row] = await executor
      .select({ gstin: customers.gstin })
      .from(customers)
      .where(eq(customers.id, customerId))
      .limit(1);
    return placeOfSupply(address, row?.gstin ?? null);
  }

  function placeOfSupply(address: { state: string; gstin: string | null }, accountGstin: string | null) {
    const buyerGstin = address.gstin?.trim() || accountGstin?.trim() || null;
    return { decision: decidePlaceOfSupply({ deliveryState: address.state, buyerGstin }), buyerGstin };
  }

  function requesterOf(customer: AuthCustomer | null): CouponRequester | null {
    return customer ? { customerId: customer.id, groupId: customer.groupId } : null;
  }

  /**
   * The server's cart for the storefront: every amount computed here from the database with the
   * requester's group prices, never read from the client. A quantity that cannot be ordered (below the
   * MOQ and beyond the stock) is refused now rather than at checkout.
   */
  async function quote(
    websiteId: number,
    customer: AuthCustomer | null,
    input: QuoteInput,
  ): Promise<QuoteDto> {
    const lines = mergeCartLines(input.items);
    let gst: { decision: ReturnType<typeof decidePlaceOfSupply>; buyerGstin: string | null } | null = null;
    if (input.addressId !== undefined) {
      // The address only has to be the caller's own; a visitor has none.
      if (!customer) throw addressNotFound();
      gst = await placeOfSupplyOf(db, customer.id, await ownAddress(db, customer.id, input.addressId));
    }
    const group = await priceGroupOf(customer);
    const found = await loadProducts(
      db,
      websiteId,
      group,
      lines.map((line) => line.productId),
      false,
    );
    const priced = priceLines(lines, found, group);
    for (const { line, product } of priced) {
      const problem = orderableError(line.quantity, product, product.title);
      if (problem) {
        throw unprocessable("QUANTITY_NOT_ORDERABLE", problem, { [`items.${line.index}.quantity`]: problem });
      }
    }
    const coupon = input.couponCode
      ? await applicableCoupon(db, input.couponCode, requesterOf(customer))
      : null;
    const split = gst
      ? splitOf(priced, coupon?.dto ?? null, input.toPayShipping, gst.decision.place.intraState)
      : null;
    const totals = split ?? totalsOf(priced, coupon?.dto ?? null, input.toPayShipping);
    const splitLines = split?.lines ?? null;
    const scope = { websiteId, group };
    // Every line's product in one read, whatever the number of lines.
    const dtos = await catalogue.productsByIds(
      scope,
      priced.map(({ product }) => product.id),
    );
    const dtoById = new Map(dtos.map((dto) => [dto.id, dto]));
    const productDtos: ProductDto[] = priced.map(({ product }) => {
      const dto = dtoById.get(product.id);
      if (!dto) throw new Error(`Product ${product.id} vanished between the quote's reads`);
      return dto;
    });
    return {
      items: priced.map(({ line, product, price }, i) => {
        const subtotal = price * line.quantity;
        const tax = totals.lineTaxes[i] ?? 0;
        // The GST is of the discounted (taxable) value, so the line's total is that value plus its GST,
        // as the proforma and the invoice print it.
        const lineDiscount = splitLines?.[i]?.discount ?? 0;
        return {
          id: i + 1,
          product: productDtos[i] as ProductDto,
          options: [],
          price: toRupees(price),
          mrp: toRupees(product.mrp),
          tax: toRupees(tax),
          subtotal: toRupees(subtotal),
          total: toRupees(subtotal - lineDiscount + tax),
          quantity: line.quantity,
        };
      }),
      subtotal: toRupees(totals.subtotal),
      totals: rupeesTotals(totals.totals),
      total: toRupees(totals.total),
      quantity: totals.quantity,
      ...(gst
        ? {
            placeOfSupply: placeOfSupplyDto(
              { placeOfSupply: gst.decision.place, warning: placeOfSupplyWarning(gst.decision) },
              gst.decision.delivery.name,
            ),
          }
        : {}),
    };
  }

  async function orderById(executor: Executor, orderId: number): Promise<OrderDto> {
    const [order] = await executor.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) throw orderNotFound();
    const lines = await executor.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const payee = upiPayeeOf(await readShopSettings(executor));
    const docs = await deps.documents.documentsOfOrders(executor, [orderId]);
    return toOrderDto(order, lines, await historyOf(executor, [orderId]), payee, docs.get(orderId));
  }

  /**
   * Places an order in one transaction:
   *   1. the Idempotency-Key is claimed (a unique key per customer; a concurrent twin waits on it);
   *      a key already used returns its order for the same body, 409 IDEMPOTENCY_KEY_REUSED otherwise;
   *   2. the delivery address must be the caller's own, and is copied into the order;
   *   3. the product rows are locked in id order; each line must be orderable with the stock now
   *      (below the MOQ only stock can be bought: the loser of a race gets 409 OUT_OF_STOCK naming the
   *      product) and takes min(q, stock) from it, the rest being made to order;
   *   4. the coupon row is locked and its limits checked again, then its use recorded;
   *   5. totals by core; order, lines, the first status history step ('placed'), pending bank-transfer payment and the
   *      confirmation mail are written together, or nothing is.
   */
  async function placeOrder(
    websiteId: number,
    customer: AuthCustomer,
    input: OrderInput,
    idempotencyKey: string,
    now: Date = new Date(),
    entry: StaffEntry | null = null,
    /** What the Idempotency-Key is compared against: the staff body, which carries the prices. */
    hashedBody: unknown = input,
  ): Promise<PlacedOrder> {
    const lines = mergeCartLines(input.items);
    const requestHash = orderRequestHash(hashedBody);
    const group: PriceGroup = { id: customer.groupId, isDefault: customer.groupIsDefault };

    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(idempotencyKeys)
        .values({ customerId: customer.id, key: idempotencyKey, requestHash, createdAt: now })
        .onConflictDoNothing({ target: [idempotencyKeys.customerId, idempotencyKeys.key] })
        .returning({ id: idempotencyKeys.id });
      if (!claimed) {
        const [earlier] = await tx
          .select({ requestHash: idempotencyKeys.requestHash, orderId: idempotencyKeys.orderId })
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.customerId, customer.id), eq(idempotencyKeys.key, idempotencyKey)))
          .limit(1);
        if (!earlier || earlier.requestHash !== requestHash || earlier.orderId === null) {
          throw conflict(
            "IDEMPOTENCY_KEY_REUSED",
            "This Idempotency-Key was already used for a different order. Send a new key for a new order.",
          );
        }
        return { order: await orderById(tx, earlier.orderId), replayed: true };
      }

      const [delivery] = await tx
        .select({ address: addresses, accountGstin: customers.gstin })
        .from(addresses)
        .innerJoin(customers, eq(customers.id, addresses.customerId))
        .where(and(eq(addresses.id, input.addressId), eq(addresses.customerId, customer.id)))
        .limit(1);
      if (!delivery) throw addressNotFound();
      const address = addressSnapshot(delivery.address);
      const place = placeOfSupply(address, delivery.accountGstin);
      const found = await loadProducts(
        tx,
        websiteId,
        group,
        lines.map((line) => line.productId),
        true,
      );
      const priced = priceLines(lines, found, group, entry?.prices);
      const takes = priced.map(({ line, product }) => {
        if (!isOrderable(line.quantity, product)) {
          const message = orderableError(line.quantity, product, product.title) ?? "";
          throw new ApiError(409, "OUT_OF_STOCK", message, { [`items.${line.index}.quantity`]: message });
        }
        return splitFromStock(line.quantity, product.stock);
      });
      // One statement takes the stock of every line (the rows are already locked above).
      const taken = priced.flatMap(({ product }, i) => {
        const fromStock = takes[i]?.fromStock ?? 0;
        return fromStock > 0 ? [{ id: product.id, fromStock }] : [];
      });
      if (taken.length > 0) {
        const ids = intArray(taken.map((t) => t.id));
        const amounts = intArray(taken.map((t) => t.fromStock));
        await tx.execute(sql`update products set stock = products.stock - t.amount, updated_at = ${now}
          from unnest(${ids}, ${amounts}) as t(id, amount)
          where products.id = t.id`);
      }

      let coupon: ApplicableCoupon | null = null;
      if (input.couponCode) {
        coupon = await applicableCoupon(tx, input.couponCode, requesterOf(customer), { now, lock: true });
      }
      const totals = splitOf(
        priced,
        coupon?.dto ?? null,
        input.toPayShipping,
        place.decision.place.intraState,
        entry?.fees,
      );
      const couponSnapshot: OrderCouponSnapshot | null = coupon?.snapshot ?? null;

      const [order] = await tx
        .insert(orders)
        .values({
          // Taken from the sequence by the insert itself (no statement of its own).
          number: nextOrderNumberSql(now),
          websiteId,
          customerId: customer.id,
          status: "placed",
          paymentStatus: "pending",
          paymentMethod: input.paymentMethod,
          address,
          subtotal: totals.subtotal,
          totals: totals.totals,
          total: totals.total,
          quantity: totals.quantity,
          couponCode: coupon?.row.code ?? null,
          coupon: couponSnapshot,
          toPayShipping: input.toPayShipping,
          note: input.note ?? null,
          gst: gstSnapshot(place.decision, place.buyerGstin, totals),
          createdAt: now,
          updatedAt: now,
          enteredBy: entry?.staffId ?? null,
        })
        .returning();
      if (!order) throw new Error("The order insert returned no row");

      const lineRows = await tx
        .insert(orderLines)
        .values(
          priced.map((item, i) => ({
            ...orderLineRow(order.id, item, i, totals, takes[i]),
            groupPrice: entry ? item.groupPrice : null,
            priceReason: item.override?.reason ?? null,
            proposedPrice: item.override && !item.override.applied ? item.override.price : null,
          })),
        )
        .returning();
      const placedStep = await tx
        .insert(orderStatusHistory)
        .values({ orderId: order.id, status: "placed", staffId: entry?.staffId ?? null, createdAt: now })
        .returning();
      if (coupon) {
        await tx.insert(couponUses).values({
          couponId: coupon.row.id,
          customerId: customer.id,
          orderId: order.id,
          createdAt: now,
        });
      }
      if (entry) {
        // A phone order leaves the buyer's own saved cart alone: the buyer may be filling it for later.
        await tx.update(idempotencyKeys).set({ orderId: order.id }).where(eq(idempotencyKeys.id, claimed.id));
        await entry.inTransaction(tx, order);
      } else {
        // The key now names its order, and the ordered products leave the buyer's saved cart: one statement.
        await tx.execute(sql`with claimed as (
            update ${idempotencyKeys} set order_id = ${order.id} where ${idempotencyKeys.id} = ${claimed.id}
          )
          ${removeOrderedFromSavedCartSql(
            customer.id,
            lines.map((line) => line.productId),
          )}`);
      }

      // The proforma invoice is issued with the order: a bank transfer is paid against it.
      // The proforma's render and the order's messages are enqueued together, in one statement.
      const announced: ShopEvent[] = [];
      const proforma = await deps.documents.issueProforma(tx, order, now, {
        emit: async (_tx, event) => {
          announced.push(event);
        },
      });
      await deps.jobs.emitAll(tx, [...announced, { type: "order.placed", orderId: order.id }]);
      const payee = upiPayeeOf(await readShopSettings(tx));
      const dto = toOrderDto(order, lineRows, placedStep, payee, [
        {
          kind: "proforma",
          number: proforma.number,
          issuedAt: proforma.issuedAt.toISOString(),
          total: toRupees(proforma.total),
        },
      ]);
      return { order: dto, replayed: false };
    });
  }

  /** The desk's live lines: prices, MOQ, stock, what is made to order, and each line's total (rupees). */
  function deskQuoteLines(
    priced: readonly PricedLine[],
    lineTaxes: readonly number[],
    split: GstSplit | null,
  ): AdminOrderQuoteDto["items"] {
    return priced.map(({ line, product, price, groupPrice: ofGroup, override }, i) => {
      const subtotal = price * line.quantity;
      const tax = lineTaxes[i] ?? 0;
      const lineDiscount = split?.lines[i]?.discount ?? 0;
      const take = splitFromStock(line.quantity, Math.max(product.stock, 0));
      return {
        productId: product.id,
        sku: product.sku,
        title: product.title,
        quantity: line.quantity,
        groupPrice: toRupees(ofGroup),
        price: toRupees(price),
        proposedPrice: override && !override.applied ? toRupees(override.price) : null,
        minimumQuantity: product.minimumQuantity,
        stock: product.stock,
        fromStock: take.fromStock,
        madeToOrder: take.madeToOrder,
        taxRate: product.taxRate,
        tax: toRupees(tax),
        total: toRupees(subtotal - lineDiscount + tax),
        problem: orderableError(line.quantity, product, product.title),
      };
    });
  }

  /**
   * The order desk's live lines: each priced for the buyer's group (and the caller's override, applied
   * only for a role that may set prices), with the MOQ, the stock now and what would be made to order.
   * A line that cannot be ordered, or a coupon that does not apply, is reported on the line or beside the
   * totals rather than refused: the staff member is still typing.
   */
  async function deskQuote(
    websiteId: number,
    buyer: AuthCustomer,
    input: AdminOrderQuoteInput,
    mayOverride: boolean,
  ): Promise<AdminOrderQuoteDto> {
    const lines = mergeCartLines(input.items);
    const prices = linePricesOf(input.items, mayOverride);
    const group: PriceGroup = { id: buyer.groupId, isDefault: buyer.groupIsDefault };
    const found = await loadProducts(
      db,
      websiteId,
      group,
      lines.map((line) => line.productId),
      false,
    );
    const priced = priceLines(lines, found, group, prices);
    let coupon: ApplicableCoupon | null = null;
    let couponProblem: string | null = null;
    if (input.couponCode) {
      try {
        coupon = await applicableCoupon(db, input.couponCode, requesterOf(buyer));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        couponProblem = error.message;
      }
    }
    const gst =
      input.addressId !== undefined
        ? await placeOfSupplyOf(db, buyer.id, await ownAddress(db, buyer.id, input.addressId))
        : null;
    const split = gst
      ? splitOf(priced, coupon?.dto ?? null, input.toPayShipping, gst.decision.place.intraState)
      : null;
    const totals = split ?? totalsOf(priced, coupon?.dto ?? null, input.toPayShipping);
    return {
      items: deskQuoteLines(priced, totals.lineTaxes, split),
      subtotal: toRupees(totals.subtotal),
      totals: rupeesTotals(totals.totals),
      total: toRupees(totals.total),
      quantity: totals.quantity,
      mayOverridePrices: mayOverride,
      couponProblem,
      ...(gst
        ? {
            placeOfSupply: placeOfSupplyDto(
              { placeOfSupply: gst.decision.place, warning: placeOfSupplyWarning(gst.decision) },
              gst.decision.delivery.name,
            ),
          }
        : {}),
    };
  }

  return {
    quote,
    placeOrder,
    deskQuote,
    /** The placing's own rules, for an edit of a placed order to price and take stock the same way. */
    rules: { loadProducts, priceLines, splitOf, placeOfSupply, deskQuoteLines },
  };
}

export type PlaceOrderService = ReturnType<typeof createPlaceOrder>;

/**
 * The other prices of staff-entered lines by product (paise): applied for a role that may set prices,
 * kept as proposals otherwise. A product repeated on several lines takes its first line's price.
 */
export function linePricesOf(
  items: readonly AdminOrderLineInput[],
  mayOverride: boolean,
): Map<number, LinePrice> {
  const prices = new Map<number, LinePrice>();
  for (const item of items) {
    if (item.price === undefined || prices.has(item.productId)) continue;
    prices.set(item.productId, {
      price: toPaise(item.price),
      reason: item.priceReason ?? "",
      applied: mayOverride,
    });
  }
  return prices;
}
