import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { serverBusy } from "./errors";
import { FairQueue, type FairQueueLimits } from "./fair-queue";

// OWASP's scrypt floor is N=2^17, r=8, p=1. Memory per hash = 128 · N · r bytes = 128 MiB, above
// node's 32 MiB default maxmem, hence the raised limit.
const LOG_N = 17;
const R = 8;
const P = 1;
const SALT_BYTES = 32;
const KEY_BYTES = 64;
const MAXMEM = 256 * 1024 * 1024;
const PREFIX = "scrypt";

/**
 * scrypt is memory- and CPU-hard on purpose (about 4 checks a second per core here), so a burst of wrong
 * passwords could make every sign-in wait behind it. At most `concurrency` hashes run at once and at most
 * `queue` wait, shared fairly between client addresses and between accounts (see FairQueue): a source
 * beyond its share, or any request when every place is taken by sources within theirs, is answered
 * 503 SERVER_BUSY with Retry-After at once.
 */
export type PasswordHashingLimits = FairQueueLimits;

/** Who a hash is computed for: the client's address key and the account it concerns, when known. */
export interface HashSource {
  address?: string;
  account?: string;
}

let limits: PasswordHashingLimits = { concurrency: 2, queue: 16 };
let queue = new FairQueue(limits);
const RETRY_AFTER_SECONDS = 2;

/** Called once at start (buildApp) with PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_QUEUE. */
export function configurePasswordHashing(next: PasswordHashingLimits): void {
  if (next.concurrency === limits.concurrency && next.queue === limits.queue) return;
  limits = next;
  queue = new FairQueue(next);
}

/** Hashes running and waiting in this process (for tests and health checks). */
export function passwordHashingLoad(): { active: number; pending: number } {
  return queue.load();
}

function sourceKeys(source: HashSource): string[] {
  const keys: string[] = [];
  if (source.address) keys.push(`address:${source.address}`);
  if (source.account) keys.push(`account:${source.account}`);
  return keys;
}

function derive(
  password: string,
  salt: Buffer,
  params: { logN: number; r: number; p: number; keyLength: number },
  source: HashSource,
) {
  return queue.run(
    sourceKeys(source),
    () => deriveNow(password, salt, params.logN, params.r, params.p, params.keyLength),
    () => serverBusy(RETRY_AFTER_SECONDS),
  );
}

function deriveNow(password: string, salt: Buffer, logN: number, r: number, p: number, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize("NFC"),
      salt,
      keyLength,
      { N: 2 ** logN, r, p, maxmem: MAXMEM },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$17$8$1$<salt b64>$<hash b64>`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, source: HashSource = {}): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { logN: LOG_N, r: R, p: P, keyLength: KEY_BYTES }, source);
  return [PREFIX, LOG_N, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

/** False for a wrong password and for anything that is not a hash this module wrote; never throws on input. */
export async function verifyPassword(
  password: string,
  stored: string,
  source: HashSource = {},
): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== PREFIX) return false;
  const [, logNText, rText, pText, saltText, hashText] = parts;
  const logN = Number(logNText);
  const r = Number(rText);
  const p = Number(pText);
  // Bounds keep a tampered row from asking for gigabytes or hours.
  if (![logN, r, p].every(Number.isInteger) || logN < 10 || logN > 20 || r < 1 || r > 32 || p < 1 || p > 4) {
    return false;
  }
  const salt = Buffer.from(saltText ?? "", "base64");
  const expected = Buffer.from(hashText ?? "", "base64");
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(password, salt, { logN, r, p, keyLength: expected.length }, source);
  return timingSafeEqual(actual, expected);
}
