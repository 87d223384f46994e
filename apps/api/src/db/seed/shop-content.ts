import type { ShopSettings } from "../schema";
import type { BannerDrawing } from "./images";

export const WEBSITE = { code: "wholesale", name: "Roshni Lighting Wholesale" } as const;

export const CUSTOMER_GROUPS = {
  retail: { name: "Retail", isDefault: true },
  wholesale: { name: "Wholesale", isDefault: false },
} as const;

export const DEMO_PASSWORD = "Lighting@2026";

export interface DemoAccountSeed {
  group: keyof typeof CUSTOMER_GROUPS;
  /**
   * hashPassword(DEMO_PASSWORD), computed once and kept here: an scrypt hash at N=2^17 costs about a
   * second of CPU and 128 MiB, which every seeded test database would otherwise pay twice. The password
   * is public (README), so a fixed salt reveals nothing; database.test.ts checks the hashes still verify.
   */
  passwordHash: string;
  name: string;
  email: string;
  phone: string;
  companyName: string | null;
  gstin: string | null;
  address: {
    name: string;
    phone: string;
    company: string | null;
    gstin: string | null;
    line1: string;
    line2: string | null;
    city: string;
    state: string;
    pincode: string;
  };
}

// GSTINs below carry valid check characters (see gstinCheckChar in @roshni/core).
export const DEMO_ACCOUNTS: readonly DemoAccountSeed[] = [
  {
    group: "retail",
    passwordHash:
      "scrypt$17$8$1$JciDdfD26bkNzF/g8sF2IacpqxKsc0TceQYzEbSWxPg=$2zdHb7cDHEN762rT1FW4zy+dlYvHdzNnZQyCTVDnHlQ3gltVZo9/K0kmKxElIVJp1m6fuLb9RGHSZBY6l/Bk7A==",
    name: "Meera Kapoor",
    email: "retail@demo.roshnilighting.in",
    phone: "+919810012345",
    companyName: null,
    gstin: null,
    address: {
      name: "Meera Kapoor",
      phone: "+919810012345",
      company: null,
      gstin: null,
      line1: "B-14, Lajpat Nagar II",
      line2: "Near Central Market",
      city: "New Delhi",
      state: "Delhi",
      pincode: "110024",
    },
  },
  {
    group: "wholesale",
    passwordHash:
      "scrypt$17$8$1$Uoi4brsjISZeD5CY0XQq3LhB7LsISdbo0rCmx8Y96WA=$y22VfgqdyU/sHe4VXswzGnvgCFkUEqMta9btq5IyRrpm2QzF+qx+ceHdLihAoaC5ZBnT0P0e58BZ/wZWUQXsxA==",
    name: "Arjun Mehta",
    email: "wholesale@demo.roshnilighting.in",
    phone: "+919820045678",
    companyName: "Mehta Electricals",
    gstin: "27AAGFM5823Q1ZO",
    address: {
      name: "Arjun Mehta",
      phone: "+919820045678",
      company: "Mehta Electricals",
      gstin: "27AAGFM5823Q1ZO",
      line1: "Shop 23, Lamington Road",
      line2: "Grant Road East",
      city: "Mumbai",
      state: "Maharashtra",
      pincode: "400007",
    },
  },
];

export interface CouponSeed {
  code: string;
  description: string;
  subtotalType: "percent" | "absolute";
  subtotalDiscount: number;
  packingType: "percent" | "absolute";
  packingDiscount: number;
  transportType: "percent" | "absolute";
  transportDiscount: number;
  /** Days from the seed's `now`; null = open-ended. */
  validFromDays: number | null;
  validToDays: number | null;
  usageLimit: number | null;
  usagePerCustomer: number | null;
  groups: (keyof typeof CUSTOMER_GROUPS)[];
}

