import { forwardToApi } from "@/lib/api/proxy";

// The browser talks to one origin: /v1/* is forwarded to the API (ARCHITECTURE.md, "The parts").
export const dynamic = "force-dynamic";

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: Request, context: Context): Promise<Response> {
  const { path } = await context.params;
  return forwardToApi(request, "/v1", path);
}

export {
  handle as GET,
  handle as HEAD,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as OPTIONS,
};
