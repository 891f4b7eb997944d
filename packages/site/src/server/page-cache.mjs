// Micro-cache of server-rendered pages for anonymous first visits (plain JS, used by serve.mjs).
//
// Only GET requests that carry no Cookie and no Authorization header are eligible: such a request
// has no session, no sign-in and no chosen city, so its page depends only on the URL, the host
// (city subdomain, partner brand), the protocol and the user agent (image format) — the key. Only
// 200 HTML answers are kept, for a couple of seconds (PAGE_CACHE_TTL_MS, 0 = off), at most
// `maxEntries`; concurrent identical misses share one render. The only per-visitor part of such
// an answer is the new session cookie: every answer served from the cache gets a freshly minted
// token ('frnt' + 192 random bits, as the API mints them; the API persists it on the first write).
// A page whose body contains its session token is never cached (the check is on every miss).
import { randomBytes } from "node:crypto";

const SESSION_SET_COOKIE = /^sessionToken=(frnt[A-Za-z0-9_-]{22,128})(;.*)?$/s;

export function newSessionToken() {
  return `frnt${randomBytes(24).toString("base64url")}`;
}

/** Whether a Node request may be answered from the cache at all. */
export function isCacheableRequest(req) {
  return req.method === "GET" && !req.headers.cookie && !req.headers.authorization;
}

/** Every request input the page of an anonymous request depends on. */
export function pageCacheKey(req) {
  const h = req.headers;
  return [
    h.host ?? "",
    h["x-forwarded-host"] ?? "",
    h["x-forwarded-proto"] ?? "",
    h["user-agent"] ?? "",
    req.url,
  ].join("\n");
}

/**
 * What can be kept of a rendered answer: status 200, HTML, at most one Set-Cookie and that one the
 * session cookie, whose token does not appear in the body. Returns null when it cannot be kept.
 */
export function toEntry(status, headers, body) {
  // body: Buffer
  if (status !== 200) return null;
  if (!String(headers.get("content-type") ?? "").startsWith("text/html")) return null;
  const cookies = headers.getSetCookie();
  if (cookies.length > 1) return null;
  let cookieSuffix = null;
  if (cookies.length === 1) {
    const match = SESSION_SET_COOKIE.exec(cookies[0]);
    if (!match) return null;
    if (body.includes(match[1])) return null;
    cookieSuffix = match[2] ?? "";
  }
  const kept = [];
  for (const [name, value] of headers) if (name !== "set-cookie") kept.push([name, value]);
  return { headers: kept, cookieSuffix, body };
}

/** The headers of an answer from an entry, with a session cookie of its own. */
export function headersFor(entry) {
  const out = entry.headers.map(([name, value]) => [name, value]);
  if (entry.cookieSuffix !== null)
    out.push(["set-cookie", `sessionToken=${newSessionToken()}${entry.cookieSuffix}`]);
  return out;
}

export function createPageCache({ ttlMs, maxEntries = 200, now = Date.now }) {
  const entries = new Map();
  const inflight = new Map();
  return {
    enabled: ttlMs > 0,
    /** The fresh entry for key, if any. */
    get(key) {
      const found = entries.get(key);
      if (!found) return undefined;
      if (found.expiresAt > now()) return found;
      entries.delete(key);
      return undefined;
    },
    /**
     * render() once for every concurrent caller of the same key; keeps what toEntry allows.
     * Resolves to { rendered, entry, own }: `own` is true for the caller whose render it was
     * (the only one that may send `rendered` as it is when there is no entry).
     */
    async render(key, render) {
      const pending = inflight.get(key);
      if (pending) return { ...(await pending), own: false };
      const promise = render().then((rendered) => {
        const entry = toEntry(rendered.status, rendered.headers, rendered.body);
        if (entry) {
          entry.expiresAt = now() + ttlMs;
          entries.delete(key);
          entries.set(key, entry);
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
        }
        return { rendered, entry };
      });
      inflight.set(key, promise);
      try {
        return { ...(await promise), own: true };
      } finally {
        inflight.delete(key);
      }
    },
    clear() {
      entries.clear();
    },
  };
}
