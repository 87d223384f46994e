import { defineConfig } from "vitest/config";

// One test command for the whole workspace: core rules and API inject tests.
export default defineConfig({
  test: {
    projects: ["packages/core", "apps/api"],
  },
});
