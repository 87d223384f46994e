import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, frameworkFiles, withCompileHint } from "./compile-hints";

describe("compile hints", () => {
  let dir = "";
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("puts the hint on the first line once", () => {
    const once = withCompileHint("(globalThis.TURBOPACK||[]).push([])");
    expect(once).toBe(`${COMPILE_HINT}\n(globalThis.TURBOPACK||[]).push([])`);
    expect(withCompileHint(once)).toBe(once);
  });

  it("takes the framework's script files from the build manifest and refuses a manifest without them", () => {
    expect(
      frameworkFiles({ rootMainFiles: ["static/chunks/a.js", "static/chunks/b.css", "static/chunks/c.js"] }),
    ).toEqual(["static/chunks/a.js", "static/chunks/c.js"]);
    expect(() => frameworkFiles({ pages: {} })).toThrow(/rootMainFiles/);
  });

  it("hints the framework files of a build and leaves the page's own chunks alone", async () => {
    dir = await mkdtemp(join(tmpdir(), "hints-"));
    await mkdir(join(dir, "static", "chunks"), { recursive: true });
    await writeFile(
      join(dir, "build-manifest.json"),
      JSON.stringify({ rootMainFiles: ["static/chunks/framework.js"] }),
    );
    await writeFile(join(dir, "static/chunks/framework.js"), "framework();");
    await writeFile(join(dir, "static/chunks/page.js"), "page();");
    expect(await addCompileHints(dir)).toEqual(["static/chunks/framework.js"]);
    await addCompileHints(dir);
    expect(await readFile(join(dir, "static/chunks/framework.js"), "utf8")).toBe(
      `${COMPILE_HINT}\nframework();`,
    );
    expect(await readFile(join(dir, "static/chunks/page.js"), "utf8")).toBe("page();");
  });
});
