import { describe, expect, it } from "vitest";
import { createApi } from "./endpoints";
import { ApiError } from "./errors";
import type { Requester } from "./request";

const product = { id: 1, title: "Tara sconce", images: [{ key: "products/a.webp", path: "" }] };

/** A requester that answers every call with `answer` (a value, or an error to throw). */
function answering(answer: unknown): Requester {
  return (async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  }) as Requester;
}

const notFound = new ApiError({ kind: "client", status: 404, code: "PRODUCT_NOT_FOUND", message: "gone" });
const serverDown = new ApiError({ kind: "connection", message: "The shop's server cannot be reached." });
const serverError = new ApiError({ kind: "server", status: 500, message: "boom" });

describe("product lookups", () => {
  it("the product page's lookup is null only for a product the shop does not have", async () => {
    expect(await createApi(answering(notFound)).productOrMissing("no-such")).toBeNull();
    const found = await createApi(answering(product)).productOrMissing("tara");
    expect(found?.images[0]?.path).toBe("/storage/products/a.webp");
  });

  it("the product page's lookup throws when the API fails or cannot be reached, so no 404 is sent", async () => {
    await expect(createApi(answering(serverDown)).productOrMissing("tara")).rejects.toBe(serverDown);
    await expect(createApi(answering(serverError)).productOrMissing("tara")).rejects.toBe(serverError);
  });

  it("the spec's lookup (quick view, the cart's refresh) stays null on any failure", async () => {
    expect(await createApi(answering(serverDown)).productBySlug("tara")).toBeNull();
    expect(await createApi(answering(notFound)).productBySlug("no-such")).toBeNull();
  });
});
