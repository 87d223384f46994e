import { type Paise, toPaise } from "../money";
import {
  type ApiPricedProduct,
  apiBasePrice,
  apiVolumeBreaks,
  type CustomerGroupRef,
  type VolumeBreak,
  volumeUnitPrice,
} from "../pricing";
import { type CouponTerms, computeTotals, type TotalsLine } from "./totals";

/** What a cart keeps of a product: enough to price it, name it and know its MOQ. */
export interface CartProduct extends ApiPricedProduct {
  id: number;
  title: string;
  taxRate: number;
  minimumQuantity?: number;
}

export interface CartOption {
  optionId: number;
  valueId: number;
  optionTitle: string;
  valueTitle: string;
}

export interface CartItem<P extends CartProduct = CartProduct> {
  id: number;
  /** A copy of the product taken when it was added (or at the last price refresh). */
  product: P;
  options: CartOption[];
  /** Unit price charged: the group price, lowered by the quantity break the line reaches. */
  price: Paise;
  /** The group price of a single piece, before any quantity break. */
  basePrice?: Paise;
  /** The group's quantity breaks for this product (paise), so a new quantity finds its price. */
  volumeBreaks?: VolumeBreak[];
  mrp: Paise;
  taxRate: number;
  /** GST on the line after the coupon's subtotal discount. */
  tax: Paise;
  /** price × quantity */
  subtotal: Paise;
  /** subtotal + tax */
  total: Paise;
  quantity: number;
}

export interface Cart<P extends CartProduct = CartProduct> {
  /** The id of the last line ever added; never goes back, so a delayed action cannot hit a newer line. */
  lastItemId: number;
  quantity: number;
  items: CartItem<P>[];
  subtotal: Paise;
  totals: TotalsLine[];
  total: Paise;
  toPayShipping: boolean;
  shippingDetails: string;
  coupon: CouponTerms | null;
}

export type CartAction<P extends CartProduct = CartProduct> =
  | {
      type: "add";
      product: P;
      options?: CartOption[];
      /** Defaults to the product's minimumQuantity. */
      quantity?: number;
      group: CustomerGroupRef | null;
    }
  | { type: "remove"; itemId: number }
  | { type: "update"; quantities: { itemId: number; quantity: number }[] }
  | { type: "clear" }
  | { type: "applyCoupon"; coupon: CouponTerms }
  | { type: "removeCoupon" }
  | { type: "setToPayShipping"; value: boolean }
  | { type: "setShippingDetails"; value: string }
  | { type: "refreshPrices"; group: CustomerGroupRef | null; products?: P[] };

/** The line as the server wants it for a quote or an order: never a price. */
export interface CartServerLine {
  productId: number;
  quantity: number;
  options?: { optionId: number; valueId: number }[];
}

export function emptyCart<P extends CartProduct = CartProduct>(): Cart<P> {
  return {
    lastItemId: 0,
    quantity: 0,
    items: [],
    subtotal: 0,
    totals: [],
    total: 0,
    toPayShipping: false,
    shippingDetails: "",
    coupon: null,
  };
}

function isLineQuantity(quantity: number): boolean {
  return Number.isSafeInteger(quantity) && quantity >= 1;
}

/** The same option set, in any order. */
function sameOptions(a: readonly CartOption[], b: readonly CartOption[]): boolean {
  return (
    a.length === b.length &&
    a.every((option) =>
      b.some((other) => other.optionId === option.optionId && other.valueId === option.valueId),
    )
  );
}

function priceItem<P extends CartProduct>(
  item: Omit<CartItem<P>, "price" | "mrp" | "taxRate" | "basePrice" | "volumeBreaks">,
  group: CustomerGroupRef | null,
): CartItem<P> {
  const basePrice = apiBasePrice(item.product, group);
  const volumeBreaks = apiVolumeBreaks(item.product, group);
  return {
    ...item,
    basePrice,
    volumeBreaks,
    price: volumeUnitPrice(basePrice, volumeBreaks, item.quantity),
    mrp: toPaise(item.product.mrp),
    taxRate: item.product.taxRate,
  };
}

