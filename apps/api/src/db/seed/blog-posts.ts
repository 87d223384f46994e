export interface BlogPostSeed {
  slug: string;
  title: string;
  category: string;
  excerpt: string;
  /** Paragraphs separated by a blank line. */
  body: string;
}

// Twelve practical articles for trade buyers and their customers. Numbers in them (sizes, ratings,
// colour temperatures) are the rules of thumb the trade uses; GST rates are stated as of writing.
export const BLOG_POSTS: readonly BlogPostSeed[] = [
  {
    slug: "choosing-chandelier-size",
    title: "How to choose the right chandelier size for a room",
    category: "Buying guides",
    excerpt:
      "Two quick sums give the diameter and the height of a chandelier that suits the room, and one more tells you how low it can hang.",
    body: `A chandelier that is too small looks like an afterthought; one that is too big crowds the ceiling. Designers use two quick sums that work well in Indian homes and halls alike.

Diameter: add the length and the width of the room in feet, and read the total as inches. A 14 × 16 ft living room (30 ft) suits a chandelier of about 30 inches, or 75 cm. In metric, add the length and width in metres and multiply by 8.3 to get centimetres: a 4 × 5 m room gives 9 × 8.3 ≈ 75 cm.

Height: allow 2.5 to 3 inches of fixture height for every foot of ceiling height. A 10 ft ceiling takes a chandelier 25 to 30 inches tall. Double-height lobbies and staircase voids can take a tiered piece up to a third of the drop.

Clearance: in a room people walk through, keep the bottom of the chandelier at least 7 ft (2.1 m) above the floor. Over a dining table hang it 30 to 36 inches (75 to 90 cm) above the table top, and choose a diameter between half and two-thirds of the table's width so that nobody knocks it when standing up.

Light output: a living room needs roughly 10 to 20 lumens per square foot. A 12-light chandelier with 4 W LED candle bulbs (about 470 lumens each) gives around 5,600 lumens, enough for a 300 sq ft room on its own. Put it on a dimmer and add wall lights if the room is also used for reading.`,
  },
  {
    slug: "colour-temperature-explained",
    title: "Warm white, neutral or daylight? Colour temperature explained",
    category: "Lighting basics",
    excerpt:
      "Kelvin numbers on a bulb pack decide whether a room feels cosy or clinical. Here is which one to pick for each space.",
    body: `Colour temperature, measured in kelvin (K), describes how yellow or blue white light looks. Lower numbers are warmer.

2700 K (warm white) matches the glow of an old filament bulb. It flatters skin tones, wood and brass, and suits bedrooms, living rooms, restaurants and chandeliers.

3000 K (soft white) is a touch crisper while still feeling warm. It is the safest choice for homes that mix living and working, hotel corridors and outdoor wall lights, where it looks welcoming without turning facades yellow.

4000 K (neutral white) keeps colours true and eyes alert. Use it in kitchens, offices, showrooms and garages.

5700 to 6500 K (cool daylight) is common in Indian homes because tube lights were always this colour, but it makes decorative fittings look flat. Keep it for task areas, warehouses and security lighting.

Two more numbers matter. CRI (colour rendering index) tells how faithfully colours appear: 80 is fine at home, 90 or more for clothing shops, salons and artwork. And keep one colour temperature per room: mixing 2700 K pendants with 6500 K downlights is the most common reason a new interior looks wrong at night.`,
  },
  {
    slug: "ip-ratings-outdoor-lights",
    title: "IP ratings for outdoor lights: what IP44, IP54 and IP65 really mean",
    category: "Outdoor",
    excerpt:
      "Two digits on the box tell you whether a light survives dust storms and the monsoon. Here is how to read them and what to buy where.",
    body: `An IP (ingress protection) rating has two digits. The first, from 0 to 6, is protection against solids: 4 keeps out wires and screws, 5 is dust protected, 6 is dust tight. The second, from 0 to 8, is protection against water: 4 is splashes from any direction, 5 is low-pressure jets, 6 is powerful jets, 7 is temporary immersion.

IP44 is the minimum for bathrooms near the basin and for porches fully under a roof. IP54 suits covered verandas and balconies where rain can blow in. IP65 is what we recommend for any exposed wall, gate pillar or boundary in India: it resists both the fine dust of dry months and wind-driven monsoon rain. IP67 is for in-ground uplights and lights near fountains or pools that may sit in water for a while.

The rating is only as good as the installation. Mount wall lanterns with the cable entry at the bottom, use the supplied gasket and a cable gland, fill unused holes, and connect through a weatherproof junction box. Tighten glass and diffuser screws evenly so the seal compresses all round.

Materials matter as much as the rating. Die-cast aluminium with a polyester powder coat, stainless-steel screws and UV-stabilised polycarbonate last for years; mild steel rusts at the welds within a couple of monsoons, even when painted.`,
  },
  {
    slug: "gst-on-lighting-products",
    title: "GST on lighting: HSN codes, rates and input tax credit for traders",
    category: "Trade",
    excerpt:
      "Which HSN codes cover chandeliers, lamps and LED bulbs, when you are charged CGST and SGST or IGST, and how to keep your input credit.",
    body: `Every item on a GST invoice carries an HSN code that decides its rate. Lighting falls mainly under two headings: 9405 for luminaires and lighting fittings (chandeliers, wall and ceiling lights, table and floor lamps, outdoor and solar lights) and 8539 for lamps, that is bulbs, including LED lamps under 8539 52.

At the time of writing, our catalogue carries two rates. LED lamps and light fittings designed for use solely with LED are charged 12 %; other luminaires, such as chandeliers and lanterns that take ordinary bulb holders, are charged 18 %. Rates are set by GST Council notifications and do change, so each product page and every invoice shows the rate actually applied.

Where the goods go decides the split. For a delivery within Delhi we charge CGST and SGST, half the rate each. For a delivery to any other state we charge IGST at the full rate. The place of supply is the delivery address, so enter the address where the goods will actually arrive.

To claim input tax credit, give us your GSTIN when you register or add it to the delivery address: it is printed on the invoice and reported in our GSTR-1, from where it flows into your GSTR-2B. Check that the legal name and state code match your registration, because a mistyped GSTIN cannot be credited. Packing and freight charges on the same invoice follow the rate of the goods, which is why our cart taxes them at the highest rate in your order.`,
  },
  {
    slug: "layering-light-living-room",
    title: "Layering light in a living room: ambient, task and accent",
    category: "Design",
    excerpt:
      "A room lit by one ceiling fitting feels flat. Three layers of light make it comfortable for guests, reading and television.",
    body: `Good rooms are lit in layers, each on its own switch or dimmer.

Ambient light fills the room so that people can move around safely. A chandelier, a flush ceiling light or a grid of recessed downlights provides it. Aim for even light without dark corners, and put it on a dimmer so it can drop to a glow in the evening.

Task light is bright light where something is done: a floor lamp beside the sofa for reading, a table lamp on a desk, pendants over a bar counter. Place it to the side and slightly behind the reader's shoulder so the page is lit without glare.

Accent light creates depth and draws the eye: picture lights over paintings, spotlights on a stone wall or a niche, a wall sconce pair beside a mirror or the television. Accent light should be about three times brighter than the ambient light around it to stand out.

A practical recipe for a 15 × 18 ft room: a 10-light chandelier or six 12 W downlights for ambient light, one or two floor or table lamps for tasks, and two wall sconces plus a picture light for accent. Keep everything at 2700 K or 3000 K so the layers blend.`,
  },
  {
    slug: "caring-for-brass-and-crystal",
    title: "Caring for brass and crystal light fittings",
    category: "Care",
    excerpt:
      "Dust, kitchen grease and humidity dull brass and crystal. A twice-yearly routine keeps a chandelier sparkling for decades.",
    body: `Always switch off at the MCB and let bulbs cool before cleaning. Work from a stable ladder and lay a sheet under the fitting to catch anything that falls.

Lacquered brass needs only a dry or slightly damp microfibre cloth. Do not use brass polish, ammonia or acidic cleaners on lacquered pieces: they strip the lacquer and leave patches that tarnish. Unlacquered antique brass can be polished with a soft cloth and a small amount of brass cream, then buffed dry; many buyers prefer to let it darken naturally.

Crystal drops come clean with a mix of one part isopropyl alcohol to three parts distilled water. Wear cotton gloves, spray the cloth rather than the crystal, wipe each drop and dry it with a second cloth. For very dirty chandeliers, unhook the drops, wash them in lukewarm water with a drop of dish soap, rinse, and dry them on a towel before rehanging. Photograph the layout first.

Powder-coated black and white finishes need a damp cloth and mild soap only. Outdoor fittings should be wiped after the monsoon, when fine dust sticks to wet surfaces, and their gaskets checked for cracks.

Clean twice a year at home, every quarter in restaurants and near kitchens, where cooking oil settles on every surface.`,
  },
  {
    slug: "led-filament-bulbs-guide",
    title: "LED filament bulbs: lumens, watts, caps and dimming",
    category: "Lighting basics",
    excerpt:
      "Replacing old bulbs in a chandelier? Compare lumens, not watts, and check the cap before you order a hundred.",
    body: `LED filament bulbs look like the clear Edison bulbs of old but use a fraction of the power. Compare them by lumens, the amount of light, not by watts.

A 25 W incandescent gave about 220 lumens; a 2 to 3 W LED filament matches it. A 40 W gave about 470 lumens, matched by 4 to 5 W. A 60 W gave about 800 lumens, matched by 6 to 8 W. For a chandelier, multiply the lumens per bulb by the number of holders to see whether it can light the room alone.

Check the cap. E27 is the large screw cap used by most pendants and table lamps. E14 is the small screw cap of candle bulbs in chandeliers and sconces. B22 is the bayonet cap still common in Indian homes. GU10 and G9 are used by spotlights and compact fittings.

Shapes suit different fittings: C35 candle bulbs for chandeliers and sconces, A60 for shades, G95 globes and ST64 teardrops for exposed-bulb pendants where the bulb is the decoration.

Only dimmable bulbs should go on a dimmer, and the dimmer must be rated for LED loads; otherwise bulbs flicker or hum. Filament LEDs dislike enclosed, unventilated fittings, which shorten their life. Buy one colour temperature for a whole installation, and keep a few spares from the same batch for later replacements.`,
  },
  {
    slug: "bathroom-and-mirror-lighting",
    title: "Bathroom and mirror lighting that flatters",
    category: "Design",
    excerpt:
      "A single light above the mirror casts shadows under the eyes. Light the face from the sides and choose fittings rated for damp rooms.",
    body: `The most common bathroom mistake is one downlight above the basin. It lights the top of the head and leaves shadows under the eyes and chin. Light the face from the front instead.

The best arrangement is a pair of vertical lights or sconces on either side of the mirror, at about face height (150 to 165 cm from the floor) and 75 to 100 cm apart. A backlit LED mirror or a vanity bar above a wide mirror is a good second choice; place the bar slightly forward so it lights the face rather than the glass.

Use 3000 K for a warm yet accurate look, or 4000 K in salons where make-up and hair colour must be judged. Pick a CRI of 90 or more for any mirror used for grooming.

Damp rooms need the right rating. Near the basin and in the general bathroom area use fittings of at least IP44. Inside the shower area use IP65. Keep switches outside the wet area or use pull cords, and connect every circuit through an RCCB.

Finish the room with a flush ceiling light or recessed downlights for general light, on a separate switch, and a small night light at low level for late-night visits.`,
  },
  {
    slug: "outdoor-and-gate-lights-indian-homes",
    title: "Choosing outdoor wall and gate lights for Indian homes",
    category: "Outdoor",
    excerpt:
      "Sun, dust, monsoon and voltage swings are hard on outdoor lights. What to look for in materials, placement and wiring.",
    body: `Outdoor lights in India face strong sun, dust, heavy rain and an unstable supply. Choose them for the climate first and for looks second.

Materials: die-cast aluminium with powder coating and stainless-steel screws resists corrosion; cast iron looks heritage but needs repainting; mild steel rusts. Glass panels should be toughened, and plastic diffusers UV-stabilised so they do not yellow.

Rating: IP65 for exposed walls and gate pillars, IP54 at least for covered porches. See our note on IP ratings for details.

Placement: mount wall lanterns beside the door with the centre at about 1.7 to 1.9 m, roughly a quarter to a third of the door's height in size. Use two, one each side, for double doors and garage gates. Gate pillar lights should be proportionate to the pillar: a 300 mm cap takes a lantern of about 250 to 350 mm.

Light: 3000 K looks welcoming and flatters stone and brick. Up-down wall lights wash the facade and make a house look larger at night.

Supply: fit surge protection on the outdoor circuit and choose LED drivers rated for 140 to 270 V. Solar gate lights avoid wiring altogether for farmhouses and long boundary walls, though their brightness depends on the day's sun.`,
  },
  {
    slug: "recessed-downlight-planning",
    title: "Planning recessed downlights for a false ceiling",
    category: "Buying guides",
    excerpt:
      "How many downlights, how far apart, which beam angle and what cut-out size: a quick plan before the carpenter closes the ceiling.",
    body: `Plan downlights before the false ceiling is closed; moving them later means patching gypsum.

Spacing: a simple rule is to space downlights at about half the ceiling height. For a 10 ft (3 m) ceiling, place them about 5 ft (1.5 m) apart and half that distance, 2.5 ft, from the walls. Wall-washing lights go closer, 1 to 1.5 ft from the wall, to graze curtains or stone.

Wattage and count: 6 to 9 W downlights suit bedrooms and passages, 12 to 15 W living rooms and kitchens, 18 W double-height areas. A 12 × 14 ft bedroom typically takes four 9 W downlights; a 15 × 20 ft living room six to eight 12 W.

Beam angle: 60° or wider gives general light; 24° to 38° is for accent spots on art or counters. COB downlights give a tighter, more directional beam and crisp shadows; SMD panels give softer, even light.

Cut-out: every downlight lists its ceiling cut-out diameter. Give this number to the carpenter, and buy the lights before the ceiling is cut. Leave space above for the driver, at least 75 mm clear, and keep insulation off the fitting so it can shed heat. Use one colour temperature throughout and put each zone on its own switch.`,
  },
  {
    slug: "how-to-order-wholesale",
    title: "How wholesale ordering works at Roshni Lighting",
    category: "Trade",
    excerpt:
      "Minimum order quantities, stock versus made-to-order, bank transfer and to-pay shipping: what to expect when you order for your shop or project.",
    body: `Every product shows a minimum order quantity (MOQ). Below the MOQ you can buy only what is in stock: the product page tells you how many, for example "Buy in stock 1 to 4 else MOQ = 6". At or above the MOQ you can order any quantity; what is in stock ships first and the rest is made to order.

Made-to-order pieces take 15 to 20 days. They are produced in our workshop and by trusted karigars in and around Delhi, and checked before dispatch. Stocked items leave our Chandni Chowk warehouse within two working days of payment.

Prices on the site are shown without GST. Retail buyers see the selling price; approved wholesale accounts see trade prices once signed in. Packing and freight are calculated as a percentage of the order value and shown in the cart before you pay. Choose "to-pay" shipping if you prefer to pay the transporter on delivery; freight then drops out of the invoice.

Payment is by bank transfer (NEFT, RTGS or IMPS) to the account shown at checkout, quoting the order number. Your order stays "pending payment" until the money arrives, and you can follow its status in Order History.

To apply for a wholesale account, register with your business name and GSTIN and write to sales@roshnilighting.in. Once approved, your account moves to the Wholesale group and trade prices appear everywhere on the site.`,
  },
  {
    slug: "picture-lights-for-art",
    title: "Picture lights: sizing and placing a light over a painting",
    category: "Design",
    excerpt:
      "The right length, arm and bulb make a painting glow without glare or damage. A short guide for homes, galleries and temples.",
    body: `A picture light should be between one half and two thirds of the width of the frame. A 90 cm painting takes a light of 45 to 60 cm; very tall paintings may need a longer arm rather than a longer light.

Mount the light so that it sits about 10 to 15 cm above the top of the frame and projects far enough for the light to reach the bottom edge. The deeper the frame, the longer the arm. For large canvases, two lights side by side or a ceiling spotlight at a 30° angle may work better.

Use LED only. Old halogen and incandescent picture lights heat the canvas and emit ultraviolet that fades pigments; LED emits almost no UV and stays cool. Choose a CRI of 90 or more so that colours look as the artist intended, at 2700 or 3000 K for oil paintings and warm interiors, and 4000 K for photographs and prints.

For glazed works, angle the light so reflections do not reach the viewer's eye. A light with a dimmer lets you balance the painting against the rest of the room; accent light about three times the surrounding light makes it the focus without glare.`,
  },
];
