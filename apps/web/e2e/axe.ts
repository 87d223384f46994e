import type { Page } from "@playwright/test";

/**
 * What axe checks: the whole document; only `#main` (the page's own content); or everything but the
 * shared header and footer, which the frame's own journeys check.
 */
export type AxeScope = "document" | "main" | "without-frame";

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: string[] }[];
}

/** The serious and critical axe-core violations on the page, as 'rule: selectors' lines (none is the goal). */
export async function seriousA11yViolations(page: Page, scope: AxeScope = "document"): Promise<string[]> {
  // Playwright compiles the specs to CommonJS, so require.resolve finds the installed axe-core.
  await page.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
  return page.evaluate(async (where) => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const context =
      where === "main"
        ? (document.getElementById("main") ?? document)
        : where === "without-frame"
          ? { exclude: [["header"], ["footer"]] }
          : document;
    const result = await axe.run(context);
    return result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
  }, scope);
}
