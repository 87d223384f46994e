// First-load JavaScript per route of a running shop: every <script src> a page's HTML names, fetched once
// and gzipped as a server would send it. Usage:
//   node bench/first-load-js.mjs http://127.0.0.1:3000 [--budget 171] [/path ...]
// Without paths it measures every storefront page there is (each page.tsx under src/app/(shop), a
// dynamic segment filled with a real product, category or number of the running shop) and three back
// office pages. With --budget (kB gzipped) it exits 1 when a storefront route (anything outside /admin)
// ships more, or when a storefront page does not answer.
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { firstLoadJs } from "./page-scripts.mjs";

const args = process.argv.slice(2);
const budgetAt = args.indexOf("--budget");
const budgetKb = budgetAt >= 0 ? Number(args.splice(budgetAt, 2)[1]) : null;
if (budgetKb !== null && !(budgetKb > 0)) {
  console.error("--budget takes a number of kB (gzipped), e.g. --budget 171");
  process.exit(2);
}
const base = (args[0] ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
const paths = args.slice(1);

const SHOP_APP = join(dirname(fileURLToPath(import.meta.url)), "..", "src", "app", "(shop)");

/** Every storefront page's path pattern, e.g. `/shop/products/[slug]` (route groups left out). */
function storefrontPatterns(folder = SHOP_APP, segments = []) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === "page.tsx") found.push(`/${segments.join("/")}`);
    if (!entry.isDirectory()) continue;
    const group = /^\(.*\)$/.test(entry.name);
    found.push(...storefrontPatterns(join(folder, entry.name), group ? segments : [...segments, entry.name]));
  }
  return found;
}

/** The first link of the shop's own HTML that matches, to fill a dynamic segment with a page that exists. */
async function firstLink(page, pattern) {
  const html = await (await fetch(base + page)).text();
  const match = pattern.exec(html);
  if (!match) throw new Error(`No link matching ${pattern} on ${page}: is the demo catalogue loaded?`);
  return match[1];
}

/** The shop's API through the storefront's origin, as the pages call it. */
async function shopApi(method, path, body, token) {
  const response = await fetch(`${base}/v1${path}`, {
    method,
    headers: {
      website: "wholesale",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!answer.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer.error)}`);
  return answer.data;
}

/** A shared list's link, from a buyer registered for the measurement (the page is public once shared). */
async function sharedListToken() {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const { token } = await shopApi("POST", "/customer/register", {
    name: "Budget Check",
    email: `budget.${stamp}@example.in`,
    phone: "98111 22233",
    password: `Budget-${stamp}-2026`,
  });
  const list = await shopApi("POST", "/customer/lists", { name: "Budget check" }, token);
  const shared = await shopApi("POST", `/customer/lists/${list.id}/share`, undefined, token);
  return shared.shareToken;
}

async function storefrontRoutes() {
  const product = await firstLink("/shop/catalog", /href="\/shop\/products\/([^"?#/]+)"/);
  const category = await firstLink(
    "/",
    /href="\/shop\/(?!catalog|products|cart|checkout|compare|wishlist|quick-order)([^"?#/]+)"/,
  );
  const fill = {
    "/shop/products/[slug]": `/shop/products/${product}`,
    "/shop/[slug]": `/shop/${category}`,
    "/shop/catalog/[slug]": `/shop/catalog/${category}`,
    // Behind sign-in: the page's code is what a visitor's browser gets before being sent to sign in.
    "/account/orders/[orderId]": "/account/orders/1",
    "/account/addresses/[addressId]": "/account/addresses/1",
    "/account/lists/[listId]": "/account/lists/1",
    "/account/quotes/[quoteId]": "/account/quotes/1",
    "/shop/lists/shared/[token]": `/shop/lists/shared/${await sharedListToken()}`,
  };
  return storefrontPatterns()
    .sort()
    .map((pattern) => {
      if (!pattern.includes("[")) return pattern === "/" ? "/" : pattern;
      if (!fill[pattern]) throw new Error(`No example for the storefront route ${pattern}: add one to fill`);
      return fill[pattern];
    });
}

const routes = paths.length
  ? paths
  : [...(await storefrontRoutes()), "/admin/login", "/admin", "/admin/orders"];

const measurePage = firstLoadJs(base);
const rows = [];
for (const route of routes) rows.push({ route, ...(await measurePage(route)) });

console.log("| route | status | scripts | JS kB | JS kB (gzip) | scripts with back-office code |");
console.log("|---|--:|--:|--:|--:|--:|");
for (const row of rows) {
  console.log(
    `| ${row.route} | ${row.status} | ${row.scripts} | ${(row.raw / 1024).toFixed(0)} | ${(row.gzip / 1024).toFixed(1)} | ${row.admin} |`,
  );
}

if (budgetKb !== null) {
  const storefront = rows.filter((row) => !row.route.startsWith("/admin"));
  const over = storefront.filter((row) => row.gzip / 1024 > budgetKb);
  for (const row of over) {
    console.error(
      `${row.route}: ${(row.gzip / 1024).toFixed(1)} kB gzipped, above the ${budgetKb} kB budget`,
    );
  }
  // A page that failed ships the error page's code, not its own: it cannot pass for within the budget.
  const failed = storefront.filter((row) => row.status >= 500 || row.status === 404);
  for (const row of failed) console.error(`${row.route}: answered ${row.status}, not measured`);
  if (failed.length > 0) process.exit(1);
  if (over.length > 0) process.exit(1);
  console.log(`Every storefront route (${storefront.length}) is within ${budgetKb} kB gzipped.`);
}
