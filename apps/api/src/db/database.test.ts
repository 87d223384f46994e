import { isValidGstin, stateOfGstin } from "@roshni/core";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../lib/password";
import { type DatabaseHandle, queryRows } from "./client";
import { filterValuesOf, refreshProductDerived, setProductAttributeValues } from "./derived";
import { runMigrations } from "./migrate";
import { nextOrderNumber } from "./order-number";
import {
  addresses,
  attributes,
  categories,
  couponCustomerGroups,
  coupons,
  customerGroups,
  customers,
  productFilterValues,
  products,
  SHOP_SETTINGS_KEY,
  type ShopSettings,
  shopSettings,
  websiteProductPrices,
} from "./schema";
import { ATTRIBUTE_SEEDS, isSeeded, seedDemo } from "./seed";
import { openScratchDatabase, type ScratchDatabase } from "./testing";

const NOW = new Date("2026-03-02T10:00:00.000Z");
const PRODUCTS = 300;

const SPEC_SLUGS = [
  "Chandeliers",
  "Hanginglights",
  "Walllights",
  "Picturelights",
  "Spotlights",
  "Mirrorlights",
  "Ceilinglights",
  "Tablelamps",
  "Floorlamps",
  "Outdoorwalllights",
  "Bulkheadlights",
  "Gatelights",
  "Polelights",
  "Recessedlights",
  "Bulbs",
];

let scratch: ScratchDatabase;
let handle: DatabaseHandle;

async function count(table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(handle.db, sql.raw(`select count(*)::int as n from ${table}`));
  return row?.n ?? -1;
}

beforeAll(async () => {
  scratch = await openScratchDatabase();
  handle = scratch.handle;
  await runMigrations(handle);
  expect(await isSeeded(handle.db)).toBe(false);
  await seedDemo(handle.db, { products: PRODUCTS, images: false, now: NOW });
});

afterAll(async () => {
  await scratch?.dispose();
});

describe("migrations", () => {
  it("can run again at every start without changing anything", async () => {
    await runMigrations(handle);
    expect(await count("products")).toBe(PRODUCTS);
  });

  it("install pg_trgm, which typo-tolerant search needs", async () => {
    const [row] = await queryRows<{ s: number }>(
      handle.db,
      sql`select similarity('chandelier', 'chandelir') as s`,
    );
    expect(row?.s).toBeGreaterThan(0.5);
  });
});

