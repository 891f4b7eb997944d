import { type IncomingMessage, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { serverMessages } from "./messages.ts";
import { textPage } from "./text-page.ts";

/** Writes one answer with the shop's Russian page straight to the socket, then closes it. */
function answerOnSocket(
  socket: Socket,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  if (socket.writable) {
    const body = textPage(text, text);
    const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        "Content-Type: text/html; charset=utf-8\r\n" +
        "Cache-Control: no-store\r\n" +
        "X-Content-Type-Options: nosniff\r\n" +
        extra.join("") +
        "Connection: close\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Answers a request Node's HTTP parser rejected before Fastify saw it (headers over the limit —
 * a browser with too many cookies —, a malformed request line or header, a request not arriving
 * in time) with the shop's Russian page rather than Fastify's English JSON, then closes the socket.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status =
    error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const text =
    status === 431
      ? serverMessages.headersTooLarge
      : status === 408
        ? serverMessages.requestTimeout
        : serverMessages.badRequest;
  answerOnSocket(socket, status, text);
}

/**
 * CONNECT (a proxy tunnel) never reaches Fastify: Node hands it to the server's 'connect' event,
 * and with no listener closes the connection unanswered. The storefront is no proxy: 405 with the
 * methods it serves, like any other method it does not route.
 */
export function refuseConnect(allowed: readonly string[]) {
  return (_request: IncomingMessage, socket: Socket): void => {
    if (!socket.destroyed)
      answerOnSocket(socket, 405, serverMessages.badRequest, { Allow: allowed.join(", ") });
  };
}
