import type { DimensionUnit, ProductDimensions } from "../schema";
import { CATEGORY_SEEDS, type CategorySeed } from "./categories";
import { IMAGE_VARIANTS, type ImageFinish, productImageKey } from "./images";
import type { Random } from "./random";

/** A demo product before it has database ids; money in paise. */
export interface ProductSeed {
  title: string;
  sku: string;
  slug: string;
  description: string;
  dimensions: ProductDimensions;
  stock: number;
  minimumQuantity: number;
  mrp: number;
  sellingPrice: number;
  wholesalePrice: number;
  taxRate: number;
  hsnCode: string;
  createdAt: Date;
  /** Category urls; the first is the main one. */
  categories: string[];
  /** identifier → display value (a JSON list string for 'multi select'). */
  attributes: Record<string, string>;
  imageKeys: string[];
  /** A special price (paise) for the Wholesale group, on some products. */
  wholesaleGroupPrice: number | null;
}

interface Model {
  /** '{n}' is replaced by the number of holders. */
  name: string;
  /** Which drawing of the category's shape fits this model. */
  variant: number;
  holders: readonly number[];
  led?: boolean;
}

interface Profile {
  models: readonly Model[];
  /** MRP range in rupees; drawn log-uniformly so cheap and dear pieces both appear. */
  mrp: readonly [number, number];
  moq: readonly number[];
  materials: readonly string[];
  holderTypes: readonly string[];
  /** Max watts per holder for lamp holders, or the LED wattage range. */
  watts: readonly [number, number];
  styles: readonly string[];
  /** width, depth, height ranges and their unit. */
  size: {
    w: readonly [number, number];
    d: readonly [number, number];
    h: readonly [number, number];
    unit: DimensionUnit;
  };
  rooms: readonly string[];
  mounting: string;
  outdoor?: boolean;
  /** The other category some products are also listed in. */
  related?: string;
}

const n1 = [1] as const;

