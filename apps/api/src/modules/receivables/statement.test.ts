import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { LedgerDto } from "@roshni/core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { itReadsPdf } from "../../test/pdf-tools";
import { statementPdf } from "./statement";

const run = promisify(execFile);
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "roshni-statement-"));
});
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** A buyer's year: an invoice, then a payment, then a credit note, and so on, each moving the balance. */
function ledgerOf(entries: number): LedgerDto {
  let balance = 12_500;
  const rows: LedgerDto["entries"] = [];
  for (let i = 0; i < entries; i++) {
    const kind = (["invoice", "payment", "credit-note"] as const)[i % 3] ?? "invoice";
    const amount = 5_000 + i * 100;
    const debit = kind === "invoice" ? amount : 0;
    const credit = kind === "invoice" ? 0 : amount / 2;
    balance += debit - credit;
    const day = new Date(Date.UTC(2026, 3, 1) + i * 86_400_000).toISOString().slice(0, 10);
    rows.push({
      date: day,
      kind,
      reference: `REF-${String(i).padStart(4, "0")}`,
      description:
        kind === "credit-note"
          ? "Returned: 2 × Brass Wall Lamp, Antique Finish, Large"
          : `Order WL-2026-${i}`,
      dueOn: kind === "invoice" ? "2026-12-01" : null,
      debit,
      credit,
      balance,
    });
  }
  return {
    customer: { id: 7, name: "Rakesh Sharma", companyName: "Sharma Electricals & Interiors Pvt. Ltd." },
    from: "2026-04-01",
    to: "2026-11-26",
    opening: 12_500,
    closing: balance,
    entries: rows,
    ageing: {
      current: 40_000,
      "1-30": 25_000.5,
      "31-60": 12_000,
      "61-90": 0,
      "90+": 3_210.75,
      total: 80_211.25,
    },
    credit: {
      paymentTermsDays: 30,
      paymentTermsLabel: "Net 30 days",
      creditLimit: 2_00_000,
      termsFromGroup: false,
      limitFromGroup: true,
      openingBalance: 12_500,
      openingBalanceOn: "2026-04-01",
      outstanding: balance,
      available: 0,
    },
  };
}

describe("statement of account PDF", () => {
  itReadsPdf(
    "prints the letterhead, every entry once, the balances and the ageing, on numbered pages and no blank one",
    async () => {
      const ledger = ledgerOf(90);
      const pdf = await statementPdf(ledger, {
        name: "Roshni Lighting Pvt. Ltd.",
        lines: ["Shop 12, Bhagirath Palace", "GSTIN 07AABCR7431M1Z4"],
      });
      const file = join(scratch, "statement.pdf");
      await writeFile(file, pdf);
      const { stdout: text } = await run("pdftotext", ["-layout", file, "-"]);
      const { stdout: info } = await run("pdfinfo", [file]);
      const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);

      expect(text).toContain("GSTIN 07AABCR7431M1Z4");
      expect(text).toContain("Sharma Electricals & Interiors Pvt. Ltd. (Rakesh Sharma)");
      for (const entry of ledger.entries) {
        expect(text.split(entry.reference).length - 1, entry.reference).toBe(1);
      }
      expect(text).toMatch(/01\/04\/2026\s+Opening balance\s+₹12,500\.00/);
      expect(text).toMatch(/26\/11\/2026\s+Closing balance\s+₹/);
      expect(text).toMatch(/Total outstanding[\s\S]*₹80,211\.25/);
      // The header row repeats on every page, and every page carries its number out of the whole.
      expect(pages).toBeGreaterThan(1);
      expect(text.split("Particulars").length - 1).toBe(pages);
      for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    },
  );
});
