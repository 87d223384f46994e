import { eq, type SQL, sql } from "drizzle-orm";
import type { FileStorage } from "../../lib/file-storage";
import { bumpCatalogueVersion } from "../catalogue-version";
import { type Db, type Executor, queryRows } from "../client";
import { defaultPriceSql, filterValuesOf } from "../derived";
import {
  addresses,
  attributes,
  banners,
  blogPosts,
  categories,
  couponCustomerGroups,
  coupons,
  customerGroups,
  customers,
  products,
  SHOP_SETTINGS_KEY,
  shopSettings,
  staff,
  websites,
} from "../schema";
import { BLOG_POSTS } from "./blog-posts";
import { ATTRIBUTE_SEEDS, CATEGORY_SEEDS } from "./categories";
import {
  bannerSvg,
  type DrawnImage,
  type ImageFinish,
  type ImageShape,
  productImageJobs,
  productImageSvg,
  writeImages,
} from "./images";
import { generateProducts, type ProductSeed } from "./products";
import { Random } from "./random";
import {
  BANNERS,
  COUPONS,
  CUSTOMER_GROUPS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_STAFF,
  SHOP_SETTINGS,
  WEBSITE,
} from "./shop-content";

export interface SeedOptions {
  /** How many products: 12,000 for the demo, 100,000 for benchmarks, a few hundred in tests. */
  products: number;
  /** Where images go (`products/…`, `banners/…`); required when `images` is true. */
  storage?: FileStorage;
  /** Draw and write the pictures; false stores only the keys (tests). */
  images: boolean;
  /** The clock the demo is built around (creation dates, coupon windows); defaults to the current time. */
  now?: Date;
  /** PRNG seed; the same seed and `now` give the same catalogue. */
  seed?: number;
  /** Seed the shop settings with e-invoicing on (`SEED_E_INVOICE_ENABLED`, the browser suite); off by default. */
  eInvoiceEnabled?: boolean;
  /** The demo catalogue: products, pictures, banners and blog posts (default true). */
  catalogue?: boolean;
  /** Demo buyers, coupons and staff with the published DEMO_PASSWORD (default true); never in production. */
  demoAccounts?: boolean;
}

export interface SeedSummary {
  products: number;
  categories: number;
  customers: number;
  coupons: number;
  images: number;
  durationMs: number;
}

const DEFAULT_SEED = 20260101;
const DAY_MS = 86_400_000;
/** Rows per bulk INSERT: big enough to amortise a statement, small enough to keep the JSON text modest. */
const RECORDS_PER_STATEMENT = 5_000;

const BLOG_COVERS: Record<string, { shape: ImageShape; finish: ImageFinish; variant: number }> = {
  "choosing-chandelier-size": { shape: "chandelier", finish: "gold", variant: 2 },
  "colour-temperature-explained": { shape: "bulb", finish: "brass", variant: 1 },
  "ip-ratings-outdoor-lights": { shape: "bulkhead", finish: "black", variant: 1 },
  "gst-on-lighting-products": { shape: "ceiling-flush", finish: "white", variant: 1 },
  "layering-light-living-room": { shape: "floor-lamp", finish: "brass", variant: 2 },
  "caring-for-brass-and-crystal": { shape: "chandelier", finish: "brass", variant: 3 },
  "led-filament-bulbs-guide": { shape: "bulb", finish: "gold", variant: 2 },
  "bathroom-and-mirror-lighting": { shape: "mirror-light", finish: "chrome", variant: 1 },
  "outdoor-and-gate-lights-indian-homes": { shape: "gate-light", finish: "black", variant: 1 },
  "recessed-downlight-planning": { shape: "downlight", finish: "white", variant: 3 },
  "how-to-order-wholesale": { shape: "pendant", finish: "copper", variant: 1 },
  "picture-lights-for-art": { shape: "picture-light", finish: "gold", variant: 1 },
};

function blogCoverKey(slug: string): string {
  return `blog/${slug}.webp`;
}

/**
 * The demo staff (one per role, DEMO_PASSWORD, no second step) when the database has no staff at all:
 * a demo database made before the back office existed gets them at the next start. Returns how many
 * were added.
 */
