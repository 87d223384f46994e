import type { Permission } from "../back-office/permissions";

/**
 * An order's life (BACKOFFICE.md "An order's life"):
 *
 *   placed ─confirm─► confirmed ─pack─► packed ─dispatch─► dispatched ─deliver─► delivered
 *     └──────────── cancel (from placed, confirmed, packed) ─────────────► cancelled
 *   confirmed / packed ─dispatch a shipment, pieces left─► partly dispatched ─last shipment─► dispatched
 *
 * API.md's older names `processing` and `shipped` are `packed` and `dispatched` (docs/decisions.md).
 */
export const ORDER_STATES = [
  "placed",
  "confirmed",
  "packed",
  "dispatched",
  "delivered",
  "cancelled",
  "partly-dispatched",
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_STATE_TITLES: Record<OrderState, string> = {
  placed: "Placed",
  confirmed: "Confirmed",
  packed: "Packed",
  dispatched: "Dispatched",
  delivered: "Delivered",
  cancelled: "Cancelled",
  "partly-dispatched": "Partly dispatched",
};

export interface OrderTransition {
  from: readonly OrderState[];
  to: OrderState;
  /** The button's word. */
  action: string;
  permission: Permission;
}

/** Every allowed move, keyed by the state it reaches; anything else is refused (409). */
export const ORDER_TRANSITIONS = {
  confirmed: { from: ["placed"], to: "confirmed", action: "Confirm", permission: "orders.process" },
  packed: { from: ["confirmed"], to: "packed", action: "Pack", permission: "orders.fulfil" },
  dispatched: {
    from: ["packed", "partly-dispatched"],
    to: "dispatched",
    action: "Dispatch",
    permission: "orders.fulfil",
  },
  delivered: { from: ["dispatched"], to: "delivered", action: "Deliver", permission: "orders.fulfil" },
  cancelled: {
    from: ["placed", "confirmed", "packed"],
    to: "cancelled",
    action: "Cancel",
    permission: "orders.process",
  },
  // Reached only by dispatching a shipment that leaves pieces behind (back-orders); the rest follows
  // as further shipments, or is cancelled by a manager (cancel-rest).
  "partly-dispatched": {
    from: ["confirmed", "packed", "partly-dispatched"],
    to: "partly-dispatched",
    action: "Dispatch part",
    permission: "orders.fulfil",
  },
} as const satisfies Record<Exclude<OrderState, "placed">, OrderTransition>;

/** Every permission some move needs: a role holding none of them may move no order at all. */
export const ORDER_MOVE_PERMISSIONS = [
  ...new Set(Object.values(ORDER_TRANSITIONS).map((move) => move.permission)),
];

export type OrderTargetState = keyof typeof ORDER_TRANSITIONS;
export const ORDER_TARGET_STATES = Object.keys(ORDER_TRANSITIONS) as OrderTargetState[];

export function canTransition(from: OrderState, to: OrderState): boolean {
  if (to === "placed") return false;
  return (ORDER_TRANSITIONS[to].from as readonly OrderState[]).includes(from);
}

/** Moves made only by dispatching a shipment, never by the order's own buttons. */
export const SHIPMENT_ONLY_STATES: readonly OrderTargetState[] = ["partly-dispatched"];

/** The moves open from a state (the buttons the order page shows). */
export function nextStates(from: OrderState): OrderTargetState[] {
  return ORDER_TARGET_STATES.filter((to) => canTransition(from, to) && !SHIPMENT_ONLY_STATES.includes(to));
}

/** The permission a move needs. */
export function transitionPermission(to: OrderTargetState): Permission {
  return ORDER_TRANSITIONS[to].permission;
}

/** The sentence of a 409 for a move that is not allowed. */
export function transitionRefusal(from: OrderState, to: OrderState): string {
  if (from === to) return `The order is already ${ORDER_STATE_TITLES[to].toLowerCase()}.`;
  if (from === "cancelled") return "A cancelled order cannot change any more.";
  if (from === "delivered") return "A delivered order cannot change any more.";
  if (to === "cancelled" && from === "partly-dispatched")
    return "Part of this order has left: cancel the rest of it instead.";
  if (to === "cancelled") return "A dispatched order cannot be cancelled.";
  const allowedFrom = (ORDER_TRANSITIONS[to as OrderTargetState]?.from ?? []) as readonly OrderState[];
  const after = allowedFrom
    .filter((state) => !(SHIPMENT_ONLY_STATES as readonly OrderState[]).includes(state))
    .map((state) => ORDER_STATE_TITLES[state].toLowerCase())
    .join(" or ");
  return `An order that is ${ORDER_STATE_TITLES[from].toLowerCase()} cannot be ${ORDER_STATE_TITLES[to].toLowerCase()}; it must be ${after} first.`;
}

/** Orders in these states hold stock and a coupon use; cancelling gives them back. */
export const OPEN_ORDER_STATES: readonly OrderState[] = ["placed", "confirmed", "packed"];

/** Orders that may still send goods: a shipment may be made up of their lines. */
export const SHIPPABLE_ORDER_STATES: readonly OrderState[] = ["confirmed", "packed", "partly-dispatched"];