/** Every derived amount of the cart and its lines, from the lines, the coupon and the shipping choice. */
function recompute<P extends CartProduct>(changed: Cart<P>): Cart<P> {
  // A new quantity may reach (or leave) a break: the unit price follows it. A line kept from before
  // breaks existed has no basePrice, and keeps its price until the next refresh.
  const repriced = changed.items.map((item) =>
    item.basePrice === undefined
      ? item
      : { ...item, price: volumeUnitPrice(item.basePrice, item.volumeBreaks, item.quantity) },
  );
  const cart = { ...changed, items: repriced };
  const result = computeTotals({
    lines: cart.items.map((item) => ({ price: item.price, quantity: item.quantity, taxRate: item.taxRate })),
    coupon: cart.coupon,
    toPayShipping: cart.toPayShipping,
  });
  const items = cart.items.map((item, i) => {
    const subtotal = item.price * item.quantity;
    const tax = result.lineTaxes[i] ?? 0;
    return { ...item, subtotal, tax, total: subtotal + tax };
  });
  return {
    ...cart,
    items,
    quantity: result.quantity,
    subtotal: result.subtotal,
    totals: result.totals,
    total: result.total,
  };
}

function addItem<P extends CartProduct>(
  cart: Cart<P>,
  action: Extract<CartAction<P>, { type: "add" }>,
): Cart<P> {
  const options = action.options ?? [];
  const quantity = action.quantity ?? action.product.minimumQuantity ?? 1;
  if (!isLineQuantity(quantity)) return cart;
  const index = cart.items.findIndex(
    (item) => item.product.id === action.product.id && sameOptions(item.options, options),
  );
  if (index >= 0) {
    const items = cart.items.map((item, i) =>
      i === index ? { ...item, quantity: item.quantity + quantity } : item,
    );
    return { ...cart, items };
  }
  const id = cart.lastItemId + 1;
  const item = priceItem(
    { id, product: action.product, options, tax: 0, subtotal: 0, total: 0, quantity },
    action.group,
  );
  return { ...cart, lastItemId: id, items: [...cart.items, item] };
}

function updateQuantities<P extends CartProduct>(
  cart: Cart<P>,
  quantities: readonly { itemId: number; quantity: number }[],
): Cart<P> {
  let changed = false;
  const items = cart.items.map((item) => {
    const update = quantities.find((entry) => entry.itemId === item.id);
    // A line leaves the cart only through "remove"; a quantity below 1 is not a quantity.
    if (!update || !isLineQuantity(update.quantity) || update.quantity === item.quantity) return item;
    changed = true;
    return { ...item, quantity: update.quantity };
  });
  return changed ? { ...cart, items } : cart;
}

function refreshPrices<P extends CartProduct>(
  cart: Cart<P>,
  group: CustomerGroupRef | null,
  products: readonly P[] | undefined,
): Cart<P> {
  const items = cart.items.map((item) => {
    const product = products?.find((fresh) => fresh.id === item.product.id) ?? item.product;
    return priceItem({ ...item, product }, group);
  });
  return { ...cart, items };
}

function transition<P extends CartProduct>(cart: Cart<P>, action: CartAction<P>): Cart<P> {
  switch (action.type) {
    case "add":
      return addItem(cart, action);
    case "remove": {
      const items = cart.items.filter((item) => item.id !== action.itemId);
      return items.length === cart.items.length ? cart : { ...cart, items };
    }
    case "update":
      return updateQuantities(cart, action.quantities);
    case "clear":
      return { ...cart, items: [], coupon: null };
    case "applyCoupon":
      return { ...cart, coupon: action.coupon };
    case "removeCoupon":
      return cart.coupon === null ? cart : { ...cart, coupon: null };
    case "setToPayShipping":
      return cart.toPayShipping === action.value ? cart : { ...cart, toPayShipping: action.value };
    case "setShippingDetails":
      return cart.shippingDetails === action.value ? cart : { ...cart, shippingDetails: action.value };
    case "refreshPrices":
      return refreshPrices(cart, action.group, action.products);
  }
}

/**
 * The cart's transitions (SPEC.md section 4). Every change recomputes the lines, subtotal, totals lines,
 * total and quantity; an action that changes nothing returns the same cart object.
 */
export function cartReducer<P extends CartProduct>(cart: Cart<P>, action: CartAction<P>): Cart<P> {
  const next = transition(cart, action);
  return next === cart ? cart : recompute(next);
}

/** The cart as the server's quote and order calls take it (API.md "Cart line sent to the server"). */
export function cartServerLines(cart: Pick<Cart, "items">): CartServerLine[] {
  return cart.items.map((item) => {
    const line: CartServerLine = { productId: item.product.id, quantity: item.quantity };
    if (item.options.length > 0) {
      line.options = item.options.map((option) => ({ optionId: option.optionId, valueId: option.valueId }));
    }
    return line;
  });
}
