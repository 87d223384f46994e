import { describe, expect, it } from "vitest";
import { adminShopSettingsBodySchema } from "./settings";

const SETTINGS = {
  companyName: "Roshni Lighting Pvt. Ltd.",
  tradeName: "Roshni Lighting",
  address: {
    line1: "Shop 12, Bhagirath Palace",
    line2: "",
    city: "Delhi",
    state: "Delhi",
    pincode: "110006",
    country: "IN",
  },
  phones: ["011 2386 1234", "+91 98110 98110"],
  email: "Sales@RoshniLighting.in",
  hours: "Mon-Sat 11:00 to 19:00",
  hoursAlt: "11:00pm - 7:00pm",
  openingHoursSpecification: { days: ["Monday", "Saturday"], opens: "11:00", closes: "19:00" },
  gstin: "07aabcr7431m1z4",
  cin: "U27400DL2009PTC192345",
  pan: "AABCR7431M",
  bank: {
    accountName: "Roshni Lighting Pvt. Ltd.",
    accountNumber: "5020 0012 3456 78",
    ifsc: "hdfc0000123",
    bankName: "HDFC Bank",
    branch: "Chandni Chowk, Delhi",
  },
  social: {
    facebook: "",
    instagram: "https://www.instagram.com/roshni",
    youtube: "",
    pinterest: "",
    linkedin: "",
  },
  chat: { number: "98110 98110", greeting: "Hello" },
  usdRate: 84.25,
  geo: { latitude: 28.6562, longitude: 77.2303 },
  upiVpa: "roshnilighting@hdfcbank",
  orderNotificationEmails: ["orders@roshnilighting.in"],
  turnoverBand: "up_to_5_crore",
  eInvoiceEnabled: false,
  importFileDays: 30,
};

function messages(change: (s: typeof SETTINGS) => void): Record<string, string> {
  const value = structuredClone(SETTINGS);
  change(value);
  const result = adminShopSettingsBodySchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("adminShopSettingsBodySchema", () => {
  it("takes the settings as people type them and stores them cleaned", () => {
    const parsed = adminShopSettingsBodySchema.parse(SETTINGS);
    expect(parsed.phones).toEqual(["+911123861234", "+919811098110"]);
    expect(parsed.chat.number).toBe("+919811098110");
    expect(parsed.gstin).toBe("07AABCR7431M1Z4");
    expect(parsed.bank.ifsc).toBe("HDFC0000123");
    expect(parsed.bank.accountNumber).toBe("50200012345678");
    expect(parsed.email).toBe("sales@roshnilighting.in");
  });

  it("ties the GSTIN to the address's state and the PAN to the GSTIN", () => {
    expect(
      messages((s) => {
        s.address.state = "Maharashtra";
      }).gstin,
    ).toMatch(/registered in Delhi \(07\); the shop's address is in Maharashtra \(27\)/);
    expect(
      messages((s) => {
        s.pan = "AABCR7431N";
      }).pan,
    ).toBe("The PAN is the GSTIN's characters 3 to 12: AABCR7431M.");
  });

  it("checks the formats of CIN, IFSC and the UPI address", () => {
    expect(Object.keys(messages((s) => void Object.assign(s, { cin: "L2740DL2009PTC192345" })))).toEqual([
      "cin",
    ]);
    expect(Object.keys(messages((s) => void Object.assign(s.bank, { ifsc: "HDF00000123" })))).toEqual([
      "bank.ifsc",
    ]);
    expect(Object.keys(messages((s) => void Object.assign(s, { upiVpa: "@hdfcbank" })))).toEqual(["upiVpa"]);
    expect(messages((s) => void Object.assign(s, { upiVpa: "" }))).toEqual({});
  });

  it("keeps import files between 1 and 365 whole days", () => {
    expect(messages((s) => void Object.assign(s, { importFileDays: 0 })).importFileDays).toBe(
      "Keep import files at least 1 day.",
    );
    expect(messages((s) => void Object.assign(s, { importFileDays: 366 })).importFileDays).toBe(
      "Keep import files at most 365 days.",
    );
    expect(messages((s) => void Object.assign(s, { importFileDays: 2.5 })).importFileDays).toMatch(/whole/);
    expect(messages((s) => void Object.assign(s, { importFileDays: "30" })).importFileDays).toMatch(/days/);
    expect(messages((s) => void Object.assign(s, { importFileDays: 7 }))).toEqual({});
  });
});
