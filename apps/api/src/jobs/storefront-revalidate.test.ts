import pino from "pino";
import { describe, expect, it } from "vitest";
import { revalidateStorefront } from "./storefront-revalidate";

const SECRET = "s".repeat(40);

function recorder(status: number) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fake = (async (url: URL | string, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response("{}", { status });
  }) as typeof fetch;
  return { calls, fake };
}

describe("the storefront.revalidate job", () => {
  it("posts the tags with the shared secret to the storefront's route", async () => {
    const { calls, fake } = recorder(200);
    await revalidateStorefront(
      { STOREFRONT_REVALIDATE_URL: "http://127.0.0.1:3000", REVALIDATE_SECRET: SECRET },
      ["catalogue"],
      pino({ level: "silent" }),
      fake,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("http://127.0.0.1:3000/api/revalidate");
    expect(new Headers(calls[0]?.init.headers).get("authorization")).toBe(`Bearer ${SECRET}`);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ tags: ["catalogue"] });
  });

  it("throws on a refusal, so that the queue retries", async () => {
    const { fake } = recorder(401);
    await expect(
      revalidateStorefront(
        { STOREFRONT_REVALIDATE_URL: "http://127.0.0.1:3000", REVALIDATE_SECRET: SECRET },
        ["shop-settings"],
        pino({ level: "silent" }),
        fake,
      ),
    ).rejects.toThrow(/401/);
  });

  it("calls nothing and says so when the storefront is not configured", async () => {
    const { calls, fake } = recorder(200);
    const lines: string[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    await revalidateStorefront(
      { STOREFRONT_REVALIDATE_URL: undefined, REVALIDATE_SECRET: undefined },
      ["catalogue"],
      log,
      fake,
    );
    expect(calls).toHaveLength(0);
    expect(lines.join("")).toMatch(/not configured/);
  });
});