export async function seedDemoStaff(db: Executor): Promise<number> {
  const [any] = await db.select({ id: staff.id }).from(staff).limit(1);
  if (any) return 0;
  // The demo buyers' stored hash is a hash of DEMO_PASSWORD: reused, so seeding costs no scrypt.
  const passwordHash = DEMO_ACCOUNTS[0]?.passwordHash;
  if (!passwordHash) throw new Error("No demo password hash to seed the staff with");
  await db.insert(staff).values(DEMO_STAFF.map((member) => ({ ...member, passwordHash })));
  return DEMO_STAFF.length;
}

/** True once the shop is in place: the website and its categories exist (with or without products). */
export async function isSeeded(db: Executor): Promise<boolean> {
  const [website] = await db
    .select({ id: websites.id })
    .from(websites)
    .where(eq(websites.code, WEBSITE.code));
  if (!website) return false;
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  return category !== undefined;
}

/**
 * Bulk insert through one JSON parameter per statement: `json_to_recordset` turns it into rows inside
 * the server. Far cheaper than thousands of bind parameters (PGlite parses them one by one) and the same
 * on both drivers. Keys of `rows` are the column names.
 */
async function insertRecords(
  db: Executor,
  table: string,
  columns: readonly (readonly [name: string, type: string])[],
  rows: readonly Record<string, unknown>[],
  opts: { target?: string; select?: SQL; returning?: string } = {},
): Promise<Record<string, unknown>[]> {
  const names = columns.map(([name]) => name).join(", ");
  const definition = columns.map(([name, type]) => `${name} ${type}`).join(", ");
  const result: Record<string, unknown>[] = [];
  for (let start = 0; start < rows.length; start += RECORDS_PER_STATEMENT) {
    const chunk = JSON.stringify(rows.slice(start, start + RECORDS_PER_STATEMENT));
    const inserted = await queryRows<Record<string, unknown>>(
      db,
      sql`insert into ${sql.identifier(table)} (${sql.raw(opts.target ?? names)})
          select ${opts.select ?? sql.raw(names)} from json_to_recordset(${chunk}::json) as x(${sql.raw(definition)})
          ${opts.returning ? sql.raw(`returning ${opts.returning}`) : sql``}`,
    );
    result.push(...inserted);
  }
  return result;
}

function imageJobs(): DrawnImage[] {
  const bannerJobs = BANNERS.map((banner) => ({
    key: banner.key,
    svg: bannerSvg(banner),
    kind: "banner" as const,
  }));
  const coverJobs = BLOG_POSTS.map((post) => {
    const cover = BLOG_COVERS[post.slug] ?? {
      shape: "chandelier" as const,
      finish: "gold" as const,
      variant: 1,
    };
    return {
      key: blogCoverKey(post.slug),
      svg: productImageSvg(cover.shape, cover.finish, cover.variant),
      kind: "blogCover" as const,
    };
  });
  return [...productImageJobs(), ...bannerJobs, ...coverJobs];
}

/** The rows every shop needs to run, whether a catalogue is seeded or not. */
interface ShopStructure {
  websiteId: number;
  groupId: (key: keyof typeof CUSTOMER_GROUPS) => number;
  categoryId: Map<string, number>;
  attributeId: Map<string, number>;
}

function groupLookup(rows: readonly { id: number; name: string }[]) {
  return (key: keyof typeof CUSTOMER_GROUPS): number => {
    const row = rows.find((group) => group.name === CUSTOMER_GROUPS[key].name);
    if (!row) throw new Error(`customer group ${key} missing`);
    return row.id;
  };
}

