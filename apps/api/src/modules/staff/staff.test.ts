import type { StaffMeDto } from "@roshni/core";
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, staff } from "../../db/schema";
import {
  adminApi,
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
  WEB_ORIGIN,
} from "../../test/harness";
import { addTestCustomer } from "../orders/test-fixtures";

let testApp: TestApp;
const PASSWORD = "Lighting@2026";
/** A first password the owner may give a new account under the staff password policy. */
const FIRST_PASSWORD = "Copper Kettle Monsoon 7";
/** What the person chooses at the first sign-in. */
const OWN_PASSWORD = "Marigold Teapot Ferry 19";

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const header = res.headers["set-cookie"];
  const first = Array.isArray(header) ? header[0] : header;
  if (typeof first !== "string") throw new Error("no Set-Cookie in the answer");
  return first.split(";")[0] ?? "";
}

function login(body: Record<string, unknown>, origin: string | null = WEB_ORIGIN) {
  return api(testApp.app).post<StaffMeDto>("/v1/admin/auth/login", body, {
    headers: origin ? { origin } : {},
  });
}

beforeAll(async () => {
  testApp = await createTestApp({ products: 5, env: { STAFF_LOGIN_MAX_FAILURES: 3 } });
});

afterAll(async () => {
  await testApp?.close();
});

describe("staff sign-in", () => {
  it("the demo owner signs in with the documented password and gets an HttpOnly, SameSite=Strict cookie", async () => {
    const res = await login({ email: DEMO_STAFF_EMAIL.owner, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ email: DEMO_STAFF_EMAIL.owner, role: "owner", mfaEnabled: false });
    expect(res.data.permissions).toContain("shop.admin");
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/^roshni_staff=/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).not.toContain("Secure");

    const me = await adminApi(testApp.app, cookieOf(res)).get<StaffMeDto>("/v1/admin/me");
    expect(me.statusCode).toBe(200);
    expect(me.data.role).toBe("owner");
  });

  it("a wrong password and an unknown email get the same 401", async () => {
    const wrong = await login({ email: DEMO_STAFF_EMAIL.sales, password: "not-it-1234" });
    const unknown = await login({ email: "nobody@demo.roshnilighting.in", password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.error).toEqual(unknown.error);
  });

  it("sign-in without the shop's Origin is refused and sets nothing", async () => {
    const none = await login({ email: DEMO_STAFF_EMAIL.owner, password: PASSWORD }, null);
    const elsewhere = await login(
      { email: DEMO_STAFF_EMAIL.owner, password: PASSWORD },
      "https://evil.example",
    );
    expect(none.statusCode).toBe(403);
    expect(elsewhere.error?.code).toBe("ORIGIN_REFUSED");
    expect(elsewhere.headers["set-cookie"]).toBeUndefined();
  });

  it("after too many failures the account is locked for 15 minutes, even with the right password", async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await login({ email: DEMO_STAFF_EMAIL.catalogue, password: "wrong-password" })).statusCode,
      ).toBe(401);
    }
    const locked = await login({ email: DEMO_STAFF_EMAIL.catalogue, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.error?.message).toContain("15 minutes");
    // Another account is not affected.
    expect((await login({ email: DEMO_STAFF_EMAIL.manager, password: PASSWORD })).statusCode).toBe(200);
  });

  it("sign-out ends the session on the server: the same cookie is refused afterwards", async () => {
    const res = await login({ email: DEMO_STAFF_EMAIL.dispatch, password: PASSWORD });
    const cookie = cookieOf(res);
    const out = await adminApi(testApp.app, cookie).post("/v1/admin/auth/logout");
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/roshni_staff=;/);
    const me = await adminApi(testApp.app, cookie).get("/v1/admin/me");
    expect(me.statusCode).toBe(401);
  });

  it("a buyer's bearer token opens no admin route (401)", async () => {
    const buyer = await addTestCustomer(testApp, { email: "buyer-on-admin@example.in" });
    const res = await api(testApp.app).get("/v1/admin/orders", { token: buyer.token });
    expect(res.statusCode).toBe(401);
    const me = await api(testApp.app).get("/v1/admin/me", { token: buyer.token });
    expect(me.statusCode).toBe(401);
  });
});

