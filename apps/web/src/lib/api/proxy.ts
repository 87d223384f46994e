import { env } from "../../env";

// Hop-by-hop headers must not be forwarded (RFC 9110 section 7.6.1); fetch decodes bodies, so the encoding
// and length of the upstream answer no longer describe what we send on.
const DROP_REQUEST = new Set([
  "host",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "content-length",
  // Only X-Forwarded-For names the client, and only as server.ts set it (see below).
  "forwarded",
  "x-real-ip",
  "x-client-ip",
]);
const DROP_RESPONSE = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-encoding",
  "content-length",
]);

/** Forwards one browser request to the API at API_URL (read at runtime, so a build can change its API). */
export async function forwardToApi(
  request: Request,
  prefix: "/v1" | "/storage",
  path: string[],
): Promise<Response> {
  const incoming = new URL(request.url);
  const target = `${env.API_URL}${prefix}/${path.map(encodeURIComponent).join("/")}${incoming.search}`;
  const headers = new Headers();
  request.headers.forEach((value, key) => {
    if (!DROP_REQUEST.has(key.toLowerCase())) headers.set(key, value);
  });
  // server.ts replaced whatever the client sent with the one address the storefront saw, so the API
  // (which trusts only this proxy) keys its rate limits on the buyer's real address.
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers.set("x-forwarded-for", forwardedFor);
  headers.set("x-forwarded-host", incoming.host);
  headers.set("x-forwarded-proto", incoming.protocol.replace(":", ""));

  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: "manual",
      signal: request.signal,
    });
    const responseHeaders = new Headers();
    upstream.headers.forEach((value, key) => {
      if (!DROP_RESPONSE.has(key.toLowerCase())) responseHeaders.append(key, value);
    });
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  } catch {
    // The API is down or unreachable: answer in the API's envelope so the client classifies it as a 502.
    return Response.json(
      {
        ok: false,
        statusCode: 502,
        data: {
          error: {
            code: "API_UNREACHABLE",
            message: "The shop's server cannot be reached. Please try again.",
          },
        },
      },
      { status: 502 },
    );
  }
}