const PROFILES: Record<string, Profile> = {
  Chandeliers: {
    models: [
      { name: "{n}-Light Chandelier", variant: 2, holders: [6, 8, 10, 12] },
      { name: "{n}-Light Crystal Chandelier", variant: 2, holders: [8, 10, 12, 15, 18, 24] },
      { name: "{n}-Light Candle Chandelier", variant: 1, holders: [5, 6, 8] },
      { name: "Tiered {n}-Light Chandelier", variant: 3, holders: [12, 15, 18, 24] },
      { name: "{n}-Light Empire Chandelier", variant: 2, holders: [6, 8, 10] },
    ],
    mrp: [12000, 250000],
    moq: [2, 3, 4],
    materials: ["Brass", "Iron", "K9 Crystal", "Glass", "Acrylic"],
    holderTypes: ["E14", "E14", "E27"],
    watts: [25, 40],
    styles: ["Traditional", "Mughal", "Vintage", "Art Deco", "Contemporary", "Colonial"],
    size: { w: [55, 140], d: [55, 140], h: [50, 160], unit: "cm" },
    rooms: [
      "double-height living rooms",
      "banquet halls",
      "hotel lobbies",
      "dining rooms",
      "staircase voids",
    ],
    mounting: "a ceiling canopy, a 1 m adjustable chain and a hook",
    related: "Hanginglights",
  },
  Hanginglights: {
    models: [
      { name: "Dome Pendant Light", variant: 1, holders: n1 },
      { name: "Cone Pendant Light", variant: 2, holders: n1 },
      { name: "Globe Pendant Light", variant: 3, holders: n1 },
      { name: "{n}-Light Cluster Pendant", variant: 3, holders: [3, 5, 7] },
      { name: "Bell Pendant Light", variant: 1, holders: n1 },
    ],
    mrp: [1800, 24000],
    moq: [4, 6, 10],
    materials: ["Aluminium", "Iron", "Glass", "Brass", "Rattan"],
    holderTypes: ["E27", "E27", "B22"],
    watts: [40, 60],
    styles: ["Modern", "Industrial", "Minimalist", "Contemporary", "Rustic"],
    size: { w: [18, 60], d: [18, 60], h: [20, 55], unit: "cm" },
    rooms: ["kitchen islands", "café counters", "dining tables", "stairwells", "reception desks"],
    mounting: "a ceiling canopy and 1.2 m of adjustable cord",
    related: "Chandeliers",
  },
  Walllights: {
    models: [
      { name: "Tulip Glass Wall Sconce", variant: 1, holders: n1 },
      { name: "Twin Candle Wall Sconce", variant: 2, holders: [2] },
      { name: "Up-Down Wall Light", variant: 3, holders: [2], led: true },
      { name: "Swing Arm Wall Lamp", variant: 1, holders: n1 },
      { name: "Wall Bracket Light", variant: 1, holders: n1 },
    ],
    mrp: [900, 12000],
    moq: [6, 10, 12],
    materials: ["Brass", "Iron", "Glass", "Aluminium"],
    holderTypes: ["E14", "E27", "G9"],
    watts: [25, 40],
    styles: ["Traditional", "Modern", "Vintage", "Art Deco", "Minimalist"],
    size: { w: [10, 40], d: [12, 30], h: [20, 45], unit: "cm" },
    rooms: ["bedside walls", "corridors", "hotel rooms", "temple rooms", "living-room feature walls"],
    mounting: "a wall plate, screws and rawl plugs",
    related: "Mirrorlights",
  },
  Picturelights: {
    models: [
      { name: "LED Picture Light", variant: 1, holders: n1, led: true },
      { name: "Gallery Picture Light", variant: 2, holders: n1, led: true },
      { name: "Slim Picture Light", variant: 3, holders: n1, led: true },
    ],
    mrp: [1500, 9000],
    moq: [4, 6],
    materials: ["Brass", "Aluminium"],
    holderTypes: ["Integrated LED"],
    watts: [5, 12],
    styles: ["Traditional", "Modern", "Minimalist"],
    size: { w: [30, 90], d: [12, 20], h: [6, 12], unit: "cm" },
    rooms: ["paintings", "family photo walls", "pooja frames", "shop displays"],
    mounting: "a wall plate and a swivelling arm",
  },
  Spotlights: {
    models: [
      { name: "{n}-Light Track Spotlight", variant: 1, holders: [2, 3, 4] },
      { name: "Adjustable Surface Spotlight", variant: 2, holders: n1, led: true },
      { name: "Twin Bar Spotlight", variant: 3, holders: [2] },
    ],
    mrp: [700, 6000],
    moq: [10, 20],
    materials: ["Aluminium"],
    holderTypes: ["GU10", "Integrated LED"],
    watts: [5, 12],
    styles: ["Modern", "Industrial", "Minimalist"],
    size: { w: [8, 100], d: [8, 15], h: [10, 25], unit: "cm" },
    rooms: ["showrooms", "retail shelves", "kitchens", "art walls"],
    mounting: "a surface plate; heads tilt 90° and turn 350°",
    related: "Recessedlights",
  },
  Mirrorlights: {
    models: [
      { name: "LED Backlit Round Mirror", variant: 1, holders: n1, led: true },
      { name: "Vanity Bar Mirror Light", variant: 2, holders: n1, led: true },
      { name: "Arch Mirror with Twin Sconces", variant: 3, holders: [2] },
    ],
    mrp: [2500, 28000],
    moq: [2, 4],
    materials: ["Glass", "Aluminium", "Stainless Steel"],
    holderTypes: ["Integrated LED", "G9"],
    watts: [8, 24],
    styles: ["Modern", "Contemporary", "Minimalist", "Art Deco"],
    size: { w: [40, 90], d: [3, 12], h: [50, 110], unit: "cm" },
    rooms: ["bathrooms", "salons", "dressing rooms", "hotel washrooms"],
    mounting: "a concealed wall bracket; rated IP44 for bathrooms",
    related: "Walllights",
  },
  Ceilinglights: {
    models: [
      { name: "Flush Ceiling Light", variant: 1, holders: [1, 2, 3] },
      { name: "LED Ceiling Disc", variant: 2, holders: n1, led: true },
      { name: "Crystal Flush Mount", variant: 3, holders: [3, 4, 6] },
      { name: "Semi-Flush Ceiling Light", variant: 1, holders: [2, 3] },
    ],
    mrp: [1500, 35000],
    moq: [6, 10],
    materials: ["Iron", "Glass", "Acrylic", "K9 Crystal"],
    holderTypes: ["E27", "B22", "Integrated LED"],
    watts: [18, 40],
    styles: ["Modern", "Contemporary", "Traditional", "Minimalist"],
    size: { w: [30, 70], d: [30, 70], h: [8, 30], unit: "cm" },
    rooms: ["low ceilings", "passages", "bedrooms", "offices"],
    mounting: "a ceiling plate, screws and rawl plugs",
  },
  Tablelamps: {
    models: [
      { name: "Ceramic Table Lamp", variant: 1, holders: n1 },
      { name: "Column Table Lamp", variant: 2, holders: n1 },
      { name: "Globe Base Table Lamp", variant: 3, holders: n1 },
      { name: "Bedside Table Lamp", variant: 2, holders: n1 },
    ],
    mrp: [1800, 18000],
    moq: [4, 6],
    materials: ["Ceramic", "Brass", "Marble", "Wood", "Fabric"],
    holderTypes: ["E27", "B22"],
    watts: [40, 60],
    styles: ["Traditional", "Modern", "Contemporary", "Vintage"],
    size: { w: [25, 45], d: [25, 45], h: [45, 75], unit: "cm" },
    rooms: ["bedsides", "console tables", "hotel rooms", "study desks"],
    mounting: "a 1.8 m braided cord with an inline switch",
  },
  Floorlamps: {
    models: [
      { name: "Standing Floor Lamp", variant: 1, holders: n1 },
      { name: "Arc Floor Lamp", variant: 2, holders: n1 },
      { name: "Tripod Floor Lamp", variant: 3, holders: n1 },
      { name: "Reading Floor Lamp", variant: 1, holders: n1 },
    ],
    mrp: [4500, 38000],
    moq: [2, 3],
    materials: ["Iron", "Brass", "Wood", "Fabric", "Marble"],
    holderTypes: ["E27", "B22"],
    watts: [40, 60],
    styles: ["Modern", "Industrial", "Contemporary", "Minimalist"],
    size: { w: [35, 160], d: [35, 60], h: [150, 200], unit: "cm" },
    rooms: ["reading corners", "lounges", "showrooms", "hotel suites"],
    mounting: "a weighted base and a foot switch",
  },
  Outdoorwalllights: {
    models: [
      { name: "Outdoor Wall Lantern", variant: 1, holders: n1 },
      { name: "Up-Down Outdoor Wall Light", variant: 2, holders: [2], led: true },
      { name: "Coach Lantern", variant: 3, holders: n1 },
    ],
    mrp: [900, 9000],
    moq: [6, 10],
    materials: ["Die-cast Aluminium", "Glass", "Cast Iron"],
    holderTypes: ["E27", "Integrated LED"],
    watts: [8, 40],
    styles: ["Traditional", "Modern", "Colonial", "Industrial"],
    size: { w: [12, 30], d: [15, 30], h: [25, 55], unit: "cm" },
    rooms: ["front doors", "balconies", "farmhouse walls", "courtyards"],
    mounting: "a sealed wall plate; rated IP54",
    outdoor: true,
    related: "Bulkheadlights",
  },
  Bulkheadlights: {
    models: [
      { name: "Oval Bulkhead Light IP65", variant: 1, holders: n1 },
      { name: "Eyelid Bulkhead Light IP65", variant: 2, holders: n1 },
      { name: "Round Bulkhead Light IP65", variant: 3, holders: n1 },
    ],
    mrp: [450, 3500],
    moq: [10, 20, 25],
    materials: ["Die-cast Aluminium", "Polycarbonate"],
    holderTypes: ["E27", "B22", "Integrated LED"],
    watts: [9, 40],
    styles: ["Industrial", "Modern", "Vintage"],
    size: { w: [18, 30], d: [8, 12], h: [12, 30], unit: "cm" },
    rooms: ["porches", "basements", "bathrooms", "parking bays"],
    mounting: "a gasketed base with cable gland; rated IP65",
    outdoor: true,
  },
  Gatelights: {
    models: [
      { name: "Pillar Top Lantern", variant: 1, holders: n1 },
      { name: "Globe Gate Light", variant: 2, holders: n1 },
      { name: "Square Gate Pillar Light", variant: 3, holders: n1, led: true },
      { name: "Solar Gate Light", variant: 3, holders: n1, led: true },
    ],
    mrp: [1500, 12000],
    moq: [4, 6],
    materials: ["Die-cast Aluminium", "Glass", "Cast Iron"],
    holderTypes: ["E27", "Integrated LED"],
    watts: [6, 40],
    styles: ["Traditional", "Colonial", "Modern"],
    size: { w: [20, 40], d: [20, 40], h: [35, 70], unit: "cm" },
    rooms: ["gate pillars", "boundary walls", "farmhouse entrances", "society gates"],
    mounting: "a pillar base plate and anchor bolts; rated IP55",
    outdoor: true,
    related: "Polelights",
  },
  Polelights: {
    models: [
      { name: "Heritage Lamp Post 2.4 m", variant: 1, holders: n1 },
      { name: "Globe Garden Pole Light 1.2 m", variant: 2, holders: n1 },
      { name: "Twin-Head Lamp Post 2.7 m", variant: 3, holders: [2] },
    ],
    mrp: [4500, 45000],
    moq: [2, 4],
    materials: ["Die-cast Aluminium", "Cast Iron", "Glass"],
    holderTypes: ["E27", "Integrated LED"],
    watts: [12, 40],
    styles: ["Traditional", "Colonial", "Vintage", "Modern"],
    size: { w: [25, 90], d: [25, 40], h: [120, 280], unit: "cm" },
    rooms: ["driveways", "gardens", "township roads", "resort pathways"],
    mounting: "a foundation plate and J-bolts; rated IP55",
    outdoor: true,
    related: "Gatelights",
  },
  Recessedlights: {
    models: [
      { name: "Round COB Downlight", variant: 1, holders: n1, led: true },
      { name: "Square Recessed Panel", variant: 2, holders: n1, led: true },
      { name: "Triple Recessed Spot Kit", variant: 3, holders: [3], led: true },
    ],
    mrp: [250, 2400],
    moq: [20, 50],
    materials: ["Die-cast Aluminium"],
    holderTypes: ["Integrated LED", "GU10"],
    watts: [6, 18],
    styles: ["Modern", "Minimalist"],
    size: { w: [8, 22], d: [8, 22], h: [4, 9], unit: "cm" },
    rooms: ["false ceilings", "kitchens", "shops", "offices"],
    mounting: "spring clips for the ceiling cut-out and a separate driver",
    related: "Spotlights",
  },
  Bulbs: {
    models: [
      { name: "A60 LED Bulb", variant: 1, holders: n1, led: true },
      { name: "C35 Candle Filament Bulb", variant: 2, holders: n1, led: true },
      { name: "G95 Globe Filament Bulb", variant: 3, holders: n1, led: true },
      { name: "ST64 Vintage Filament Bulb", variant: 2, holders: n1, led: true },
    ],
    mrp: [90, 650],
    moq: [50, 100],
    materials: ["Glass"],
    holderTypes: ["E27", "E14", "B22"],
    watts: [4, 9],
    styles: ["Vintage", "Modern"],
    size: { w: [35, 125], d: [35, 125], h: [95, 175], unit: "mm" },
    rooms: ["chandeliers", "pendants", "wall sconces", "café strings"],
    mounting: "a standard cap; dimmable models are marked on the pack",
  },
};

