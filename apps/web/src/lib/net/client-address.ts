/**
 * The address of the buyer's browser as the storefront saw it: the socket's peer, or, behind
 * `trustedHops` proxies of the shop's own (a load balancer, a TLS terminator), the entry those proxies
 * appended to X-Forwarded-For. Entries further left were written by the client itself and are ignored:
 * a made-up X-Forwarded-For must not give a new address per request (and with it new rate limits).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string {
  const peer = socketAddress ?? "";
  if (trustedHops <= 0) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const chain = [
    ...header
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ""),
    peer,
  ];
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? peer;
}

/** Request headers a client could use to name another address; the storefront sets X-Forwarded-For itself. */
export const CLIENT_ADDRESS_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip", "x-client-ip"] as const;
