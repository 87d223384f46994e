import { emptyCart } from "@roshni/core";
import { describe, expect, it } from "vitest";
import { parsePersistedState, serializePersistedState } from "./persisted-state";
import type { CartProductCopy } from "./types";

const saved = {
  cart: emptyCart<CartProductCopy>(),
  wishlist: [],
  compare: [],
  currency: "USD" as const,
  locale: "ru" as const,
};

describe("persisted state under 'state'", () => {
  it("is written as version 1 with cart, wishlist, compare, currency and locale", () => {
    const stored = JSON.parse(serializePersistedState(saved));
    expect(Object.keys(stored).sort()).toEqual([
      "cart",
      "compare",
      "currency",
      "locale",
      "version",
      "wishlist",
    ]);
    expect(stored.version).toBe(1);
  });

  it("is restored when its version is 1", () => {
    const restored = parsePersistedState(serializePersistedState(saved));
    expect(restored?.currency).toBe("USD");
    expect(restored?.locale).toBe("ru");
    expect(restored?.cart.total).toBe(0);
  });

  it("is ignored for any other version, for broken JSON and for missing parts", () => {
    const text = serializePersistedState(saved);
    expect(parsePersistedState(text.replace('"version":1', '"version":2'))).toBeNull();
    expect(parsePersistedState(text.replace('"version":1', '"version":"1"'))).toBeNull();
    expect(parsePersistedState("{not json")).toBeNull();
    expect(parsePersistedState(null)).toBeNull();
    expect(parsePersistedState(JSON.stringify({ ...JSON.parse(text), cart: null }))).toBeNull();
  });

  it("is ignored when it names a locale or currency the shop does not have", () => {
    const stored = JSON.parse(serializePersistedState(saved));
    expect(parsePersistedState(JSON.stringify({ ...stored, locale: "fr" }))).toBeNull();
    expect(parsePersistedState(JSON.stringify({ ...stored, currency: "EUR" }))).toBeNull();
  });
});