describe("demo catalogue", () => {
  it("reports itself as seeded, so a restart does not seed twice", async () => {
    expect(await isSeeded(handle.db)).toBe(true);
  });

  it("holds the requested products, each on the website with a slug, 3 pictures and the attributes of its kind", async () => {
    expect(await count("products")).toBe(PRODUCTS);
    expect(await count("product_websites")).toBe(PRODUCTS);
    expect(await count("product_images")).toBe(PRODUCTS * 3);
    expect(await count("attributes")).toBe(ATTRIBUTE_SEEDS.length);
    // The five every lamp has; holders, finish, glass, light colour and IP rating depend on the category.
    const [common] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from product_attribute_values v join attributes a on a.id = v.attribute_id
          where a.identifier in ('brand', 'material', 'holder_type', 'style', 'wattage')`,
    );
    expect(common?.n).toBe(PRODUCTS * 5);
    const [bulbHolders] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from product_attribute_values v
          join attributes a on a.id = v.attribute_id
          join product_categories pc on pc.product_id = v.product_id
          join categories c on c.id = pc.category_id
          where c.url = 'Bulbs' and a.identifier in ('number_of_holders', 'bulb_included', 'finish')`,
    );
    expect(bulbHolders?.n).toBe(0);
    const [slugs] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(distinct slug)::int as n from product_websites`,
    );
    expect(slugs?.n).toBe(PRODUCTS);
  });

  it("has the 15 categories of the spec with their exact slugs, in menu order", async () => {
    const rows = await handle.db.select().from(categories).orderBy(asc(categories.position));
    expect(rows.map((row) => row.url)).toEqual(SPEC_SLUGS);
  });

  it("gives Spotlights and Outdoorwalllights empty meta and every other category all three meta fields", async () => {
    const rows = await handle.db.select().from(categories);
    for (const row of rows) {
      const meta = [row.metaTitle, row.metaDescription, row.metaKeywords];
      if (row.url === "Spotlights" || row.url === "Outdoorwalllights") {
        expect(meta, row.url).toEqual(["", "", ""]);
      } else {
        expect(
          meta.every((value) => value.length > 0),
          row.url,
        ).toBe(true);
      }
    }
  });

  it("prices every product mrp ≥ selling price ≥ wholesale price, in whole paise", async () => {
    const [row] = await queryRows<{ bad: number; total: number }>(
      handle.db,
      sql`select count(*) filter (where not (mrp >= selling_price and selling_price >= wholesale_price and selling_price > 0))::int as bad,
                 count(*)::int as total from products`,
    );
    expect(row).toEqual({ bad: 0, total: PRODUCTS });
  });

  it("has out-of-stock products, products with stock below the MOQ and products with plenty", async () => {
    const [row] = await queryRows<{ none: number; below: number; plenty: number }>(
      handle.db,
      sql`select count(*) filter (where stock = 0)::int as none,
                 count(*) filter (where stock > 0 and stock < minimum_quantity)::int as below,
                 count(*) filter (where stock >= minimum_quantity)::int as plenty
          from products`,
    );
    expect(row?.none).toBeGreaterThan(0);
    expect(row?.below).toBeGreaterThan(0);
    expect(row?.plenty).toBeGreaterThan(0);
    expect((row?.none ?? 0) + (row?.below ?? 0) + (row?.plenty ?? 0)).toBe(PRODUCTS);
  });

  it("charges GST at 12 % or 18 % with HSN codes of lamps (8539) and luminaires (9405)", async () => {
    const rows = await queryRows<{ tax_rate: number; n: number }>(
      handle.db,
      sql`select tax_rate, count(*)::int as n from products group by tax_rate order by tax_rate`,
    );
    expect(rows.map((row) => row.tax_rate)).toEqual([12, 18]);
    const [bad] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from products where hsn_code !~ '^(9405|8539)[0-9]{4}$'`,
    );
    expect(bad?.n).toBe(0);
  });

  it("has exactly one default group, Retail, and a Wholesale group", async () => {
    const rows = await handle.db.select().from(customerGroups).orderBy(asc(customerGroups.id));
    expect(rows.map((row) => [row.name, row.isDefault])).toEqual([
      ["Retail", true],
      ["Wholesale", false],
    ]);
  });

  it("gives every product the default group's price (its selling price) and some a Wholesale group price", async () => {
    const [row] = await queryRows<{ retail: number; wholesale: number; mismatched: number }>(
      handle.db,
      sql`select count(*) filter (where g.is_default)::int as retail,
                 count(*) filter (where not g.is_default)::int as wholesale,
                 count(*) filter (where g.is_default and w.price <> p.selling_price)::int as mismatched
          from website_product_prices w
          join customer_groups g on g.id = w.customer_group_id
          join products p on p.id = w.product_id`,
    );
    expect(row?.retail).toBe(PRODUCTS);
    expect(row?.wholesale).toBeGreaterThan(0);
    expect(row?.mismatched).toBe(0);
  });

  it("sets default_price to the default group's price, the column the price sort reads", async () => {
    const [row] = await queryRows<{ bad: number }>(
      handle.db,
      sql`select count(*)::int as bad from products p
          where p.default_price <> (select w.price from website_product_prices w
                                    join customer_groups g on g.id = w.customer_group_id and g.is_default
                                    where w.product_id = p.id)`,
    );
    expect(row?.bad).toBe(0);
  });

  it("stores finish and material as JSON lists, with one filter row per single value", async () => {
    const rows = await queryRows<{ identifier: string; type: string; val: string; filter_values: string[] }>(
      handle.db,
      sql`select a.identifier, a.type, v.val,
                 coalesce((select array_agg(f.value order by f.value) from product_filter_values f
                           where f.product_id = v.product_id and f.attribute_id = v.attribute_id), '{}') as filter_values
          from product_attribute_values v join attributes a on a.id = v.attribute_id
          where a.identifier in ('finish', 'material', 'brand')`,
    );
    expect(rows.filter((row) => row.identifier === "brand")).toHaveLength(PRODUCTS);
    for (const row of rows) {
      if (row.identifier === "brand") {
        expect(row.type).toBe("select");
        expect(row.filter_values).toEqual([row.val]);
      } else {
        expect(row.type).toBe("multi select");
        const list = JSON.parse(row.val) as string[];
        expect(Array.isArray(list)).toBe(true);
        expect(row.filter_values).toEqual([...list].sort());
      }
    }
    expect(
      rows.some((row) => row.type === "multi select" && (JSON.parse(row.val) as string[]).length > 1),
    ).toBe(true);
  });

  it("keeps no SQL search columns: the search is the in-process index, built from the catalogue's own tables", async () => {
    const rows = await queryRows<{ name: string }>(
      handle.db,
      sql`select column_name as name from information_schema.columns
          where table_name = 'products' and column_name = 'search_document'
          union all
          select table_name from information_schema.tables where table_name = 'search_terms'`,
    );
    expect(rows).toEqual([]);
  });

  it("creates the two demo accounts with password 'Lighting@2026', the wholesale one in the Wholesale group", async () => {
    const rows = await handle.db
      .select({
        email: customers.email,
        hash: customers.passwordHash,
        group: customerGroups.name,
        gstin: customers.gstin,
      })
      .from(customers)
      .innerJoin(customerGroups, eq(customerGroups.id, customers.customerGroupId))
      .orderBy(asc(customers.id));
    expect(rows.map((row) => [row.email, row.group])).toEqual([
      ["retail@demo.roshnilighting.in", "Retail"],
      ["wholesale@demo.roshnilighting.in", "Wholesale"],
    ]);
    for (const row of rows) expect(await verifyPassword("Lighting@2026", row.hash)).toBe(true);
    expect(isValidGstin(rows[1]?.gstin ?? "")).toBe(true);
  });

  it("gives each demo account one default address with a 6-digit PIN and an E.164 phone", async () => {
    const rows = await handle.db.select().from(addresses).orderBy(asc(addresses.customerId));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.isDefault).toBe(true);
      expect(row.pincode).toMatch(/^[1-9][0-9]{5}$/);
      expect(row.phone).toMatch(/^\+91[0-9]{10}$/);
      expect(row.country).toBe("IN");
    }
  });

  it("has the demo coupons: 10 % subtotal, free shipping, ₹500 packing, one expired, one for Wholesale only", async () => {
    const rows = await handle.db.select().from(coupons).orderBy(asc(coupons.id));
    const byCode = new Map(rows.map((row) => [row.code, row]));
    expect(byCode.get("WELCOME10")).toMatchObject({ subtotalType: "percent", subtotalDiscount: 1000 });
    expect(byCode.get("FREESHIP")).toMatchObject({ transportType: "percent", transportDiscount: 10000 });
    expect(byCode.get("PACK500")).toMatchObject({ packingType: "absolute", packingDiscount: 50000 });
    const expired = rows.filter((row) => row.validTo !== null && row.validTo < NOW);
    expect(expired.map((row) => row.code)).toEqual(["DIWALI2025"]);

    const restricted = await handle.db
      .select({ code: coupons.code, group: customerGroups.name })
      .from(couponCustomerGroups)
      .innerJoin(coupons, eq(coupons.id, couponCustomerGroups.couponId))
      .innerJoin(customerGroups, eq(customerGroups.id, couponCustomerGroups.customerGroupId));
    expect(restricted).toEqual([{ code: "TRADE5", group: "Wholesale" }]);
  });

  it("has 4 banners, 12 blog posts and the shop's settings with a valid Delhi GSTIN", async () => {
    expect(await count("banners")).toBe(4);
    expect(await count("blog_posts")).toBe(12);
    const [settings] = await handle.db
      .select()
      .from(shopSettings)
      .where(eq(shopSettings.key, SHOP_SETTINGS_KEY));
    const value = settings?.value as ShopSettings;
    expect(value.companyName).toBe("Roshni Lighting Pvt. Ltd.");
    expect(value.hours).toBe("Mon-Sat 11:00 to 19:00");
    expect(value.usdRate).toBe(84);
    expect(value.phones).toHaveLength(2);
    expect(isValidGstin(value.gstin)).toBe(true);
    expect(stateOfGstin(value.gstin)?.name).toBe("Delhi");
    expect(value.gstin.slice(2, 12)).toBe(value.pan);
  });
});

