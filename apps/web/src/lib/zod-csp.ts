import { config } from "zod/v4/core";

// zod compiles fast object parsers with `new Function` after probing whether eval is allowed. Under the
// storefront's Content-Security-Policy it is not, and the probe itself is reported as a violation on every
// page with a form; jitless mode skips the probe (and the eval) in the browser.
config({ jitless: true });
