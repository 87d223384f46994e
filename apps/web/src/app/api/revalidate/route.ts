import { createHash, timingSafeEqual } from "node:crypto";
import { storefrontRevalidateSchema } from "@roshni/core";
import { revalidateTag } from "next/cache";
import { env } from "@/env";

// Called by the API's `storefront.revalidate` job after a catalogue or settings write, with the shared
// secret; never cached, never prerendered.
export const dynamic = "force-dynamic";

function refusal(status: number, code: string, message: string): Response {
  return Response.json({ ok: false, statusCode: status, data: { error: { code, message } } }, { status });
}

/** Compares digests, so that neither the time taken nor the lengths tell how much of the secret matched. */
function secretMatches(given: string, secret: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(secret)) && secret.length > 0;
}

export async function POST(request: Request): Promise<Response> {
  const secret = env.REVALIDATE_SECRET;
  const header = request.headers.get("authorization") ?? "";
  const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
  if (!secret || !secretMatches(given, secret)) {
    return refusal(401, "REVALIDATE_REFUSED", "This call needs the storefront's revalidation secret.");
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return refusal(400, "VALIDATION_FAILED", "Send the tags to expire as JSON.");
  }
  const parsed = storefrontRevalidateSchema.safeParse(body);
  if (!parsed.success) return refusal(400, "VALIDATION_FAILED", "Name the cached answers to expire.");
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ ok: true, statusCode: 200, data: { revalidated: parsed.data.tags } });
}