const SERIES = [
  "Crystal Cascade",
  "Royal Mughal",
  "Jharokha",
  "Sheesh Mahal",
  "Noor",
  "Roshan",
  "Sitara",
  "Kiran",
  "Chandni",
  "Kamal",
  "Aurora",
  "Heritage",
  "Imperial",
  "Zenith",
  "Orbit",
  "Luna",
  "Regal",
  "Meher",
  "Rangoli",
  "Nizam",
  "Amber",
  "Savoy",
  "Windsor",
  "Victoria",
  "Halo",
  "Prism",
  "Kashi",
  "Mehrab",
  "Jaipur",
  "Udaipur",
  "Banaras",
  "Tara",
  "Jyoti",
  "Diya",
  "Nova",
  "Ember",
  "Willow",
  "Bloom",
  "Ripple",
  "Monsoon",
  "Mayur",
  "Gulmohar",
  "Lotus Court",
  "Qila",
  "Shalimar",
  "Fatehpur",
  "Deco Line",
  "Marigold",
  "Saffron",
  "Indigo",
] as const;

/** A bulb's glass takes the place of a fitting's finish (a bulb has no metal to finish). */
const BULB_GLASSES: readonly (readonly [string, ImageFinish])[] = [
  ["Clear", "chrome"],
  ["Amber", "gold"],
  ["Frosted", "white"],
  ["Smoked", "black"],
];

