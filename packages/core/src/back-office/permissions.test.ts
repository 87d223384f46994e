import { describe, expect, it } from "vitest";
import { hasPermission, mayDispatchUnpaid, PERMISSIONS, permissionsOf, STAFF_ROLES } from "./permissions";

describe("back-office permissions (BACKOFFICE.md's table)", () => {
  it("has one permission per row of the table, twelve rows", () => {
    expect(Object.keys(PERMISSIONS)).toHaveLength(12);
  });

  it("every role sees orders, buyers and products", () => {
    for (const role of STAFF_ROLES) expect(hasPermission(role, "orders.read")).toBe(true);
  });

  it("only the owner manages shop settings and staff accounts", () => {
    expect(STAFF_ROLES.filter((role) => hasPermission(role, "shop.admin"))).toEqual(["owner"]);
  });

  it("dispatch staff pack and dispatch but neither take payments nor approve buyers", () => {
    expect(permissionsOf("dispatch")).toEqual(["orders.read", "orders.fulfil"]);
  });

  it("sales confirm orders, take payments, approve buyers, run coupons and GST documents", () => {
    expect(permissionsOf("sales")).toEqual([
      "orders.read",
      "orders.process",
      "customers.manage",
      "coupons.manage",
      "gst.documents",
      "quotes.manage",
    ]);
  });

  it("catalogue staff keep products and content only", () => {
    expect(permissionsOf("catalogue")).toEqual(["orders.read", "catalogue.manage", "content.manage"]);
  });

  it("a manager holds every permission but the owner's", () => {
    expect(permissionsOf("manager")).toHaveLength(11);
    expect(hasPermission("manager", "shop.admin")).toBe(false);
  });

  it("only an owner or a manager sets volume prices and the wholesale floor", () => {
    expect(STAFF_ROLES.filter((role) => hasPermission(role, "prices.volume"))).toEqual(["owner", "manager"]);
  });

  it("only the owner and a manager read the reports", () => {
    expect(STAFF_ROLES.filter((role) => hasPermission(role, "reports.read"))).toEqual(["owner", "manager"]);
  });

  it("sales, a manager and the owner answer buyers' requests for quote", () => {
    expect(STAFF_ROLES.filter((role) => hasPermission(role, "quotes.manage"))).toEqual([
      "owner",
      "manager",
      "sales",
    ]);
  });

  it("only an owner or a manager may dispatch an order that is not fully paid", () => {
    expect(STAFF_ROLES.filter(mayDispatchUnpaid)).toEqual(["owner", "manager"]);
  });
});
