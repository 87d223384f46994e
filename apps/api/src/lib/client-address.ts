import ipaddr from "ipaddr.js";

/**
 * The key a client's address is counted under (rate limits, the password-hash queue's fair shares).
 * An IPv4 address written as IPv6 (`::ffff:203.0.113.7`, what a dual-stack socket reports) is the IPv4
 * address; an IPv6 address counts as its /64, because a single home or office line is given a whole
 * /64 and can pick a fresh address in it for every request.
 */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...network, 0, 0, 0, 0]).toString()}/64`;
}
