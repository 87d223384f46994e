import { defineConfig } from "vitest/config";

// Each suite builds its own database and seeds it (scrypt hashes for the demo accounts, a few hundred
// products), so timeouts are generous. Forks keep each PGlite (a WebAssembly Postgres of its own)
// in a separate process; two workers match the two cores the suite usually gets.
export default defineConfig({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    pool: "forks",
    maxWorkers: 2,
    // The API suites run after the fast core and web units, not interleaved with them.
    sequence: { groupOrder: 1 },
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
