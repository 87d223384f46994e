import { afterEach, describe, expect, it, vi } from "vitest";

function fakeBrowser(pathname: string) {
  const clear = vi.fn();
  const reload = vi.fn();
  const documentStub = { cookie: "" };
  vi.stubGlobal("window", {
    location: { pathname, reload },
    localStorage: { clear, getItem: () => null },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  });
  vi.stubGlobal("document", documentStub);
  return { clear, reload, documentStub };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.resetModules();
});

describe("session expiry (SPEC.md section 8)", () => {
  it("after a 401 waits 0.5 s, then clears local storage, drops the token cookie and reloads", async () => {
    vi.useFakeTimers();
    const browser = fakeBrowser("/shop/cart");
    const { handleUnauthorized } = await import("./client");
    handleUnauthorized();
    vi.advanceTimersByTime(499);
    expect(browser.clear).not.toHaveBeenCalled();
    expect(browser.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(browser.clear).toHaveBeenCalledTimes(1);
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(browser.documentStub.cookie).toMatch(/^token=; Path=\/; Max-Age=0/);
  });

  it.each(["/account/login", "/account/register"])("does nothing on %s", async (pathname) => {
    vi.useFakeTimers();
    const browser = fakeBrowser(pathname);
    const { handleUnauthorized } = await import("./client");
    handleUnauthorized();
    vi.advanceTimersByTime(1000);
    expect(browser.clear).not.toHaveBeenCalled();
    expect(browser.reload).not.toHaveBeenCalled();
  });
});
