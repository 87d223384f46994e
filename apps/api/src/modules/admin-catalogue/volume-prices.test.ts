import type { AdminOrderQuoteDto, OrderDto, ProductDto, QuoteDto, VolumePricesDto } from "@roshni/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, customerGroups, orderLines, productWebsites } from "../../db/schema";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
} from "../../test/harness";
import { addTestCustomer, addTestProduct, DELHI_ADDRESS } from "../orders/test-fixtures";

let testApp: TestApp;
let manager: ReturnType<typeof adminApi>;
let buyer: { id: number; token: string };
let addressId: number;
let lamp: number; // ₹1,000.00 a piece at 18 %
let lampSlug: string;
let retailGroup: number;
let wholesaleGroup: number;
let keySerial = 0;

function order(items: unknown[]) {
  keySerial += 1;
  return api(testApp.app).post<OrderDto>(
    "/v1/order",
    { items, addressId, toPayShipping: true, paymentMethod: "bank-transfer" },
    { token: buyer.token, headers: { "idempotency-key": `volume-${keySerial}-${Date.now()}` } },
  );
}

beforeAll(async () => {
  testApp = await createTestApp({ products: 1 });
  manager = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.manager));
  buyer = await addTestCustomer(testApp, { email: "volume-buyer@example.in" });
  const address = await api(testApp.app).post<{ id: number }>("/v1/customer/address", DELHI_ADDRESS, {
    token: buyer.token,
  });
  addressId = address.data.id;
  lamp = await addTestProduct(testApp, {
    title: "Brass Volume Lamp",
    sellingPrice: 100_000,
    wholesalePrice: 90_000,
    mrp: 150_000,
    taxRate: 18,
    stock: 1000,
    minimumQuantity: 1,
  });
  const [site] = await testApp.db
    .select({ slug: productWebsites.slug })
    .from(productWebsites)
    .where(eq(productWebsites.productId, lamp));
  lampSlug = site?.slug ?? "";
  const groups = await testApp.db.select().from(customerGroups);
  retailGroup = groups.find((g) => g.isDefault)?.id ?? 0;
  wholesaleGroup = groups.find((g) => !g.isDefault)?.id ?? 0;
});

afterAll(async () => {
  await testApp?.close();
});

describe("volume prices in the product form", () => {
  it("are refused with a message on the field when a row is below the floor or not cheaper than the group's price", async () => {
    const belowFloor = await manager.put(`/v1/admin/products/${lamp}/volume-prices`, {
      floor: 900,
      groups: [{ customerGroupId: retailGroup, breaks: [{ minQuantity: 10, price: 899.99 }] }],
    });
    expect(belowFloor.statusCode).toBe(422);
    expect(belowFloor.error?.fields?.["groups.0.breaks.0.price"]).toBe(
      "Cannot be below the wholesale floor of ₹900.00.",
    );
    const notCheaper = await manager.put(`/v1/admin/products/${lamp}/volume-prices`, {
      floor: null,
      groups: [{ customerGroupId: wholesaleGroup, breaks: [{ minQuantity: 10, price: 900 }] }],
    });
    expect(notCheaper.statusCode).toBe(422);
    expect(notCheaper.error?.fields?.["groups.0.breaks.0.price"]).toMatch(
      /Must be cheaper than the .* price of one piece \(₹900\.00\)\./,
    );
    const unknownGroup = await manager.put(`/v1/admin/products/${lamp}/volume-prices`, {
      floor: null,
      groups: [{ customerGroupId: 999_999, breaks: [] }],
    });
    expect(unknownGroup.statusCode).toBe(422);
    const missing = await manager.put("/v1/admin/products/999999/volume-prices", { floor: null, groups: [] });
    expect(missing.statusCode).toBe(404);
  });

  it("a manager sets the floor and the breaks of a group; the change is audited", async () => {
    const res = await manager.put<VolumePricesDto>(`/v1/admin/products/${lamp}/volume-prices`, {
      floor: 800,
      groups: [
        {
          customerGroupId: retailGroup,
          breaks: [
            { minQuantity: 10, price: 950 },
            { minQuantity: 50, price: 850 },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.floor).toBe(800);
    const retail = res.data.groups.find((g) => g.customerGroupId === retailGroup);
    expect(retail).toMatchObject({ basePrice: 1000, isDefault: true });
    expect(retail?.breaks).toEqual([
      { minQuantity: 10, price: 950 },
      { minQuantity: 50, price: 850 },
    ]);
    expect(res.data.groups.find((g) => g.customerGroupId === wholesaleGroup)?.breaks).toEqual([]);
    const read = await manager.get<VolumePricesDto>(`/v1/admin/products/${lamp}/volume-prices`);
    expect(read.data).toEqual(res.data);
    const audit = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "product.volume-prices"), eq(auditLog.entityId, String(lamp))));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ floor: 800 });
  });

  it("sales and catalogue staff may read them but not change them", async () => {
    for (const role of ["sales", "catalogue", "dispatch"] as const) {
      const staff = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL[role]));
      const put = await staff.put(`/v1/admin/products/${lamp}/volume-prices`, { floor: null, groups: [] });
      expect(put.statusCode, role).toBe(403);
      expect(put.error?.code).toBe("PERMISSION_DENIED");
      expect((await staff.get(`/v1/admin/products/${lamp}/volume-prices`)).statusCode, role).toBe(200);
    }
  });
});

