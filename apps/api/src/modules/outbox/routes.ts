import type { FastifyPluginAsync } from "fastify";
import { createMailDispatcher, mailSenderFor } from "./service";

const DISPATCH_INTERVAL_MS = 5_000;

/**
 * No routes: the outbox's dispatcher, started when the app is ready and stopped when it closes. Tests
 * (NODE_ENV=test) read the outbox table instead of waiting for a send, so the interval is not started there.
 */
const outboxRoutes: FastifyPluginAsync = async (app) => {
  const { env, db } = app.deps;
  const dispatcher = createMailDispatcher({
    db,
    send: mailSenderFor(env, app.log),
    log: app.log,
    intervalMs: DISPATCH_INTERVAL_MS,
  });
  if (env.NODE_ENV === "test") return;
  // Sending is work after a write: a requests-only process (PROCESS_ROLE=api) leaves it to the workers.
  if (env.PROCESS_ROLE === "api") return;
  app.addHook("onReady", async () => {
    dispatcher.start();
  });
  app.addHook("onClose", async () => {
    await dispatcher.stop();
  });
};

export default outboxRoutes;
