import type { StaffMeDto } from "@roshni/core";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outboxMails, staff, staffPasswordResetTokens } from "../../db/schema";
import { hashResetToken } from "../../lib/reset-token";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
  WEB_ORIGIN,
} from "../../test/harness";
import { FORGOT_LINK_TTL_MS, OWNER_RESET_LINK_TTL_MS } from "./passwords";

let testApp: TestApp;
const DEMO_PASSWORD = "Lighting@2026";
const FIRST_PASSWORD = "Copper Kettle Monsoon 7";
const NEW_PASSWORD = "Marigold Teapot Ferry 19";
const COMMON = "This password is one of the most common or has appeared in data breaches. Choose another.";

beforeAll(async () => {
  testApp = await createTestApp({ products: 1 });
});

afterAll(async () => {
  await testApp?.close();
});

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const header = res.headers["set-cookie"];
  const first = Array.isArray(header) ? header[0] : header;
  if (typeof first !== "string") throw new Error("no Set-Cookie in the answer");
  return first.split(";")[0] ?? "";
}

function login(email: string, password: string) {
  return api(testApp.app).post<StaffMeDto>(
    "/v1/admin/auth/login",
    { email, password },
    { headers: { origin: WEB_ORIGIN } },
  );
}

function publicPost(path: string, body: unknown) {
  return api(testApp.app).post(path, body, { headers: { origin: WEB_ORIGIN } });
}

async function idOf(email: string): Promise<number> {
  const [row] = await testApp.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  if (!row) throw new Error(`no staff member ${email}`);
  return row.id;
}

async function mailsTo(email: string) {
  await testApp.drain();
  return testApp.db.select().from(outboxMails).where(eq(outboxMails.to, email)).orderBy(desc(outboxMails.id));
}

function tokenOf(text: string): string {
  const match = /\/admin\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

async function auditActions(staffId: number): Promise<string[]> {
  const rows = await testApp.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "staff"), eq(auditLog.entityId, String(staffId))))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

async function newAccount(email: string, role = "dispatch"): Promise<number> {
  const owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));
  const created = await owner.post<{ id: number }>("/v1/admin/staff", {
    email,
    name: "New Person",
    role,
    password: FIRST_PASSWORD,
  });
  expect(created.statusCode).toBe(201);
  return created.data.id;
}

describe("changing one's own password", () => {
  it("needs the current password, ends the other sessions and keeps this one; audited", async () => {
    const email = DEMO_STAFF_EMAIL.sales;
    const here = await login(email, DEMO_PASSWORD);
    const elsewhere = await login(email, DEMO_PASSWORD);
    const session = adminApi(testApp.app, cookieOf(here));

    const wrong = await session.post("/v1/admin/auth/password", {
      currentPassword: "not my password",
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.error?.code).toBe("CURRENT_PASSWORD_WRONG");
    expect(wrong.error?.fields).toEqual({ currentPassword: "Your current password is not correct." });

    const changed = await session.post("/v1/admin/auth/password", {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await session.get("/v1/admin/me")).statusCode).toBe(200);
    expect((await adminApi(testApp.app, cookieOf(elsewhere)).get("/v1/admin/me")).statusCode).toBe(401);
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await auditActions(await idOf(email))).toContain("staff.password-change");
  });

  it("refuses a new password under the policy with its sentence under the field", async () => {
    const session = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.manager));
    const cases: [string, string][] = [
      ["short-pass1", "Use at least 12 characters: a few words in a row make a good password."],
      ["qwerty123456", COMMON],
      ["Password@2026!", COMMON],
      ["manager-desk-2026", "Do not use your email address or its name part in the password."],
      ["roshni-lamps-forever", "Do not use the shop's name or a word of it in the password."],
    ];
    for (const [newPassword, sentence] of cases) {
      const res = await session.post("/v1/admin/auth/password", {
        currentPassword: DEMO_PASSWORD,
        newPassword,
      });
      expect(res.statusCode, newPassword).toBe(422);
      expect(res.error?.fields, newPassword).toEqual({ newPassword: sentence });
    }
  });

  it("is rate-limited per account: the sixth try in 15 minutes answers 429", async () => {
    const session = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.catalogue));
    const body = { currentPassword: "guess number one", newPassword: NEW_PASSWORD };
    for (let i = 0; i < 5; i++)
      expect((await session.post("/v1/admin/auth/password", body)).statusCode).toBe(422);
    const sixth = await session.post("/v1/admin/auth/password", body);
    expect(sixth.statusCode).toBe(429);
  });
});