describe("volume prices where the price is worked out", () => {
  it("the product page gets the viewer's group's breaks; another group's are not sent", async () => {
    const visitor = await api(testApp.app).get<ProductDto>(`/v1/product/${lampSlug}`);
    expect(visitor.data.volumePrices).toEqual([
      { customerGroup: { id: retailGroup, isDefault: true }, minQuantity: 10, price: 950 },
      { customerGroup: { id: retailGroup, isDefault: true }, minQuantity: 50, price: 850 },
    ]);
    const wholesaler = await addTestCustomer(testApp, {
      email: "volume-wholesale@example.in",
      wholesale: true,
    });
    const asWholesale = await api(testApp.app).get<ProductDto>(`/v1/product/${lampSlug}`, {
      token: wholesaler.token,
    });
    expect(asWholesale.data.volumePrices).toBeUndefined();
  });

  it("an order of 10 pieces is placed at the 10+ price with its GST to the paisa", async () => {
    const res = await order([{ productId: lamp, quantity: 10 }]);
    expect(res.statusCode).toBe(201);
    expect(res.data.items.map((i) => [i.quantity, i.price])).toEqual([[10, 950]]);
    // S = 9,500.00; packaging 6.2 % = 589.00; GST 18 % of 9,500.00 = 1,710.00 and of 589.00 = 106.02,
    // split into CGST and SGST 9 % each (Delhi to Delhi): 855.00 + 53.01 = 908.01.
    expect(res.data.subtotal).toBe(9500);
    expect(res.data.totals.map((t) => [t.title, t.price])).toEqual([
      ["Packaging", 589],
      ["Shipping", 0],
      ["CGST 9%", 908.01],
      ["SGST 9%", 908.01],
    ]);
    expect(res.data.total).toBe(11905.02);
    const [line] = await testApp.db.select().from(orderLines).where(eq(orderLines.orderId, res.data.id));
    expect(line?.price).toBe(95_000);
  });

  it("an order of 9 pieces pays the price of one piece", async () => {
    const res = await order([{ productId: lamp, quantity: 9 }]);
    expect(res.statusCode).toBe(201);
    expect(res.data.items.map((i) => [i.quantity, i.price])).toEqual([[9, 1000]]);
    // S = 9,000.00; packaging 558.00; GST 1,620.00 + 100.44, halves of 860.22.
    expect(res.data.totals.map((t) => [t.title, t.price])).toEqual([
      ["Packaging", 558],
      ["Shipping", 0],
      ["CGST 9%", 860.22],
      ["SGST 9%", 860.22],
    ]);
    expect(res.data.total).toBe(11278.44);
  });

  it("two lines of one product count together towards a break, in the quote as in the order", async () => {
    const quote = await api(testApp.app).post<QuoteDto>(
      "/v1/order/quote",
      {
        items: [
          { productId: lamp, quantity: 30 },
          { productId: lamp, quantity: 20 },
        ],
        toPayShipping: true,
      },
      { token: buyer.token },
    );
    expect(quote.statusCode).toBe(200);
    expect(quote.data.items.map((i) => [i.quantity, i.price])).toEqual([[50, 850]]);
  });

  it("the order desk quotes a phone order at the break its quantity reaches", async () => {
    const res = await manager.post<AdminOrderQuoteDto>("/v1/admin/orders/quote", {
      customerId: buyer.id,
      addressId,
      items: [{ productId: lamp, quantity: 12 }],
      toPayShipping: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.items[0]).toMatchObject({ quantity: 12, groupPrice: 950, price: 950 });
  });

  it("a price sent by the client is never used: the line is refused and nothing is placed", async () => {
    const before = await testApp.db.select().from(orderLines).where(eq(orderLines.productId, lamp));
    const res = await order([{ productId: lamp, quantity: 10, price: 1 }]);
    expect(res.statusCode).toBe(422);
    expect(res.error?.code).toBe("VALIDATION_FAILED");
    const after = await testApp.db.select().from(orderLines).where(eq(orderLines.productId, lamp));
    expect(after).toHaveLength(before.length);
  });

  it("a floor raised above a break holds the line at the floor", async () => {
    const raise = await manager.put(`/v1/admin/products/${lamp}/volume-prices`, {
      floor: 900,
      groups: [],
    });
    expect(raise.statusCode).toBe(200);
    // The 50+ row (₹850) is stored still, but a line of 50 pays the floor.
    const res = await order([{ productId: lamp, quantity: 50 }]);
    expect(res.data.items.map((i) => [i.quantity, i.price])).toEqual([[50, 900]]);
    const page = await api(testApp.app).get<ProductDto>(`/v1/product/${lampSlug}`);
    expect(page.data.volumePrices?.map((v) => v.price)).toEqual([950, 900]);
  });
});
