import { execFileSync } from "node:child_process";
import { it } from "vitest";

function onPath(command: string): boolean {
  try {
    execFileSync(command, ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Poppler's pdftotext and pdfinfo (Debian's poppler-utils), with which the document tests read PDFs back. */
export const popplerInstalled = onPath("pdftotext") && onPath("pdfinfo");

if (!popplerInstalled) {
  // CI installs them (.ci/run): there a missing tool fails the run instead of skipping the tests.
  if (process.env.CI) throw new Error("pdftotext and pdfinfo are required in CI (Debian's poppler-utils).");
  console.warn(
    "SKIPPED: the tests that read PDFs back need pdftotext and pdfinfo (apt-get install poppler-utils).",
  );
}

/** `it` for a test that reads a PDF back: skipped, with the warning above, only where poppler is missing. */
export const itReadsPdf = it.skipIf(!popplerInstalled);
