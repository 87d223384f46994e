import sharp from "sharp";
import type { FileStorage } from "../../lib/file-storage";
import { IMAGE_SIZES, IMAGE_WEBP_QUALITY, type ImageKind, listImageKey } from "../../lib/image-rules";

/**
 * Demo pictures drawn as SVG and rasterised locally, so a fresh install has a catalogue that looks like
 * lighting without downloading anything. Every picture is drawn once and shared by many products.
 */

export const IMAGE_SHAPES = [
  "chandelier",
  "pendant",
  "sconce",
  "picture-light",
  "spotlight",
  "mirror-light",
  "ceiling-flush",
  "table-lamp",
  "floor-lamp",
  "outdoor-lantern",
  "bulkhead",
  "gate-light",
  "pole-light",
  "downlight",
  "bulb",
] as const;
export type ImageShape = (typeof IMAGE_SHAPES)[number];

export const IMAGE_FINISHES = ["gold", "brass", "black", "chrome", "copper", "white"] as const;
export type ImageFinish = (typeof IMAGE_FINISHES)[number];

/** Drawings per shape and finish: the variant changes the model (arm count, shade form) and the backdrop. */
export const IMAGE_VARIANTS = 3;

const { width: BANNER_WIDTH, height: BANNER_HEIGHT } = IMAGE_SIZES.banner.main;

/** 'products/chandelier-gold-1.webp' */
export function productImageKey(shape: ImageShape, finish: ImageFinish, variant: number): string {
  return `products/${shape}-${finish}-${variant}.webp`;
}

interface Palette {
  light: string;
  base: string;
  dark: string;
}

const PALETTES: Record<ImageFinish, Palette> = {
  gold: { light: "#fff1b8", base: "#deb443", dark: "#95701c" },
  brass: { light: "#f3dfa0", base: "#c09445", dark: "#73541f" },
  black: { light: "#707070", base: "#2d2d2d", dark: "#0e0e0e" },
  chrome: { light: "#ffffff", base: "#c3cad1", dark: "#6f7983" },
  copper: { light: "#ffd2b4", base: "#c5744a", dark: "#7a3c20" },
  white: { light: "#ffffff", base: "#eceeef", dark: "#aab0b6" },
};

// Indoor backdrops: warm cream, cool grey-blue, blush. Outdoor ones: stone, dusk, sage.
const INDOOR_BACKDROPS = [
  ["#fdf8f0", "#eadcc6"],
  ["#f5f8fb", "#d9e2ec"],
  ["#fcf3f0", "#ead6cf"],
] as const;
const OUTDOOR_BACKDROPS = [
  ["#f1ede6", "#d6cdbf"],
  ["#e9edf5", "#c3cbdb"],
  ["#eef3ec", "#cfdcca"],
] as const;
const OUTDOOR_SHAPES: readonly ImageShape[] = ["outdoor-lantern", "bulkhead", "gate-light", "pole-light"];

function defs(p: Palette, backdrop: readonly [string, string]): string {
  return `<defs>
<radialGradient id="bg" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></radialGradient>
<linearGradient id="m" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.dark}"/><stop offset="0.35" stop-color="${p.light}"/><stop offset="0.6" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>
<linearGradient id="mv" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="0.5" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>
<radialGradient id="glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#fffbe6" stop-opacity="1"/><stop offset="0.35" stop-color="#ffe9a8" stop-opacity="0.75"/><stop offset="1" stop-color="#ffd36b" stop-opacity="0"/></radialGradient>
<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.75"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="0.5" stop-color="#eef4f8" stop-opacity="0.55"/><stop offset="1" stop-color="#cfdbe4" stop-opacity="0.7"/></linearGradient>
<linearGradient id="fabric" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7efe0"/><stop offset="1" stop-color="#fff7d6"/></linearGradient>
<linearGradient id="mirror" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9f0f5"/><stop offset="0.5" stop-color="#c9d6e0"/><stop offset="1" stop-color="#aebfcc"/></linearGradient>
<radialGradient id="shadow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<pattern id="brick" width="40" height="20" patternUnits="userSpaceOnUse"><rect width="40" height="20" fill="none"/><path d="M0 0.5H40M0 10.5H40M20 0.5V10.5M0.5 10.5V20.5" stroke="#000" stroke-opacity="0.06" stroke-width="1"/></pattern>
</defs>`;
}

