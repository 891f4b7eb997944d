import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { serverMessages } from "./messages.ts";
import { textPage } from "./text-page.ts";

/**
 * Answers a request Node's HTTP parser rejected before Fastify saw it (headers over the limit —
 * a browser with too many cookies —, a malformed request line or header, a request not arriving
 * in time) with the shop's Russian page rather than Fastify's English JSON, then closes the socket.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status =
    error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  if (socket.writable) {
    const text =
      status === 431
        ? serverMessages.headersTooLarge
        : status === 408
          ? serverMessages.requestTimeout
          : serverMessages.badRequest;
    const body = textPage(text, text);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        "Content-Type: text/html; charset=utf-8\r\n" +
        "Cache-Control: no-store\r\n" +
        "X-Content-Type-Options: nosniff\r\n" +
        "Connection: close\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
