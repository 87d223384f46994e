/**
 * The shop's clock. India has one time zone, India Standard Time, UTC+05:30 all year with no summer time,
 * so an instant's wall time in Delhi is the instant plus 330 minutes. The shop's days, months and
 * financial years run on that wall time: an order placed at 23:30 IST belongs to that day, a coupon valid
 * to the 30th holds until midnight IST. Every date the shop names goes through these functions.
 */

/** The IANA zone, for `Intl.DateTimeFormat` and chart libraries. */
export const SHOP_TIME_ZONE = "Asia/Kolkata";
/** The offset as ISO 8601 writes it. */
export const SHOP_UTC_OFFSET = "+05:30";
export const SHOP_UTC_OFFSET_MINUTES = 330;
const OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant moved by the offset, so that its UTC fields (`getUTCHours`, `toISOString`) read the wall
 * clock in Delhi. Only for reading fields: it is not the same instant.
 */
export function shopWallClock(at: Date): Date {
  return new Date(at.getTime() + OFFSET_MS);
}

/** The shop's calendar day of an instant, `YYYY-MM-DD`. */
export function shopDay(at: Date): string {
  return shopWallClock(at).toISOString().slice(0, 10);
}

/** The shop's calendar month of an instant, `YYYY-MM`. */
export function shopMonth(at: Date): string {
  return shopWallClock(at).toISOString().slice(0, 7);
}

/** The shop's calendar year of an instant: an order on 1 January 00:10 IST carries the new year. */
export function shopYear(at: Date): number {
  return shopWallClock(at).getUTCFullYear();
}

/** 00:00 IST of a `YYYY-MM-DD` day, as an instant. */
export function shopDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS);
}

/** 00:00 IST of the day after: the end (exclusive) of a range that includes its last day. */
export function shopDayEnd(day: string): Date {
  return new Date(shopDayStart(day).getTime() + DAY_MS);
}

/** 00:00 IST of the day an instant falls on. */
export function startOfShopDay(at: Date): Date {
  return new Date(Math.floor((at.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS);
}

/** Start (inclusive) and end (exclusive) of a `YYYY-MM` month in India, as instants. */
export function shopMonthRange(month: string): { from: Date; to: Date } {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, mon - 1, 1) - OFFSET_MS),
    to: new Date(Date.UTC(year, mon, 1) - OFFSET_MS),
  };
}

/** The wall time of an instant in Delhi as a form's local date-time, `YYYY-MM-DDTHH:MM`. */
export function shopDateTimeLocal(at: Date): string {
  return shopWallClock(at).toISOString().slice(0, 16);
}

/** A wall time in Delhi (`2026-11-24T23:59` or `…T23:59:00`, or a day at a given time) as ISO 8601. */
export function atShopTime(localDateTime: string): string {
  return `${localDateTime}${SHOP_UTC_OFFSET}`;
}

/** "02/03/2026": the shop day as Indian documents print it. */
export function formatShopDate(at: Date): string {
  const [year, month, day] = shopDay(at).split("-");
  return `${day}/${month}/${year}`;
}

/** "17:25": the wall time of an instant in Delhi, 24-hour. */
export function formatShopTime(at: Date): string {
  return shopDateTimeLocal(at).slice(11, 16);
}
