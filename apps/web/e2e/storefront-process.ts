// A second storefront process beside the suite's own, on the suite's build, for journeys that need other
// settings (trackers configured, an API out of reach). The suite's servers are started by
// playwright.config.ts; this one is started and stopped by the journey itself.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * A second storefront on the suite's build and, unless `env` names another API_URL, the suite's API, with
 * its own settings; resolves once it answers at all (a storefront whose API is down answers with errors).
 */
export async function startStorefront(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn("npx", ["tsx", "server.ts"], {
    cwd: join(__dirname, ".."),
    // Its own process group: stopping it stops tsx's node too.
    detached: true,
    env: {
      ...process.env,
      // The suite's API (playwright.config.ts starts it on E2E_API_PORT).
      API_URL: `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4310}`,
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
      PORT: String(port),
    },
    stdio: "ignore",
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the storefront stopped (${child.exitCode})`);
    const answered = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (answered) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stopStorefront(child);
  throw new Error(`the storefront on port ${port} did not answer within 60 s`);
}

export function stopStorefront(child: ChildProcess): void {
  if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
}