/** Website, customer groups, the 15 categories, the attributes and the default shop settings. */
async function insertShopStructure(tx: Executor, opts: SeedOptions): Promise<ShopStructure> {
  const [website] = await tx.insert(websites).values(WEBSITE).returning({ id: websites.id });
  if (!website) throw new Error("website insert returned no row");

  const groupRows = await tx
    .insert(customerGroups)
    .values([CUSTOMER_GROUPS.retail, CUSTOMER_GROUPS.wholesale])
    .returning({ id: customerGroups.id, name: customerGroups.name });

  const categoryRows = await tx
    .insert(categories)
    .values(
      CATEGORY_SEEDS.map((category, position) => ({
        title: category.title,
        url: category.url,
        metaTitle: category.metaTitle,
        metaDescription: category.metaDescription,
        metaKeywords: category.metaKeywords,
        position,
      })),
    )
    .returning({ id: categories.id, url: categories.url });

  const attributeRows = await tx
    .insert(attributes)
    .values(ATTRIBUTE_SEEDS.map((attribute, position) => ({ ...attribute, position })))
    .returning({ id: attributes.id, identifier: attributes.identifier });

  await tx.insert(shopSettings).values({
    key: SHOP_SETTINGS_KEY,
    value: opts.eInvoiceEnabled ? { ...SHOP_SETTINGS, eInvoiceEnabled: true } : SHOP_SETTINGS,
  });

  return {
    websiteId: website.id,
    groupId: groupLookup(groupRows),
    categoryId: new Map(categoryRows.map((row) => [row.url, row.id])),
    attributeId: new Map(attributeRows.map((row) => [row.identifier, row.id])),
  };
}

/** The structure of a database that already has its website (a catalogue added after the first start). */
async function existingShopStructure(tx: Executor): Promise<ShopStructure | null> {
  const [website] = await tx
    .select({ id: websites.id })
    .from(websites)
    .where(eq(websites.code, WEBSITE.code));
  if (!website) return null;
  const groupRows = await tx
    .select({ id: customerGroups.id, name: customerGroups.name })
    .from(customerGroups);
  const categoryRows = await tx.select({ id: categories.id, url: categories.url }).from(categories);
  const attributeRows = await tx
    .select({ id: attributes.id, identifier: attributes.identifier })
    .from(attributes);
  return {
    websiteId: website.id,
    groupId: groupLookup(groupRows),
    categoryId: new Map(categoryRows.map((row) => [row.url, row.id])),
    attributeId: new Map(attributeRows.map((row) => [row.identifier, row.id])),
  };
}

/** True once the database holds products (the demo catalogue or a real one). */
export async function hasProducts(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).limit(1);
  return row !== undefined;
}

/**
 * Fills a database with the shop: website, groups, the 15 categories, the attributes and shop settings
 * (kept when the website already exists); with `catalogue`, `products` generated products with prices,
 * stock, attributes, images and slugs, banners and blog posts; with `demoAccounts`, the demo buyers with
 * an address each, the demo coupons and the demo staff. One transaction: a failure leaves the database as
 * it was. Pictures are drawn while the rows are written.
 */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const catalogue = opts.catalogue ?? true;
  const demoAccounts = opts.demoAccounts ?? true;
  if (opts.images && catalogue && !opts.storage) throw new Error("seedDemo: images need a file storage");
  const now = opts.now ?? new Date();
  const random = new Random(opts.seed ?? DEFAULT_SEED);
  const generated = catalogue ? generateProducts(random, opts.products, now) : [];

  const jobs = opts.images && catalogue ? imageJobs() : [];
  const drawing = jobs.length > 0 && opts.storage ? writeImages(opts.storage, jobs) : Promise.resolve();

  const writing = db.transaction(async (tx) => {
    const shop = (await existingShopStructure(tx)) ?? (await insertShopStructure(tx, opts));

    if (catalogue) {
      await insertProducts(tx, generated, {
        websiteId: shop.websiteId,
        retailGroupId: shop.groupId("retail"),
        wholesaleGroupId: shop.groupId("wholesale"),
        categoryId: shop.categoryId,
        attributeId: shop.attributeId,
      });

      await tx.insert(banners).values(
        BANNERS.map((banner, position) => ({
          websiteId: shop.websiteId,
          key: banner.key,
          title: banner.title,
          link: banner.link,
          position,
        })),
      );

      await tx.insert(blogPosts).values(
        BLOG_POSTS.map((post, index) => ({
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt,
          body: post.body,
          category: post.category,
          coverKey: blogCoverKey(post.slug),
          author: index % 2 === 0 ? "Anjali Sethi" : "Rahul Bansal",
          // A post every nine days, newest first in the order written above.
          publishedAt: new Date(now.getTime() - (index * 9 + 2) * DAY_MS),
        })),
      );
    }

    if (demoAccounts) await insertDemoAccounts(tx, shop, now);

    // Running API processes rebuild their search from the new catalogue.
    await bumpCatalogueVersion(tx);
  });

  await Promise.all([writing, drawing]);
  // Fresh statistics so the planner picks the GIN and sort indexes from the first request.
  await db.execute(sql`analyze`);

  return {
    products: generated.length,
    categories: CATEGORY_SEEDS.length,
    customers: demoAccounts ? DEMO_ACCOUNTS.length : 0,
    coupons: demoAccounts ? COUPONS.length : 0,
    images: jobs.length,
    durationMs: Date.now() - started,
  };
}

