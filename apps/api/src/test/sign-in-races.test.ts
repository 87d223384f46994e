import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { generate, generateSecret } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staff, staffSessions } from "../db/schema";
import { passwordHashingLoad } from "../lib/password";
import { createTestApp, DEMO_STAFF_EMAIL, type TestApp, WEB_ORIGIN, WEBSITE } from "./harness";

// Sign-in requests sent all at once (a script firing them in parallel); each suite here runs on PGlite
// and, in the PostgreSQL suite, on a real server whose connections truly run side by side.

const PASSWORD = "Lighting@2026";
const RETAIL = "retail@demo.roshnilighting.in";
const WHOLESALE = "wholesale@demo.roshnilighting.in";
const AT_ONCE = 20;
// Twenty scrypt checks take a while on a shared two-core machine.
const SLOW = { timeout: 300_000 };

function staffLogin(app: FastifyInstance, body: Record<string, unknown>, from = "127.0.0.1") {
  return app.inject({
    method: "POST",
    url: "/v1/admin/auth/login",
    remoteAddress: from,
    headers: { website: WEBSITE, origin: WEB_ORIGIN },
    payload: body,
  });
}

function buyerLogin(app: FastifyInstance, email: string, password: string, from: string) {
  return app.inject({
    method: "POST",
    url: "/v1/customer/login",
    remoteAddress: from,
    headers: { website: WEBSITE },
    payload: { email, password },
  });
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe("one TOTP code sent many times at once", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      products: 1,
      // High enough that every copy reaches the code check: the lockout is not what is tested here.
      env: { STAFF_LOGIN_MAX_FAILURES: 100, PASSWORD_HASH_QUEUE: 40 },
    });
  });
  afterAll(async () => t?.close());

  it("opens exactly one session", SLOW, async () => {
    const secret = generateSecret();
    const [account] = await t.db
      .update(staff)
      .set({ mfaSecret: secret, mfaLastTimeStep: null })
      .where(eq(staff.email, DEMO_STAFF_EMAIL.sales))
      .returning({ id: staff.id });
    if (!account) throw new Error("no sales account in the seed");
    const otp = await generate({ secret });
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        staffLogin(t.app, { email: DEMO_STAFF_EMAIL.sales, password: PASSWORD, otp }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(tally(statuses)).toEqual({ 200: 1, 401: AT_ONCE - 1 });
    for (const answer of answers.filter((a) => a.statusCode === 401)) {
      expect(answer.json().data.error.code).toBe("OTP_INVALID");
    }
    const sessions = await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, account.id));
    expect(sessions).toHaveLength(1);
  });
});

describe("wrong passwords sent at once against one account", () => {
  const LIMIT = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      products: 1,
      env: {
        STAFF_LOGIN_MAX_FAILURES: LIMIT,
        RATE_LIMIT_ACCOUNT_FAILURES: LIMIT,
        PASSWORD_HASH_QUEUE: 40,
      },
    });
  });
  afterAll(async () => t?.close());

  it(
    `a staff account with a limit of ${LIMIT} checks ${LIMIT} of ${AT_ONCE} and then stays locked`,
    SLOW,
    async () => {
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) =>
          staffLogin(
            t.app,
            { email: DEMO_STAFF_EMAIL.catalogue, password: `wrong-${i}` },
            `192.0.2.${i + 1}`,
          ),
        ),
      );
      expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: LIMIT, 429: AT_ONCE - LIMIT });
      const [row] = await t.db.select().from(staff).where(eq(staff.email, DEMO_STAFF_EMAIL.catalogue));
      expect(row?.failedLogins).toBe(LIMIT);
      const right = await staffLogin(t.app, { email: DEMO_STAFF_EMAIL.catalogue, password: PASSWORD });
      expect(right.statusCode).toBe(429);
    },
  );

  it(
    `a buyer account with a limit of ${LIMIT} checks ${LIMIT} of ${AT_ONCE} and then stays locked`,
    SLOW,
    async () => {
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) =>
          buyerLogin(t.app, RETAIL, `wrong-password-${i}`, `198.51.100.${i + 1}`),
        ),
      );
      expect(tally(answers.map((a) => a.statusCode))).toEqual({ 401: LIMIT, 429: AT_ONCE - LIMIT });
      expect((await buyerLogin(t.app, RETAIL, PASSWORD, "198.51.100.200")).statusCode).toBe(429);
    },
  );

  it("a right password gives its place back: the buyer who knows it is never counted", SLOW, async () => {
    for (let i = 0; i < LIMIT - 1; i++) {
      expect((await buyerLogin(t.app, WHOLESALE, "wrong-password", "203.0.113.1")).statusCode).toBe(401);
    }
    for (let i = 0; i < 5; i++) {
      expect((await buyerLogin(t.app, WHOLESALE, PASSWORD, "203.0.113.2")).statusCode).toBe(200);
    }
    expect((await buyerLogin(t.app, WHOLESALE, "wrong-password", "203.0.113.1")).statusCode).toBe(401);
    expect((await buyerLogin(t.app, WHOLESALE, PASSWORD, "203.0.113.2")).statusCode).toBe(429);
  });
});

describe("password hashing shared fairly between addresses", () => {
  const ROUNDS = 3;
  const ATTACKERS = ["198.51.100.7", "203.0.113.40", "2001:db8:77::1"];
  const PER_ATTACKER = 9;
  let t: TestApp;
  beforeAll(async () => {
    // The default hasher (2 running, 16 waiting) and per-address limits the attackers stay under.
    t = await createTestApp({
      products: 1,
      env: { PASSWORD_HASH_CONCURRENCY: 2, PASSWORD_HASH_QUEUE: 16 },
    });
  });
  afterAll(async () => t?.close());

  async function untilQueueFull(places: number): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const load = passwordHashingLoad();
      if (load.active + load.pending >= places) return;
      if (Date.now() > deadline)
        throw new Error(`the attack never filled the queue: ${JSON.stringify(load)}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it("three addresses flooding wrong passwords leave a buyer from a fourth address signing in every round", {
    timeout: 300_000,
  }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const attack = ATTACKERS.flatMap((address) =>
        Array.from({ length: PER_ATTACKER }, (_, i) =>
          buyerLogin(t.app, WHOLESALE, `guess-${round}-${i}`, address),
        ),
      );
      await untilQueueFull(18);
      const buyer = await buyerLogin(t.app, RETAIL, PASSWORD, "192.0.2.77");
      expect(buyer.statusCode, `round ${round + 1}`).toBe(200);
      const attackStatuses = (await Promise.all(attack)).map((a) => a.statusCode);
      expect(new Set(attackStatuses)).toEqual(new Set([401, 503]));
    }
    expect(passwordHashingLoad()).toEqual({ active: 0, pending: 0 });
  });
});
