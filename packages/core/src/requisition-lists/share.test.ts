import { describe, expect, it } from "vitest";
import { parseQuickOrderText } from "../quick-order/parse";
import { requisitionListShareText, whatsAppShareUrl } from "./share";

describe("a list's WhatsApp text", () => {
  const lines = [
    { sku: "RL-CH-0101", quantity: 12 },
    { sku: "RL-WL-0204", quantity: 4 },
  ];

  it("names the list, one SKU x quantity line each, then the link", () => {
    expect(
      requisitionListShareText("Hotel Saffron lobby", lines, "https://shop.example/shop/lists/shared/abc"),
    ).toBe(
      "Hotel Saffron lobby\nRL-CH-0101 x 12\nRL-WL-0204 x 4\n\nhttps://shop.example/shop/lists/shared/abc",
    );
    expect(requisitionListShareText("Restock", lines, null)).toBe("Restock\nRL-CH-0101 x 12\nRL-WL-0204 x 4");
  });

  it("pasted into the quick order pad gives back the lines (the name and link are reported, not read)", () => {
    const parsed = parseQuickOrderText(requisitionListShareText("Restock", lines, null));
    expect(parsed.rows.map((row) => [row.sku, row.quantity])).toEqual([
      ["RL-CH-0101", 12],
      ["RL-WL-0204", 4],
    ]);
  });

  it("is sent through wa.me with the text encoded", () => {
    const url = whatsAppShareUrl("Restock\nRL-CH-0101 x 12 & more");
    expect(url.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(url.slice("https://wa.me/?text=".length))).toBe(
      "Restock\nRL-CH-0101 x 12 & more",
    );
  });
});
