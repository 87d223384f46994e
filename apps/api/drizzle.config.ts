import { defineConfig } from "drizzle-kit";

// Generating migrations needs no database: `npx drizzle-kit generate` diffs the schema against drizzle/meta.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
});
