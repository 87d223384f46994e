import { describe, expect, it } from "vitest";
import "./zod-csp";
import { config } from "zod/v4/core";

describe("zod in the browser", () => {
  it("runs jitless whichever is loaded first, the setting or zod", () => {
    expect(config().jitless).toBe(true);
  });
});
