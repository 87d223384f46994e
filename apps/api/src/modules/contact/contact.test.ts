import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactMessages,
  outboxMails,
  SHOP_SETTINGS_KEY,
  type ShopSettings,
  shopSettings,
} from "../../db/schema";
import { api, createTestApp, type TestApp } from "../../test/harness";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ products: 5, env: { RATE_LIMIT_FORGOT_PER_MIN: 2 } });
});

afterAll(async () => {
  await testApp?.close();
});

describe("contact form", () => {
  it("stores the message and mails it to the shop's address with the sender's details", async () => {
    const res = await api(testApp.app).post("/v1/contact", {
      name: "Anita Desai",
      email: "Anita@Example.in",
      phone: "011-2345 6789",
      message: "Do you supply 40 brass sconces to Jaipur?",
    });
    expect(res.statusCode).toBe(201);
    expect(res.data).toEqual({});

    const [stored] = await testApp.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.name, "Anita Desai"));
    expect(stored).toMatchObject({ email: "anita@example.in", phone: "+911123456789" });

    const [settings] = await testApp.db
      .select()
      .from(shopSettings)
      .where(eq(shopSettings.key, SHOP_SETTINGS_KEY));
    const shopEmail = (settings?.value as ShopSettings | undefined)?.email ?? "";
    expect(shopEmail).toContain("@");
    await testApp.drain();
    const [mail] = await testApp.db.select().from(outboxMails).where(eq(outboxMails.to, shopEmail));
    expect(mail?.subject).toBe("Contact form: Anita Desai");
    expect(mail?.text).toContain("anita@example.in");
    expect(mail?.text).toContain("Do you supply 40 brass sconces to Jaipur?");
    // Staff press Reply and the answer goes to the buyer, not back to the shop.
    expect(mail?.replyTo).toBe("Anita Desai <anita@example.in>");
  });

  it("an empty message or a bad email is refused with a message per field", async () => {
    const res = await api(testApp.app).post("/v1/contact", {
      name: "X",
      email: "not-an-email",
      message: "  ",
    });
    expect(res.statusCode).toBe(422);
    expect(res.error?.fields).toEqual({
      email: "Enter a valid email address.",
      message: "Write your message.",
    });
  });

  it("a flood of messages from one address is stopped with 429", async () => {
    const res = await api(testApp.app).post("/v1/contact", {
      name: "Flood",
      email: "flood@example.in",
      message: "third message within the minute",
    });
    expect(res.statusCode).toBe(429);
    expect(res.error?.code).toBe("RATE_LIMITED");
  });
});
