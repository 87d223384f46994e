import { createServer } from "node:http";
import next from "next";
import { env } from "./src/env";
import { CLIENT_ADDRESS_HEADERS, clientAddress } from "./src/lib/net/client-address";

/**
 * `npm start` for the storefront: Next.js behind a plain Node server that first replaces the client's
 * address headers with the address it really saw (the socket's peer, or the entry TRUSTED_PROXY_HOPS
 * proxies of the shop appended). Next.js itself keeps a client's own X-Forwarded-For, and the /v1 proxy
 * passes that header to the API, which keys its rate limits on it; here a made-up one is gone before
 * Next.js sees the request.
 */
async function main(): Promise<void> {
  const app = next({ dev: false, dir: __dirname });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = createServer((request, response) => {
    const address = clientAddress(
      request.socket.remoteAddress,
      request.headers["x-forwarded-for"],
      env.TRUSTED_PROXY_HOPS,
    );
    for (const name of CLIENT_ADDRESS_HEADERS) delete request.headers[name];
    request.headers["x-forwarded-for"] = address;
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  server.listen(env.PORT, () => {
    console.log(`storefront on port ${env.PORT}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
