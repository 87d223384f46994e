import type { NextConfig } from "next";

// `/v1/*` and `/storage/*` are forwarded to the API by route handlers (src/app/v1, src/app/storage), not by
// `rewrites`: rewrites are frozen into the build, while a route handler reads API_URL when the server starts,
// so one build can be pointed at any API.
const nextConfig: NextConfig = {
  transpilePackages: ["@roshni/core"],
  // The core's index re-exports its rules and its zod schemas; a page that uses only the rules (most of
  // them) then ships without zod.
  experimental: { optimizePackageImports: ["@roshni/core"] },
  poweredByHeader: false,
  reactStrictMode: true,
  // A second build or dev server in the same checkout (e.g. a benchmark next to a running shop) gets its
  // own output folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // `next dev` serves its scripts only to its own origin; tests and scripts often use 127.0.0.1 for it.
  allowedDevOrigins: ["127.0.0.1"],
};

export default nextConfig;
