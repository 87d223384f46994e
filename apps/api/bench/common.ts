import type { ChildProcess } from "node:child_process";
import { loadavg } from "node:os";

/** What the benchmarks share: the machine's load, percentiles, and the servers they start and stop. */

/** The 1-, 5- and 15-minute load averages, to two decimals. */
export function loadAverage(): number[] {
  return loadavg().map((n) => Math.round(n * 100) / 100);
}

/** Nearest-rank percentile of latencies sorted ascending (autocannon's own summary stops at p97.5). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

/** The same pseudo-random sequence for a seed on every run (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** SIGTERM, then SIGKILL after 30 s; resolves once the process has exited. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  await exited;
  clearTimeout(timer);
}

/** Polls `url` every second until it answers 2xx; fails when the process exits first or after `timeoutMs`. */
export async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (code ${child.exitCode}) before ${url} was ready`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet: migrations, the seed or the search index are still on their way.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} not ready after ${Math.round(timeoutMs / 60_000)} minutes`);
}
