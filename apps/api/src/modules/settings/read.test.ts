import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("the shop settings have one reader", () => {
  it("no module but settings/read.ts selects the settings row (the seed writes it, the admin save updates it)", () => {
    const readers = sourceFiles(SRC)
      .filter((path) => {
        const text = readFileSync(path, "utf8");
        return /\.from\(shopSettings\)|from\s+shop_settings\b/.test(text);
      })
      .map((path) => relative(SRC, path).replaceAll("\\", "/"));
    expect(readers).toEqual(["modules/settings/read.ts"]);
  });
});
