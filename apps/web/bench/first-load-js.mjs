// First-load JavaScript per route of a running shop: every <script src> a page's HTML names, fetched once
// and gzipped as a server would send it. Usage:
//   node bench/first-load-js.mjs http://127.0.0.1:3000 [--budget 171] [/path ...]
// Without paths it measures the storefront's main pages and the back office's sign-in page. With
// --budget (kB gzipped) it exits 1 when a storefront route (anything outside /admin) ships more.
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const budgetAt = args.indexOf("--budget");
const budgetKb = budgetAt >= 0 ? Number(args.splice(budgetAt, 2)[1]) : null;
if (budgetKb !== null && !(budgetKb > 0)) {
  console.error("--budget takes a number of kB (gzipped), e.g. --budget 171");
  process.exit(2);
}
const base = (args[0] ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
const paths = args.slice(1);
const routes = paths.length
  ? paths
  : [
      "/",
      "/home-two",
      "/shop/catalog",
      "/shop/cart",
      "/shop/checkout",
      "/shop/quick-order",
      "/account/login",
      "/account/orders/1",
      "/contact-us",
      "/admin/login",
      "/admin",
      "/admin/orders",
    ];

const cache = new Map();
async function scriptBytes(src) {
  if (!cache.has(src)) {
    cache.set(
      src,
      fetch(new URL(src, base)).then(async (response) => {
        const body = Buffer.from(await response.arrayBuffer());
        // Marks of the back office's code: its API path and its chart library.
        const admin = /\/admin\/|uPlot/.test(body.toString("utf8"));
        return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, admin };
      }),
    );
  }
  return cache.get(src);
}

const rows = [];
for (const route of routes) {
  const response = await fetch(base + route, { redirect: "manual" });
  const html = await response.text();
  // Modern browsers skip `nomodule` scripts (the polyfills for old ones).
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attributes) => !/nomodule/i.test(attributes))
    .map((attributes) => /src="([^"]+)"/.exec(attributes)?.[1])
    .filter(Boolean);
  const unique = [...new Set(sources.map((src) => src.replaceAll("&amp;", "&")))];
  let raw = 0;
  let gzip = 0;
  let admin = 0;
  for (const src of unique) {
    const size = await scriptBytes(src);
    raw += size.raw;
    gzip += size.gzip;
    if (size.admin) admin += 1;
  }
  rows.push({ route, status: response.status, scripts: unique.length, raw, gzip, admin });
}

console.log("| route | status | scripts | JS kB | JS kB (gzip) | scripts with back-office code |");
console.log("|---|--:|--:|--:|--:|--:|");
for (const row of rows) {
  console.log(
    `| ${row.route} | ${row.status} | ${row.scripts} | ${(row.raw / 1024).toFixed(0)} | ${(row.gzip / 1024).toFixed(1)} | ${row.admin} |`,
  );
}

if (budgetKb !== null) {
  const over = rows.filter((row) => !row.route.startsWith("/admin") && row.gzip / 1024 > budgetKb);
  for (const row of over) {
    console.error(
      `${row.route}: ${(row.gzip / 1024).toFixed(1)} kB gzipped, above the ${budgetKb} kB budget`,
    );
  }
  if (over.length > 0) process.exit(1);
  console.log(`Every storefront route is within ${budgetKb} kB gzipped.`);
}
