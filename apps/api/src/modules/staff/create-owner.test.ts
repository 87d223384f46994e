import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import {
  auditLog,
  banners,
  blogPosts,
  categories,
  coupons,
  customerGroups,
  customers,
  products,
  shopSettings,
  staff,
  websites,
} from "../../db/schema";
import { DEMO_ACCOUNTS, seedDemo } from "../../db/seed";
import { openScratchDatabase } from "../../db/testing";
import { verifyPassword } from "../../lib/password";
import { hasActiveOwner, staffWithDemoPassword } from "../../production-checks";
import { createOwnerAccount, OwnerRefused } from "./create-owner";

// What a production database is given: the shop's structure without demo accounts, a catalogue only when
// asked for, and owners only from the command.
describe("a production database", () => {
  let db: Db;
  let dispose: () => Promise<void>;
  const TEST_NOW = new Date("2026-03-02T10:00:00.000Z");

  const countOf = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n;

  beforeAll(async () => {
    const scratch = await openScratchDatabase();
    await runMigrations(scratch.handle);
    db = scratch.handle.db;
    dispose = scratch.dispose;
  });

  afterAll(async () => {
    await dispose?.();
  });

  it("gets the structure alone when neither the catalogue nor the demo accounts are asked for", async () => {
    const summary = await seedDemo(db, {
      products: 50,
      images: false,
      now: TEST_NOW,
      catalogue: false,
      demoAccounts: false,
    });
    expect(summary).toMatchObject({ products: 0, customers: 0, coupons: 0 });
    expect({
      websites: await countOf(websites),
      groups: await countOf(customerGroups),
      categories: await countOf(categories),
      settings: await countOf(shopSettings),
      products: await countOf(products),
      banners: await countOf(banners),
      blog: await countOf(blogPosts),
      staff: await countOf(staff),
      customers: await countOf(customers),
      coupons: await countOf(coupons),
    }).toEqual({
      websites: 1,
      groups: 2,
      categories: 15,
      settings: 1,
      products: 0,
      banners: 0,
      blog: 0,
      staff: 0,
      customers: 0,
      coupons: 0,
    });
    expect(await hasActiveOwner(db)).toBe(false);
  });

  it("adds the demo catalogue to that structure later, still without demo accounts", async () => {
    await seedDemo(db, { products: 20, images: false, now: TEST_NOW, demoAccounts: false });
    expect(await countOf(products)).toBe(20);
    expect(await countOf(banners)).toBeGreaterThan(0);
    expect(await countOf(categories)).toBe(15);
    expect(await countOf(websites)).toBe(1);
    expect(await countOf(staff)).toBe(0);
    expect(await countOf(customers)).toBe(0);
    expect(await countOf(coupons)).toBe(0);
  });

  it("creates an owner from the command: policy, hash, audit row by the system, email taken refused", async () => {
    await expect(
      createOwnerAccount(db, { email: "anil@shop.example", name: "Anil", password: "Roshni Lighting 99" }),
    ).rejects.toThrow("Do not use the shop's name or a word of it in the password.");
    await expect(
      createOwnerAccount(db, { email: "anil@shop.example", name: "Anil", password: "too-short" }),
    ).rejects.toBeInstanceOf(OwnerRefused);

    const { id } = await createOwnerAccount(db, {
      email: "anil@shop.example",
      name: "Anil",
      password: "copper-monsoon-lantern-7",
    });
    const [row] = await db.select().from(staff).where(eq(staff.id, id));
    expect(row).toMatchObject({ role: "owner", disabled: false, mfaSecret: null });
    expect(await verifyPassword("copper-monsoon-lantern-7", row?.passwordHash ?? "")).toBe(true);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit).toMatchObject({ staffId: null, action: "staff.create", entity: "staff" });
    expect(JSON.stringify(audit?.after)).not.toContain("scrypt");
    expect(await hasActiveOwner(db)).toBe(true);

    await expect(
      createOwnerAccount(db, { email: "anil@shop.example", name: "Anil", password: "another-long-password" }),
    ).rejects.toThrow("A staff account with the email anil@shop.example already exists");
  });

  it("finds the active staff accounts that still have the demo password", async () => {
    expect(await staffWithDemoPassword(db)).toEqual([]);
    const demoHash = DEMO_ACCOUNTS[0]?.passwordHash ?? "";
    await db.insert(staff).values([
      { email: "manager@demo.roshnilighting.in", name: "Demo", role: "manager", passwordHash: demoHash },
      {
        email: "gone@demo.roshnilighting.in",
        name: "Gone",
        role: "sales",
        passwordHash: demoHash,
        disabled: true,
      },
    ]);
    expect(await staffWithDemoPassword(db)).toEqual(["manager@demo.roshnilighting.in"]);
  });
});
