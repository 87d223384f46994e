import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { type FailureEnvelope, failureEnvelope } from "./envelope";

/**
 * Answers Fastify gives before any route runs (a URL that does not decode, a path segment over
 * `maxParamLength`) and Node's own refusals on the socket (headers too large, a request it cannot parse):
 * in the envelope like every other answer, and without echoing the URL back.
 */
function envelopeFor(code: string | undefined): FailureEnvelope {
  switch (code) {
    case "FST_ERR_BAD_URL":
      return failureEnvelope(400, {
        code: "BAD_URL",
        message: "The address of the request is not valid (it does not decode as UTF-8).",
      });
    case "FST_ERR_MAX_PARAM_LENGTH":
      return failureEnvelope(414, {
        code: "URI_TOO_LONG",
        message: "The address of the request is too long.",
      });
    default:
      return failureEnvelope(400, { code: "BAD_REQUEST", message: "The request could not be processed." });
  }
}

/** Fastify's `frameworkErrors` option. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const envelope = envelopeFor(error.code);
  reply
    .code(envelope.statusCode)
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .type("application/json; charset=utf-8")
    .send(JSON.stringify(envelope));
}

function socketEnvelope(error: NodeJS.ErrnoException): FailureEnvelope {
  if (error.code === "HPE_HEADER_OVERFLOW") {
    return failureEnvelope(431, {
      code: "HEADERS_TOO_LARGE",
      message: "The request's headers are too large.",
    });
  }
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
    return failureEnvelope(408, { code: "REQUEST_TIMEOUT", message: "The request took too long to arrive." });
  }
  if (error.code === "HPE_URI_TOO_LONG") {
    return failureEnvelope(414, { code: "URI_TOO_LONG", message: "The address of the request is too long." });
  }
  return failureEnvelope(400, { code: "BAD_REQUEST", message: "The request could not be processed." });
}

/** Fastify's `clientErrorHandler` option: Node refused the request before Fastify saw it. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) {
    const envelope = socketEnvelope(error);
    const body = JSON.stringify(envelope);
    socket.write(
      `HTTP/1.1 ${envelope.statusCode} ${STATUS_CODES[envelope.statusCode] ?? "Error"}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
