import { describe, expect, it } from "vitest";
import { FairQueue } from "./fair-queue";

/** A job that runs until `finish()` is called, recording when it started. */
function job(started: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const busy = () => new Error("busy");

function settle<T>(promise: Promise<T>): Promise<"ok" | "busy"> {
  return promise.then(
    () => "ok",
    () => "busy",
  );
}

describe("the fair queue for password hashing", () => {
  it("a source alone may use every place; one more is refused", async () => {
    const queue = new FairQueue({ concurrency: 1, queue: 2 });
    const started: string[] = [];
    const jobs = Array.from({ length: 4 }, (_, i) => job(started, `a${i}`));
    const results = jobs.map((j) => settle(queue.run(["address:a"], j.task, busy)));
    expect(await results[3]).toBe("busy");
    expect(queue.load()).toEqual({ active: 1, pending: 2 });
    for (const j of jobs) j.finish();
    expect(await Promise.all(results.slice(0, 3))).toEqual(["ok", "ok", "ok"]);
  });

  it("a newcomer pushes out the newest waiting job of the source furthest over its share", async () => {
    const queue = new FairQueue({ concurrency: 1, queue: 5 });
    const started: string[] = [];
    const flood = Array.from({ length: 6 }, (_, i) => job(started, `a${i}`));
    const floodResults = flood.map((j) => settle(queue.run(["address:a"], j.task, busy)));
    const buyer = job(started, "b");
    const buyerResult = settle(queue.run(["address:b"], buyer.task, busy));
    // a held all 6 places; with b counted its share is 3, so its newest waiting job (a5) made room.
    expect(await floodResults[5]).toBe("busy");
    // ...and b runs next, before a's backlog.
    flood[0]?.finish();
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(["a0", "b"]);
    buyer.finish();
    for (const j of flood) j.finish();
    expect(await buyerResult).toBe("ok");
    expect(await Promise.all(floodResults.slice(0, 5))).toEqual(["ok", "ok", "ok", "ok", "ok"]);
    expect(queue.load()).toEqual({ active: 0, pending: 0 });
  });

  it("a source at its share is refused while there is still room for others", async () => {
    const queue = new FairQueue({ concurrency: 1, queue: 5 });
    const started: string[] = [];
    const jobs = Array.from({ length: 5 }, (_, i) => job(started, `j${i}`));
    const a = [0, 1, 2].map((i) =>
      settle(queue.run(["address:a"], (jobs[i] as ReturnType<typeof job>).task, busy)),
    );
    const b = settle(queue.run(["address:b"], (jobs[3] as ReturnType<typeof job>).task, busy));
    // Two sources: 3 places each. a holds 3, so its fourth is refused although 2 places are free.
    const aFourth = settle(queue.run(["address:a"], (jobs[4] as ReturnType<typeof job>).task, busy));
    expect(await aFourth).toBe("busy");
    expect(queue.load()).toEqual({ active: 1, pending: 3 });
    for (const j of jobs) j.finish();
    expect(await Promise.all([...a, b])).toEqual(["ok", "ok", "ok", "ok"]);
  });

  it("an account is a source too: many addresses guessing one account hold only that account's share", async () => {
    const queue = new FairQueue({ concurrency: 1, queue: 3 });
    const started: string[] = [];
    const jobs = Array.from({ length: 4 }, (_, i) => job(started, `j${i}`));
    const results = jobs.map((j, i) =>
      settle(queue.run([`address:10.0.0.${i}`, "account:victim"], j.task, busy)),
    );
    const other = job(started, "other");
    const otherResult = settle(queue.run(["address:10.0.0.99", "account:someone-else"], other.task, busy));
    // victim's account held all 4 places; with another account counted its share is 2.
    expect(await results[3]).toBe("busy");
    for (const j of [...jobs, other]) j.finish();
    expect(await otherResult).toBe("ok");
  });

  it("when every source is within its share and the places are taken, a newcomer is refused", async () => {
    const queue = new FairQueue({ concurrency: 1, queue: 1 });
    const started: string[] = [];
    const jobs = Array.from({ length: 3 }, (_, i) => job(started, `j${i}`));
    const results = jobs.map((j, i) => settle(queue.run([`address:${i}`], j.task, busy)));
    expect(await results[2]).toBe("busy");
    for (const j of jobs) j.finish();
    expect(await Promise.all(results.slice(0, 2))).toEqual(["ok", "ok"]);
  });
});
