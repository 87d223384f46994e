import { contactBodySchema } from "@roshni/core";
import { describe, expect, it } from "vitest";
import { contactMessages, fieldErrorText } from "./messages";

describe("contact form messages", () => {
  it("every error the contact schema can give has a Russian translation", () => {
    const result = contactBodySchema.safeParse({ name: " ", email: "meera", phone: "call me", message: "" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.length).toBeGreaterThanOrEqual(4);
    for (const message of messages) {
      expect(fieldErrorText(message, "ru"), message).toMatch(/[а-яё]/i);
      expect(fieldErrorText(message, "en")).toBe(message);
      expect(fieldErrorText(message, "ar")).toBe(message);
    }
    const tooLong = contactBodySchema.safeParse({
      name: "x".repeat(101),
      email: "a@b.in",
      message: "y".repeat(5001),
    });
    for (const issue of tooLong.error?.issues ?? [])
      expect(fieldErrorText(issue.message, "ru")).toMatch(/[а-яё]/i);
  });

  it("a message the page has no translation for is shown as the API wrote it", () => {
    expect(fieldErrorText("Too many messages; try again in a minute.", "ru")).toBe(
      "Too many messages; try again in a minute.",
    );
  });

  it("the form reads Russian in ru and English in ar", () => {
    expect(contactMessages("ru").send).toBe("Отправить");
    expect(contactMessages("ar").send).toBe("Send message");
  });
});