describe("a second seed with the same seed and clock", () => {
  it("produces the same products, price for price and stock for stock", async () => {
    const other = await openScratchDatabase();
    try {
      await runMigrations(other.handle);
      await seedDemo(other.handle.db, { products: PRODUCTS, images: false, now: NOW });
      const pick = (db: DatabaseHandle["db"]) =>
        db
          .select({
            title: products.title,
            sku: products.sku,
            mrp: products.mrp,
            sellingPrice: products.sellingPrice,
            wholesalePrice: products.wholesalePrice,
            stock: products.stock,
            minimumQuantity: products.minimumQuantity,
            createdAt: products.createdAt,
          })
          .from(products)
          .orderBy(asc(products.id))
          .limit(25);
      const [a, b] = await Promise.all([pick(handle.db), pick(other.handle.db)]);
      expect(a).toHaveLength(25);
      expect(b).toEqual(a);
    } finally {
      await other.dispose();
    }
  });
});

describe("derived product columns", () => {
  it("come out of the bulk seed exactly as refreshProductDerived computes them", async () => {
    const snapshot = () =>
      queryRows<{ id: number; default_price: number }>(
        handle.db,
        sql`select p.id, p.default_price from products p order by p.id limit 40`,
      );
    const seeded = await snapshot();
    await handle.db.execute(
      sql`update products set default_price = 0 where id in (select id from products order by id limit 40)`,
    );
    await refreshProductDerived(
      handle.db,
      seeded.map((row) => row.id),
    );
    const refreshed = await snapshot();
    expect(seeded).toHaveLength(40);
    expect(seeded.every((row) => row.default_price > 0)).toBe(true);
    expect(refreshed).toEqual(seeded);
  });

  it("follow a product's attribute values and default-group price after refreshProductDerived", async () => {
    const [product] = await handle.db.select().from(products).orderBy(asc(products.id)).limit(1);
    const [finish] = await handle.db.select().from(attributes).where(eq(attributes.identifier, "finish"));
    const [retail] = await handle.db.select().from(customerGroups).where(eq(customerGroups.isDefault, true));
    if (!product || !finish || !retail) throw new Error("seed incomplete");

    await handle.db.transaction(async (tx) => {
      await tx.update(products).set({ title: "Zanzibar Test Lantern" }).where(eq(products.id, product.id));
      await setProductAttributeValues(tx, product.id, [
        { attributeId: finish.id, type: "multi select", val: '["Verdigris","Matt Black"]' },
      ]);
      await tx
        .update(websiteProductPrices)
        .set({ price: 123_400 })
        .where(
          sql`${websiteProductPrices.productId} = ${product.id} and ${websiteProductPrices.customerGroupId} = ${retail.id}`,
        );
      await refreshProductDerived(tx, [product.id]);
    });

    const found = await queryRows<{ id: number; default_price: number }>(
      handle.db,
      sql`select id, default_price from products where id = ${product.id}`,
    );
    expect(found).toEqual([{ id: product.id, default_price: 123_400 }]);
    const filters = await handle.db
      .select({ value: productFilterValues.value })
      .from(productFilterValues)
      .where(eq(productFilterValues.productId, product.id))
      .orderBy(asc(productFilterValues.value));
    expect(filters.map((row) => row.value)).toEqual(["Matt Black", "Verdigris"]);
  });

  it("split a multi select into its single values and keep a plain value whole", () => {
    expect(filterValuesOf("multi select", '["Gold", "Matt Black", "Gold"]')).toEqual(["Gold", "Matt Black"]);
    expect(filterValuesOf("multi select", "not json")).toEqual([]);
    expect(filterValuesOf("select", " Brass ")).toEqual(["Brass"]);
    expect(filterValuesOf("text", "")).toEqual([]);
  });
});

describe("order numbers", () => {
  it("count up from WL-<year>-000001 without repeating", async () => {
    const first = await nextOrderNumber(handle.db, NOW);
    const second = await nextOrderNumber(handle.db, NOW);
    expect(first).toBe("WL-2026-000001");
    expect(second).toBe("WL-2026-000002");
  });
});
