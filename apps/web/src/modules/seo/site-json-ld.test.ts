import { describe, expect, it } from "vitest";
import type { ShopSettings } from "@/lib/api/types";
import { serializeJsonLd } from "./json-ld";
import { homeSearchRedirect } from "./search-redirect";
import { localBusinessJsonLd, parseOpeningHours, webSiteJsonLd } from "./site-json-ld";

const SETTINGS: ShopSettings = {
  name: "Roshni Lighting",
  legalName: "Roshni Lighting Pvt. Ltd.",
  addressLines: ["Shop 12, Bhagirath Palace", "Chandni Chowk"],
  city: "Delhi",
  state: "Delhi",
  pincode: "110006",
  phones: ["+911123861234", "+919811098110"],
  email: "sales@roshnilighting.in",
  openingHours: "Mon-Sat 11:00 to 19:00",
  gstin: "07AABCR7431M1Z4",
  cin: "U27400DL2009PTC192345",
  pan: "AABCR7431M",
  bank: {
    accountName: "Roshni",
    bank: "HDFC Bank",
    accountNumber: "1",
    ifsc: "HDFC0000123",
    branch: "Delhi",
  },
  social: {
    facebook: "https://www.facebook.com/roshnilighting",
    instagram: null,
    youtube: "https://www.youtube.com/@roshnilighting",
    linkedin: null,
  },
  chatNumber: "+919811098110",
  chatGreeting: "Hello",
  usdRate: 84,
  upiVpa: "roshnilighting@hdfcbank",
};
const ORIGIN = "https://shop.example.in";
const MON_SAT = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

describe("opening hours", () => {
  it("'Mon-Sat 11:00 to 19:00' is Monday to Saturday, 11:00 to 19:00", () => {
    expect(parseOpeningHours("Mon-Sat 11:00 to 19:00")).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: MON_SAT, opens: "11:00", closes: "19:00" },
    ]);
  });

  it("reads several spans, full day names, dashes and single-digit hours", () => {
    expect(parseOpeningHours("Monday–Friday 9:30-18:00; Sat 10:00 to 14:00")).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:30",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "10:00", closes: "14:00" },
    ]);
  });

  it("a range over the week's end runs Saturday, Sunday, Monday", () => {
    expect(parseOpeningHours("Sat-Mon 10:00 to 16:00")?.[0]?.dayOfWeek).toEqual([
      "Saturday",
      "Sunday",
      "Monday",
    ]);
  });

  it("publishes nothing for text it cannot read, such as '11:00pm - 7:00pm' or a 25th hour", () => {
    expect(parseOpeningHours("11:00pm - 7:00pm")).toBeNull();
    expect(parseOpeningHours("Mon-Sat 11:00 to 25:00")).toBeNull();
    expect(parseOpeningHours("Mon-Funday 11:00 to 19:00")).toBeNull();
    expect(parseOpeningHours("")).toBeNull();
  });
});

describe("the home page's structured data", () => {
  const business = localBusinessJsonLd(SETTINGS, ORIGIN, {
    logo: "/icon.svg",
    images: ["/storage/banners/chandeliers.webp"],
  });

  it("describes the shop as a local business from the settings: name, address, phones, hours, links", () => {
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      "@type": "HomeGoodsStore",
      name: "Roshni Lighting",
      url: "https://shop.example.in/",
      logo: "https://shop.example.in/icon.svg",
      image: ["https://shop.example.in/storage/banners/chandeliers.webp"],
      telephone: "+911123861234",
      contactPoint: [{ "@type": "ContactPoint", telephone: "+919811098110", contactType: "sales" }],
      email: "sales@roshnilighting.in",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Shop 12, Bhagirath Palace, Chandni Chowk",
        addressLocality: "Delhi",
        addressRegion: "Delhi",
        postalCode: "110006",
        addressCountry: "IN",
      },
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: MON_SAT, opens: "11:00", closes: "19:00" },
      ],
      sameAs: ["https://www.facebook.com/roshnilighting", "https://www.youtube.com/@roshnilighting"],
      taxID: "07AABCR7431M1Z4",
    });
  });

  it("uses the logo as the image when there are no banners, and leaves out hours it cannot read", () => {
    const bare = localBusinessJsonLd({ ...SETTINGS, openingHours: "by appointment" }, ORIGIN, {
      logo: "/icon.svg",
      images: [],
    });
    expect(bare.image).toEqual(["https://shop.example.in/icon.svg"]);
    expect(bare).not.toHaveProperty("openingHoursSpecification");
  });

  it("exposes site search as the home route with a 'search' parameter", () => {
    expect(webSiteJsonLd(SETTINGS, ORIGIN)).toMatchObject({
      "@type": "WebSite",
      url: "https://shop.example.in/",
      potentialAction: {
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: "https://shop.example.in/?search={search_term_string}",
        },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("cannot close its script element: '<' is escaped and the JSON still reads back the same", () => {
    const hostile = { ...SETTINGS, name: "</script><script>alert(1)</script> & Co" };
    const text = serializeJsonLd(webSiteJsonLd(hostile, ORIGIN));
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script> & Co");
  });
});

describe("site search on the home route", () => {
  it("'/?search=chandelier' leads to the catalogue's query '/shop/catalog?query=chandelier'", () => {
    expect(homeSearchRedirect({ search: "chandelier" })).toBe("/shop/catalog?query=chandelier");
  });

  it("keeps the text whole, trimmed and encoded, and takes the first of repeated parameters", () => {
    expect(homeSearchRedirect({ search: "  brass wall light & shade " })).toBe(
      "/shop/catalog?query=brass+wall+light+%26+shade",
    );
    expect(homeSearchRedirect({ search: ["jhoomar", "lamp"] })).toBe("/shop/catalog?query=jhoomar");
  });

  it("an empty search opens the whole catalogue; no search renders the home page", () => {
    expect(homeSearchRedirect({ search: "" })).toBe("/shop/catalog");
    expect(homeSearchRedirect({})).toBeNull();
    expect(homeSearchRedirect({ query: "lamp" })).toBeNull();
  });
});