const COLOUR_TEMPERATURES = [
  "2700 K warm white",
  "3000 K warm white",
  "4000 K neutral white",
  "6500 K daylight",
];
const FILAMENT_TEMPERATURES = ["2200 K extra warm", "2700 K warm white"];

const FINISHES: readonly (readonly [string, ImageFinish])[] = [
  ["Antique Brass", "brass"],
  ["Gold", "gold"],
  ["Satin Gold", "gold"],
  ["Matt Black", "black"],
  ["Chrome", "chrome"],
  ["Satin Nickel", "chrome"],
  ["Copper", "copper"],
  ["Antique Copper", "copper"],
  ["Rose Gold", "copper"],
  ["White", "white"],
];

export const BRANDS = [
  "Roshni Signature",
  "Roshni Classic",
  "Noor Decor",
  "Sitara Lights",
  "Deepam",
  "Kiran Luminaires",
  "Jharokha Crafts",
  "LumeCraft",
] as const;

/** Category urls in SPEC.md order with their share of products. */
function allocation(random: Random): CategorySeed {
  return random.weighted(CATEGORY_SEEDS.map((category) => [category, category.weight] as const));
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A believable shelf price: rounded to ₹10 below ₹1,000, ₹50 below ₹10,000, ₹500 above. */
function roundMrp(rupees: number): number {
  const step = rupees < 1000 ? 10 : rupees < 10000 ? 50 : 500;
  return Math.max(step, Math.round(rupees / step) * step);
}

function logUniform(random: Random, [min, max]: readonly [number, number]): number {
  return Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min)));
}