/** The demo buyers (each with an address), the demo coupons and the demo staff: never in production. */
async function insertDemoAccounts(tx: Executor, shop: ShopStructure, now: Date): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const [customer] = await tx
      .insert(customers)
      .values({
        websiteId: shop.websiteId,
        customerGroupId: shop.groupId(account.group),
        name: account.name,
        email: account.email,
        phone: account.phone,
        companyName: account.companyName,
        gstin: account.gstin,
        passwordHash: account.passwordHash,
        createdAt: new Date(now.getTime() - 90 * DAY_MS),
      })
      .returning({ id: customers.id });
    if (!customer) throw new Error("customer insert returned no row");
    await tx
      .insert(addresses)
      .values({ ...account.address, customerId: customer.id, country: "IN", isDefault: true });
  }

  for (const coupon of COUPONS) {
    const [row] = await tx
      .insert(coupons)
      .values({
        code: coupon.code,
        description: coupon.description,
        subtotalType: coupon.subtotalType,
        subtotalDiscount: coupon.subtotalDiscount,
        packingType: coupon.packingType,
        packingDiscount: coupon.packingDiscount,
        transportType: coupon.transportType,
        transportDiscount: coupon.transportDiscount,
        validFrom:
          coupon.validFromDays === null ? null : new Date(now.getTime() + coupon.validFromDays * DAY_MS),
        validTo: coupon.validToDays === null ? null : new Date(now.getTime() + coupon.validToDays * DAY_MS),
        usageLimit: coupon.usageLimit,
        usagePerCustomer: coupon.usagePerCustomer,
      })
      .returning({ id: coupons.id });
    if (!row) throw new Error("coupon insert returned no row");
    if (coupon.groups.length > 0) {
      await tx
        .insert(couponCustomerGroups)
        .values(coupon.groups.map((group) => ({ couponId: row.id, customerGroupId: shop.groupId(group) })));
    }
  }

  await seedDemoStaff(tx);
}

interface ProductContext {
  websiteId: number;
  retailGroupId: number;
  wholesaleGroupId: number;
  categoryId: Map<string, number>;
  attributeId: Map<string, number>;
}

