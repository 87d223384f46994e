import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pickRandom } from "./service";

describe("pickRandom", () => {
  it("gives `count` different items of the pool (all of them when the pool is smaller)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { maxLength: 60 }), fc.nat({ max: 80 }), (pool, count) => {
        const picked = pickRandom(pool, count);
        expect(picked).toHaveLength(Math.min(count, pool.length));
        expect(new Set(picked).size).toBe(picked.length);
        for (const item of picked) expect(pool).toContain(item);
      }),
    );
  });

  it("leaves the pool as it was", () => {
    const pool = [1, 2, 3, 4, 5];
    pickRandom(pool, 3);
    expect(pool).toEqual([1, 2, 3, 4, 5]);
  });

  it("reaches every item of the pool", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 400; i++)
      for (const item of pickRandom([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 2)) seen.add(item);
    expect(seen.size).toBe(10);
  });
});
