import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

describe("the buyer's address", () => {
  it("facing the internet: the socket's peer, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.9", "10.0.0.1, 10.0.0.2", 0)).toBe("203.0.113.9");
    expect(clientAddress("203.0.113.9", undefined, 0)).toBe("203.0.113.9");
  });

  it("behind one proxy of the shop: the entry that proxy appended, not what the client wrote before it", () => {
    // The client forged "1.2.3.4"; the load balancer appended the real peer 198.51.100.7.
    expect(clientAddress("10.1.0.5", "1.2.3.4, 198.51.100.7", 1)).toBe("198.51.100.7");
    expect(clientAddress("10.1.0.5", ["1.2.3.4", "198.51.100.7"], 1)).toBe("198.51.100.7");
  });

  it("behind two proxies: two entries from the right", () => {
    expect(clientAddress("10.1.0.5", "1.2.3.4, 198.51.100.7, 10.1.0.9", 2)).toBe("198.51.100.7");
  });

  it("more hops configured than entries: the leftmost known address, never an empty one", () => {
    expect(clientAddress("10.1.0.5", "", 3)).toBe("10.1.0.5");
    expect(clientAddress("10.1.0.5", "198.51.100.7", 3)).toBe("198.51.100.7");
  });
});