// Discounts in hundredths: 1000 = 10 % for 'percent', 50000 paise = ₹500 for 'absolute'.
export const COUPONS: readonly CouponSeed[] = [
  {
    code: "WELCOME10",
    description: "10 % off the subtotal of your first order.",
    subtotalType: "percent",
    subtotalDiscount: 1000,
    packingType: "percent",
    packingDiscount: 0,
    transportType: "percent",
    transportDiscount: 0,
    validFromDays: -30,
    validToDays: 365,
    usageLimit: null,
    usagePerCustomer: 1,
    groups: [],
  },
  {
    code: "FREESHIP",
    description: "Free shipping: the whole transport charge is waived.",
    subtotalType: "percent",
    subtotalDiscount: 0,
    packingType: "percent",
    packingDiscount: 0,
    transportType: "percent",
    transportDiscount: 10000,
    validFromDays: -30,
    validToDays: 365,
    usageLimit: 1000,
    usagePerCustomer: null,
    groups: [],
  },
  {
    code: "PACK500",
    description: "₹500 off packing.",
    subtotalType: "percent",
    subtotalDiscount: 0,
    packingType: "absolute",
    packingDiscount: 50000,
    transportType: "percent",
    transportDiscount: 0,
    validFromDays: -30,
    validToDays: 365,
    usageLimit: null,
    usagePerCustomer: null,
    groups: [],
  },
  {
    code: "DIWALI2025",
    description: "Diwali 2025: 15 % off the subtotal (expired).",
    subtotalType: "percent",
    subtotalDiscount: 1500,
    packingType: "percent",
    packingDiscount: 0,
    transportType: "percent",
    transportDiscount: 0,
    validFromDays: -400,
    validToDays: -370,
    usageLimit: null,
    usagePerCustomer: 1,
    groups: [],
  },
  {
    code: "TRADE5",
    description: "Wholesale accounts: 5 % off the subtotal and half the shipping.",
    subtotalType: "percent",
    subtotalDiscount: 500,
    packingType: "percent",
    packingDiscount: 0,
    transportType: "percent",
    transportDiscount: 5000,
    validFromDays: -30,
    validToDays: 365,
    usageLimit: null,
    usagePerCustomer: null,
    groups: ["wholesale"],
  },
];

export interface BannerSeed extends BannerDrawing {
  key: string;
  link: string;
}

export const BANNERS: readonly BannerSeed[] = [
  {
    key: "banners/chandeliers.webp",
    link: "/shop/catalog/Chandeliers",
    title: "Chandeliers for grand rooms",
    subtitle: "Crystal, brass and Mughal designs at trade prices",
    cta: "Shop chandeliers",
    shape: "chandelier",
    finish: "gold",
    colors: ["#3b2a1a", "#8a6a3a"],
  },
  {
    key: "banners/outdoor.webp",
    link: "/shop/catalog/Outdoorwalllights",
    title: "Ready for the monsoon",
    subtitle: "IP65 wall, gate and pole lights in die-cast aluminium",
    cta: "Shop outdoor lights",
    shape: "outdoor-lantern",
    finish: "black",
    colors: ["#1d2b3a", "#3f5a73"],
  },
  {
    key: "banners/pendants.webp",
    link: "/shop/catalog/Hanginglights",
    title: "Pendants for every counter",
    subtitle: "Dome, cone and globe shades from ₹1,800 MRP",
    cta: "Shop hanging lights",
    shape: "pendant",
    finish: "copper",
    colors: ["#4a2418", "#9a5a3a"],
  },
  {
    key: "banners/bulbs.webp",
    link: "/shop/catalog/Bulbs",
    title: "Filament bulbs in trade packs",
    subtitle: "E27, E14 and B22 LED bulbs, warm white 2700 K",
    cta: "Shop bulbs",
    shape: "bulb",
    finish: "brass",
    colors: ["#2d2a20", "#6d6040"],
  },
];

export const SHOP_SETTINGS: ShopSettings = {
  companyName: "Roshni Lighting Pvt. Ltd.",
  tradeName: "Roshni Lighting",
  address: {
    line1: "Shop 12, Bhagirath Palace",
    line2: "Chandni Chowk",
    city: "Delhi",
    state: "Delhi",
    pincode: "110006",
    country: "IN",
  },
  phones: ["+911123861234", "+919811098110"],
  email: "sales@roshnilighting.in",
  hours: "Mon-Sat 11:00 to 19:00",
  hoursAlt: "11:00pm - 7:00pm",
  openingHoursSpecification: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    opens: "11:00",
    closes: "19:00",
  },
  gstin: "07AABCR7431M1Z4",
  cin: "U27400DL2009PTC192345",
  pan: "AABCR7431M",
  bank: {
    accountName: "Roshni Lighting Pvt. Ltd.",
    accountNumber: "50200012345678",
    ifsc: "HDFC0000123",
    bankName: "HDFC Bank",
    branch: "Chandni Chowk, Delhi",
  },
  social: {
    facebook: "https://www.facebook.com/roshnilighting",
    instagram: "https://www.instagram.com/roshnilighting",
    youtube: "https://www.youtube.com/@roshnilighting",
    pinterest: "https://www.pinterest.com/roshnilighting",
    linkedin: "https://www.linkedin.com/company/roshnilighting",
  },
  chat: {
    number: "+919811098110",
    greeting: "Hello Roshni Lighting, I would like to know more about your products.",
  },
  usdRate: 84,
  geo: { latitude: 28.6562, longitude: 77.2303 },
  upiVpa: "roshnilighting@hdfcbank",
};
