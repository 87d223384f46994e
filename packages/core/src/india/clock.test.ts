import { describe, expect, it } from "vitest";
import {
  atShopTime,
  formatShopDate,
  formatShopTime,
  SHOP_TIME_ZONE,
  SHOP_UTC_OFFSET,
  shopDateTimeLocal,
  shopDay,
  shopDayEnd,
  shopDayStart,
  shopMonth,
  shopMonthRange,
  shopYear,
  startOfShopDay,
} from "./clock";

describe("the shop's clock runs on India Standard Time", () => {
  it("an order at 23:30 IST belongs to that day, one at 00:10 IST to the next", () => {
    expect(shopDay(new Date("2026-11-24T18:00:00Z"))).toBe("2026-11-24"); // 23:30 IST
    expect(shopDay(new Date("2026-11-24T18:40:00Z"))).toBe("2026-11-25"); // 00:10 IST
  });

  it("the offset matches the zone's own rule, in winter and in summer alike", () => {
    for (const iso of ["2026-01-15T20:00:00Z", "2026-07-15T20:00:00Z", "2026-03-31T18:29:59Z"]) {
      const at = new Date(iso);
      const intl = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE }).format(at);
      expect(shopDay(at)).toBe(intl);
    }
    expect(Date.parse(atShopTime("2026-11-24T00:00"))).toBe(Date.parse("2026-11-23T18:30:00Z"));
    expect(SHOP_UTC_OFFSET).toBe("+05:30");
  });

  it("a day starts at 00:00 IST and a range to a day includes that whole day", () => {
    expect(shopDayStart("2026-11-24").toISOString()).toBe("2026-11-23T18:30:00.000Z");
    expect(shopDayEnd("2026-11-24").toISOString()).toBe("2026-11-24T18:30:00.000Z");
    expect(startOfShopDay(new Date("2026-11-24T18:29:59Z")).toISOString()).toBe("2026-11-23T18:30:00.000Z");
    expect(startOfShopDay(new Date("2026-11-24T18:30:00Z")).toISOString()).toBe("2026-11-24T18:30:00.000Z");
  });

  it("months and years turn at midnight in India, not in London", () => {
    expect(shopMonth(new Date("2026-03-31T18:29:59Z"))).toBe("2026-03");
    expect(shopMonth(new Date("2026-03-31T18:30:00Z"))).toBe("2026-04");
    expect(shopYear(new Date("2026-12-31T18:40:00Z"))).toBe(2027);
    const december = shopMonthRange("2026-12");
    expect(december.from.toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(december.to.toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });

  it("formats the wall time of Delhi", () => {
    const at = new Date("2026-03-02T11:55:00Z");
    expect(formatShopDate(at)).toBe("02/03/2026");
    expect(formatShopTime(at)).toBe("17:25");
    expect(shopDateTimeLocal(at)).toBe("2026-03-02T17:25");
  });
});
