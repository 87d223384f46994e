import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./errors";
import { createRequester, toSearchParams } from "./request";

function envelopeResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function stubFetch(impl: (input: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("request layer", () => {
  it("names the website 'wholesale' on every call and sends the bearer token when signed in", async () => {
    const fetchMock = stubFetch(async () => envelopeResponse(200, { ok: true, statusCode: 200, data: [] }));
    await createRequester({ baseUrl: "http://api/v1", token: () => "abc.def" })("/category");
    await createRequester({ baseUrl: "http://api/v1", token: () => null })("/category");
    const headersOf = (call: number) =>
      (fetchMock.mock.calls[call]?.[1].headers ?? {}) as Record<string, string>;
    expect(fetchMock.mock.calls[0]?.[0]).toBe("http://api/v1/category");
    expect(headersOf(0).website).toBe("wholesale");
    expect(headersOf(0).authorization).toBe("Bearer abc.def");
    expect(headersOf(1).website).toBe("wholesale");
    expect(headersOf(1).authorization).toBeUndefined();
  });

  it("unwraps a success envelope to its data", async () => {
    stubFetch(async () =>
      envelopeResponse(200, { ok: true, statusCode: 200, data: { items: [1, 2], total: 2 } }),
    );
    const data = await createRequester({ baseUrl: "/v1", token: () => null })<{ total: number }>("/product");
    expect(data).toEqual({ items: [1, 2], total: 2 });
  });

  it("sends a JSON body and the method", async () => {
    const fetchMock = stubFetch(async () => envelopeResponse(200, { ok: true, statusCode: 200, data: {} }));
    await createRequester({ baseUrl: "/v1", token: () => null })("/customer/login", {
      method: "POST",
      body: { email: "a@b.in", password: "x" },
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"email":"a@b.in","password":"x"}');
    expect((init?.headers ?? {}) as Record<string, string>).toHaveProperty(
      "content-type",
      "application/json",
    );
  });

  it("turns a 422 envelope into a client error with the API's code, message and fields", async () => {
    stubFetch(async () =>
      envelopeResponse(422, {
        ok: false,
        statusCode: 422,
        data: {
          error: {
            code: "VALIDATION_FAILED",
            message: "Check the form.",
            fields: { email: "Enter a valid email." },
          },
        },
      }),
    );
    const error = await failure(createRequester({ baseUrl: "/v1", token: () => null })("/customer/register"));
    expect(error.kind).toBe("client");
    expect(error.status).toBe(422);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.message).toBe("Check the form.");
    expect(error.fields).toEqual({ email: "Enter a valid email." });
  });

  it("classifies a 5xx answer, with or without an envelope, as a server error", async () => {
    stubFetch(async () =>
      envelopeResponse(503, { ok: false, statusCode: 503, data: { error: { code: "X", message: "Down." } } }),
    );
    expect((await failure(createRequester({ baseUrl: "/v1", token: () => null })("/product"))).kind).toBe(
      "server",
    );
    stubFetch(async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await failure(createRequester({ baseUrl: "/v1", token: () => null })("/product"));
    expect(error.kind).toBe("server");
    expect(error.status).toBe(502);
  });

  it("reads the status from the body's statusCode: a 401 there calls the session-expiry handler", async () => {
    stubFetch(async () =>
      envelopeResponse(401, {
        ok: false,
        statusCode: 401,
        data: { error: { code: "UNAUTHORIZED", message: "Sign in." } },
      }),
    );
    const onUnauthorized = vi.fn();
    const error = await failure(
      createRequester({ baseUrl: "/v1", token: () => "t", onUnauthorized })("/customer"),
    );
    expect(error.status).toBe(401);
    expect(error.kind).toBe("client");
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("calls a refused socket a connection failure and a bare fetch TypeError a network failure", async () => {
    stubFetch(async () => {
      throw new TypeError("fetch failed", {
        cause: Object.assign(new Error("connect"), { code: "ECONNREFUSED" }),
      });
    });
    expect((await failure(createRequester({ baseUrl: "/v1", token: () => null })("/product"))).kind).toBe(
      "connection",
    );
    stubFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect((await failure(createRequester({ baseUrl: "/v1", token: () => null })("/product"))).kind).toBe(
      "network",
    );
  });

  it("calls the caller's abort a cancel and the time limit a timeout", async () => {
    const hang = (_input: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    stubFetch(hang);
    const controller = new AbortController();
    const cancelled = failure(
      createRequester({ baseUrl: "/v1", token: () => null })("/product", { signal: controller.signal }),
    );
    controller.abort();
    expect((await cancelled).kind).toBe("cancel");

    const timedOut = await failure(
      createRequester({ baseUrl: "/v1", token: () => null, timeoutMs: 20 })("/product"),
    );
    expect(timedOut.kind).toBe("timeout");
  });

  it("calls a success status with an unreadable body an unknown failure", async () => {
    stubFetch(async () => new Response("not json", { status: 200 }));
    expect((await failure(createRequester({ baseUrl: "/v1", token: () => null })("/product"))).kind).toBe(
      "unknown",
    );
  });
});

describe("query strings", () => {
  it("repeat a list key once per value and leave out empty values", () => {
    expect(
      toSearchParams({
        skip: 12,
        limit: 12,
        search: "",
        categories: "3,4",
        attributes: ["finish:Gold", "finish:Black"],
        sort: undefined,
      }),
    ).toBe("?skip=12&limit=12&categories=3%2C4&attributes=finish%3AGold&attributes=finish%3ABlack");
    expect(toSearchParams({})).toBe("");
  });
});
