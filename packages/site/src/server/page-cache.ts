import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";

/*
 * Micro-cache of server-rendered pages shared by every shopper of one brand + city + URL
 * (decision 0017): first visits, crawlers and returning shoppers with a session alike.
 *
 * A shared page is rendered from a request that carries only what the key holds (the storefront
 * server strips the session and sign-in, see page-city.ts): the protocol and host (brand and city
 * subdomain), the page cookies (the `city_id` cookie), the image format the browser accepts and the
 * path with its query. Personal parts (cart and wishlist counts, the user's name) are filled in by
 * the browser after hydration. Only 200 HTML (and single-fetch `.data`) answers are kept, for a
 * couple of seconds, bounded in bytes (LRU); concurrent identical misses share one render. A cached
 * answer never carries a Set-Cookie; the render's own caller gets the cookies of its render that it
 * did not send itself (a first visitor's session); a body that contains one of those cookie values
 * is not kept. A stored body is sent as it is, compressed once per encoding; its inline scripts
 * (which carry the nonce of their render) are allowed by their hashes, which the answer adds to its
 * own Content-Security-Policy next to its own fresh nonce.
 */

export type TPageEntry = {
  headers: Array<[string, string]>;
  body: Buffer;
  /** CSP hash-sources (`'sha256-…'`) of the body's inline scripts */
  scriptHashes: string[];
  /** the body compressed, once per encoding, on first demand */
  encoded: Partial<Record<TEncoding, Buffer>>;
  /** until then the entry is fresh; after it, stale (still served while one render refreshes it) */
  freshUntil?: number;
};
export type TRendered = { status: number; headers: Headers; body: Buffer };
export type TEncoding = "br" | "gzip" | "identity";

/**
 * Paths whose page is the shopper's own (cart, checkout, account…): a request to them that carries
 * a cookie is rendered for that shopper, never shared: the profile area, the sign-in pages (guest-only,
 * a signed-in shopper is sent on), the virtual discount card, and the booking wizard (its free
 * times must be fresh).
 */
const PERSONAL_PATH =
  /^\/(?:cart|checkout|order|orders|personal|account|lk|auth|login|wishlist|favorites|profile|authorization|registration|get-card|zapis|appointment)(?:[/.?]|$)/;

/**
 * Whether a request gets the shared page (rendered without its session and sign-in, and cached):
 * a GET without an Authorization header, to any page but a personal one when it carries cookies.
 */
export function isSharedPageRequest(o: {
  method: string;
  url: string;
  headers: Record<string, unknown>;
}): boolean {
  if (o.method !== "GET" || o.headers.authorization) return false;
  return !o.headers.cookie || !PERSONAL_PATH.test(o.url);
}

/**
 * Every input a shared page depends on, and so the page-cache key: the one place it is made.
 * `cookies` are the page cookies of page-city.ts (`city_id`). The User-Agent is not an input: pictures
 * are `<picture>` elements with AVIF and WebP sources (decision 0016), the same HTML for every browser.
 */
export function pageCacheKey(o: { protocol: string; host: string; cookies: string; url: string }): string {
  return `${o.protocol}\n${o.host.toLowerCase()}\n${o.cookies}\n${o.url}`;
}

const CACHEABLE_TYPE = /^(?:text\/html|text\/x-script)/;

/** What can be kept of a rendered answer (status 200 HTML, cookies left out), or null. */
export function toEntry(rendered: TRendered): TPageEntry | null {
  if (rendered.status !== 200) return null;
  if (!CACHEABLE_TYPE.test(String(rendered.headers.get("content-type") ?? ""))) return null;
  for (const cookie of rendered.headers.getSetCookie()) {
    const value = cookie.split(";")[0]?.split("=").slice(1).join("=") ?? "";
    if (value.length >= 8 && rendered.body.includes(value)) return null;
  }
  const headers: Array<[string, string]> = [];
  for (const [name, value] of rendered.headers) if (name !== "set-cookie") headers.push([name, value]);
  const isHtml = String(rendered.headers.get("content-type")).startsWith("text/html");
  return {
    headers,
    body: rendered.body,
    scriptHashes: isHtml ? inlineScriptHashes(rendered.body) : [],
    encoded: {},
  };
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** CSP hash-sources of the inline scripts of an HTML body (scripts with `src` are not inline). */
export function inlineScriptHashes(body: Buffer): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of body.toString("utf8").matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`) || content === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The entry's body in an encoding, compressed on first demand and kept with the entry (brotli
 * quality 6: once per entry, not per answer as for a render's own stream).
 */
export function encodedBody(entry: TPageEntry, encoding: TEncoding): Buffer {
  if (encoding === "identity") return entry.body;
  entry.encoded[encoding] ??=
    encoding === "br"
      ? brotliCompressSync(entry.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 6,
            [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
          },
        })
      : gzipSync(entry.body, { level: 6 });
  return entry.encoded[encoding];
}

/**
 * `ttlMs`: how long an entry is fresh. For `staleMs` more it is still served while one render in the
 * background replaces it (stale-while-revalidate), so shoppers never queue behind a re-render.
 */
export function createPageCache(o: {
  ttlMs: number;
  maxBytes: number;
  staleMs?: number;
  now?: () => number;
}) {
  const enabled = o.ttlMs > 0 && o.maxBytes > 0;
  const now = o.now ?? Date.now;
  const staleMs = o.staleMs ?? o.ttlMs * 4;
  const entries = new LRUCache<string, TPageEntry>({
    max: 10_000,
    maxSize: Math.max(o.maxBytes, 1),
    sizeCalculation: (entry, key) =>
      Math.max(
        1,
        // room for the compressed copies (a fraction of the body) kept with it
        Math.ceil(entry.body.length * 1.5) +
          key.length +
          entry.headers.reduce((n, [a, b]) => n + a.length + b.length, 0),
      ),
    ttl: Math.max(o.ttlMs + staleMs, 1),
    ttlAutopurge: false,
  });
  const inflight = new Map<string, Promise<{ rendered: TRendered; entry: TPageEntry | null }>>();
  return {
    enabled,
    /** The entry for key (fresh or stale), if any. */
    get(key: string): { entry: TPageEntry; isFresh: boolean } | undefined {
      const entry = enabled ? entries.get(key) : undefined;
      if (!entry) return undefined;
      const freshUntil = entry.freshUntil ?? 0;
      if (freshUntil + staleMs <= now()) {
        entries.delete(key);
        return undefined;
      }
      return { entry, isFresh: freshUntil > now() };
    },
    /** Whether a render of key is under way. */
    isRendering(key: string): boolean {
      return inflight.has(key);
    },
    /**
     * render() once for all concurrent callers of one key; keeps what toEntry allows. `own` is
     * true for the caller whose render it was (the only one that may send `rendered` as it is).
     */
    async render(
      key: string,
      render: () => Promise<TRendered>,
    ): Promise<{ rendered: TRendered; entry: TPageEntry | null; own: boolean }> {
      const pending = inflight.get(key);
      if (pending) return { ...(await pending), own: false };
      const promise = render().then((rendered) => {
        const entry = toEntry(rendered);
        if (entry && enabled && entry.body.length <= o.maxBytes) {
          entry.freshUntil = now() + o.ttlMs;
          entries.set(key, entry);
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
    get size(): number {
      return entries.size;
    },
    clear(): void {
      entries.clear();
    },
  };
}
