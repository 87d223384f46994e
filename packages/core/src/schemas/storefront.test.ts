import { describe, expect, it } from "vitest";
import { blogListQuerySchema, blogPageSchema, blogPostSchema } from "./blog";
import { contactBodySchema } from "./contact";
import { zodIssuesToFields } from "./envelope";
import { shopSettingsSchema } from "./shop-settings";

describe("blog", () => {
  const post = {
    id: 1,
    slug: "choosing-a-chandelier-for-a-double-height-hall",
    title: "Choosing a chandelier for a double-height hall",
    excerpt: "Size, drop and light output for tall rooms.",
    body: "A double-height hall needs a fitting sized to the room…",
    coverImage: { key: "blog/hall.jpg", path: "/storage/blog/hall.jpg" },
    author: "Roshni Lighting",
    publishedAt: "2026-10-01T09:00:00+05:30",
  };

  it("a post has a slug, text, an optional cover image, an author and a publication time", () => {
    expect(blogPostSchema.parse(post)).toEqual(post);
    expect(blogPostSchema.parse({ ...post, coverImage: null }).coverImage).toBeNull();
    expect(blogPostSchema.safeParse({ ...post, publishedAt: "yesterday" }).success).toBe(false);
    expect(blogPageSchema.parse({ items: [post], total: 1 }).total).toBe(1);
  });

  it("the list is paged 10 at a time, at most 50", () => {
    expect(blogListQuerySchema.parse({})).toEqual({ skip: 0, limit: 10 });
    expect(blogListQuerySchema.safeParse({ limit: "51" }).success).toBe(false);
  });
});

describe("shop settings", () => {
  it("carry contact lines, registration identifiers, bank details, social links, chat and the dollar rate", () => {
    const settings = {
      name: "Roshni Lighting",
      legalName: "Roshni Lighting Private Limited",
      addressLines: ["1425, Bhagirath Palace", "Chandni Chowk"],
      city: "Delhi",
      state: "Delhi",
      pincode: "110006",
      phones: ["+911123456789", "+919811122233"],
      email: "sales@roshnilighting.in",
      openingHours: "Mon-Sat 11:00 to 19:00",
      gstin: "07AABCR1234L1ZH",
      cin: "U31500DL2011PTC123456",
      pan: "AABCR1234L",
      bank: {
        accountName: "Roshni Lighting Private Limited",
        bank: "HDFC Bank",
        accountNumber: "50200012345678",
        ifsc: "HDFC0000123",
        branch: "Chandni Chowk, Delhi",
      },
      social: {
        facebook: "https://facebook.com/roshnilighting",
        instagram: null,
        youtube: null,
        linkedin: null,
      },
      chatNumber: "+919811122233",
      chatGreeting: "Hello, I would like to know more about your lights.",
      usdRate: 84.25,
      upiVpa: "roshnilighting@hdfcbank",
    };
    expect(shopSettingsSchema.parse(settings)).toEqual(settings);
    expect(shopSettingsSchema.safeParse({ ...settings, usdRate: 0 }).success).toBe(false);
    expect(
      shopSettingsSchema.safeParse({ ...settings, bank: { ...settings.bank, ifsc: undefined } }).success,
    ).toBe(false);
  });
});

describe("contact form", () => {
  it("accepts a message and writes an Indian phone in E.164", () => {
    expect(
      contactBodySchema.parse({
        name: "Meera Shah",
        email: "Meera@Example.in",
        phone: "98111 22233",
        message: "Do you ship to Surat?",
      }),
    ).toEqual({
      name: "Meera Shah",
      email: "meera@example.in",
      phone: "+919811122233",
      message: "Do you ship to Surat?",
    });
  });

  it("keeps an overseas phone as typed and drops an empty one", () => {
    expect(
      contactBodySchema.parse({ name: "A", email: "a@b.ae", phone: "+971 4 123 4567", message: "Hi" }).phone,
    ).toBe("+971 4 123 4567");
    expect(
      contactBodySchema.parse({ name: "A", email: "a@b.ae", phone: "", message: "Hi" }).phone,
    ).toBeUndefined();
  });

  it("rejects a missing name, a bad email, letters in the phone and an empty message", () => {
    const result = contactBodySchema.safeParse({ name: "", email: "meera", phone: "call me", message: " " });
    expect(result.success).toBe(false);
    expect(result.error ? zodIssuesToFields(result.error) : {}).toEqual({
      name: "Enter your name.",
      email: "Enter a valid email address.",
      phone: "Enter a valid phone number.",
      message: "Write your message.",
    });
  });
});
