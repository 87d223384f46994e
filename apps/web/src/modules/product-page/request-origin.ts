import { headers } from "next/headers";

/** The shop's origin as the buyer reached it (behind a proxy, from its forwarded headers), for absolute URLs. */
export async function requestOrigin(): Promise<string> {
  const list = await headers();
  const host = list.get("x-forwarded-host") ?? list.get("host") ?? "localhost";
  const forwarded = list.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const protocol =
    forwarded === "http" || forwarded === "https"
      ? forwarded
      : host.startsWith("localhost") || host.startsWith("127.")
        ? "http"
        : "https";
  return `${protocol}://${host.split(",")[0]?.trim() ?? host}`;
}
