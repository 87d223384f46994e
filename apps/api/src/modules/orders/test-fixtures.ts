import { eq } from "drizzle-orm";
import { customerGroups, customers, products, productWebsites, websites } from "../../db/schema";
import { signCustomerToken } from "../../lib/jwt";
import { api, type TestApp, WEBSITE } from "../../test/harness";

/**
 * Rows the commerce suites need beyond the demo seed: products with exact prices and stock, and extra
 * buyers. Kept out of the seed so each suite states the numbers it asserts.
 */
export interface TestProductInput {
  title: string;
  /** Paise. */
  sellingPrice: number;
  /** Paise; 0 means "none", so a non-default group falls back to the selling price. */
  wholesalePrice?: number;
  mrp?: number;
  taxRate: number;
  stock: number;
  minimumQuantity: number;
}

let serial = 0;

export async function websiteId(testApp: TestApp): Promise<number> {
  const [row] = await testApp.db.select({ id: websites.id }).from(websites).where(eq(websites.code, WEBSITE));
  if (!row) throw new Error("the test website is missing");
  return row.id;
}

/** A product sold on the test website at exactly the given prices, with no per-group website price. */
export async function addTestProduct(testApp: TestApp, input: TestProductInput): Promise<number> {
  serial += 1;
  const sku = `TEST-${process.pid}-${serial}`;
  const [row] = await testApp.db
    .insert(products)
    .values({
      title: input.title,
      sku,
      description: "",
      dimensions: {
        width: { value: 30, unit: "cm" },
        depth: { value: 30, unit: "cm" },
        height: { value: 40, unit: "cm" },
      },
      stock: input.stock,
      minimumQuantity: input.minimumQuantity,
      mrp: input.mrp ?? Math.round(input.sellingPrice * 1.5),
      sellingPrice: input.sellingPrice,
      wholesalePrice: input.wholesalePrice ?? 0,
      taxRate: input.taxRate,
      hsnCode: "9405",
      defaultPrice: input.sellingPrice,
    })
    .returning({ id: products.id });
  if (!row) throw new Error("product insert returned no row");
  await testApp.db
    .insert(productWebsites)
    .values({ productId: row.id, websiteId: await websiteId(testApp), slug: sku.toLowerCase() });
  return row.id;
}

export async function productStock(testApp: TestApp, productId: number): Promise<number> {
  const [row] = await testApp.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new Error(`no product ${productId}`);
  return row.stock;
}

/**
 * A buyer with a signed token, written straight to the table (no scrypt): for suites about what a
 * signed-in buyer may do, not about signing in. The stored hash is not one the password module accepts,
 * so the account cannot be signed into with any password.
 */
export async function addTestCustomer(
  testApp: TestApp,
  opts: { email: string; wholesale?: boolean },
): Promise<{ id: number; token: string }> {
  const [group] = await testApp.db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(eq(customerGroups.isDefault, !opts.wholesale))
    .limit(1);
  if (!group) throw new Error("customer groups are missing");
  const site = await websiteId(testApp);
  const [row] = await testApp.db
    .insert(customers)
    .values({
      websiteId: site,
      customerGroupId: group.id,
      name: "Test Buyer",
      email: opts.email,
      phone: "+919811122233",
      passwordHash: "not-a-hash",
      tokensValidAfter: new Date(Date.now() - 60_000),
    })
    .returning({ id: customers.id });
  if (!row) throw new Error("customer insert returned no row");
  const token = await signCustomerToken(
    testApp.env.JWT_SECRET,
    { customerId: row.id, websiteId: site },
    testApp.env.JWT_TTL,
  );
  return { id: row.id, token };
}

/** A valid delivery address body (Delhi, so CGST + SGST for a Delhi shop). */
export const DELHI_ADDRESS = {
  name: "Ravi Sharma",
  phone: "98111 22233",
  company: "Sharma Lights",
  line1: "45, Chandni Chowk",
  city: "Delhi",
  state: "Delhi",
  pincode: "110006",
  country: "IN",
} as const;

/** A delivery address in Pune (Maharashtra): from a Delhi shop an interstate supply, so IGST. */
export const PUNE_ADDRESS = {
  ...DELHI_ADDRESS,
  line1: "14, Laxmi Road",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411002",
} as const;

/** Saves a delivery address in the buyer's address book through the API; answers its id. */
export async function addTestAddress(
  testApp: TestApp,
  token: string,
  address: Record<string, string> = DELHI_ADDRESS,
): Promise<number> {
  const saved = await api(testApp.app).post<{ id: number }>("/v1/customer/address", address, { token });
  return saved.data.id;
}
