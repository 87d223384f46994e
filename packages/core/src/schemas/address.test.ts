import { describe, expect, it } from "vitest";
import { addressBodySchema, addressPatchBodySchema, addressSchema } from "./address";
import { zodIssuesToFields } from "./envelope";

function fieldsOf(result: { success: boolean; error?: Parameters<typeof zodIssuesToFields>[0] }) {
  expect(result.success).toBe(false);
  return result.error ? zodIssuesToFields(result.error) : {};
}

const chandniChowk = {
  name: "Anil Kapoor",
  phone: "011-23456789",
  company: "Kapoor Electricals",
  gstin: "27AAPFU0939F1ZV",
  line1: "1425, Bhagirath Palace",
  line2: "Chandni Chowk",
  city: "Delhi",
  state: "Delhi",
  pincode: "110006",
  country: "IN",
  isDefault: true,
};

describe("address body", () => {
  it("accepts a Delhi address and stores the phone in E.164", () => {
    expect(addressBodySchema.parse(chandniChowk)).toEqual({ ...chandniChowk, phone: "+911123456789" });
  });

  it("company, GSTIN, second line and default flag may be left out or empty", () => {
    const { company: _c, gstin: _g, line2: _l, isDefault: _d, ...minimal } = chandniChowk;
    const parsed = addressBodySchema.parse(minimal);
    expect(parsed.company).toBeUndefined();
    expect(parsed.isDefault).toBeUndefined();
    expect(addressBodySchema.parse({ ...minimal, company: "", gstin: "", line2: " " })).toMatchObject({
      company: null,
      gstin: null,
      line2: null,
    });
  });

  it("rejects a bad PIN code, phone, GSTIN, state and country with readable messages", () => {
    expect(
      fieldsOf(
        addressBodySchema.safeParse({
          ...chandniChowk,
          phone: "2345678",
          gstin: "27AAPFU0939F1ZW",
          state: "New York",
          pincode: "011006",
          country: "US",
        }),
      ),
    ).toEqual({
      phone: "Enter a valid Indian phone number.",
      gstin: "Enter a valid GSTIN.",
      state: "Choose a state or union territory of India.",
      pincode: "Enter a 6-digit PIN code.",
      country: "We deliver within India only.",
    });
  });

  it("a state is written exactly as in the list of states and union territories", () => {
    expect(addressBodySchema.parse({ ...chandniChowk, state: "Ladakh" }).state).toBe("Ladakh");
    expect(addressBodySchema.safeParse({ ...chandniChowk, state: "delhi" }).success).toBe(false);
  });

  it("requires name, street, city and PIN code", () => {
    expect(
      fieldsOf(addressBodySchema.safeParse({ phone: "9811122233", state: "Delhi", country: "IN" })),
    ).toEqual({
      name: "Enter the name of the person receiving the goods.",
      line1: "Enter the street address.",
      city: "Enter the city.",
      pincode: "Enter a 6-digit PIN code.",
    });
  });

  it("rejects fields the address does not have", () => {
    expect(fieldsOf(addressBodySchema.safeParse({ ...chandniChowk, customerId: 9 }))).toEqual({
      customerId: "This field is not accepted.",
    });
  });
});

describe("address patch", () => {
  it("changes only what is sent and still checks it", () => {
    expect(addressPatchBodySchema.parse({ pincode: "400001", state: "Maharashtra" })).toMatchObject({
      pincode: "400001",
      state: "Maharashtra",
    });
    expect(addressPatchBodySchema.parse({}).name).toBeUndefined();
    expect(addressPatchBodySchema.parse({ line2: "" }).line2).toBeNull();
    expect(fieldsOf(addressPatchBodySchema.safeParse({ pincode: "4000" }))).toEqual({
      pincode: "Enter a 6-digit PIN code.",
    });
    expect(fieldsOf(addressPatchBodySchema.safeParse({ id: 3 }))).toEqual({
      id: "This field is not accepted.",
    });
  });
});

describe("address answer", () => {
  it("has every field with null for the missing optional ones", () => {
    const address = {
      id: 3,
      name: "Anil Kapoor",
      phone: "+911123456789",
      company: null,
      gstin: null,
      line1: "1425, Bhagirath Palace",
      line2: null,
      city: "Delhi",
      state: "Delhi",
      pincode: "110006",
      country: "IN",
      isDefault: false,
    };
    expect(addressSchema.parse(address)).toEqual(address);
    expect(addressSchema.safeParse({ ...address, country: "US" }).success).toBe(false);
  });
});