async function insertProducts(
  tx: Executor,
  generated: readonly ProductSeed[],
  ctx: ProductContext,
): Promise<void> {
  const typeOf = new Map(ATTRIBUTE_SEEDS.map((attribute) => [attribute.identifier, attribute.type]));
  const columns = [
    ["title", "text"],
    ["sku", "text"],
    ["description", "text"],
    ["dimensions", "jsonb"],
    ["stock", "int"],
    ["minimum_quantity", "int"],
    ["mrp", "int"],
    ["selling_price", "int"],
    ["wholesale_price", "int"],
    ["tax_rate", "int"],
    ["hsn_code", "text"],
    ["created_at", "timestamptz"],
  ] as const;
  const plain = columns.map(([name]) => name).join(", ");
  const inserted = await insertRecords(
    tx,
    "products",
    columns,
    generated.map((p) => ({
      title: p.title,
      sku: p.sku,
      description: p.description,
      dimensions: p.dimensions,
      stock: p.stock,
      minimum_quantity: p.minimumQuantity,
      mrp: p.mrp,
      selling_price: p.sellingPrice,
      wholesale_price: p.wholesalePrice,
      tax_rate: p.taxRate,
      hsn_code: p.hsnCode,
      created_at: p.createdAt.toISOString(),
    })),
    {
      target: `${plain}, updated_at, default_price`,
      // The default group's website price is the selling price for every seeded product (see below).
      select: sql`${sql.raw(plain)}, created_at,
        ${defaultPriceSql(sql`x.selling_price`, sql`x.selling_price`, sql`x.mrp`)}`,
      returning: "id, sku",
    },
  );
  // Matched by SKU rather than by position: RETURNING order is not a documented guarantee.
  const idBySku = new Map(inserted.map((row) => [String(row.sku), Number(row.id)]));
  const idOf = (p: ProductSeed): number => {
    const id = idBySku.get(p.sku);
    if (id === undefined) throw new Error(`product ${p.sku} was not inserted`);
    return id;
  };

  await insertRecords(
    tx,
    "product_categories",
    [
      ["product_id", "int"],
      ["category_id", "int"],
      ["position", "int"],
    ],
    generated.flatMap((p) =>
      p.categories.map((url, position) => {
        const id = ctx.categoryId.get(url);
        if (id === undefined) throw new Error(`unknown category ${url}`);
        return { product_id: idOf(p), category_id: id, position };
      }),
    ),
  );
  await insertRecords(
    tx,
    "product_websites",
    [
      ["product_id", "int"],
      ["website_id", "int"],
      ["slug", "text"],
    ],
    generated.map((p) => ({ product_id: idOf(p), website_id: ctx.websiteId, slug: p.slug })),
  );
  await insertRecords(
    tx,
    "product_images",
    [
      ["product_id", "int"],
      ["key", "text"],
      ["position", "int"],
    ],
    generated.flatMap((p) => p.imageKeys.map((key, position) => ({ product_id: idOf(p), key, position }))),
  );

  const valueRows: Record<string, unknown>[] = [];
  const filterRows: Record<string, unknown>[] = [];
  for (const p of generated) {
    for (const [identifier, val] of Object.entries(p.attributes)) {
      const attribute = ctx.attributeId.get(identifier);
      const type = typeOf.get(identifier);
      if (attribute === undefined || type === undefined) throw new Error(`unknown attribute ${identifier}`);
      valueRows.push({ product_id: idOf(p), attribute_id: attribute, val });
      for (const value of filterValuesOf(type, val)) {
        filterRows.push({ product_id: idOf(p), attribute_id: attribute, value });
      }
    }
  }
  await insertRecords(
    tx,
    "product_attribute_values",
    [
      ["product_id", "int"],
      ["attribute_id", "int"],
      ["val", "text"],
    ],
    valueRows,
  );
  await insertRecords(
    tx,
    "product_filter_values",
    [
      ["product_id", "int"],
      ["attribute_id", "int"],
      ["value", "text"],
    ],
    filterRows,
  );

  // Every product has the default group's price (its selling price); some also a Wholesale price.
  const priceRows = generated.flatMap((p) => {
    const rows = [
      {
        website_id: ctx.websiteId,
        product_id: idOf(p),
        customer_group_id: ctx.retailGroupId,
        price: p.sellingPrice,
      },
    ];
    if (p.wholesaleGroupPrice !== null) {
      rows.push({
        website_id: ctx.websiteId,
        product_id: idOf(p),
        customer_group_id: ctx.wholesaleGroupId,
        price: p.wholesaleGroupPrice,
      });
    }
    return rows;
  });
  await insertRecords(
    tx,
    "website_product_prices",
    [
      ["website_id", "int"],
      ["product_id", "int"],
      ["customer_group_id", "int"],
      ["price", "int"],
    ],
    priceRows,
  );
}

export { ATTRIBUTE_SEEDS, CATEGORY_SEEDS } from "./categories";
export { BANNERS, BLOG_POSTS, COUPONS, DEMO_ACCOUNTS, DEMO_PASSWORD, SHOP_SETTINGS };
