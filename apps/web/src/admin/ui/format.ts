import { atShopTime, SHOP_TIME_ZONE, shopDay } from "@roshni/core";

/** Rupees as the API sends them, shown the Indian way: ₹1,23,456.50. */
const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });
const inrWhole = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat("en-IN");
const dateTime = new Intl.DateTimeFormat("en-IN", {
  day: "2-digit",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: SHOP_TIME_ZONE,
});
const date = new Intl.DateTimeFormat("en-IN", {
  day: "2-digit",
  month: "short",
  year: "numeric",
  timeZone: SHOP_TIME_ZONE,
});

export function formatInr(rupees: number): string {
  return inr.format(rupees);
}

/** Whole rupees, for the dashboard's figures and the chart's axis. */
export function formatInrWhole(rupees: number): string {
  return inrWhole.format(rupees);
}

export function formatCount(value: number): string {
  return count.format(value);
}

/** Times in the shop's own zone (Delhi), whatever the staff member's computer says. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatDate(iso: string): string {
  return date.format(new Date(iso.length === 10 ? atShopTime(`${iso}T00:00:00`) : iso));
}

/** Today's date in Delhi as YYYY-MM-DD (the default "received on" of a payment). */
export function todayInDelhi(): string {
  return shopDay(new Date());
}
