/** Where the current attempt's key is kept: sessionStorage in the browser, a plain object in tests. */
export interface KeyStore {
  read: () => string | null;
  write: (value: string | null) => void;
}

export const IDEMPOTENCY_STORAGE_KEY = "checkout:idempotency";

interface StoredKey {
  key: string;
  body: string;
}

function parse(text: string | null): StoredKey | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (
      typeof value === "object" &&
      value !== null &&
      typeof (value as StoredKey).key === "string" &&
      typeof (value as StoredKey).body === "string"
    ) {
      return value as StoredKey;
    }
  } catch {
    // A damaged entry starts a new attempt.
  }
  return null;
}

/** A random UUID v4; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newIdempotencyKey(
  source: Pick<Crypto, "getRandomValues"> & Partial<Pick<Crypto, "randomUUID">>,
): string {
  if (typeof source.randomUUID === "function") return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  // RFC 9562 section 5.4: version 4 in the high nibble of byte 6, variant 10 in the top bits of byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of one checkout attempt. The same order body keeps its key (a double click, a
 * retry after a lost answer or a reload places one order); any change to the body (cart, address,
 * coupon, shipping, note) is a new attempt with a new key, since the API refuses a key reused with
 * another body.
 */
export function idempotencyKeyFor(body: string, store: KeyStore, generate: () => string): string {
  const stored = parse(store.read());
  if (stored && stored.body === body) return stored.key;
  const key = generate();
  store.write(JSON.stringify({ key, body } satisfies StoredKey));
  return key;
}

/** After an order is placed the attempt is over; the next order gets a new key. */
export function forgetIdempotencyKey(store: KeyStore): void {
  store.write(null);
}