describe("an account the owner created", () => {
  it("must change its password at first sign-in: until then nothing else answers", async () => {
    const email = "forced@demo.roshnilighting.in";
    const id = await newAccount(email);
    const first = await login(email, FIRST_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.data.passwordChangeRequired).toBe(true);
    const session = adminApi(testApp.app, cookieOf(first));

    const orders = await session.get("/v1/admin/orders");
    expect(orders.statusCode).toBe(403);
    expect(orders.error?.code).toBe("PASSWORD_CHANGE_REQUIRED");
    expect((await session.post("/v1/admin/auth/mfa/setup")).error?.code).toBe("PASSWORD_CHANGE_REQUIRED");
    expect((await session.get<StaffMeDto>("/v1/admin/me")).data.passwordChangeRequired).toBe(true);

    const changed = await session.post("/v1/admin/auth/password", {
      currentPassword: FIRST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await session.get<StaffMeDto>("/v1/admin/me")).data.passwordChangeRequired).toBe(false);
    expect((await session.get("/v1/admin/orders")).statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD)).data.passwordChangeRequired).toBe(false);
    expect(await auditActions(id)).toEqual(["staff.create", "staff.password-change"]);
  });

  it("cannot be given a first password the policy refuses", async () => {
    const owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));
    const res = await owner.post("/v1/admin/staff", {
      email: "weak@demo.roshnilighting.in",
      name: "Weak",
      role: "sales",
      password: "Roshni Lamps of Delhi",
    });
    expect(res.statusCode).toBe(422);
    expect(res.error?.fields).toEqual({
      password: "Do not use the shop's name or a word of it in the password.",
    });
    const demo = await owner.post("/v1/admin/staff", {
      email: "weak@demo.roshnilighting.in",
      name: "Weak",
      role: "sales",
      password: DEMO_PASSWORD,
    });
    expect(demo.error?.fields).toEqual({ password: COMMON });
  });
});

