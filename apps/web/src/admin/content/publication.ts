/**
 * The publication time as staff type it: a date and time on India's clock (`datetime-local`, no zone),
 * sent to the API as an instant with the +05:30 offset. India has one zone and no summer time.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** '2026-11-23T09:30:00.000Z' → '2026-11-23T15:00' (the field's value). */
export function istLocalValue(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** '2026-11-23T15:00' → '2026-11-23T15:00:00+05:30'; '' stays ''. */
export function istLocalToIso(value: string): string {
  return value ? `${value.length === 16 ? `${value}:00` : value}+05:30` : "";
}

/** 23 Nov 2026, 3:00 pm (India's clock). */
export function formatIst(iso: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));
}
