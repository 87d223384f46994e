import { isProduction } from "./env";

/** The first line a development start prints: anyone who has read the README can sign in to this shop. */
export const DEMO_NOTICE =
  'DEMO SHOP: its demo staff and buyer accounts share a password published in the README, so it is not for real use; to run the shop for real, see "Running the shop for real" in README.md.';

/** Prints the notice unless NODE_ENV is production. */
export function printDemoNotice(): void {
  if (!isProduction()) console.info(DEMO_NOTICE);
}
