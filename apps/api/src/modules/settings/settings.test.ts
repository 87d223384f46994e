import type { AdminShopSettingsDto, AdminShopSettingsValueDto, ShopSettingsDto } from "@roshni/core";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
  tokenFor,
} from "../../test/harness";
import { addTestProduct, DELHI_ADDRESS } from "../orders/test-fixtures";
import { changedFields } from "./admin";

let t: TestApp;
let owner: ReturnType<typeof adminApi>;

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  owner = adminApi(t.app, await staffCookie(t, DEMO_STAFF_EMAIL.owner));
});

afterAll(async () => {
  await t?.close();
});

async function current(): Promise<AdminShopSettingsValueDto> {
  const res = await owner.get<AdminShopSettingsDto>("/v1/admin/settings");
  expect(res.statusCode).toBe(200);
  return res.data.settings;
}

/** Sends the current settings with `change` applied; answers the raw result. */
async function put(change: (s: AdminShopSettingsValueDto) => unknown) {
  const settings = structuredClone(await current());
  const body = change(settings) ?? settings;
  return owner.put<AdminShopSettingsDto>("/v1/admin/settings", body);
}

async function settingsAudits() {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "shop_settings"), eq(auditLog.action, "settings.update")))
    .orderBy(desc(auditLog.id));
}

describe("GET /v1/admin/settings", () => {
  it("answers the seeded settings with the new fields at their defaults, for the owner only", async () => {
    const res = await owner.get<AdminShopSettingsDto>("/v1/admin/settings");
    expect(res.statusCode).toBe(200);
    expect(res.data.settings.gstin).toBe("07AABCR7431M1Z4");
    expect(res.data.settings.upiVpa).toBe("roshnilighting@hdfcbank");
    expect(res.data.settings.turnoverBand).toBe("up_to_5_crore");
    expect(res.data.settings.eInvoiceEnabled).toBe(false);
    // The seed's codes carry 6 or 8 digits.
    expect(res.data.shortHsnProducts).toBe(0);

    for (const role of ["manager", "sales", "dispatch", "catalogue"] as const) {
      const other = adminApi(t.app, await staffCookie(t, DEMO_STAFF_EMAIL[role]));
      const read = await other.get("/v1/admin/settings");
      expect(read.statusCode, role).toBe(403);
      expect(read.error?.code).toBe("PERMISSION_DENIED");
      const write = await other.put("/v1/admin/settings", res.data.settings);
      expect(write.statusCode, role).toBe(403);
    }
    expect((await adminApi(t.app, null).get("/v1/admin/settings")).statusCode).toBe(401);
  });
});

