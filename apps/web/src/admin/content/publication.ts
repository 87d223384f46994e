import { atShopTime, SHOP_TIME_ZONE, shopDateTimeLocal } from "@roshni/core";

/**
 * The publication time as staff type it: a date and time on India's clock (`datetime-local`, no zone),
 * sent to the API as an instant with the +05:30 offset. India has one zone and no summer time.
 */
/** '2026-11-23T09:30:00.000Z' → '2026-11-23T15:00' (the field's value). */
export function istLocalValue(iso: string): string {
  return shopDateTimeLocal(new Date(iso));
}

/** '2026-11-23T15:00' → '2026-11-23T15:00:00+05:30'; '' stays ''. */
export function istLocalToIso(value: string): string {
  return value ? atShopTime(value.length === 16 ? `${value}:00` : value) : "";
}

/** 23 Nov 2026, 3:00 pm (India's clock). */
export function formatIst(iso: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}
