/**
 * Who may do what in the back office (BACKOFFICE.md "Who works in it"): one permission per row of the
 * table, each with the roles that hold it. The API checks one permission on every admin route; the back
 * office shows a button only to a role that holds its permission.
 */
export const STAFF_ROLES = ["owner", "manager", "sales", "dispatch", "catalogue"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_TITLES: Record<StaffRole, string> = {
  owner: "Owner",
  manager: "Manager",
  sales: "Sales",
  dispatch: "Dispatch",
  catalogue: "Catalogue",
};

export interface PermissionRow {
  /** What the row of BACKOFFICE.md's table says. */
  description: string;
  roles: readonly StaffRole[];
}

export const PERMISSIONS = {
  "orders.read": {
    description: "see orders, buyers, products",
    roles: ["owner", "manager", "sales", "dispatch", "catalogue"],
  },
  "orders.process": {
    description: "confirm, cancel orders; record and refund payments",
    roles: ["owner", "manager", "sales"],
  },
  "orders.fulfil": {
    description: "pack, dispatch, deliver; e-way bill numbers",
    roles: ["owner", "manager", "dispatch"],
  },
  "customers.manage": {
    description: "approve, regroup, block buyers",
    roles: ["owner", "manager", "sales"],
  },
  "catalogue.manage": {
    description: "products, categories, prices, stock, imports",
    roles: ["owner", "manager", "catalogue"],
  },
  "coupons.manage": { description: "coupons", roles: ["owner", "manager", "sales"] },
  "content.manage": { description: "banners, blog, pages", roles: ["owner", "manager", "catalogue"] },
  "gst.documents": { description: "GST documents and exports", roles: ["owner", "manager", "sales"] },
  "shop.admin": { description: "shop settings, staff accounts", roles: ["owner"] },
  "prices.volume": {
    description: "volume prices (quantity breaks) and the wholesale floor of products",
    roles: ["owner", "manager"],
  },
  "reports.read": { description: "reports (sales, collections, products)", roles: ["owner", "manager"] },
  "quotes.manage": { description: "quotes to buyers", roles: ["owner", "manager", "sales"] },
} as const satisfies Record<string, PermissionRow>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function hasPermission(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission].roles as readonly StaffRole[]).includes(role);
}

/** The permissions of a role, in the table's order (what `GET /v1/admin/me` answers). */
export function permissionsOf(role: StaffRole): Permission[] {
  return PERMISSION_NAMES.filter((permission) => hasPermission(role, permission));
}

/**
 * Dispatching an order that is not fully paid is a credit decision: only these roles may, and only by
 * saying so (`allowUnpaid`), which the order's history records.
 */
export const UNPAID_DISPATCH_ROLES: readonly StaffRole[] = ["owner", "manager"];

export function mayDispatchUnpaid(role: StaffRole): boolean {
  return UNPAID_DISPATCH_ROLES.includes(role);
}

/**
 * Cancelling what has not left of a partly dispatched order gives up a sale already promised to the
 * buyer (its stock goes back, anything paid for it becomes refundable): these roles may, with a reason.
 */
export const CANCEL_REST_ROLES: readonly StaffRole[] = ["owner", "manager"];

export function mayCancelRest(role: StaffRole): boolean {
  return CANCEL_REST_ROLES.includes(role);
}

/**
 * Charging a buyer another price than their group's is a pricing decision: these roles set it on an
 * order they enter; a sales person's price is kept as a proposal for one of them.
 */
export const PRICE_OVERRIDE_ROLES: readonly StaffRole[] = ["owner", "manager"];

export function mayOverridePrice(role: StaffRole): boolean {
  return PRICE_OVERRIDE_ROLES.includes(role);
}
