import type { Permission } from "../back-office/permissions";

/**
 * An order's life (BACKOFFICE.md "An order's life"):
 *
 *   placed ─confirm─► confirmed ─pack─► packed ─dispatch─► dispatched ─deliver─► delivered
 *     └──────────── cancel (from placed, confirmed, packed) ─────────────► cancelled
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
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_STATE_TITLES: Record<OrderState, string> = {
  placed: "Placed",
  confirmed: "Confirmed",
  packed: "Packed",
  dispatched: "Dispatched",
  delivered: "Delivered",
  cancelled: "Cancelled",
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
  dispatched: { from: ["packed"], to: "dispatched", action: "Dispatch", permission: "orders.fulfil" },
  delivered: { from: ["dispatched"], to: "delivered", action: "Deliver", permission: "orders.fulfil" },
  cancelled: {
    from: ["placed", "confirmed", "packed"],
    to: "cancelled",
    action: "Cancel",
    permission: "orders.process",
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

/** The moves open from a state (the buttons the order page shows). */
export function nextStates(from: OrderState): OrderTargetState[] {
  return ORDER_TARGET_STATES.filter((to) => canTransition(from, to));
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
  if (to === "cancelled") return "A dispatched order cannot be cancelled.";
  const allowedFrom = (ORDER_TRANSITIONS[to as OrderTargetState]?.from ?? []) as readonly OrderState[];
  const after = allowedFrom.map((state) => ORDER_STATE_TITLES[state].toLowerCase()).join(" or ");
  return `An order that is ${ORDER_STATE_TITLES[from].toLowerCase()} cannot be ${ORDER_STATE_TITLES[to].toLowerCase()}; it must be ${after} first.`;
}

/** Orders in these states hold stock and a coupon use; cancelling gives them back. */
export const OPEN_ORDER_STATES: readonly OrderState[] = ["placed", "confirmed", "packed"];