function dimension(random: Random, [min, max]: readonly [number, number], unit: DimensionUnit) {
  return { value: random.int(min, max), unit };
}

function hsnAndTax(
  category: CategorySeed,
  model: Model,
  holderType: string,
): { hsnCode: string; taxRate: number } {
  // GST on lighting: LED lamps (8539 52) and LED lights or fittings (9405 ·1/·2/·4 "designed for use
  // solely with LED", and solar 9405 41) at 12 %; other luminaires at 18 %.
  if (category.url === "Bulbs") return { hsnCode: "85395200", taxRate: 12 };
  if (model.name.startsWith("Solar")) return { hsnCode: "94054100", taxRate: 12 };
  const led = model.led === true || holderType === "Integrated LED";
  const taxRate = led ? 12 : 18;
  if (category.url === "Tablelamps" || category.url === "Floorlamps") {
    return { hsnCode: led ? "94052100" : "94052900", taxRate };
  }
  if (PROFILES[category.url]?.outdoor) return { hsnCode: led ? "94054200" : "94054900", taxRate };
  return { hsnCode: led ? "94051100" : "94051900", taxRate };
}

function describe(
  random: Random,
  title: string,
  profile: Profile,
  holders: number,
  holderType: string,
  wattage: string,
  materials: string[],
  finishes: string[],
  dims: ProductDimensions,
): string {
  const room = random.pick(profile.rooms);
  const mood = random.pick([
    "warm, even",
    "soft, glare-free",
    "bright, sparkling",
    "calm, ambient",
    "crisp, focused",
  ]);
  // "9 W LED" names the module's watts; the sentence says "LED module" once.
  const watts = wattage.replace(/ (LED|max)$/, "");
  const bulb = profile.mounting.startsWith("a standard cap");
  const lamp = bulb
    ? `An LED lamp of ${watts} with an ${holderType} cap, rated for 15,000 hours.`
    : holderType === "Integrated LED"
      ? `It runs on a built-in ${watts} LED module rated for 25,000 hours.`
      : `It takes ${holders} × ${holderType} ${holders > 1 ? "bulbs" : "bulb"} of up to ${watts} each; LED filament bulbs keep the glass cool.`;
  const size = `${dims.width.value} × ${dims.depth.value} × ${dims.height.value} ${dims.width.unit} (W × D × H).`;
  const sentences = [
    `The ${title} gives ${mood} light to ${room}.`,
    bulb
      ? `In ${joinList(finishes.map((f) => f.toLowerCase()))} glass, checked at our Delhi workshop.`
      : `Made of ${joinList(materials.map((m) => m.toLowerCase()))} in ${withArticle(joinList(finishes.map((f) => f.toLowerCase())))} finish, hand-finished and checked at our Delhi workshop.`,
    lamp,
    `Size: ${size}`,
    `Supplied with ${profile.mounting}.`,
    profile.outdoor
      ? "Sealed against dust and monsoon rain; use a weatherproof junction box outdoors."
      : "Install on a 230 V supply through a qualified electrician.",
  ];
  return sentences.join(" ");
}

