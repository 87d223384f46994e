/**
 * A small in-process cache for catalogue aggregates (totals, facet counts) that cost a pass over every
 * matching product but change only when the catalogue does. Entries live `ttlMs` (the same minute a
 * browser or CDN may keep the answer, see plugins/cache.ts); the oldest go first beyond `maxEntries`.
 * Concurrent misses for one key share one computation, so a burst of identical requests costs one query.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  async get(key: string, compute: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return compute();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit) this.entries.delete(key);

    const value = compute();
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    // A failed computation is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * Values kept for `ttlMs` under a key, read and written synchronously (many keys at once: a page's
 * products); the oldest go first beyond `maxEntries`.
 */
export class TtlMap<V> {
  private readonly entries = new Map<string, { expiresAt: number; value: V }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt > Date.now()) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { expiresAt: Date.now() + this.ttlMs, value });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
