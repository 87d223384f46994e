import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";

const run = promisify(execFile);

/**
 * The storefront's first-load JavaScript budget (README, docs/measurements.md): every storefront page of
 * the built shop ships at most the framework's floor + 40 kB gzipped. Part of the browser suite because it
 * needs the production build and a running shop, which the suite has already.
 */
const BUDGET_KB = 171;

test("every storefront page ships at most 171 kB of first-load JavaScript (gzipped)", async ({ baseURL }) => {
  test.setTimeout(180_000);
  const script = join(__dirname, "..", "bench", "first-load-js.mjs");
  const answer = await run(process.execPath, [script, String(baseURL), "--budget", String(BUDGET_KB)]).then(
    (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
    (failed: { code?: number; stdout?: string; stderr?: string }) => ({
      code: failed.code ?? 1,
      stdout: failed.stdout ?? "",
      stderr: failed.stderr ?? "",
    }),
  );
  console.log(answer.stdout);
  expect(answer.stderr, answer.stdout).toBe("");
  expect(answer.code).toBe(0);
  // Every storefront page was measured, not only a few.
  expect(answer.stdout).toContain("/account/login |");
  expect(answer.stdout).toContain("/contact-us |");
  expect(answer.stdout).toMatch(/\| \/shop\/products\/[^ ]+ \| 200 \|/);
});
