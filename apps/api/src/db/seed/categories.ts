import type { AttributeType } from "../schema";
import type { ImageShape } from "./images";

export interface CategorySeed {
  /** The slug of SPEC.md section 2, exactly. */
  url: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  /** SKU infix: RL-CH-00001. */
  code: string;
  shape: ImageShape;
  /** Share of the catalogue, relative. */
  weight: number;
}

// SPEC.md: Spotlights and Outdoorwalllights have empty meta fields; every other category has all three.
export const CATEGORY_SEEDS: readonly CategorySeed[] = [
  {
    url: "Chandeliers",
    title: "Chandeliers",
    metaTitle: "Chandeliers Wholesale in Delhi | Crystal, Brass & Mughal Chandeliers | Roshni Lighting",
    metaDescription:
      "Buy crystal, brass and Mughal-style chandeliers at wholesale prices from Chandni Chowk, Delhi. 6 to 24 lights, GST invoice, delivery across India.",
    metaKeywords: "chandelier, crystal chandelier, brass chandelier, wholesale chandelier Delhi, jhoomar",
    code: "CH",
    shape: "chandelier",
    weight: 14,
  },
  {
    url: "Hanginglights",
    title: "Hanging Lights",
    metaTitle: "Hanging Lights & Pendant Lamps Wholesale | Roshni Lighting",
    metaDescription:
      "Pendant and hanging lights for kitchens, cafés and stairwells: dome, cone and globe shades in metal and glass at trade prices.",
    metaKeywords: "hanging light, pendant light, ceiling pendant, cafe lights, kitchen island lights",
    code: "HL",
    shape: "pendant",
    weight: 12,
  },
  {
    url: "Walllights",
    title: "Wall Lights",
    metaTitle: "Wall Lights & Sconces Wholesale | Roshni Lighting",
    metaDescription:
      "Decorative wall sconces, up-down lights and candle brackets for homes, hotels and banquet halls, supplied wholesale from Delhi.",
    metaKeywords: "wall light, wall sconce, up down light, bracket light, decorative wall lamp",
    code: "WL",
    shape: "sconce",
    weight: 11,
  },
  {
    url: "Picturelights",
    title: "Picture Lights",
    metaTitle: "Picture Lights for Paintings & Art | Roshni Lighting",
    metaDescription:
      "Brass and black picture lights with warm LED that light paintings, photo walls and temple frames evenly without glare.",
    metaKeywords: "picture light, painting light, art light, frame light, gallery light",
    code: "PL",
    shape: "picture-light",
    weight: 4,
  },
  {
    url: "Spotlights",
    title: "Spotlights",
    metaTitle: "",
    metaDescription: "",
    metaKeywords: "",
    code: "SP",
    shape: "spotlight",
    weight: 6,
  },
  {
    url: "Mirrorlights",
    title: "Mirror Lights",
    metaTitle: "Mirror Lights & Bathroom Vanity Lights | Roshni Lighting",
    metaDescription:
      "Backlit LED mirrors, vanity bars and mirror lamps with IP44 ratings for bathrooms, salons and dressing rooms.",
    metaKeywords: "mirror light, vanity light, bathroom mirror light, LED mirror, salon mirror light",
    code: "ML",
    shape: "mirror-light",
    weight: 5,
  },
  {
    url: "Ceilinglights",
    title: "Ceiling Lights",
    metaTitle: "Ceiling Lights & Flush Mounts Wholesale | Roshni Lighting",
    metaDescription:
      "Flush and semi-flush ceiling lights, LED panels and crystal ceiling fittings for low ceilings, passages and bedrooms.",
    metaKeywords: "ceiling light, flush mount, LED ceiling light, crystal ceiling light, false ceiling light",
    code: "CL",
    shape: "ceiling-flush",
    weight: 10,
  },
  {
    url: "Tablelamps",
    title: "Table Lamps",
    metaTitle: "Table Lamps Wholesale | Bedside & Study Lamps | Roshni Lighting",
    metaDescription:
      "Ceramic, brass and marble table lamps with fabric shades for bedsides, living rooms and hotel rooms, at wholesale rates.",
    metaKeywords: "table lamp, bedside lamp, study lamp, ceramic lamp, lamp with shade",
    code: "TL",
    shape: "table-lamp",
    weight: 8,
  },
  {
    url: "Floorlamps",
    title: "Floor Lamps",
    metaTitle: "Floor Lamps Wholesale | Arc, Tripod & Standing Lamps | Roshni Lighting",
    metaDescription:
      "Arc, tripod and standing floor lamps in brass, black and wood for lounges, reading corners and showrooms.",
    metaKeywords: "floor lamp, standing lamp, arc lamp, tripod lamp, corner lamp",
    code: "FL",
    shape: "floor-lamp",
    weight: 6,
  },
  {
    url: "Outdoorwalllights",
    title: "Outdoor Wall Lights",
    metaTitle: "",
    metaDescription: "",
    metaKeywords: "",
    code: "OW",
    shape: "outdoor-lantern",
    weight: 7,
  },
  {
    url: "Bulkheadlights",
    title: "Bulkhead Lights",
    metaTitle: "Bulkhead Lights IP65 | Outdoor & Bathroom | Roshni Lighting",
    metaDescription:
      "Weatherproof IP65 bulkhead lights with die-cast bodies and polycarbonate diffusers for porches, basements and bathrooms.",
    metaKeywords: "bulkhead light, IP65 light, outdoor bulkhead, weatherproof light, porch light",
    code: "BH",
    shape: "bulkhead",
    weight: 4,
  },
  {
    url: "Gatelights",
    title: "Gate Lights",
    metaTitle: "Gate Lights & Pillar Lights Wholesale | Roshni Lighting",
    metaDescription:
      "Pillar-top gate lights and lanterns in aluminium and cast iron, weather-sealed for Indian monsoons, supplied wholesale.",
    metaKeywords: "gate light, pillar light, gate lamp, boundary wall light, post top lantern",
    code: "GL",
    shape: "gate-light",
    weight: 4,
  },
  {
    url: "Polelights",
    title: "Pole Lights",
    metaTitle: "Garden Pole Lights & Lamp Posts | Roshni Lighting",
    metaDescription:
      "Garden pole lights and heritage lamp posts from 1 to 3 metres for driveways, farmhouses and township roads.",
    metaKeywords: "pole light, garden light, lamp post, bollard light, driveway light",
    code: "PO",
    shape: "pole-light",
    weight: 3,
  },
  {
    url: "Recessedlights",
    title: "Recessed Lights",
    metaTitle: "Recessed Downlights & COB Lights | Roshni Lighting",
    metaDescription:
      "Round and square recessed downlights, COB spots and slim panels for false ceilings, with cut-out sizes and colour temperatures listed.",
    metaKeywords: "recessed light, downlight, COB light, false ceiling light, concealed light",
    code: "RC",
    shape: "downlight",
    weight: 3,
  },
  {
    url: "Bulbs",
    title: "Bulbs",
    metaTitle: "LED Filament & Decorative Bulbs Wholesale | Roshni Lighting",
    metaDescription:
      "Vintage filament, candle and globe LED bulbs in E27, E14 and B22 caps, sold in trade packs for chandeliers and pendants.",
    metaKeywords: "LED bulb, filament bulb, candle bulb, Edison bulb, E27 bulb, E14 bulb",
    code: "BU",
    shape: "bulb",
    weight: 3,
  },
];

export interface AttributeSeed {
  identifier: string;
  name: string;
  type: AttributeType;
}

/** The feature attributes of SPEC.md section 2, in the order the product page lists them, then the others. */
export const ATTRIBUTE_SEEDS: readonly AttributeSeed[] = [
  { identifier: "brand", name: "Brand", type: "select" },
  { identifier: "material", name: "Material", type: "multi select" },
  { identifier: "holder_type", name: "Holder Type", type: "select" },
  { identifier: "number_of_holders", name: "Number of Holders", type: "text" },
  { identifier: "finish", name: "Finish", type: "multi select" },
  { identifier: "bulb_included", name: "Bulb Included", type: "select" },
  { identifier: "style", name: "Style", type: "select" },
  { identifier: "wattage", name: "Wattage", type: "text" },
  // Attributes only some categories carry (bulbs, LED fittings, outdoor lights).
  { identifier: "glass", name: "Glass", type: "select" },
  { identifier: "colour_temperature", name: "Colour Temperature", type: "select" },
  { identifier: "dimmable", name: "Dimmable", type: "select" },
  { identifier: "ip_rating", name: "IP Rating", type: "select" },
];
