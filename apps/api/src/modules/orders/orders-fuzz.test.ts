import { errorEnvelopeSchema } from "@roshni/core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, WEBSITE } from "../../test/harness";
import { addTestCustomer, addTestProduct, DELHI_ADDRESS } from "./test-fixtures";

let testApp: TestApp;
let token: string;
let addressId: number;
let productIds: number[];

beforeAll(async () => {
  testApp = await createTestApp({ products: 5 });
  const buyer = await addTestCustomer(testApp, { email: "fuzz@example.in" });
  token = buyer.token;
  const address = await testApp.app.inject({
    method: "POST",
    url: "/v1/customer/address",
    headers: { website: WEBSITE, authorization: `Bearer ${token}` },
    payload: DELHI_ADDRESS,
  });
  addressId = (JSON.parse(address.body) as { data: { id: number } }).data.id;
  productIds = [
    await addTestProduct(testApp, {
      title: "Fuzz Lamp",
      sellingPrice: 10_000,
      taxRate: 18,
      stock: 2,
      minimumQuantity: 5,
    }),
    await addTestProduct(testApp, {
      title: "Fuzz Bulb",
      sellingPrice: 333,
      taxRate: 12,
      stock: 0,
      minimumQuantity: 1,
    }),
  ];
});

afterAll(async () => {
  await testApp?.close();
});

/** Values a buggy or hostile client might put anywhere. */
const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 5 }),
  fc.double(),
  fc.string({ maxLength: 12 }),
  fc.constant(Number.MAX_SAFE_INTEGER),
  fc.constant(2_147_483_648),
  fc.constant(-1),
  fc.constant(0.5),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

const quantity = fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: -3, max: 200_000 }), junk);

function line() {
  return fc.record(
    {
      productId: fc.oneof(fc.constantFrom(...productIds), fc.integer({ min: 1, max: 3_000_000_000 }), junk),
      quantity,
      options: fc.oneof(
        fc.constant([]),
        fc.array(fc.record({ optionId: junk, valueId: junk }), { maxLength: 2 }),
        junk,
      ),
      price: junk,
    },
    { requiredKeys: ["productId", "quantity"] },
  );
}

/** Well-formed orders whose quantities and coupons vary: they reach the stock, MOQ and coupon rules. */
function plausibleBody() {
  return fc.record(
    {
      items: fc.array(
        fc.record({ productId: fc.constantFrom(...productIds), quantity: fc.integer({ min: 1, max: 12 }) }),
        { minLength: 1, maxLength: 3 },
      ),
      addressId: fc.constant(addressId),
      couponCode: fc.constantFrom("WELCOME10", "FREESHIP", "PACK500", "TRADE5", "NOPE"),
      toPayShipping: fc.boolean(),
      paymentMethod: fc.constant("bank-transfer"),
    },
    { requiredKeys: ["items", "addressId", "toPayShipping", "paymentMethod"] },
  );
}

function orderBody() {
  return fc.oneof(
    plausibleBody(),
    fc.record(
      {
        items: fc.oneof(fc.array(line(), { maxLength: 4 }), junk),
        addressId: fc.oneof(fc.constant(addressId), fc.integer({ min: 1, max: 100_000 }), junk),
        couponCode: fc.oneof(fc.constantFrom("WELCOME10", "FREESHIP", "PACK500", "TRADE5", "NOPE", ""), junk),
        toPayShipping: fc.oneof(fc.boolean(), junk),
        paymentMethod: fc.oneof(fc.constant("bank-transfer"), junk),
        note: fc.oneof(fc.string({ maxLength: 600 }), junk),
      },
      { requiredKeys: [] },
    ),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

const seen = new Set<number>();

function expectEnvelope(statusCode: number, rawBody: string): void {
  seen.add(statusCode);
  expect(statusCode).toBeLessThan(500);
  const body = JSON.parse(rawBody) as { ok: boolean; statusCode: number };
  expect(body.statusCode).toBe(statusCode);
  if (body.ok) {
    expect(statusCode).toBeLessThan(300);
    expect(body).toHaveProperty("data");
  } else {
    expect(errorEnvelopeSchema.safeParse(body).success).toBe(true);
  }
}

describe("order bodies from fast-check", () => {
  it("a quote never answers 5xx and always answers in the envelope", async () => {
    await fc.assert(
      fc.asyncProperty(orderBody(), async (body) => {
        const res = await testApp.app.inject({
          method: "POST",
          url: "/v1/order/quote",
          headers: { website: WEBSITE },
          payload: body as object,
        });
        expectEnvelope(res.statusCode, res.body);
      }),
      { numRuns: 80 },
    );
  });

  it("placing an order never answers 5xx and always answers in the envelope", async () => {
    await fc.assert(
      fc.asyncProperty(orderBody(), fc.oneof(fc.uuid(), fc.string({ maxLength: 210 })), async (body, key) => {
        const res = await testApp.app.inject({
          method: "POST",
          url: "/v1/order",
          headers: { website: WEBSITE, authorization: `Bearer ${token}`, "idempotency-key": key },
          payload: body as object,
        });
        expectEnvelope(res.statusCode, res.body);
      }),
      { numRuns: 80 },
    );
  });

  it("the generated bodies reached both accepted orders and refusals", () => {
    expect([...seen].some((status) => status >= 200 && status < 300)).toBe(true);
    expect(seen.has(422)).toBe(true);
  });
});
