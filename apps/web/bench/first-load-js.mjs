// First-load JavaScript per route of a running shop: every <script src> a page's HTML names, fetched once
// and gzipped as a server would send it. Usage:
//   node bench/first-load-js.mjs http://127.0.0.1:3000 [/path ...]
// Without paths it measures the storefront's main pages and the back office's sign-in page.
import { gzipSync } from "node:zlib";

const base = (process.argv[2] ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
const paths = process.argv.slice(3);
const routes = paths.length
  ? paths
  : [
      "/",
      "/home-two",
      "/shop/catalog",
      "/shop/cart",
      "/shop/checkout",
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
