import { describe, expect, it } from "vitest";
import { addressBodySchema } from "./address";
import { idParamsSchema, pagingQueryShape } from "./common";
import { contactBodySchema } from "./contact";
import { loginBodySchema, registerBodySchema } from "./customer";
import { orderBodySchema } from "./order";
import { productListQuerySchema, productSuggestionsQuerySchema } from "./product-query";
import {
  BIDI_CONTROL_MESSAGE,
  BROKEN_CHARACTER_MESSAGE,
  CONTROL_CHARACTER_MESSAGE,
  LINE_BREAK_MESSAGE,
  plainText,
  stripUnsafeText,
  TEXT_RULE_PATTERNS,
  unsafeTextMessage,
} from "./text";

const registration = {
  name: "Asha Verma",
  email: "asha@example.in",
  phone: "9811122233",
  password: "Lighting@2026",
};

describe("the text rule", () => {
  it("refuses NUL and other control characters, direction overrides and lone surrogates", () => {
    expect(unsafeTextMessage("Gupta\u0000")).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(unsafeTextMessage("a\u001bb")).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(unsafeTextMessage("a\u007fb")).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(unsafeTextMessage("a\u0085b")).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(unsafeTextMessage("Gupta \u202eTraders")).toBe(BIDI_CONTROL_MESSAGE);
    expect(unsafeTextMessage("\u2066x\u2069")).toBe(BIDI_CONTROL_MESSAGE);
    expect(unsafeTextMessage("a\ud800b")).toBe(BROKEN_CHARACTER_MESSAGE);
    expect(unsafeTextMessage("line\none")).toBe(LINE_BREAK_MESSAGE);
  });

  it("lets ordinary text through: Hindi, Arabic, emoji, marks, and line breaks in multi-line text", () => {
    for (const text of ["दीपम लाइट्स", "مصابيح روشني", "Lamp 💡 45 W", "a\u200fb", "Noor Décor"]) {
      expect(unsafeTextMessage(text)).toBeNull();
    }
    expect(unsafeTextMessage("Dear team,\r\n\tplease call.", { multiline: true })).toBeNull();
  });

  it("strips instead of refusing for search words", () => {
    expect(stripUnsafeText("chand\u0000elier\u202e")).toBe("chand elier ");
    expect(stripUnsafeText("a\udc00")).toBe("a\ufffd");
  });

  it("is a zod string that other schemas build on", () => {
    const schema = plainText({ error: "Enter a label." }).trim().min(1);
    expect(schema.safeParse(" Hall ").data).toBe("Hall");
    expect(schema.safeParse("Hall\u0000").error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(schema.safeParse(7).error?.issues[0]?.message).toBe("Enter a label.");
  });
});

describe("every text field adopts the rule", () => {
  it("register: name, company and password", () => {
    for (const field of ["name", "companyName", "password"] as const) {
      const result = registerBodySchema.safeParse({ ...registration, [field]: "Lighting@2026\u0000" });
      expect(result.error?.issues.map((i) => i.message)).toContain(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it("sign-in refuses a password with a trailing NUL instead of checking it", () => {
    const result = loginBodySchema.safeParse({ email: "a@example.in", password: "Lighting@2026\u0000" });
    expect(result.success).toBe(false);
  });

  it("addresses: name, company, both lines and the city refuse NUL and direction overrides", () => {
    const address = {
      name: "Asha",
      phone: "9811122233",
      line1: "12 Chandni Chowk",
      city: "Delhi",
      state: "Delhi",
      pincode: "110006",
      country: "IN",
    };
    expect(addressBodySchema.safeParse(address).success).toBe(true);
    for (const field of ["name", "company", "line1", "line2", "city"]) {
      expect(addressBodySchema.safeParse({ ...address, [field]: "x\u0000" }).success).toBe(false);
      expect(addressBodySchema.safeParse({ ...address, [field]: "x\u202ey" }).success).toBe(false);
    }
  });

  it("the order note and the contact message are multi-line but refuse NUL", () => {
    const order = { items: [{ productId: 1, quantity: 1 }], addressId: 1, toPayShipping: false };
    const withNote = (note: string) =>
      orderBodySchema.safeParse({ ...order, paymentMethod: "bank-transfer", note });
    expect(withNote("Call before\ndelivery").success).toBe(true);
    expect(withNote("x\u0000").success).toBe(false);
    const contact = { name: "Asha", email: "a@example.in", message: "Hello\nthere" };
    expect(contactBodySchema.safeParse(contact).success).toBe(true);
    expect(contactBodySchema.safeParse({ ...contact, message: "\u0000" }).success).toBe(false);
    expect(contactBodySchema.safeParse({ ...contact, name: "A\u0000" }).success).toBe(false);
  });

  it("search strips; attribute values refuse", () => {
    expect(productListQuerySchema.parse({ search: "lamp\u0000" }).search).toBe("lamp");
    expect(productListQuerySchema.safeParse({ search: "\u0000" }).data?.search).toBeUndefined();
    expect(productSuggestionsQuerySchema.safeParse({ search: "\u0000" }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ attributes: "brand:\u0000" }).success).toBe(false);
  });
});

describe("ids and paging parse strictly", () => {
  it("accepts 1 to 2147483647 written plainly, and nothing else", () => {
    expect(idParamsSchema.parse({ id: "1" })).toEqual({ id: 1 });
    expect(idParamsSchema.parse({ id: "2147483647" })).toEqual({ id: 2_147_483_647 });
    for (const id of ["0x1", "+1", "00001", "1e3", " 1", "1.0", "-1", "0", "2147483648", "", "１"]) {
      expect(idParamsSchema.safeParse({ id }).success, id).toBe(false);
    }
  });

  it("skip and limit the same way", () => {
    const paging = productListQuerySchema;
    expect(paging.parse({ skip: "0", limit: "5" })).toMatchObject({ skip: 0, limit: 5 });
    for (const skip of ["0x10", "1e20", "-0", "01", "99999999999"]) {
      expect(paging.safeParse({ skip }).success, skip).toBe(false);
    }
    expect(Object.keys(pagingQueryShape(10, 50))).toEqual(["skip", "limit"]);
  });
});

describe("the text rule's JSON Schema patterns (the OpenAPI document)", () => {
  // Every character class the rule speaks of, its edges, and the pairs and halves of a surrogate.
  const samples: string[] = [];
  for (let code = 0; code <= 0x3000; code += 1) samples.push(String.fromCharCode(code));
  samples.push("\ud800", "\udfff", "a\udc00", "\ud83d\udca1", "💡🏮", "Gupta Traders", "दीपम", "\ufeff", "");

  for (const [name, multiline] of [
    ["oneLine", false],
    ["multiline", true],
  ] as const) {
    it(`${name} accepts exactly what the rule accepts`, () => {
      const pattern = new RegExp(TEXT_RULE_PATTERNS[name], "u");
      const disagreements = samples.filter(
        (text) => pattern.test(`x${text}y`) !== (unsafeTextMessage(`x${text}y`, { multiline }) === null),
      );
      expect(disagreements.map((text) => [...text].map((c) => c.codePointAt(0)?.toString(16)))).toEqual([]);
    });
  }
});