describe("the owner resets another's password", () => {
  it("ends that account's sessions at once, stops the old password and mails a one-time link", async () => {
    const email = "reset-me@demo.roshnilighting.in";
    const id = await newAccount(email, "sales");
    const theirs = await staffCookie(testApp, email);
    const owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));

    const res = await owner.post(`/v1/admin/staff/${id}/password/reset`);
    expect(res.statusCode).toBe(200);
    expect((await adminApi(testApp.app, theirs).get("/v1/admin/me")).statusCode).toBe(401);
    expect((await login(email, FIRST_PASSWORD)).statusCode).toBe(401);

    const [mail] = await mailsTo(email);
    const token = tokenOf(mail?.text ?? "");
    const [link] = await testApp.db
      .select()
      .from(staffPasswordResetTokens)
      .where(eq(staffPasswordResetTokens.tokenHash, hashResetToken(token)));
    expect(link?.expiresAt.getTime()).toBe((link?.createdAt.getTime() ?? 0) + OWNER_RESET_LINK_TTL_MS);
    expect(link?.requestedBy).toBe(await idOf(DEMO_STAFF_EMAIL.owner));

    expect(
      (await publicPost("/v1/admin/auth/password/reset", { token, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    const signedIn = await login(email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.data.passwordChangeRequired).toBe(false);
    expect(await auditActions(id)).toEqual([
      "staff.create",
      "staff.password-reset",
      "staff.password-reset-complete",
    ]);
  });

  it("only the owner may reset another's password, and the owner changes their own with the current one", async () => {
    const target = await idOf(DEMO_STAFF_EMAIL.dispatch);
    for (const role of ["manager", "sales", "dispatch", "catalogue"] as const) {
      const session = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL[role]));
      const res = await session.post(`/v1/admin/staff/${target}/password/reset`);
      expect(res.statusCode, role).toBe(403);
      expect(res.error?.code).toBe("PERMISSION_DENIED");
    }
    const owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));
    const own = await owner.post(`/v1/admin/staff/${await idOf(DEMO_STAFF_EMAIL.owner)}/password/reset`);
    expect(own.statusCode).toBe(409);
    expect(own.error?.code).toBe("OWN_PASSWORD");
    expect((await login(DEMO_STAFF_EMAIL.dispatch, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe("forgot password on the sign-in page", () => {
  it("answers the same whether the email has an account or not, and mails only an account", async () => {
    const unknown = await publicPost("/v1/admin/auth/password/forgot", { email: "nobody@roshnilighting.in" });
    const known = await publicPost("/v1/admin/auth/password/forgot", {
      email: "forgot-a@demo.roshnilighting.in",
    });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo("nobody@roshnilighting.in")).toHaveLength(0);
  });

  it("a link works once, within 30 minutes, is stored hashed and ends every session of the account", async () => {
    const email = "forgot-b@demo.roshnilighting.in";
    const id = await newAccount(email, "sales");
    const session = await staffCookie(testApp, email);
    expect(
      (await publicPost("/v1/admin/auth/password/forgot", { email: email.toUpperCase() })).statusCode,
    ).toBe(200);
    const [mail] = await mailsTo(email);
    const token = tokenOf(mail?.text ?? "");
    const links = await testApp.db
      .select()
      .from(staffPasswordResetTokens)
      .where(eq(staffPasswordResetTokens.staffId, id));
    expect(links).toHaveLength(1);
    expect(links[0]?.tokenHash).toBe(hashResetToken(token));
    expect(JSON.stringify(links)).not.toContain(token);
    expect(links[0]?.expiresAt.getTime()).toBe((links[0]?.createdAt.getTime() ?? 0) + FORGOT_LINK_TTL_MS);

    const refused = await publicPost("/v1/admin/auth/password/reset", { token, password: "qwerty123456" });
    expect(refused.error?.fields).toEqual({ password: COMMON });

    const used = await publicPost("/v1/admin/auth/password/reset", { token, password: NEW_PASSWORD });
    expect(used.statusCode).toBe(200);
    expect((await adminApi(testApp.app, session).get("/v1/admin/me")).statusCode).toBe(401);
    const again = await publicPost("/v1/admin/auth/password/reset", {
      token,
      password: "Saffron Bicycle Harbour 3",
    });
    expect(again.statusCode).toBe(422);
    expect(again.error?.code).toBe("RESET_TOKEN_INVALID");
    // The owner chose the first password, but the person chose this one: no forced change follows.
    expect((await login(email, NEW_PASSWORD)).data.passwordChangeRequired).toBe(false);
    expect(await auditActions(id)).toContain("staff.password-forgot");
  });

  it("an expired link is refused", async () => {
    const email = "forgot-c@demo.roshnilighting.in";
    const id = await newAccount(email, "sales");
    await publicPost("/v1/admin/auth/password/forgot", { email });
    const [mail] = await mailsTo(email);
    const token = tokenOf(mail?.text ?? "");
    // 31 minutes later.
    await testApp.db
      .update(staffPasswordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(staffPasswordResetTokens.staffId, id));
    const res = await publicPost("/v1/admin/auth/password/reset", { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.error?.code).toBe("RESET_TOKEN_INVALID");
    expect((await login(email, FIRST_PASSWORD)).statusCode).toBe(200);
  });

  it("sends at most three mails an hour to one address, and none to a disabled account", async () => {
    const email = "forgot-d@demo.roshnilighting.in";
    const id = await newAccount(email, "sales");
    for (let i = 0; i < 5; i++) {
      expect((await publicPost("/v1/admin/auth/password/forgot", { email })).statusCode).toBe(200);
    }
    expect(await mailsTo(email)).toHaveLength(3);

    const other = "forgot-e@demo.roshnilighting.in";
    const otherId = await newAccount(other, "sales");
    const owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));
    await owner.patch(`/v1/admin/staff/${otherId}`, { disabled: true });
    await publicPost("/v1/admin/auth/password/forgot", { email: other });
    expect(await mailsTo(other)).toHaveLength(0);
    expect(id).toBeGreaterThan(0);
  });
});
