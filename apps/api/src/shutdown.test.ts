import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_NOTICE } from "./demo-notice";
import { type Child, runEntry } from "./test/child";

// A database server that accepts connections and never answers: what a pool sees when PostgreSQL went
// away under it. Without a bound, SIGTERM would wait on it forever.
describe("the API's shutdown", () => {
  let silent: Server;
  let port = 0;
  const sockets: Socket[] = [];
  let connected: Promise<void>;
  let dataDir: string;
  let child: Child | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "roshni-shutdown-"));
    let onConnection: () => void = () => {};
    connected = new Promise((resolve) => {
      onConnection = resolve;
    });
    silent = createServer((socket) => {
      sockets.push(socket);
      onConnection();
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    port = (silent.address() as { port: number }).port;
  });

  afterAll(async () => {
    if (child && child.process.exitCode === null) child.process.kill("SIGKILL");
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  it("prints the demo notice first in development, and on SIGTERM with a silent database exits 1 within its bound", async () => {
    child = runEntry("src/server.ts", {
      NODE_ENV: "development",
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://roshni@127.0.0.1:${port}/roshni`,
      SHUTDOWN_TIMEOUT_MS: "1500",
      API_PORT: "0",
      HOST: "127.0.0.1",
    });
    await connected;
    await child.waitForOutput(/\n/, 30_000);
    expect(child.stdout().split("\n")[0]).toBe(DEMO_NOTICE);

    const signalled = Date.now();
    child.process.kill("SIGTERM");
    expect(await child.exited(15_000)).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(12_000);
    expect(child.stderr()).toContain("Shutdown did not finish within 1500 ms");
  });
});
