import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { amountInWords } from "@roshni/core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { itReadsPdf } from "../../test/pdf-tools";
import { type DocumentData, renderDocumentPdf } from "./pdf";

const run = promisify(execFile);
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "roshni-pdf-unit-"));
});
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

function invoiceWith(lines: number): DocumentData {
  const line = {
    description: "Brass Wall Lamp, Antique Finish (RL-WL-00001)",
    hsnCode: "9405",
    quantity: 2,
    unit: "PCS",
    unitPrice: 120_000,
    value: 240_000,
    discount: 0,
    taxable: 240_000,
    rate: 18,
    cgst: 0,
    sgst: 0,
    igst: 43_200,
  };
  const total = lines * (240_000 + 43_200);
  const party = {
    name: "Anita Kulkarni",
    company: null,
    lines: ["14, Laxmi Road", "Pune 411030"],
    state: "Maharashtra (27)",
    gstin: null,
  };
  return {
    title: "TAX INVOICE",
    subtitle: "Original for recipient",
    number: "RL/26-27/000123",
    numberLabel: "Invoice No.",
    issuedAt: new Date("2026-11-23T06:00:00Z"),
    orderNumber: "WL-2026-000042",
    orderDate: new Date("2026-11-20T06:00:00Z"),
    seller: {
      legalName: "Roshni Lighting Pvt. Ltd.",
      addressLines: ["Shop 12, Bhagirath Palace", "Delhi 110006"],
      gstin: "07AABCR7431M1Z4",
      pan: "AABCR7431M",
      cin: "U27400DL2009PTC192345",
      state: "Delhi (07)",
      phone: "+911123861234",
      email: "sales@roshnilighting.in",
    },
    billTo: party,
    shipTo: party,
    placeOfSupply: "Maharashtra (27)",
    intraState: false,
    reverseCharge: "No",
    lines: Array.from({ length: lines }, () => ({ ...line })),
    rates: [{ rate: 18, taxable: lines * 240_000, cgst: 0, sgst: 0, igst: lines * 43_200 }],
    hsnSummary: [
      { hsnCode: "9405", rate: 18, taxable: lines * 240_000, cgst: 0, sgst: 0, igst: lines * 43_200 },
    ],
    taxable: lines * 240_000,
    cgst: 0,
    sgst: 0,
    igst: lines * 43_200,
    total,
    amountInWords: amountInWords(total),
    notes: [],
  };
}

describe("document PDF", () => {
  itReadsPdf(
    "is A4, keeps its text selectable, and carries long invoices over pages with the column heads again",
    async () => {
      const pdf = await renderDocumentPdf(invoiceWith(70));
      const file = join(scratch, "long.pdf");
      await writeFile(file, pdf);
      const info = (await run("pdfinfo", [file])).stdout;
      expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
      const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
      expect(pages).toBeGreaterThanOrEqual(2);
      const text = (await run("pdftotext", ["-layout", file, "-"])).stdout;
      // Every page of lines starts with the column heads; all 70 lines and the total are there.
      expect(text.match(/Taxable value\s+IGST%/g)?.length).toBe(pages);
      expect(text.match(/Brass Wall Lamp/g)?.length).toBe(70);
      expect(text).toMatch(/Total\s+₹1,98,240\.00/);
      expect(text).toContain("Rupees One Lakh Ninety-Eight Thousand Two Hundred Forty Only");
    },
  );
});
