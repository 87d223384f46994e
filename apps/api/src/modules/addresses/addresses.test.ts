import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createTestApp, type TestApp } from "../../test/harness";
import { addTestCustomer, DELHI_ADDRESS } from "../orders/test-fixtures";

interface Address {
  id: number;
  name: string;
  phone: string;
  company: string | null;
  gstin: string | null;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  pincode: string;
  country: "IN";
  isDefault: boolean;
}

let testApp: TestApp;
let owner: { id: number; token: string };
let stranger: { id: number; token: string };

beforeAll(async () => {
  testApp = await createTestApp({ products: 5 });
  owner = await addTestCustomer(testApp, { email: "owner@example.in" });
  stranger = await addTestCustomer(testApp, { email: "stranger@example.in" });
});

afterAll(async () => {
  await testApp?.close();
});

describe("address book", () => {
  it("a visitor has no address book (401)", async () => {
    expect((await api(testApp.app).get("/v1/customer/address")).statusCode).toBe(401);
    expect((await api(testApp.app).post("/v1/customer/address", DELHI_ADDRESS)).statusCode).toBe(401);
  });

  it("the first address becomes the default; the phone is stored in E.164, empty optionals as null", async () => {
    const res = await api(testApp.app).post<Address>(
      "/v1/customer/address",
      { ...DELHI_ADDRESS, line2: "", gstin: null },
      { token: owner.token },
    );
    expect(res.statusCode).toBe(201);
    expect(res.data).toMatchObject({
      name: "Ravi Sharma",
      phone: "+919811122233",
      company: "Sharma Lights",
      gstin: null,
      line2: null,
      state: "Delhi",
      pincode: "110006",
      country: "IN",
      isDefault: true,
    });
  });

  it("PIN, state, phone and GSTIN are validated with a message per field", async () => {
    const res = await api(testApp.app).post(
      "/v1/customer/address",
      { ...DELHI_ADDRESS, pincode: "11006", state: "Delhistan", phone: "12", gstin: "07ABCDE1234F1Z0" },
      { token: owner.token },
    );
    expect(res.statusCode).toBe(422);
    expect(res.error?.fields).toEqual({
      pincode: "Enter a 6-digit PIN code.",
      state: "Choose a state or union territory of India.",
      phone: "Enter a valid Indian phone number.",
      gstin: "Enter a valid GSTIN.",
    });
  });

  it("one default per customer: making another address the default unsets the previous one", async () => {
    const created = await api(testApp.app).post<Address>(
      "/v1/customer/address",
      {
        ...DELHI_ADDRESS,
        name: "Warehouse",
        line1: "Plot 7, Okhla Phase II",
        pincode: "110020",
        isDefault: true,
      },
      { token: owner.token },
    );
    expect(created.statusCode).toBe(201);
    expect(created.data.isDefault).toBe(true);

    const list = await api(testApp.app).get<Address[]>("/v1/customer/address", { token: owner.token });
    expect(list.data).toHaveLength(2);
    expect(list.data.filter((a) => a.isDefault).map((a) => a.id)).toEqual([created.data.id]);
    expect(list.data[0]?.id).toBe(created.data.id);

    const other = list.data.find((a) => a.id !== created.data.id);
    const patched = await api(testApp.app).patch<Address>(
      `/v1/customer/address/${other?.id}`,
      { isDefault: true, city: "New Delhi" },
      { token: owner.token },
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.data).toMatchObject({ isDefault: true, city: "New Delhi", name: "Ravi Sharma" });
    const after = await api(testApp.app).get<Address[]>("/v1/customer/address", { token: owner.token });
    expect(after.data.filter((a) => a.isDefault).map((a) => a.id)).toEqual([other?.id]);
  });

  it("GET, PATCH and DELETE of another customer's address answer 404 ADDRESS_NOT_FOUND and change nothing", async () => {
    const [mine] = (await api(testApp.app).get<Address[]>("/v1/customer/address", { token: owner.token }))
      .data;
    const path = `/v1/customer/address/${mine?.id}`;
    const asStranger = { token: stranger.token };

    const read = await api(testApp.app).get(path, asStranger);
    const patch = await api(testApp.app).patch(path, { name: "Hijacked" }, asStranger);
    const remove = await api(testApp.app).delete(path, asStranger);
    for (const res of [read, patch, remove]) {
      expect(res.statusCode).toBe(404);
      expect(res.error?.code).toBe("ADDRESS_NOT_FOUND");
    }
    // The same answer as for an id that does not exist at all.
    const missing = await api(testApp.app).get("/v1/customer/address/999999", asStranger);
    expect(missing.body).toEqual(read.body);

    const still = await api(testApp.app).get<Address>(path, { token: owner.token });
    expect(still.data.name).toBe(mine?.name);
  });

  it("a customer deletes their own address", async () => {
    const list = await api(testApp.app).get<Address[]>("/v1/customer/address", { token: owner.token });
    const target = list.data[list.data.length - 1];
    const res = await api(testApp.app).delete(`/v1/customer/address/${target?.id}`, { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({});
    const after = await api(testApp.app).get<Address[]>("/v1/customer/address", { token: owner.token });
    expect(after.data.map((a) => a.id)).not.toContain(target?.id);
    expect(
      (await api(testApp.app).get(`/v1/customer/address/${target?.id}`, { token: owner.token })).statusCode,
    ).toBe(404);
  });
});

describe("deleting the default address", () => {
  it("makes the newest remaining address the default; deleting the last leaves an empty book", async () => {
    const buyer = await addTestCustomer(testApp, { email: "mover@example.in" });
    const add = (name: string) =>
      api(testApp.app).post<Address>(
        "/v1/customer/address",
        { ...DELHI_ADDRESS, name },
        { token: buyer.token },
      );
    const first = (await add("Old godown")).data;
    const second = (await add("Shop")).data;
    const third = (await add("New godown")).data;
    expect([first.isDefault, second.isDefault, third.isDefault]).toEqual([true, false, false]);

    expect(
      (await api(testApp.app).delete(`/v1/customer/address/${first.id}`, { token: buyer.token })).statusCode,
    ).toBe(200);
    const book = await api(testApp.app).get<Address[]>("/v1/customer/address", { token: buyer.token });
    expect(book.data.filter((a) => a.isDefault).map((a) => a.id)).toEqual([third.id]);

    // Deleting an address that is not the default leaves the default alone.
    await api(testApp.app).delete(`/v1/customer/address/${second.id}`, { token: buyer.token });
    const left = await api(testApp.app).get<Address[]>("/v1/customer/address", { token: buyer.token });
    expect(left.data.map((a) => [a.id, a.isDefault])).toEqual([[third.id, true]]);
    await api(testApp.app).delete(`/v1/customer/address/${third.id}`, { token: buyer.token });
    const empty = await api(testApp.app).get<Address[]>("/v1/customer/address", { token: buyer.token });
    expect(empty.data).toEqual([]);
  });
});
