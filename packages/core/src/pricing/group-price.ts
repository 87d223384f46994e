import { type Paise, toPaise } from "../money";
import { type VolumeBreak, volumeUnitPrice } from "./volume";

/** The customer group as the storefront and the API know it; a visitor is in the default group. */
export interface CustomerGroupRef {
  id: number;
  isDefault: boolean;
}

/** A product's prices in paise, as the API holds them before turning them into rupees. */
export interface PricedProduct {
  mrp: Paise;
  sellingPrice: Paise;
  wholesalePrice?: Paise | null;
  /** Prices per customer group; isDefault marks the default group's entry so a visitor can find it. */
  groupPrices?: readonly { groupId: number; price: Paise; isDefault?: boolean }[];
  /** Quantity breaks per customer group; isDefault marks the default group's, which a visitor gets. */
  volumePrices?: readonly { groupId: number; minQuantity: number; price: Paise; isDefault?: boolean }[];
  /** The wholesale floor: no break takes a unit below it. */
  priceFloor?: Paise | null;
}

/** The price fields of a product as the API sends it (rupees). */
export interface ApiPricedProduct {
  mrp: number;
  sellingPrice: number;
  wholesalePrice?: number | null;
  websiteProductPrices: readonly { customerGroup: { id: number; isDefault: boolean }; price: number }[];
  /** Quantity breaks of the requester's group, their prices already held at the wholesale floor. */
  volumePrices?: readonly {
    customerGroup: { id: number; isDefault: boolean };
    minQuantity: number;
    price: number;
  }[];
}

interface GroupPriceEntry {
  groupId: number;
  isDefault: boolean;
  price: Paise;
}

/**
 * The one price rule (PRICING.md), in paise:
 *   the group's own price                      if the product has one
 *   else wholesalePrice                        if the group is not the default and wholesalePrice > 0
 *   else the default group's price             if the product has one (SPEC.md 6: "otherwise the default group's price")
 *   else sellingPrice                          if > 0
 *   else mrp
 * A visitor (group null) is in the default group.
 */
function resolvePrice(
  mrp: Paise,
  sellingPrice: Paise,
  wholesalePrice: Paise | null,
  entries: readonly GroupPriceEntry[],
  group: CustomerGroupRef | null,
): Paise {
  const usable = entries.filter((entry) => entry.price > 0);
  if (group !== null) {
    const own = usable.find((entry) => entry.groupId === group.id);
    if (own) return own.price;
    if (!group.isDefault && wholesalePrice !== null && wholesalePrice > 0) return wholesalePrice;
  }
  const defaultEntry = usable.find((entry) => entry.isDefault);
  if (defaultEntry) return defaultEntry.price;
  if (sellingPrice > 0) return sellingPrice;
  return mrp;
}

/** The breaks of `group` (a visitor: the default group's) among a product's breaks of every group. */
function breaksOf(
  entries: readonly { groupId: number; isDefault: boolean; minQuantity: number; price: Paise }[],
  group: CustomerGroupRef | null,
): VolumeBreak[] {
  return entries
    .filter((entry) => (group === null ? entry.isDefault : entry.groupId === group.id))
    .map((entry) => ({ minQuantity: entry.minQuantity, price: entry.price }));
}

/** The breaks a product has for `group`, in paise (a visitor: the default group's). */
export function groupVolumeBreaks(p: PricedProduct, group: CustomerGroupRef | null): VolumeBreak[] {
  return breaksOf(
    (p.volumePrices ?? []).map((entry) => ({ ...entry, isDefault: entry.isDefault ?? false })),
    group,
  );
}

/** The same on the API's product shape (rupees in, paise out). */
export function apiVolumeBreaks(product: ApiPricedProduct, group: CustomerGroupRef | null): VolumeBreak[] {
  return breaksOf(
    (product.volumePrices ?? []).map((entry) => ({
      groupId: entry.customerGroup.id,
      isDefault: entry.customerGroup.isDefault,
      minQuantity: entry.minQuantity,
      price: toPaise(entry.price),
    })),
    group,
  );
}

/**
 * The unit price of `quantity` pieces for `group`: the one price rule, then the quantity break the line
 * reaches (never below the wholesale floor). Without a quantity it is the price of one piece.
 */
export function groupPrice(p: PricedProduct, group: CustomerGroupRef | null, quantity = 1): Paise {
  return volumeUnitPrice(groupBasePrice(p, group), groupVolumeBreaks(p, group), quantity, p.priceFloor ?? 0);
}

/** The one price rule without quantity breaks: what a single piece costs. */
export function groupBasePrice(p: PricedProduct, group: CustomerGroupRef | null): Paise {
  const entries = (p.groupPrices ?? []).map((entry) => ({
    groupId: entry.groupId,
    isDefault: entry.isDefault ?? false,
    price: entry.price,
  }));
  return resolvePrice(p.mrp, p.sellingPrice, p.wholesalePrice ?? null, entries, group);
}

/**
 * The same rule on the API's product shape; the answer is in paise. The API has already held its breaks
 * at the floor, so none is applied here.
 */
export function apiProductPrice(
  product: ApiPricedProduct,
  group: CustomerGroupRef | null,
  quantity = 1,
): Paise {
  return volumeUnitPrice(apiBasePrice(product, group), apiVolumeBreaks(product, group), quantity);
}

/** The API product's price of a single piece, without quantity breaks. */
export function apiBasePrice(product: ApiPricedProduct, group: CustomerGroupRef | null): Paise {
  const entries = product.websiteProductPrices.map((entry) => ({
    groupId: entry.customerGroup.id,
    isDefault: entry.customerGroup.isDefault,
    price: toPaise(entry.price),
  }));
  const wholesale =
    product.wholesalePrice === undefined || product.wholesalePrice === null
      ? null
      : toPaise(product.wholesalePrice);
  return resolvePrice(toPaise(product.mrp), toPaise(product.sellingPrice), wholesale, entries, group);
}
