/**
 * The job queue's own costs, on PGlite (in memory) or on the PostgreSQL server of TEST_DATABASE_URL (a
 * scratch database): pg-boss's start on a fresh database, a queue's creation, 200 jobs enqueued one by one
 * (each its own statement, as writers do inside their transactions), 200 taken and completed by `drain()`,
 * and 200 run by a working process from enqueue to done. Prints one line per figure with the load.
 *   npx tsx apps/api/bench/queue.ts            (PGlite)
 *   TEST_DATABASE_URL=postgres://… npx tsx apps/api/bench/queue.ts
 */
import { readFileSync } from "node:fs";
import pino from "pino";
import { openScratchDatabase } from "../src/db/testing";
import { createJobQueue } from "../src/jobs/queue";

const JOBS = 200;

async function main(): Promise<void> {
  const scratch = await openScratchDatabase();
  const log = pino({ level: "silent" });
  let done = 0;
  const queue = createJobQueue({ db: scratch.handle.db, log, pollSeconds: 0.5 });
  queue.setHandlers(
    Object.fromEntries(
      ["bench.a", "bench.b", "bench.c"].map((name) => [
        name,
        {
          concurrency: 2,
          run: async () => {
            done += 1;
          },
        },
      ]),
    ),
    {},
  );
  const figures: [string, number][] = [];
  let began = performance.now();
  await queue.start();
  figures.push(["start on a fresh database, 3 queues created", performance.now() - began]);
  began = performance.now();
  for (let i = 0; i < JOBS; i += 1) await queue.send(null, "bench.a", { i });
  figures.push([`${JOBS} jobs enqueued one by one`, performance.now() - began]);
  began = performance.now();
  const drained = await queue.drain();
  figures.push([`${drained.completed} jobs taken and completed by drain()`, performance.now() - began]);
  await queue.startWorking();
  done = 0;
  began = performance.now();
  for (let i = 0; i < JOBS; i += 1) await queue.send(null, i % 2 ? "bench.b" : "bench.c", { i });
  while (done < JOBS) await new Promise((resolve) => setTimeout(resolve, 10));
  figures.push([
    `${JOBS} jobs enqueued and run by a working process (2 kinds × 2 slots)`,
    performance.now() - began,
  ]);
  await queue.stop(2000);
  await scratch.dispose();
  const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  const where = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
  for (const [what, ms] of figures) console.log(`${where}: ${what}: ${Math.round(ms)} ms (load ${load})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
