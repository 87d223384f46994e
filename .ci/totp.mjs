// Prints the current 6-digit TOTP code of a base32 secret, or the next time step's with `next`
// (the API accepts one step of drift and never the same step twice).
import { generate } from "otplib";

const [secret, when] = process.argv.slice(2);
if (!secret) {
  console.error("Usage: node .ci/totp.mjs <base32 secret> [next]");
  process.exit(2);
}
const epoch = Math.floor(Date.now() / 1000) + (when === "next" ? 30 : 0);
console.log(await generate({ secret, epoch }));