describe("PUT /v1/admin/settings", () => {
  it("saves a change, normalises phones and codes, reaches GET /v1/settings and audits only the changed fields", async () => {
    const auditsBefore = (await settingsAudits()).length;
    const res = await put((s) => {
      s.phones = ["011 2386 9999", "98110 12345"];
      s.upiVpa = "roshni.trade@icici";
      s.bank.ifsc = "icic0001234";
      s.eInvoiceEnabled = true;
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.data.settings.phones).toEqual(["+911123869999", "+919811012345"]);
    expect(res.data.settings.bank.ifsc).toBe("ICIC0001234");
    expect(res.data.settings.eInvoiceEnabled).toBe(true);

    const store = await api(t.app).get<ShopSettingsDto>("/v1/settings");
    expect(store.data.phones[0]).toBe("+911123869999");
    expect(store.data.upiVpa).toBe("roshni.trade@icici");
    expect(store.data.bank.ifsc).toBe("ICIC0001234");

    const audits = await settingsAudits();
    expect(audits.length).toBe(auditsBefore + 1);
    const entry = audits[0];
    const after = entry?.after as { changed: string[]; values: Record<string, unknown> };
    expect(after.changed).toEqual(["bank.ifsc", "eInvoiceEnabled", "phones", "upiVpa"]);
    expect(after.values.upiVpa).toBe("roshni.trade@icici");
    expect((entry?.before as { values: Record<string, unknown> } | undefined)?.values.upiVpa).toBe(
      "roshnilighting@hdfcbank",
    );
    expect(Object.keys(after.values)).not.toContain("gstin");

    // The same settings again change nothing and write no audit row.
    const again = await put(() => undefined);
    expect(again.statusCode).toBe(200);
    expect((await settingsAudits()).length).toBe(auditsBefore + 1);
  });

  const refusals: [string, (s: AdminShopSettingsValueDto) => unknown, string, RegExp][] = [
    [
      "a GSTIN with a wrong check character",
      (s) => {
        s.gstin = "07AABCR7431M1Z5";
      },
      "gstin",
      /not valid/,
    ],
    [
      "a GSTIN of another state than the address",
      (s) => {
        s.gstin = "27AAPFU0939F1ZV";
      },
      "gstin",
      /registered in Maharashtra \(27\); the shop's address is in Delhi \(07\)/,
    ],
    [
      "a PAN that is not the GSTIN's",
      (s) => {
        s.pan = "AAPFU0939F";
      },
      "pan",
      /characters 3 to 12: AABCR7431M/,
    ],
    [
      "a PAN of the wrong form",
      (s) => {
        s.pan = "AABC7431M";
      },
      "pan",
      /5 letters, 4 digits, 1 letter/,
    ],
    [
      "a CIN of the wrong form",
      (s) => {
        s.cin = "U27400DL2009PT192345";
      },
      "cin",
      /21 characters/,
    ],
    [
      "an IFSC without its 0",
      (s) => {
        s.bank.ifsc = "HDFC1000123";
      },
      "bank.ifsc",
      /4 letters, 0/,
    ],
    [
      "a UPI address without a handle",
      (s) => {
        s.upiVpa = "roshnilighting";
      },
      "upiVpa",
      /name@bank/,
    ],
    [
      "a UPI address with a space",
      (s) => {
        s.upiVpa = "roshni lighting@hdfc";
      },
      "upiVpa",
      /name@bank/,
    ],
    [
      "a notification address that is not an email",
      (s) => {
        s.orderNotificationEmails = ["orders@roshnilighting.in", "accounts"];
      },
      "orderNotificationEmails.1",
      /valid email/,
    ],
    [
      "the same notification address twice",
      (s) => {
        s.orderNotificationEmails = ["orders@roshnilighting.in", "Orders@roshnilighting.in"];
      },
      "orderNotificationEmails.1",
      /already in the list/,
    ],
    ["an unknown turnover band", (s) => ({ ...s, turnoverBand: "above_50_crore" }), "turnoverBand", /band/],
    ["e-invoicing as text", (s) => ({ ...s, eInvoiceEnabled: "yes" }), "eInvoiceEnabled", /IRN/],
    [
      "no phone number",
      (s) => {
        s.phones = [];
      },
      "phones",
      /at least one phone/,
    ],
    [
      "a phone number that is not Indian",
      (s) => {
        s.phones = ["+1 212 555 0100"];
      },
      "phones.0",
      /Indian/,
    ],
    [
      "a state that does not exist",
      (s) => {
        s.address.state = "Bombay";
      },
      "address.state",
      /state/,
    ],
    [
      "a PIN code of 5 digits",
      (s) => {
        s.address.pincode = "11006";
      },
      "address.pincode",
      /6-digit/,
    ],
    [
      "closing before opening",
      (s) => {
        s.openingHoursSpecification.closes = "10:00";
      },
      "openingHoursSpecification.closes",
      /after/,
    ],
    [
      "a social link over http",
      (s) => {
        s.social.facebook = "http://www.facebook.com/x";
      },
      "social.facebook",
      /https/,
    ],
    [
      "a social link to another site",
      (s) => {
        s.social.instagram = "https://example.com/x";
      },
      "social.instagram",
      /Instagram/,
    ],
    [
      "a USD rate of 0",
      (s) => {
        s.usdRate = 0;
      },
      "usdRate",
      /at least 1/,
    ],
    [
      "a latitude beyond the pole",
      (s) => {
        s.geo.latitude = 91;
      },
      "geo.latitude",
      /between -90 and 90/,
    ],
    [
      "an empty legal name",
      (s) => {
        s.companyName = " ";
      },
      "companyName",
      /legal name/,
    ],
    ["an unknown field", (s) => ({ ...s, logo: "x.png" }), "logo", /not accepted/],
    [
      "a missing field",
      (s) => {
        delete (s as Partial<AdminShopSettingsValueDto>).eInvoiceEnabled;
      },
      "eInvoiceEnabled",
      /IRN/,
    ],
  ];

  it.each(refusals)(
    "refuses %s with a message on its field and changes nothing",
    async (_, change, field, message) => {
      const before = await owner.get<AdminShopSettingsDto>("/v1/admin/settings");
      const res = await put(change);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(422);
      expect(res.error?.fields?.[field], JSON.stringify(res.error)).toMatch(message);
      const after = await owner.get<AdminShopSettingsDto>("/v1/admin/settings");
      expect(after.data).toEqual(before.data);
    },
  );

  it("raising the turnover band is allowed and says how many products keep a 4-digit HSN code", async () => {
    const before = (await owner.get<AdminShopSettingsDto>("/v1/admin/settings")).data.shortHsnProducts;
    // addTestProduct writes HSN 9405: four digits.
    await addTestProduct(t, {
      title: "Old code lamp",
      sellingPrice: 50_000,
      taxRate: 18,
      stock: 5,
      minimumQuantity: 1,
    });
    const res = await put((s) => {
      s.turnoverBand = "above_5_crore";
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.settings.turnoverBand).toBe("above_5_crore");
    expect(res.data.shortHsnProducts).toBe(before + 1);
    const options = await owner.get<{ hsnDigits: number }>("/v1/admin/products/options");
    expect(options.data.hsnDigits).toBe(6);
    expect(
      (
        await put((s) => {
          s.turnoverBand = "up_to_5_crore";
        })
      ).statusCode,
    ).toBe(200);
  });

  it("a proforma invoice issued before a change stays as it was issued; the order page's UPI follows the settings", async () => {
    const token = await tokenFor(t, "retail@demo.roshnilighting.in");
    const client = api(t.app);
    const address = await client.post<{ id: number }>("/v1/customer/address", DELHI_ADDRESS, { token });
    const productId = await addTestProduct(t, {
      title: "Settings test lamp",
      sellingPrice: 120_000,
      taxRate: 18,
      stock: 20,
      minimumQuantity: 1,
    });
    const order = await client.post<{ id: number }>(
      "/v1/order",
      {
        items: [{ productId, quantity: 1 }],
        toPayShipping: false,
        paymentMethod: "bank-transfer",
        addressId: address.data.id,
      },
      { token, headers: { "idempotency-key": `settings-${Date.now()}` } },
    );
    expect(order.statusCode, JSON.stringify(order.body)).toBe(201);
    const download = () =>
      t.app.inject({
        method: "GET",
        url: `/v1/order/${order.data.id}/documents/proforma`,
        headers: { website: "wholesale", authorization: `Bearer ${token}` },
      });
    const first = await download();
    expect(first.statusCode).toBe(200);

    expect(
      (
        await put((s) => {
          s.upiVpa = "roshni.new@axisbank";
          s.bank.accountNumber = "91902000123456";
        })
      ).statusCode,
    ).toBe(200);
    const second = await download();
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    const page = await client.get<{ upi: { vpa: string } | null }>(`/v1/order/${order.data.id}`, { token });
    expect(JSON.stringify(page.data)).toContain("roshni.new@axisbank");
  });
});

describe("changedFields", () => {
  it("names nested fields by path and lists as a whole", () => {
    expect(
      changedFields({ a: 1, b: { c: 2, d: 3 }, e: [1, 2] }, { a: 1, b: { c: 2, d: 4 }, e: [2, 1] }),
    ).toEqual(["b.d", "e"]);
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
