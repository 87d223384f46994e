import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

// The same suites against a PostgreSQL server: each test app creates a database of its own there
// (CREATE DATABASE, dropped on close), so the URL needs a role allowed to create databases.
const url = process.env.TEST_DATABASE_URL;
if (!url) {
  throw new Error(
    "TEST_DATABASE_URL is not set. Point it at a PostgreSQL server whose role may CREATE DATABASE, e.g. " +
      "TEST_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run test:pg",
  );
}

export default mergeConfig(
  base,
  defineConfig({
    test: {
      name: "api-pg",
      env: { TEST_DATABASE_URL: url },
    },
  }),
);
