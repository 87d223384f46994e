import { describe, expect, it } from "vitest";
import { forgetIdempotencyKey, idempotencyKeyFor, type KeyStore, newIdempotencyKey } from "./idempotency";

function memoryStore(): KeyStore & { value: string | null } {
  const store = {
    value: null as string | null,
    read: () => store.value,
    write: (value: string | null) => {
      store.value = value;
    },
  };
  return store;
}

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

const body = JSON.stringify({ items: [{ productId: 7, quantity: 12 }], addressId: 3 });

describe("the Idempotency-Key of a checkout attempt", () => {
  it("a double click or a retry of the same order sends the same key", () => {
    const store = memoryStore();
    const generate = counter();
    expect(idempotencyKeyFor(body, store, generate)).toBe("key-1");
    expect(idempotencyKeyFor(body, store, generate)).toBe("key-1");
  });

  it("a changed cart or address is a new attempt with a new key", () => {
    const store = memoryStore();
    const generate = counter();
    idempotencyKeyFor(body, store, generate);
    const changed = JSON.stringify({ items: [{ productId: 7, quantity: 13 }], addressId: 3 });
    expect(idempotencyKeyFor(changed, store, generate)).toBe("key-2");
    expect(idempotencyKeyFor(changed, store, generate)).toBe("key-2");
  });

  it("after an order is placed the next order gets a new key even with the same lines", () => {
    const store = memoryStore();
    const generate = counter();
    idempotencyKeyFor(body, store, generate);
    forgetIdempotencyKey(store);
    expect(store.value).toBeNull();
    expect(idempotencyKeyFor(body, store, generate)).toBe("key-2");
  });

  it("a damaged stored entry starts a new attempt", () => {
    const store = memoryStore();
    store.value = "{not json";
    expect(idempotencyKeyFor(body, store, counter())).toBe("key-1");
  });
});

describe("a new key", () => {
  it("is crypto.randomUUID's where the browser has it", () => {
    const source = {
      randomUUID: () => "11111111-2222-4333-8444-555555555555" as const,
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => array,
    };
    expect(newIdempotencyKey(source)).toBe("11111111-2222-4333-8444-555555555555");
  });

  it("is a version 4 UUID built from random bytes without randomUUID (plain http)", () => {
    const source = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        if (array instanceof Uint8Array) array.fill(0xff);
        return array;
      },
    };
    expect(newIdempotencyKey(source)).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  });
});
