/**
 * A bounded queue for scarce work (password hashing) shared fairly between the sources that ask for it.
 *
 * Each job names its sources as `kind:value` keys (`address:203.0.113.7`, `account:customer:1:a@b.in`).
 * Of the `concurrency + queue` places (running and waiting), a source holds at most its share: the
 * places divided by the sources of its kind holding any, itself counted. A job whose source holds its
 * share is refused at once. When every place is taken and a source under its share arrives, the newest
 * waiting job of the source furthest over its share is refused to make room, so a few busy sources can
 * never keep everyone else out. A free slot goes to the waiting job whose sources run, then hold, the
 * fewest jobs (the oldest among equals), so a newcomer does not wait behind one source's backlog.
 */
export interface FairQueueLimits {
  concurrency: number;
  queue: number;
}

interface Entry {
  keys: readonly string[];
  seq: number;
  start: () => void;
  refuse: () => void;
}

export class FairQueue {
  private running = 0;
  private readonly waiting: Entry[] = [];
  /** Running and waiting jobs per source key. */
  private readonly held = new Map<string, number>();
  private readonly runningBy = new Map<string, number>();
  private seq = 0;

  constructor(private readonly limits: FairQueueLimits) {}

  load(): { active: number; pending: number } {
    return { active: this.running, pending: this.waiting.length };
  }

  /** Runs `task` when a slot is free; rejects with `busy()` when refused or pushed out while waiting. */
  run<T>(keys: readonly string[], task: () => Promise<T>, busy: () => Error): Promise<T> {
    const unique = [...new Set(keys)];
    if (!this.admit(unique)) return Promise.reject(busy());
    return new Promise<T>((resolve, reject) => {
      this.seq += 1;
      const entry: Entry = {
        keys: unique,
        seq: this.seq,
        start: () => {
          task()
            .then(resolve, reject)
            .finally(() => this.finish(entry));
        },
        refuse: () => reject(busy()),
      };
      for (const key of unique) this.held.set(key, (this.held.get(key) ?? 0) + 1);
      this.waiting.push(entry);
      this.dispatch();
    });
  }

  private get capacity(): number {
    return this.limits.concurrency + this.limits.queue;
  }

  /** The places one source of `key`'s kind may hold while `arriving` (a job's keys) is counted too. */
  private shareOf(key: string, arriving: readonly string[]): number {
    const kind = kindOf(key);
    const sources = new Set<string>();
    for (const [held, count] of this.held) if (count > 0 && kindOf(held) === kind) sources.add(held);
    for (const other of arriving) if (kindOf(other) === kind) sources.add(other);
    sources.add(key);
    return Math.max(1, Math.floor(this.capacity / sources.size));
  }

  private admit(keys: readonly string[]): boolean {
    if (keys.some((key) => (this.held.get(key) ?? 0) >= this.shareOf(key, keys))) return false;
    if (this.running + this.waiting.length < this.capacity) return true;
    const victim = this.victim(keys);
    if (!victim) return false;
    this.waiting.splice(this.waiting.indexOf(victim), 1);
    this.release(victim.keys);
    victim.refuse();
    return true;
  }

  /** The newest waiting job of the source furthest over its share, if any source is over it. */
  private victim(arriving: readonly string[]): Entry | undefined {
    let chosen: Entry | undefined;
    let chosenExcess = 0;
    for (const entry of this.waiting) {
      const excess = Math.max(
        0,
        ...entry.keys.map((key) => (this.held.get(key) ?? 0) - this.shareOf(key, arriving)),
      );
      if (excess > 0 && excess >= chosenExcess) {
        chosen = entry;
        chosenExcess = excess;
      }
    }
    return chosen;
  }

  private dispatch(): void {
    while (this.running < this.limits.concurrency && this.waiting.length > 0) {
      let next = this.waiting[0] as Entry;
      for (const entry of this.waiting) if (this.before(entry, next)) next = entry;
      this.waiting.splice(this.waiting.indexOf(next), 1);
      this.running += 1;
      for (const key of next.keys) this.runningBy.set(key, (this.runningBy.get(key) ?? 0) + 1);
      next.start();
    }
  }

  /** Runs first: the sources running fewer jobs, then those holding fewer places, then the older job. */
  private before(a: Entry, b: Entry): boolean {
    const running = this.most(a, this.runningBy) - this.most(b, this.runningBy);
    if (running !== 0) return running < 0;
    const held = this.most(a, this.held) - this.most(b, this.held);
    if (held !== 0) return held < 0;
    return a.seq < b.seq;
  }

  private most(entry: Entry, counts: Map<string, number>): number {
    return Math.max(0, ...entry.keys.map((key) => counts.get(key) ?? 0));
  }

  private finish(entry: Entry): void {
    this.running -= 1;
    for (const key of entry.keys) decrement(this.runningBy, key);
    this.release(entry.keys);
    this.dispatch();
  }

  private release(keys: readonly string[]): void {
    for (const key of keys) decrement(this.held, key);
  }
}

function kindOf(key: string): string {
  const colon = key.indexOf(":");
  return colon === -1 ? key : key.slice(0, colon);
}

function decrement(map: Map<string, number>, key: string): void {
  const next = (map.get(key) ?? 0) - 1;
  if (next > 0) map.set(key, next);
  else map.delete(key);
}