describe("the second step (TOTP)", () => {
  it("enrols with a code, then signs in only with a code or a recovery code (each once)", async () => {
    const email = "totp@demo.roshnilighting.in";
    const owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));
    const created = await owner.post("/v1/admin/staff", {
      email,
      name: "Tara Oberoi",
      role: "sales",
      password: FIRST_PASSWORD,
    });
    expect(created.statusCode).toBe(201);

    const first = await login({ email, password: FIRST_PASSWORD });
    const session = adminApi(testApp.app, cookieOf(first));
    const changed = await session.post("/v1/admin/auth/password", {
      currentPassword: FIRST_PASSWORD,
      newPassword: OWN_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    const setup = await session.post<{ secret: string; otpauthUri: string }>("/v1/admin/auth/mfa/setup");
    expect(setup.data.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await session.post("/v1/admin/auth/mfa/enable", { otp: "000000" });
    expect(wrong.statusCode).toBe(422);
    const code = await generate({ secret: setup.data.secret });
    const enabled = await session.post<{ recoveryCodes: string[] }>("/v1/admin/auth/mfa/enable", {
      otp: code,
    });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.data.recoveryCodes).toHaveLength(10);

    const noCode = await login({ email, password: OWN_PASSWORD });
    expect(noCode.error?.code).toBe("OTP_REQUIRED");
    // The code that enrolled was used: the same time step is not accepted twice.
    const replay = await login({ email, password: OWN_PASSWORD, otp: code });
    expect(replay.error?.code).toBe("OTP_INVALID");
    const recovery = enabled.data.recoveryCodes[0] as string;
    expect((await login({ email, password: OWN_PASSWORD, otp: recovery })).statusCode).toBe(200);
    expect((await login({ email, password: OWN_PASSWORD, otp: recovery })).error?.code).toBe("OTP_INVALID");

    // The owner resets it (a lost phone): the account signs in with the password alone again.
    const [row] = await testApp.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
    const reset = await owner.post(`/v1/admin/staff/${row?.id}/mfa/reset`);
    expect(reset.statusCode).toBe(200);
    expect((await login({ email, password: OWN_PASSWORD })).statusCode).toBe(200);
  });

  it("with STAFF_MFA_REQUIRED an account without the step may only enrol", async () => {
    const strict = await createTestApp({ products: 1, env: { STAFF_MFA_REQUIRED: true } });
    try {
      const res = await api(strict.app).post<StaffMeDto>(
        "/v1/admin/auth/login",
        { email: DEMO_STAFF_EMAIL.manager, password: PASSWORD },
        { headers: { origin: WEB_ORIGIN } },
      );
      expect(res.data.mfaEnrolmentRequired).toBe(true);
      const session = adminApi(strict.app, cookieOf(res));
      const orders = await session.get("/v1/admin/orders");
      expect(orders.statusCode).toBe(403);
      expect(orders.error?.code).toBe("MFA_ENROLMENT_REQUIRED");
      const setup = await session.post<{ secret: string }>("/v1/admin/auth/mfa/setup");
      await session.post("/v1/admin/auth/mfa/enable", { otp: await generate({ secret: setup.data.secret }) });
      expect((await session.get("/v1/admin/orders")).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe("staff accounts (owner)", () => {
  it("the owner changes a role and disables an account, which ends its sessions; both are audited", async () => {
    const owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));
    const created = await owner.post<{ id: number }>("/v1/admin/staff", {
      email: "temp@demo.roshnilighting.in",
      name: "Karan Temp",
      role: "dispatch",
      password: FIRST_PASSWORD,
    });
    const id = created.data.id;
    const theirCookie = await staffCookie(testApp, "temp@demo.roshnilighting.in");
    const promoted = await owner.patch(`/v1/admin/staff/${id}`, { role: "manager" });
    expect(promoted.data).toMatchObject({ role: "manager", disabled: false });
    const disabled = await owner.patch(`/v1/admin/staff/${id}`, { disabled: true });
    expect(disabled.data).toMatchObject({ disabled: true });
    expect((await adminApi(testApp.app, theirCookie).get("/v1/admin/me")).statusCode).toBe(401);

    const entries = await testApp.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(entries.map((e) => e.action)).toEqual(["staff.create", "staff.update", "staff.update"]);
    expect(entries[1]?.before).toMatchObject({ role: "dispatch" });
    expect(entries[1]?.after).toMatchObject({ role: "manager" });
    expect(JSON.stringify(entries)).not.toContain("scrypt");
  });

  it("the last active owner cannot demote or disable themselves", async () => {
    const owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));
    const [row] = await testApp.db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.email, DEMO_STAFF_EMAIL.owner));
    const res = await owner.patch(`/v1/admin/staff/${row?.id}`, { role: "sales" });
    expect(res.statusCode).toBe(409);
    expect(res.error?.code).toBe("LAST_OWNER");
  });

  it("a second account with the same email is refused", async () => {
    const owner = adminApi(testApp.app, await staffCookie(testApp, DEMO_STAFF_EMAIL.owner));
    const res = await owner.post("/v1/admin/staff", {
      email: DEMO_STAFF_EMAIL.sales.toUpperCase(),
      name: "Copy",
      role: "sales",
      password: FIRST_PASSWORD,
    });
    expect(res.statusCode).toBe(409);
  });
});
