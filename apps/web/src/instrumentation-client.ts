// Runs in the browser before any of the application's code (Next.js' client instrumentation hook), so
// zod is in jitless mode before the first schema of any page, chunk or overlay parses anything.
import "@/lib/zod-csp";
