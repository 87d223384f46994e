import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests of the storefront's pure parts (request layer, persisted state, reducer, languages); the
// screens themselves are covered by the Playwright journeys in e2e/.
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: { name: "web", include: ["src/**/*.test.ts", "src/**/*.test.tsx"], environment: "node" },
});