function withArticle(phrase: string): string {
  return /^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const DAY_MS = 86_400_000;

/**
 * Generates `count` products. Deterministic for a given `random` and `now`: the same inputs give the same
 * catalogue, product for product.
 */
export function generateProducts(random: Random, count: number, now: Date): ProductSeed[] {
  const sequenceByCategory = new Map<string, number>();
  const products: ProductSeed[] = [];
  for (let i = 0; i < count; i++) {
    const category = allocation(random);
    const profile = PROFILES[category.url];
    if (!profile) throw new Error(`No product profile for category ${category.url}`);
    const sequence = (sequenceByCategory.get(category.url) ?? 0) + 1;
    sequenceByCategory.set(category.url, sequence);
    const sku = `RL-${category.code}-${String(sequence).padStart(5, "0")}`;

    const model = random.pick(profile.models);
    const holders = random.pick(model.holders);
    const bulb = category.url === "Bulbs";
    // A bulb is itself the LED lamp: its "holder" is the cap it fits (E27, E14, B22).
    const holderType = model.led && !bulb ? "Integrated LED" : random.pick(profile.holderTypes);
    const integrated = holderType === "Integrated LED";
    const [primaryFinish, imageFinish] = random.pick(bulb ? BULB_GLASSES : FINISHES);
    const finishes = [primaryFinish];
    // Some pieces combine two finishes (gold with black, chrome with white…): the multi select case.
    if (!bulb && random.chance(0.25)) {
      const second = random.pick(FINISHES)[0];
      if (second !== primaryFinish) finishes.push(second);
    }
    const materials = random.sample(
      profile.materials,
      random.weighted([
        [1, 5],
        [2, 4],
        [3, 1],
      ] as const),
    );
    const series = random.pick(SERIES);
    const title = `${series} ${model.name.replace("{n}", String(holders))}, ${primaryFinish}`;

    const watts = random.int(profile.watts[0], profile.watts[1]);
    const wattage = integrated || bulb ? `${watts} W LED` : `${watts} W max`;
    const dims: ProductDimensions = {
      width: dimension(random, profile.size.w, profile.size.unit),
      depth: dimension(random, profile.size.d, profile.size.unit),
      height: dimension(random, profile.size.h, profile.size.unit),
    };

    // mrp ≥ sellingPrice ≥ wholesalePrice, all whole rupees, stored in paise.
    const mrpRupees = roundMrp(logUniform(random, profile.mrp));
    const sellingRupees = Math.max(1, Math.round(mrpRupees * (0.62 + random.next() * 0.23)));
    const wholesaleRupees = Math.max(1, Math.round(sellingRupees * (0.72 + random.next() * 0.18)));
    const mrp = mrpRupees * 100;
    const sellingPrice = sellingRupees * 100;
    // A few products have no wholesale price: the Wholesale group then pays the selling price.
    const wholesalePrice = random.chance(0.03) ? 0 : wholesaleRupees * 100;
    const wholesaleGroupPrice =
      wholesalePrice > 0 && random.chance(0.15) ? Math.round(wholesaleRupees * 0.96) * 100 : null;

    const minimumQuantity = random.pick(profile.moq);
    // Stock: out of stock, below the MOQ (only stock can be bought below the MOQ), or plenty.
    const stockCase = random.weighted([
      ["none", 18],
      ["below-moq", 22],
      ["plenty", 60],
    ] as const);
    const stock =
      stockCase === "none"
        ? 0
        : stockCase === "below-moq"
          ? random.int(1, minimumQuantity - 1)
          : random.int(minimumQuantity, minimumQuantity * 20);

    const { hsnCode, taxRate } = hsnAndTax(category, model, holderType);
    const categories = [category.url];
    if (profile.related && random.chance(0.1)) categories.push(profile.related);

    // Each kind of product carries the attributes that describe it: holders and "bulb included" only
    // for fittings that take bulbs, the glass, cap and dimming for bulbs, the colour of the light for
    // LED, protection against water for outdoor and bathroom lights.
    const attributes: Record<string, string> = {
      brand: random.pick(BRANDS),
      material: JSON.stringify(materials),
      holder_type: holderType,
    };
    if (!bulb && !integrated) {
      attributes.number_of_holders = String(holders);
      attributes.bulb_included = random.pick(["No", "No", "Yes"]);
    }
    if (bulb) attributes.glass = primaryFinish;
    else attributes.finish = JSON.stringify(finishes);
    attributes.style = random.pick(profile.styles);
    attributes.wattage = wattage;
    if (bulb) {
      attributes.colour_temperature = random.pick(
        model.name.includes("Filament") ? FILAMENT_TEMPERATURES : COLOUR_TEMPERATURES,
      );
      attributes.dimmable = random.pick(["Yes", "No"]);
    } else if (integrated) {
      attributes.colour_temperature = random.pick(COLOUR_TEMPERATURES);
    }
    // The protection the fitting is sold with, as its description states it.
    const ipRating = /rated (IP\d\d)/.exec(profile.mounting)?.[1];
    if (ipRating) attributes.ip_rating = ipRating;

    const firstVariant = model.variant;
    const variants = [
      firstVariant,
      ...random.sample(
        [1, 2, 3].filter((v) => v !== firstVariant),
        2,
      ),
    ].slice(0, IMAGE_VARIANTS);
    const imageKeys = variants.map((variant) => productImageKey(category.shape, imageFinish, variant));

    const createdAt = new Date(now.getTime() - random.int(0, 730) * DAY_MS - random.int(0, DAY_MS - 1));

    products.push({
      title,
      sku,
      slug: `${slugify(title)}-${sku.toLowerCase()}`,
      description: describe(random, title, profile, holders, holderType, wattage, materials, finishes, dims),
      dimensions: dims,
      stock,
      minimumQuantity,
      mrp,
      sellingPrice,
      wholesalePrice,
      taxRate,
      hsnCode,
      createdAt,
      categories,
      attributes,
      imageKeys,
      wholesaleGroupPrice,
    });
  }
  return products;
}
