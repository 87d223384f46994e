// After `next build`: the framework's files every page loads (React DOM, the router, the bundler's
// runtime: the build manifest's `rootMainFiles`) start with V8's explicit compile hint, so a browser that
// knows it (Chrome 136 and later) compiles their functions while the file streams in, on a background
// thread, instead of one by one on the main thread while the page hydrates. On the catalogue page that
// took the framework's first task from about 60 ms to about 25 ms (docs/measurements.md). Other browsers
// read a comment. Run again on the same build, it changes nothing.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The file with the hint as its first line; a file that has it already is returned as it is. */
export function withCompileHint(source: string): string {
  return source.startsWith(`${COMPILE_HINT}\n`) ? source : `${COMPILE_HINT}\n${source}`;
}

/** The framework's JavaScript files of a build, relative to its folder. */
export function frameworkFiles(buildManifest: unknown): string[] {
  const files = (buildManifest as { rootMainFiles?: unknown }).rootMainFiles;
  if (!Array.isArray(files) || files.length === 0) {
    throw new Error("the build manifest names no rootMainFiles: is this a `next build` of the app router?");
  }
  return files.filter((file): file is string => typeof file === "string" && file.endsWith(".js"));
}

export async function addCompileHints(distDir: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(distDir, "build-manifest.json"), "utf8"));
  const files = frameworkFiles(manifest);
  for (const file of files) {
    const path = join(distDir, file);
    const source = await readFile(path, "utf8");
    const hinted = withCompileHint(source);
    if (hinted !== source) await writeFile(path, hinted);
  }
  return files;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/"))) {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  addCompileHints(distDir).then(
    (files) => console.log(`compile hints: ${files.length} framework files of ${distDir}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
