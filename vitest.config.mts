import { defineConfig } from "vitest/config";

// One test command for the whole workspace: core rules, API inject tests, storefront units.
export default defineConfig({
  test: {
    projects: ["packages/core", "apps/api", "apps/web/vitest.config.mts"],
  },
});
