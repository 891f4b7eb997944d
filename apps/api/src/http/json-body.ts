/**
 * The JSON body parser: Fastify's own (prototype and constructor poisoning refused), after two
 * checks it does not make. Bytes that are not UTF-8 and `\uD800`-style escapes of a lone surrogate
 * would both reach the database as U+FFFD, so a name or a letter would be stored other than sent:
 * 400 'Некорректный запрос' instead, on every route. An empty body with the JSON content type is an
 * empty object (a call whose payload is "none", such as logout or a cart line's removal, sent by a
 * client that sets the header on every request); a route that needs fields then names them.
 */
import { isUtf8 } from "node:buffer";
import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors.ts";
import { MESSAGES } from "./messages.ts";

/** A code point that is a surrogate: only a lone one is (with the `u` flag a pair is one code point). */
const LONE_SURROGATE = /\p{Cs}/u;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

/** True when every string in the value, keys included, is well-formed UTF-16 (no lone surrogate). */
export function hasOnlyWellFormedText(value: unknown): boolean {
  if (typeof value === "string") return isWellFormed(value);
  if (Array.isArray(value)) return value.every(hasOnlyWellFormedText);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).every(([key, item]) => isWellFormed(key) && hasOnlyWellFormedText(item));
  }
  return true;
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const bytes = body as Buffer;
    if (bytes.length === 0) return done(null, {});
    if (!isUtf8(bytes)) return done(new HttpError(400, MESSAGES.badRequest), undefined);
    parseJson(request, bytes.toString("utf8"), (error, value) => {
      if (error) return done(error, undefined);
      if (!hasOnlyWellFormedText(value)) return done(new HttpError(400, MESSAGES.badRequest), undefined);
      return done(null, value);
    });
  });
}
