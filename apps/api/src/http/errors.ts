import { type IncomingMessage, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { MESSAGES, messageForStatus } from "./messages.ts";

export { MESSAGES } from "./messages.ts";

/** Thrown by use cases; the error handler answers `{ message, errors? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409 | 422,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export function notFound(message: string = MESSAGES.notFound): HttpError {
  return new HttpError(404, message);
}

type TIssue = {
  message: string;
  code?: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined;
};

/**
 * The message a caller gets for one issue. A whole part of the wrong type (a JSON array or a
 * string where an object is expected) has no field to name, and zod's own text for it is English
 * or a debug string ("ожидалось object"): the generic message instead.
 */
function issueMessage(issue: TIssue): string {
  const whole = (issue.path ?? []).length === 0;
  return whole && issue.code === "invalid_type" ? MESSAGES.badRequest : issue.message;
}

/** Field messages from Standard Schema issues (zod 4): `{ "page": ["…"] }`. */
export function issuesToErrors(issues: readonly TIssue[], fallbackField: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field =
      (issue.path ?? [])
        .map((p) => (typeof p === "object" && p !== null && "key" in p ? String(p.key) : String(p)))
        .join(".") || fallbackField;
    const list = errors[field] ?? [];
    const message = issueMessage(issue);
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  }
  return errors;
}

type TValidationParts = {
  pathParams: { issues?: readonly TIssue[] } | null;
  headers: { issues?: readonly TIssue[] } | null;
  query: { issues?: readonly TIssue[] } | null;
  body: { issues?: readonly TIssue[] } | null;
};

/** ts-rest's RequestValidationError → 400 `{ message, errors }`. */
export function validationErrorBody(err: TValidationParts): {
  message: string;
  errors: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {};
  for (const [part, fallback] of [
    [err.pathParams, "path"],
    [err.query, "query"],
    [err.body, "body"],
    [err.headers, "headers"],
  ] as const) {
    if (part?.issues) Object.assign(errors, issuesToErrors(part.issues, fallback));
  }
  const first = Object.values(errors).flat()[0];
  return { message: first ?? MESSAGES.badRequest, errors };
}

/** Seconds a client is asked to wait after a 503 (database busy). */
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * The database could not take the statement in time: node-postgres' pool wait ran out, or
 * PostgreSQL cancelled it (statement_timeout, query_canceled 57014). Not the client's fault, not a
 * crash: 503, try again later.
 */
function isDatabaseBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code === "57014") return true;
  return /timeout exceeded when trying to connect|Connection terminated due to connection timeout/.test(
    error.message,
  );
}

/**
 * The application's error handler: one shape `{ message, errors? }`, never a stack trace, never a
 * 500 for bad input, never the framework's text (it may quote the request back).
 */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply
      .status(error.statusCode)
      .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return reply.status(status).send({ message: messageForStatus(status) });
  }
  const cause = (error as { cause?: unknown }).cause;
  if (isDatabaseBusy(error) || isDatabaseBusy(cause)) {
    request.log.warn({ err: error }, "database busy");
    return reply
      .status(503)
      .header("retry-after", String(BUSY_RETRY_AFTER_SECONDS))
      .send({ message: MESSAGES.busy });
  }
  request.log.error({ err: error }, "request failed");
  return reply.status(500).send({ message: MESSAGES.internal });
}

/** Writes one JSON answer in the app's error shape straight to the socket, then closes it. */
function answerOnSocket(socket: Socket, status: number, headers: Record<string, string> = {}): void {
  if (socket.writable) {
    const body = JSON.stringify({ message: messageForStatus(status) });
    const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        "X-Content-Type-Options: nosniff\r\n" +
        extra.join("") +
        "Connection: close\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Answers requests Node's HTTP parser rejects before Fastify sees them (malformed request lines
 * or headers, header overflow, a request or its headers not arriving in time) with the app's error
 * shape, then closes the socket.
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  answerOnSocket(socket, status);
}

/**
 * CONNECT (a proxy tunnel) never reaches Fastify: Node hands it to the server's 'connect' event,
 * and with no listener closes the connection unanswered. The API is no proxy: 405 with the methods
 * it serves, like any other method outside its set.
 */
export function refuseConnect(allowed: readonly string[]) {
  return (_request: IncomingMessage, socket: Socket): void => {
    if (!socket.destroyed) answerOnSocket(socket, 405, { Allow: allowed.join(", ") });
  };
}
