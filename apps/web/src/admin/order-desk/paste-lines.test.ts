import { describe, expect, it } from "vitest";
import { parsePastedLines } from "./paste-lines";

describe("pasted WhatsApp order lines", () => {
  it("reads SKU and quantity in either order, with the usual separators and units", () => {
    const result = parsePastedLines(
      [
        "RL-101 12",
        "RL-102 x 6",
        "3 pcs RL-103",
        "1. RL-104, 20",
        "- RL-105 × 2",
        "RL-106\t40",
        "RL-107 x12",
      ].join("\n"),
    );
    expect(result.unread).toEqual([]);
    expect(result.lines).toEqual([
      { sku: "RL-101", quantity: 12 },
      { sku: "RL-102", quantity: 6 },
      { sku: "RL-103", quantity: 3 },
      { sku: "RL-104", quantity: 20 },
      { sku: "RL-105", quantity: 2 },
      { sku: "RL-106", quantity: 40 },
      { sku: "RL-107", quantity: 12 },
    ]);
  });

  it("skips blank lines and reports the ones it cannot read", () => {
    const result = parsePastedLines("RL-101 4\n\nplease send soon\nRL-102");
    expect(result.lines).toEqual([{ sku: "RL-101", quantity: 4 }]);
    expect(result.unread).toEqual([
      { line: 3, text: "please send soon" },
      { line: 4, text: "RL-102" },
    ]);
  });
});
