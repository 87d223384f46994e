import type { ShopSettings } from "@/lib/api/types";

/** The query parameter of the home route that site search uses (SPEC.md section 1). */
export const SITE_SEARCH_PARAM = "search";

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
type Weekday = (typeof WEEK)[number];

export interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: Weekday[];
  opens: string;
  closes: string;
}

function weekdayIndex(word: string): number {
  const prefix = word.trim().slice(0, 3).toLowerCase();
  if (prefix.length < 3) return -1;
  const index = WEEK.findIndex((day) => day.slice(0, 3).toLowerCase() === prefix);
  // A full name must be spelt right ('Monday'), an abbreviation may stop anywhere ('Mon', 'Tues').
  const full = WEEK[index]?.toLowerCase() ?? "";
  return full.startsWith(word.trim().toLowerCase()) ? index : -1;
}

function clock(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null;
  return `${String(hours).padStart(2, "0")}:${match[2]}`;
}

function dayRange(text: string): Weekday[] | null {
  const [fromWord, toWord, ...rest] = text.split(/\s*[-–—]\s*/);
  if (fromWord === undefined || rest.length > 0) return null;
  const from = weekdayIndex(fromWord);
  const to = toWord === undefined ? from : weekdayIndex(toWord);
  if (from < 0 || to < 0) return null;
  const days: Weekday[] = [];
  // A range may run over the week's end ('Sat-Mon').
  for (let step = 0; step <= (to - from + 7) % 7; step++) {
    const day = WEEK[(from + step) % 7];
    if (day) days.push(day);
  }
  return days;
}

/**
 * The settings' opening hours as schema.org data: 'Mon-Sat 11:00 to 19:00' → Monday…Saturday, opens 11:00,
 * closes 19:00. Several spans are separated by ',' or ';' ('Mon-Fri 10:00 to 19:00; Sat 10:00 to 14:00').
 * Null when the text is not in that form, so nothing wrong is published.
 */
export function parseOpeningHours(text: string): OpeningHoursSpecification[] | null {
  const spans = text
    .split(/[;,]/)
    .map((span) => span.trim())
    .filter((span) => span !== "");
  if (spans.length === 0) return null;
  const result: OpeningHoursSpecification[] = [];
  for (const span of spans) {
    const match = /^(.+?)\s+(\d{1,2}:\d{2})\s*(?:to|-|–|—)\s*(\d{1,2}:\d{2})$/i.exec(span);
    if (!match?.[1] || !match[2] || !match[3]) return null;
    const days = dayRange(match[1]);
    const opens = clock(match[2]);
    const closes = clock(match[3]);
    if (!days || !opens || !closes) return null;
    result.push({ "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes });
  }
  return result;
}

/** Absolute address of a path on the shop's origin; absolute URLs (e.g. a CDN image) stay as they are. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}${path.startsWith("/") ? path : `/${path}`}`;
}

export interface BusinessImages {
  /** The shop's logo, a path on the shop or an absolute URL. */
  logo: string;
  /** Photos of the shop's goods (e.g. the home page banners); the logo stands in when there are none. */
  images: readonly string[];
}

/**
 * The shop as a schema.org LocalBusiness (its subtype HomeGoodsStore: a store selling lighting for homes
 * and businesses), every value from the shop settings.
 */
export function localBusinessJsonLd(
  settings: ShopSettings,
  origin: string,
  pictures: BusinessImages,
): Record<string, unknown> {
  const logo = absoluteUrl(origin, pictures.logo);
  const images = pictures.images.map((image) => absoluteUrl(origin, image));
  const hours = parseOpeningHours(settings.openingHours);
  const sameAs = Object.values(settings.social).filter((link): link is string => Boolean(link));
  const [telephone, ...otherPhones] = settings.phones;
  return {
    "@context": "https://schema.org",
    "@type": "HomeGoodsStore",
    "@id": `${origin}/#business`,
    name: settings.name,
    legalName: settings.legalName,
    url: `${origin}/`,
    logo,
    image: images.length > 0 ? images : [logo],
    ...(telephone ? { telephone } : {}),
    ...(otherPhones.length > 0
      ? {
          contactPoint: otherPhones.map((phone) => ({
            "@type": "ContactPoint",
            telephone: phone,
            contactType: "sales",
          })),
        }
      : {}),
    email: settings.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: settings.addressLines.join(", "),
      addressLocality: settings.city,
      addressRegion: settings.state,
      postalCode: settings.pincode,
      // The settings hold an Indian address only: `state` is one of India's states and union territories.
      addressCountry: "IN",
    },
    ...(hours ? { openingHoursSpecification: hours } : {}),
    taxID: settings.gstin,
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** The site with its search: a search engine may send `{origin}/?search=…`, which the home route forwards to the catalogue. */
export function webSiteJsonLd(settings: ShopSettings, origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: settings.name,
    url: `${origin}/`,
    publisher: { "@id": `${origin}/#business` },
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${origin}/?${SITE_SEARCH_PARAM}={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}
