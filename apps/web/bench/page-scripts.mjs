// A page's first-load JavaScript: every script its HTML names, fetched once and gzipped (level 9). The
// measure of the storefront's budget (bench/first-load-js.mjs) and of the Lighthouse bench's JS column.
import { gzipSync } from "node:zlib";

/** The `<script src>` of a page's HTML a modern browser loads, each once (not the `nomodule` polyfills). */
export function scriptSources(html) {
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attributes) => !/nomodule/i.test(attributes))
    .map((attributes) => /src="([^"]+)"/.exec(attributes)?.[1])
    .filter(Boolean);
  return [...new Set(sources.map((src) => src.replaceAll("&amp;", "&")))];
}

/** Measures pages of one shop; a script shared by several pages is fetched once. */
export function firstLoadJs(base) {
  const cache = new Map();
  const sizeOf = (src) => {
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
  };
  /** `{ status, scripts, raw, gzip, admin }` of one path: bytes, and how many scripts hold back-office code. */
  return async function measurePage(path) {
    const response = await fetch(new URL(path, base), { redirect: "manual" });
    const sources = scriptSources(await response.text());
    let raw = 0;
    let gzip = 0;
    let admin = 0;
    for (const size of await Promise.all(sources.map(sizeOf))) {
      raw += size.raw;
      gzip += size.gzip;
      if (size.admin) admin += 1;
    }
    return { status: response.status, scripts: sources.length, raw, gzip, admin };
  };
}
