import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./client-address";

describe("the key a client's address is counted under", () => {
  it("an IPv4 address stays as it is, however it is written", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("an IPv6 address counts as its /64", () => {
    expect(clientAddressKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:0db8:0001:0002::9")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("something that is not an address is kept as it is (still one key)", () => {
    expect(clientAddressKey("unknown")).toBe("unknown");
  });
});
