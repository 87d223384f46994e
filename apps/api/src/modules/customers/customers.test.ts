import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMails, passwordResetTokens } from "../../db/schema";
import { hashResetToken } from "../../lib/reset-token";
import { api, createTestApp, type TestApp } from "../../test/harness";
import { addTestCustomer } from "../orders/test-fixtures";

interface AuthAnswer {
  token: string;
  customer: {
    id: number;
    name: string;
    email: string;
    phone: string;
    companyName: string | null;
    gstin: string | null;
    whatsappOptIn: boolean;
    language: string | null;
    customerGroup: { id: number; name: string; isDefault: boolean };
  };
}

const PASSWORD = "Diya-lamp-2026";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ products: 20 });
});

afterAll(async () => {
  await testApp?.close();
});

async function latestMailTo(email: string) {
  await testApp.drain();
  const [mail] = await testApp.db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.to, email))
    .orderBy(desc(outboxMails.id))
    .limit(1);
  return mail;
}

function resetTokenOf(text: string): string {
  const match = /\/account\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

describe("registration and sign-in", () => {
  it("a new buyer joins the default group, is signed in, and the phone is stored in E.164", async () => {
    const res = await api(testApp.app).post<AuthAnswer>("/v1/customer/register", {
      name: "Kavya Iyer",
      email: "  Kavya.Iyer@Example.in ",
      phone: "098765 43210",
      password: PASSWORD,
      companyName: "Iyer Interiors",
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ ok: true, statusCode: 201 });
    expect(res.data.customer).toMatchObject({
      name: "Kavya Iyer",
      email: "kavya.iyer@example.in",
      phone: "+919876543210",
      companyName: "Iyer Interiors",
      gstin: null,
      customerGroup: { name: "Retail", isDefault: true },
    });
    const me = await api(testApp.app).get<AuthAnswer["customer"]>("/v1/customer", { token: res.data.token });
    expect(me.statusCode).toBe(200);
    expect(me.data.email).toBe("kavya.iyer@example.in");
  });

  it("an email can hold one account: registering it again is 409 EMAIL_TAKEN, whatever its case", async () => {
    const res = await api(testApp.app).post("/v1/customer/register", {
      name: "Someone Else",
      email: "KAVYA.IYER@example.in",
      phone: "9876543211",
      password: "another-password",
    });
    expect(res.statusCode).toBe(409);
    expect(res.error?.code).toBe("EMAIL_TAKEN");
  });

  it("registration refuses an invalid GSTIN, phone and short password with a message per field", async () => {
    const res = await api(testApp.app).post("/v1/customer/register", {
      name: "Bad Data",
      email: "bad@example.in",
      phone: "12345",
      password: "short",
      gstin: "07AAAAA0000A1Z0",
    });
    expect(res.statusCode).toBe(422);
    expect(res.error?.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(res.error?.fields ?? {}).sort()).toEqual(["gstin", "password", "phone"]);
  });

  it("an unknown email and a wrong password get the same 401 INVALID_CREDENTIALS answer", async () => {
    const unknown = await api(testApp.app).post("/v1/customer/login", {
      email: "nobody@example.in",
      password: PASSWORD,
    });
    const wrong = await api(testApp.app).post("/v1/customer/login", {
      email: "kavya.iyer@example.in",
      password: "not-the-password",
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.error?.code).toBe("INVALID_CREDENTIALS");
  });

  it("the right password signs in with any case of the email", async () => {
    const res = await api(testApp.app).post<AuthAnswer>("/v1/customer/login", {
      email: "Kavya.IYER@example.in",
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.customer.email).toBe("kavya.iyer@example.in");
    expect(res.data.token.split(".")).toHaveLength(3);
  });
});

describe("profile", () => {
  it("a visitor cannot read or change a profile (401)", async () => {
    expect((await api(testApp.app).get("/v1/customer")).statusCode).toBe(401);
    expect((await api(testApp.app).patch("/v1/customer", { name: "X" })).statusCode).toBe(401);
  });

  it("PATCH changes only the fields sent, validates the GSTIN, and clears it with an empty string", async () => {
    const buyer = await addTestCustomer(testApp, { email: "profile@example.in" });
    const bad = await api(testApp.app).patch(
      "/v1/customer",
      { gstin: "07AAGFM5823Q1ZX" },
      { token: buyer.token },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.error?.fields).toEqual({ gstin: "Enter a valid GSTIN." });

    const good = await api(testApp.app).patch<AuthAnswer["customer"]>(
      "/v1/customer",
      { gstin: "27aagfm5823q1zo", companyName: "Mehta Electricals" },
      { token: buyer.token },
    );
    expect(good.statusCode).toBe(200);
    expect(good.data).toMatchObject({
      name: "Test Buyer",
      phone: "+919811122233",
      gstin: "27AAGFM5823Q1ZO",
      companyName: "Mehta Electricals",
    });

    const cleared = await api(testApp.app).patch<AuthAnswer["customer"]>(
      "/v1/customer",
      { gstin: "" },
      { token: buyer.token },
    );
    expect(cleared.data.gstin).toBeNull();
    expect(cleared.data.companyName).toBe("Mehta Electricals");
  });

  it("the profile shows and changes the WhatsApp opt-in and the language of the buyer's messages", async () => {
    const buyer = await addTestCustomer(testApp, { email: "language@example.in" });
    const before = await api(testApp.app).get<AuthAnswer["customer"]>("/v1/customer", { token: buyer.token });
    expect(before.data).toMatchObject({ whatsappOptIn: false, language: null });
    const changed = await api(testApp.app).patch<AuthAnswer["customer"]>(
      "/v1/customer",
      { whatsappOptIn: true, language: "ar" },
      { token: buyer.token },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.data).toMatchObject({ whatsappOptIn: true, language: "ar" });
    const refused = await api(testApp.app).patch("/v1/customer", { language: "fr" }, { token: buyer.token });
    expect(refused.statusCode).toBe(422);
    const after = await api(testApp.app).get<AuthAnswer["customer"]>("/v1/customer", { token: buyer.token });
    expect(after.data.language).toBe("ar");
  });

  it("an unknown field in the body is refused, not ignored", async () => {
    const buyer = await addTestCustomer(testApp, { email: "strict@example.in" });
    const res = await api(testApp.app).patch("/v1/customer", { customerGroupId: 2 }, { token: buyer.token });
    expect(res.statusCode).toBe(422);
    expect(res.error?.fields).toHaveProperty("customerGroupId");
  });
});

describe("password change", () => {
  it("needs the current password, revokes older tokens and hands the caller a fresh one", async () => {
    const registered = await api(testApp.app).post<AuthAnswer>("/v1/customer/register", {
      name: "Rohan Gupta",
      email: "rohan@example.in",
      phone: "+91 99999 88888",
      password: PASSWORD,
    });
    const oldToken = registered.data.token;

    const wrong = await api(testApp.app).put(
      "/v1/customer/password",
      { currentPassword: "not-it-at-all", newPassword: "Brand-new-2026" },
      { token: oldToken },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.error?.code).toBe("CURRENT_PASSWORD_WRONG");
    expect((await api(testApp.app).get("/v1/customer", { token: oldToken })).statusCode).toBe(200);

    const changed = await api(testApp.app).put<{ token: string }>(
      "/v1/customer/password",
      { currentPassword: PASSWORD, newPassword: "Brand-new-2026" },
      { token: oldToken },
    );
    expect(changed.statusCode).toBe(200);
    expect((await api(testApp.app).get("/v1/customer", { token: oldToken })).statusCode).toBe(401);
    expect((await api(testApp.app).get("/v1/customer", { token: changed.data.token })).statusCode).toBe(200);

    const oldLogin = await api(testApp.app).post("/v1/customer/login", {
      email: "rohan@example.in",
      password: PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await api(testApp.app).post("/v1/customer/login", {
      email: "rohan@example.in",
      password: "Brand-new-2026",
    });
    expect(newLogin.statusCode).toBe(200);
  });
});

describe("forgotten password", () => {
  it("always answers {} and mails a link only when the account exists", async () => {
    await testApp.drain();
    const before = await testApp.db.select({ id: outboxMails.id }).from(outboxMails);
    const unknown = await api(testApp.app).post("/v1/customer/password/forgot", {
      email: "ghost@example.in",
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.data).toEqual({});
    await testApp.drain();
    const after = await testApp.db.select({ id: outboxMails.id }).from(outboxMails);
    expect(after.length).toBe(before.length);
  });

  it("the mailed link resets the password once, signs out old sessions, and cannot be used again", async () => {
    const registered = await api(testApp.app).post<AuthAnswer>("/v1/customer/register", {
      name: "Sana Khan",
      email: "sana@example.in",
      phone: "9811100000",
      password: PASSWORD,
    });
    const forgot = await api(testApp.app).post("/v1/customer/password/forgot", { email: "SANA@example.in" });
    expect(forgot.data).toEqual({});

    const mail = await latestMailTo("sana@example.in");
    expect(mail?.text).toContain(`${testApp.env.PUBLIC_WEB_URL}/account/reset-password?token=`);
    const token = resetTokenOf(mail?.text ?? "");
    const [stored] = await testApp.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    expect(stored).toBeDefined();
    // Only the hash is kept, valid for one hour from its creation.
    expect(stored?.tokenHash).not.toContain(token);
    expect((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)).toBeGreaterThan(
      59 * 60_000,
    );
    expect((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)).toBeLessThan(61 * 60_000);

    const reset = await api(testApp.app).post("/v1/customer/password/reset", {
      token,
      password: "Fresh-start-99",
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.data).toEqual({});

    expect((await api(testApp.app).get("/v1/customer", { token: registered.data.token })).statusCode).toBe(
      401,
    );
    const login = await api(testApp.app).post("/v1/customer/login", {
      email: "sana@example.in",
      password: "Fresh-start-99",
    });
    expect(login.statusCode).toBe(200);

    const again = await api(testApp.app).post("/v1/customer/password/reset", {
      token,
      password: "Third-one-000",
    });
    expect(again.statusCode).toBe(422);
    expect(again.error?.code).toBe("RESET_TOKEN_INVALID");
  });

  it("an expired or unknown reset token is refused with 422 RESET_TOKEN_INVALID", async () => {
    const buyer = await addTestCustomer(testApp, { email: "expired@example.in" });
    const token = "expired-token-for-the-test-0123456789abcdef";
    await testApp.db.insert(passwordResetTokens).values({
      customerId: buyer.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(Date.now() - 1000),
    });
    const expired = await api(testApp.app).post("/v1/customer/password/reset", {
      token,
      password: "Whatever-123",
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.error?.code).toBe("RESET_TOKEN_INVALID");
    expect(expired.error?.message).toBe("This reset link is not valid or has expired. Ask for a new one.");

    const unknown = await api(testApp.app).post("/v1/customer/password/reset", {
      token: "never-issued",
      password: "Whatever-123",
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.error?.code).toBe("RESET_TOKEN_INVALID");
  });
});

describe("rate limits", () => {
  it("too many sign-in, registration, forgot or reset attempts from one address get 429 in the envelope", async () => {
    const limited = await createTestApp({
      products: 5,
      env: {
        RATE_LIMIT_LOGIN_PER_MIN: 2,
        RATE_LIMIT_REGISTER_PER_MIN: 1,
        RATE_LIMIT_FORGOT_PER_MIN: 1,
      },
    });
    try {
      const client = api(limited.app);
      const login = { email: "nobody@example.in", password: "whatever-1" };
      expect((await client.post("/v1/customer/login", login)).statusCode).toBe(401);
      expect((await client.post("/v1/customer/login", login)).statusCode).toBe(401);
      const third = await client.post("/v1/customer/login", login);
      expect(third.statusCode).toBe(429);
      expect(third.body).toMatchObject({
        ok: false,
        statusCode: 429,
        data: { error: { code: "RATE_LIMITED" } },
      });
      expect(third.headers["retry-after"]).toBeDefined();

      const forgot = { email: "nobody@example.in" };
      expect((await client.post("/v1/customer/password/forgot", forgot)).statusCode).toBe(200);
      expect((await client.post("/v1/customer/password/forgot", forgot)).statusCode).toBe(429);

      const register = { name: "A", email: "a@example.in", phone: "9811111111", password: "12345678" };
      expect((await client.post("/v1/customer/register", { ...register, phone: "1" })).statusCode).toBe(422);
      expect((await client.post("/v1/customer/register", register)).statusCode).toBe(429);

      const reset = { token: "nope", password: "12345678" };
      expect((await client.post("/v1/customer/password/reset", reset)).statusCode).toBe(422);
      expect((await client.post("/v1/customer/password/reset", reset)).statusCode).toBe(422);
      expect((await client.post("/v1/customer/password/reset", reset)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
