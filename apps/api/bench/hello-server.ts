import Fastify from "fastify";

// The floor of the measurement: a bare Fastify answering a constant, on the same machine and loopback
// as the API under test, so the API's figures can be read against what the framework alone does.
const port = Number(process.env.API_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error("hello-server: set API_PORT");

const app = Fastify({ logger: false });
app.get("/hello", async () => ({ ok: true, statusCode: 200, data: { hello: "world" } }));

await app.listen({ port, host: "127.0.0.1" });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
