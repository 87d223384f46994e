// zod compiles fast object parsers with `new Function` after probing whether eval is allowed. Under the
// storefront's Content-Security-Policy it is not, and the probe itself is reported as a violation on every
// page with a form; jitless mode skips the probe (and the eval) in the browser.
//
// zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object already there, so the
// setting is made without importing zod: a page without a form then ships no zod at all (importing
// `config` from zod/v4/core put 9 kB of zod into every storefront page's first load).
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