const glow = (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#glow)"/>`;
const shadow = (x: number, y: number, rx: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx / 7}" fill="url(#shadow)"/>`;
const candle = (x: number, y: number) =>
  `<rect x="${x - 5}" y="${y - 38}" width="10" height="38" rx="2" fill="#fbf7ef" stroke="#e2d9c8"/>${glow(x, y - 46, 18)}<path d="M${x} ${y - 54}q5 8 0 12q-5 -4 0 -12z" fill="#ffb43b"/>`;

function chandelier(v: number): string {
  const arms = [6, 8, 10][v - 1] ?? 8;
  const ringY = 222;
  // Arms sit on an ellipse seen from slightly above; spacing them evenly across the width (rather than
  // evenly in angle) keeps candles from piling up at the two ends of the drawing.
  const front = Math.ceil(arms / 2);
  const back = arms - front;
  const arm = (dx: number, side: 1 | -1) => {
    const x = 200 + dx;
    const y = ringY + side * 24 * Math.sqrt(Math.max(0, 1 - (dx / 134) ** 2));
    const cx = 200 + dx * 0.45;
    const path = `<path d="M200 246Q${cx.toFixed(1)} ${(y + 70).toFixed(1)} ${x.toFixed(1)} ${(y + 4).toFixed(1)}" fill="none" stroke="url(#m)" stroke-width="6" stroke-linecap="round"/>`;
    const cup = `<ellipse cx="${x.toFixed(1)}" cy="${(y + 2).toFixed(1)}" rx="14" ry="5" fill="url(#m)"/>`;
    const drop = `<path d="M${x.toFixed(1)} ${(y + 8).toFixed(1)}l-5 12l5 8l5 -8z" fill="url(#glass)" stroke="#b9cbd8" stroke-width="0.8"/>`;
    return `<g${side < 0 ? ' opacity="0.8"' : ""}>${path}${drop}${cup}${candle(x, y)}</g>`;
  };
  const spread = (count: number, width: number) =>
    Array.from({ length: count }, (_, i) => (count === 1 ? 0 : -width + (2 * width * i) / (count - 1)));
  const backArms = spread(back, 90).map((dx) => arm(dx, -1));
  const frontArms = spread(front, 126).map((dx) => arm(dx, 1));
  const tier2 =
    v === 3
      ? `<ellipse cx="200" cy="160" rx="60" ry="10" fill="none" stroke="url(#m)" stroke-width="4"/>${[
          -1, 0, 1,
        ]
          .map((k) => candle(200 + k * 48, 160))
          .join("")}`
      : "";
  return `<path d="M180 22h40l-6 12h-28z" fill="url(#m)"/>
<line x1="200" y1="34" x2="200" y2="120" stroke="url(#m)" stroke-width="5" stroke-dasharray="7 3"/>
${backArms.join("")}
<path d="M192 120h16l6 30q14 30 0 60l10 30q-24 14 -48 0l10 -30q-14 -30 0 -60z" fill="url(#m)"/>
${tier2}
<ellipse cx="200" cy="${ringY}" rx="132" ry="24" fill="none" stroke="url(#m)" stroke-width="4" opacity="0.85"/>
${frontArms.join("")}
<path d="M200 252l-10 20l10 26l10 -26z" fill="url(#glass)" stroke="#b9cbd8"/>
${shadow(200, 372, 140)}`;
}

function pendant(v: number): string {
  const cord = `<rect x="176" y="14" width="48" height="10" rx="3" fill="url(#m)"/><line x1="200" y1="24" x2="200" y2="130" stroke="#333" stroke-width="2"/>`;
  const spill = `<path d="M150 230L250 230L330 390L70 390Z" fill="url(#beam)" opacity="0.55"/>`;
  if (v === 1) {
    return `${cord}${spill}${glow(200, 222, 70)}<path d="M100 225Q104 130 200 126Q296 130 300 225Z" fill="url(#m)"/><ellipse cx="200" cy="225" rx="100" ry="12" fill="${"#fff7dc"}"/><rect x="192" y="118" width="16" height="14" rx="3" fill="url(#m)"/>`;
  }
  if (v === 2) {
    return `${cord}${spill}${glow(200, 236, 66)}<path d="M168 130L232 130L300 236L100 236Z" fill="url(#m)"/><ellipse cx="200" cy="236" rx="100" ry="10" fill="#fff7dc"/><rect x="188" y="122" width="24" height="10" rx="3" fill="url(#m)"/>`;
  }
  return `${cord}${glow(200, 205, 110)}<circle cx="200" cy="205" r="78" fill="url(#glass)" stroke="#c6d4de" stroke-width="2"/><path d="M180 128h40v12q-20 6 -40 0z" fill="url(#m)"/><circle cx="200" cy="210" r="14" fill="#fff6d6"/><path d="M192 210q4 -12 8 0q4 12 8 0" stroke="#ff9d2e" stroke-width="2" fill="none"/>${shadow(200, 372, 90)}`;
}

function sconce(v: number): string {
  const plate = `<rect x="182" y="150" width="36" height="110" rx="18" fill="url(#m)"/>`;
  const tulip = (x: number, y: number) =>
    `${glow(x, y - 20, 46)}<path d="M${x - 30} ${y - 52}Q${x - 28} ${y} ${x} ${y}Q${x + 28} ${y} ${x + 30} ${y - 52}Q${x} ${y - 40} ${x - 30} ${y - 52}Z" fill="url(#glass)" stroke="#c9d6df" stroke-width="1.5"/><ellipse cx="${x}" cy="${y + 2}" rx="10" ry="4" fill="url(#m)"/>`;
  if (v === 1) {
    return `${plate}<path d="M200 230Q200 290 260 280Q300 272 300 222" fill="none" stroke="url(#m)" stroke-width="7" stroke-linecap="round"/>${tulip(300, 216)}`;
  }
  if (v === 2) {
    return `${plate}<path d="M200 226Q120 280 110 206M200 226Q280 280 290 206" fill="none" stroke="url(#m)" stroke-width="7" stroke-linecap="round"/>${candle(110, 204)}${candle(290, 204)}<ellipse cx="110" cy="206" rx="14" ry="5" fill="url(#m)"/><ellipse cx="290" cy="206" rx="14" ry="5" fill="url(#m)"/>`;
  }
  return `<path d="M170 120L230 120L290 20L110 20Z" fill="url(#beam)" opacity="0.7" transform="rotate(180 200 70)"/><path d="M170 280L230 280L290 390L110 390Z" fill="url(#beam)" opacity="0.7"/><rect x="168" y="110" width="64" height="170" rx="10" fill="url(#m)"/><rect x="168" y="110" width="64" height="8" fill="#fff3c4"/><rect x="168" y="272" width="64" height="8" fill="#fff3c4"/>`;
}

function pictureLight(v: number): string {
  const frameW = [230, 260, 200][v - 1] ?? 230;
  const x = 200 - frameW / 2;
  const hills = ["#7c9a6b", "#6a86a8", "#b98a5e"][v - 1] ?? "#7c9a6b";
  return `<rect x="${x - 14}" y="176" width="${frameW + 28}" height="178" fill="#8a6a3a" stroke="#5e4524" stroke-width="3"/>
<rect x="${x}" y="190" width="${frameW}" height="150" fill="#dfe9f1"/>
<circle cx="${x + frameW * 0.72}" cy="228" r="18" fill="#f6d27a"/>
<path d="M${x} 300Q${x + frameW * 0.3} 250 ${x + frameW * 0.55} 290T${x + frameW} 280V340H${x}Z" fill="${hills}"/>
<path d="M${x + 10} 140L${x + frameW - 10} 140L${x + frameW + 14} 300L${x - 14} 300Z" fill="url(#beam)" opacity="0.6"/>
<rect x="188" y="150" width="24" height="22" rx="4" fill="url(#m)"/>
<path d="M200 152Q200 128 200 132" stroke="url(#m)" stroke-width="6"/>
<rect x="${x + 6}" y="118" width="${frameW - 12}" height="22" rx="11" fill="url(#mv)"/>
<rect x="${x + 14}" y="136" width="${frameW - 28}" height="5" rx="2" fill="#fff3c4"/>`;
}

function spotlight(v: number): string {
  const spot = (x: number, y: number, angle: number) =>
    `<g transform="rotate(${angle} ${x} ${y})"><path d="M${x - 22} ${y + 74}L${x + 22} ${y + 74}L${x + 70} ${y + 300}L${x - 70} ${y + 300}Z" fill="url(#beam)" opacity="0.6"/><rect x="${x - 4}" y="${y}" width="8" height="18" fill="url(#m)"/><rect x="${x - 22}" y="${y + 16}" width="44" height="58" rx="8" fill="url(#m)"/><ellipse cx="${x}" cy="${y + 74}" rx="20" ry="5" fill="#fff7d6"/></g>`;
  if (v === 1) {
    return `<rect x="50" y="56" width="300" height="14" rx="4" fill="url(#mv)"/>${spot(110, 70, 18)}${spot(200, 70, 0)}${spot(290, 70, -18)}`;
  }
  if (v === 2) {
    return `<ellipse cx="200" cy="60" rx="50" ry="12" fill="url(#m)"/>${spot(200, 64, -12)}`;
  }
  return `<rect x="90" y="56" width="220" height="14" rx="4" fill="url(#mv)"/><ellipse cx="200" cy="56" rx="30" ry="8" fill="url(#m)"/>${spot(140, 70, 14)}${spot(260, 70, -14)}`;
}

function mirrorLight(v: number): string {
  const streaks = (x: number, y: number) =>
    `<path d="M${x} ${y}l60 -60M${x + 24} ${y + 10}l70 -70" stroke="#fff" stroke-opacity="0.55" stroke-width="6" stroke-linecap="round"/>`;
  if (v === 1) {
    return `<circle cx="200" cy="200" r="150" fill="url(#glow)" opacity="0.8"/><circle cx="200" cy="200" r="128" fill="url(#mirror)" stroke="url(#m)" stroke-width="8"/><circle cx="200" cy="200" r="120" fill="none" stroke="#fff6cf" stroke-width="5"/>${streaks(130, 240)}`;
  }
  if (v === 2) {
    return `<rect x="110" y="130" width="180" height="230" rx="6" fill="url(#mirror)" stroke="url(#m)" stroke-width="6"/>${streaks(140, 300)}<path d="M130 100L270 100L300 160L100 160Z" fill="url(#beam)" opacity="0.5"/><rect x="120" y="86" width="160" height="16" rx="8" fill="url(#mv)"/><rect x="130" y="100" width="140" height="4" fill="#fff3c4"/>`;
  }
  return `<path d="M130 360V170Q130 100 200 100Q270 100 270 170V360Z" fill="url(#mirror)" stroke="url(#m)" stroke-width="6"/>${streaks(150, 300)}${glow(88, 180, 40)}${glow(312, 180, 40)}<rect x="82" y="190" width="12" height="60" rx="6" fill="url(#m)"/><rect x="306" y="190" width="12" height="60" rx="6" fill="url(#m)"/><path d="M70 190Q88 150 106 190Z" fill="url(#glass)" stroke="#c9d6df"/><path d="M294 190Q312 150 330 190Z" fill="url(#glass)" stroke="#c9d6df"/>`;
}

function ceilingFlush(v: number): string {
  const ceiling = `<rect x="0" y="0" width="400" height="64" fill="#000" opacity="0.05"/>`;
  if (v === 1) {
    return `${ceiling}${glow(200, 120, 150)}<ellipse cx="200" cy="70" rx="118" ry="14" fill="url(#m)"/><path d="M86 72Q200 230 314 72Z" fill="url(#glass)" stroke="#d3dde5" stroke-width="2"/><circle cx="200" cy="150" r="9" fill="url(#m)"/>`;
  }
  if (v === 2) {
    return `${ceiling}<path d="M90 96L310 96L390 400L10 400Z" fill="url(#beam)" opacity="0.45"/><ellipse cx="200" cy="80" rx="140" ry="20" fill="url(#mv)"/><ellipse cx="200" cy="92" rx="132" ry="16" fill="#fffaf0" stroke="#f1e4c2" stroke-width="3"/>`;
  }
  const drops = Array.from({ length: 11 }, (_, i) => {
    const x = 110 + i * 18;
    const len = 60 + 30 * Math.sin((i / 10) * Math.PI);
    return `<line x1="${x}" y1="80" x2="${x}" y2="${80 + len}" stroke="#c9d6df" stroke-width="1"/><path d="M${x} ${80 + len}l-6 10l6 12l6 -12z" fill="url(#glass)" stroke="#b9cbd8"/>`;
  }).join("");
  return `${ceiling}${glow(200, 130, 140)}<ellipse cx="200" cy="74" rx="110" ry="14" fill="url(#m)"/>${drops}`;
}

function tableLamp(v: number): string {
  const shade = `${glow(200, 215, 80)}<path d="M138 110L262 110L300 214L100 214Z" fill="url(#fabric)" stroke="#e0d2b8" stroke-width="2"/><ellipse cx="200" cy="214" rx="100" ry="9" fill="#fff3c4"/>`;
  const bases = [
    `<path d="M200 226q-12 0 -12 14q-44 20 -40 62q4 40 52 42q48 -2 52 -42q4 -42 -40 -62q0 -14 -12 -14z" fill="url(#m)"/>`,
    `<rect x="192" y="222" width="16" height="110" fill="url(#m)"/><ellipse cx="200" cy="338" rx="58" ry="12" fill="url(#m)"/>`,
    `<rect x="194" y="222" width="12" height="40" fill="url(#m)"/><circle cx="200" cy="300" r="44" fill="url(#m)"/><ellipse cx="200" cy="342" rx="34" ry="8" fill="url(#mv)"/>`,
  ];
  return `${shadow(200, 348, 110)}${bases[v - 1] ?? bases[0]}${shade}`;
}

function floorLamp(v: number): string {
  if (v === 2) {
    return `${shadow(120, 376, 90)}<ellipse cx="110" cy="366" rx="50" ry="12" fill="url(#mv)"/><path d="M110 366V170Q110 50 250 60Q300 66 300 120" fill="none" stroke="url(#m)" stroke-width="8" stroke-linecap="round"/><path d="M250 200L350 200L400 400L200 400Z" fill="url(#beam)" opacity="0.45"/>${glow(300, 190, 60)}<path d="M246 196Q250 124 300 120Q350 124 354 196Z" fill="url(#m)"/><ellipse cx="300" cy="196" rx="54" ry="8" fill="#fff3c4"/>`;
  }
  if (v === 3) {
    return `${shadow(200, 380, 130)}<path d="M200 170L110 372M200 170L290 372M200 170L200 372" stroke="url(#m)" stroke-width="7" stroke-linecap="round"/>${glow(200, 150, 80)}<path d="M130 60L270 60L296 160L104 160Z" fill="url(#fabric)" stroke="#e0d2b8" stroke-width="2"/>`;
  }
  return `${shadow(200, 380, 100)}<ellipse cx="200" cy="370" rx="62" ry="13" fill="url(#mv)"/><rect x="195" y="150" width="10" height="220" fill="url(#m)"/>${glow(200, 150, 80)}<path d="M138 46L262 46L290 154L110 154Z" fill="url(#fabric)" stroke="#e0d2b8" stroke-width="2"/><ellipse cx="200" cy="154" rx="90" ry="8" fill="#fff3c4"/>`;
}

function outdoorLantern(v: number): string {
  const wall = `<rect width="400" height="400" fill="url(#brick)"/>`;
  const bracket = `<rect x="84" y="120" width="22" height="140" rx="4" fill="url(#m)"/><path d="M106 170H170" stroke="url(#m)" stroke-width="10"/>`;
  if (v === 2) {
    return `${wall}<path d="M170 70L230 70L260 -10L140 -10Z" fill="url(#beam)" opacity="0.6" transform="rotate(180 200 30)"/><path d="M170 330L230 330L270 400L130 400Z" fill="url(#beam)" opacity="0.6"/><rect x="160" y="70" width="80" height="260" rx="8" fill="url(#m)"/><rect x="160" y="70" width="80" height="8" fill="#fff3c4"/><rect x="160" y="322" width="80" height="8" fill="#fff3c4"/>`;
  }
  const bodyTop = 150;
  const roof =
    v === 1
      ? `<path d="M150 ${bodyTop}L200 ${bodyTop - 50}L250 ${bodyTop}Z" fill="url(#m)"/><circle cx="200" cy="${bodyTop - 56}" r="8" fill="url(#m)"/>`
      : `<path d="M140 ${bodyTop}Q200 ${bodyTop - 70} 260 ${bodyTop}Z" fill="url(#m)"/><path d="M196 ${bodyTop - 50}h8v-18h-8z" fill="url(#m)"/>`;
  return `${wall}${bracket}${glow(200, 210, 80)}<rect x="160" y="${bodyTop}" width="80" height="120" fill="url(#glass)" stroke="url(#m)" stroke-width="8"/><path d="M200 ${bodyTop}V${bodyTop + 120}M160 ${bodyTop + 60}H240" stroke="url(#m)" stroke-width="4"/>${candle(200, bodyTop + 100)}${roof}<path d="M156 ${bodyTop + 120}H244L228 ${bodyTop + 140}H172Z" fill="url(#m)"/>`;
}

function bulkhead(v: number): string {
  const wall = `<rect width="400" height="400" fill="url(#brick)"/>`;
  if (v === 1) {
    return `${wall}${glow(200, 200, 140)}<ellipse cx="200" cy="200" rx="130" ry="86" fill="url(#m)"/><ellipse cx="200" cy="200" rx="112" ry="70" fill="#fbf6e6"/><path d="M92 176H308M88 200H312M92 224H308" stroke="url(#m)" stroke-width="8"/>`;
  }
  if (v === 2) {
    return `${wall}${glow(200, 200, 140)}<ellipse cx="200" cy="200" rx="130" ry="86" fill="url(#m)"/><ellipse cx="200" cy="200" rx="112" ry="70" fill="#fbf6e6"/><path d="M88 200Q200 100 312 200Z" fill="url(#m)"/>`;
  }
  return `${wall}${glow(200, 200, 150)}<circle cx="200" cy="200" r="110" fill="url(#m)"/><circle cx="200" cy="200" r="92" fill="#fbf6e6"/><path d="M108 200H292M200 108V292" stroke="url(#m)" stroke-width="10"/>`;
}

function gateLight(v: number): string {
  const pillar = `<rect x="120" y="262" width="160" height="150" fill="#cdbfa9"/><rect x="108" y="246" width="184" height="20" fill="#b8a88f"/><path d="M120 300H280M120 340H280M200 266V300M160 300V340M240 300V340M200 340V380" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>`;
  if (v === 1) {
    return `${pillar}${glow(200, 170, 90)}<rect x="170" y="230" width="60" height="18" fill="url(#m)"/><path d="M160 110H240L230 230H170Z" fill="url(#glass)" stroke="url(#m)" stroke-width="7"/>${candle(200, 210)}<path d="M150 112L200 70L250 112Z" fill="url(#m)"/><circle cx="200" cy="64" r="8" fill="url(#m)"/>`;
  }
  if (v === 2) {
    return `${pillar}${glow(200, 170, 110)}<rect x="180" y="222" width="40" height="26" fill="url(#m)"/><circle cx="200" cy="160" r="70" fill="url(#glass)" stroke="#d3dde5" stroke-width="2"/><path d="M130 160Q200 190 270 160" stroke="url(#m)" stroke-width="6" fill="none"/><circle cx="200" cy="160" r="14" fill="#fff6d6"/>`;
  }
  return `${pillar}${glow(200, 170, 90)}<rect x="150" y="100" width="100" height="146" rx="4" fill="url(#m)"/><rect x="164" y="114" width="72" height="118" fill="#fbf3d8"/>`;
}

function poleLight(v: number): string {
  const ground = `<ellipse cx="200" cy="392" rx="220" ry="26" fill="#9db58c" opacity="0.55"/>`;
  const pole = `<rect x="192" y="150" width="16" height="226" fill="url(#m)"/><path d="M176 380h48l-6 -30h-36z" fill="url(#m)"/>`;
  const lantern = (x: number, y: number) =>
    `${glow(x, y + 40, 60)}<path d="M${x - 30} ${y}H${x + 30}L${x + 22} ${y + 76}H${x - 22}Z" fill="url(#glass)" stroke="url(#m)" stroke-width="5"/><path d="M${x - 38} ${y + 2}L${x} ${y - 30}L${x + 38} ${y + 2}Z" fill="url(#m)"/><rect x="${x - 14}" y="${y + 76}" width="28" height="10" fill="url(#m)"/>${glow(x, y + 40, 18)}`;
  if (v === 1) return `${ground}${pole}${lantern(200, 64)}`;
  if (v === 2) {
    return `${ground}${pole}${glow(200, 100, 100)}<circle cx="200" cy="100" r="60" fill="url(#glass)" stroke="#d3dde5" stroke-width="2"/><rect x="186" y="150" width="28" height="16" fill="url(#m)"/>`;
  }
  return `${ground}${pole}<path d="M200 160Q200 120 130 120M200 160Q200 120 270 120" stroke="url(#m)" stroke-width="7" fill="none"/>${lantern(130, 120)}${lantern(270, 120)}`;
}

function downlight(v: number): string {
  const ceiling = `<path d="M0 0H400V190H0Z" fill="#ffffff" opacity="0.6"/><path d="M0 190H400" stroke="#000" stroke-opacity="0.06" stroke-width="2"/>`;
  const one = (x: number, y: number, r: number, square: boolean) => {
    const beam = `<path d="M${x - r * 0.75} ${y + 4}L${x + r * 0.75} ${y + 4}L${x + r * 2.2} 400L${x - r * 2.2} 400Z" fill="url(#beam)" opacity="0.55"/>`;
    const trim = square
      ? `<path d="M${x - r} ${y - r * 0.3}H${x + r}L${x + r * 1.1} ${y + r * 0.3}H${x - r * 1.1}Z" fill="url(#m)"/><path d="M${x - r * 0.78} ${y - r * 0.2}H${x + r * 0.78}L${x + r * 0.86} ${y + r * 0.2}H${x - r * 0.86}Z" fill="#fffaf0"/>`
      : `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.3}" fill="url(#m)"/><ellipse cx="${x}" cy="${y + 2}" rx="${r * 0.78}" ry="${r * 0.22}" fill="#fffaf0"/>`;
    return `${beam}${trim}`;
  };
  if (v === 3)
    return `${ceiling}${one(100, 120, 46, false)}${one(200, 120, 46, false)}${one(300, 120, 46, false)}`;
  return `${ceiling}${one(200, 120, 96, v === 2)}`;
}

function bulb(v: number): string {
  const base = (y: number) =>
    `<rect x="174" y="${y}" width="52" height="60" rx="6" fill="url(#m)"/><path d="M174 ${y + 14}H226M174 ${y + 28}H226M174 ${y + 42}H226" stroke="#000" stroke-opacity="0.25" stroke-width="3"/><path d="M186 ${y + 60}H214L206 ${y + 76}H194Z" fill="#333"/>`;
  const filament = (y: number) =>
    `<path d="M186 ${y}L186 ${y - 70}M214 ${y}L214 ${y - 70}M186 ${y - 70}l7 -10l7 10l7 -10l7 10" stroke="#ff9d2e" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  if (v === 2) {
    return `${glow(200, 170, 120)}<path d="M200 40Q254 120 234 220Q228 250 226 262H174Q172 250 166 220Q146 120 200 40Z" fill="url(#glass)" stroke="#d3dde5" stroke-width="2"/>${filament(250)}${base(262)}${shadow(200, 370, 70)}`;
  }
  if (v === 3) {
    return `${glow(200, 160, 140)}<circle cx="200" cy="160" r="110" fill="url(#glass)" stroke="#d3dde5" stroke-width="2"/>${filament(250)}${base(262)}${shadow(200, 370, 80)}`;
  }
  return `${glow(200, 150, 130)}<path d="M174 262Q170 226 142 190Q110 150 126 104Q150 40 200 40Q250 40 274 104Q290 150 258 190Q230 226 226 262Z" fill="url(#glass)" stroke="#d3dde5" stroke-width="2"/>${filament(250)}${base(262)}${shadow(200, 370, 70)}`;
}

const DRAWERS: Record<ImageShape, (variant: number) => string> = {
  chandelier,
  pendant,
  sconce,
  "picture-light": pictureLight,
  spotlight,
  "mirror-light": mirrorLight,
  "ceiling-flush": ceilingFlush,
  "table-lamp": tableLamp,
  "floor-lamp": floorLamp,
  "outdoor-lantern": outdoorLantern,
  bulkhead,
  "gate-light": gateLight,
  "pole-light": poleLight,
  downlight,
  bulb,
};

/** The SVG of one product picture, drawn on a 400 × 400 canvas and scaled to `size`. */
export function productImageSvg(
  shape: ImageShape,
  finish: ImageFinish,
  variant: number,
  size: number = IMAGE_SIZES.product.main.width,
  withBackdrop = true,
): string {
  const backdrops = OUTDOOR_SHAPES.includes(shape) ? OUTDOOR_BACKDROPS : INDOOR_BACKDROPS;
  const backdrop = backdrops[(variant - 1) % backdrops.length] ?? INDOOR_BACKDROPS[0];
  const background = withBackdrop ? `<rect width="400" height="400" fill="url(#bg)"/>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">${defs(PALETTES[finish], backdrop)}${background}${DRAWERS[shape](variant)}</svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export interface BannerDrawing {
  title: string;
  subtitle: string;
  cta: string;
  shape: ImageShape;
  finish: ImageFinish;
  /** Backdrop colours, dark to light. */
  colors: readonly [string, string];
}

/**
 * A wide banner (1920 × 640): the headline and a call to action on the left, a drawn lamp on the right.
 * The lamp is the product drawing nested as an inner SVG so the two stay consistent.
 */
export function bannerSvg(banner: BannerDrawing): string {
  const lamp = productImageSvg(banner.shape, banner.finish, 1, 600, false).replace(
    "<svg ",
    `<svg x="1240" y="20" `,
  );
  const font = "DejaVu Sans, Noto Sans, Helvetica, Arial, sans-serif";
  const serif = "DejaVu Serif, Noto Serif, Georgia, serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">
<defs><linearGradient id="bannerBg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${banner.colors[0]}"/><stop offset="1" stop-color="${banner.colors[1]}"/></linearGradient></defs>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bannerBg)"/>
<circle cx="1540" cy="320" r="380" fill="#fff6d8" opacity="0.14"/>
${lamp}
<text x="140" y="250" font-family="${serif}" font-size="72" font-weight="bold" fill="#ffffff">${escapeXml(banner.title)}</text>
<text x="140" y="330" font-family="${font}" font-size="38" fill="#ffffff" opacity="0.9">${escapeXml(banner.subtitle)}</text>
<rect x="140" y="390" width="${80 + banner.cta.length * 22}" height="76" rx="38" fill="#ffffff"/>
<text x="${180}" y="440" font-family="${font}" font-size="34" font-weight="bold" fill="${banner.colors[0]}">${escapeXml(banner.cta)}</text>
</svg>`;
}

async function writeWebp(storage: FileStorage, key: string, svg: string, kind: ImageKind): Promise<void> {
  const listKey = listImageKey(key);
  // Images are content-addressed by key, so one already stored is the same picture: skip it.
  if ((await storage.exists(key)) && (await storage.exists(listKey))) return;
  // Rasterise the SVG once and encode both sizes from the pixels: rendering is the expensive part.
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  // effort 2: a third of the default's encoding time for files about 5 % larger.
  const zoom = await sharp(data, pixels).webp({ quality: IMAGE_WEBP_QUALITY, effort: 2 }).toBuffer();
  const list = await sharp(data, pixels)
    .resize({ width: IMAGE_SIZES[kind].list.width })
    .webp({ quality: IMAGE_WEBP_QUALITY, effort: 2 })
    .toBuffer();
  await storage.put(key, zoom);
  await storage.put(listKey, list);
}

/** Runs `tasks` with at most `limit` in flight; sharp works off the main thread, so a few overlap well. */
async function inParallel(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      if (task) await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

export interface DrawnImage {
  key: string;
  svg: string;
  /** Which of the shop's picture kinds it is: its sizes come from the image rules. */
  kind: ImageKind;
}

export function productImageJobs(): DrawnImage[] {
  return IMAGE_SHAPES.flatMap((shape) =>
    IMAGE_FINISHES.flatMap((finish) =>
      Array.from({ length: IMAGE_VARIANTS }, (_, i) => ({
        key: productImageKey(shape, finish, i + 1),
        svg: productImageSvg(shape, finish, i + 1),
        kind: "product" as const,
      })),
    ),
  );
}

/** Writes each image (zoom and list size) into the file storage, skipping those already there. */
export async function writeImages(storage: FileStorage, images: readonly DrawnImage[]): Promise<void> {
  await inParallel(
    images.map((image) => () => writeWebp(storage, image.key, image.svg, image.kind)),
    4,
  );
}
