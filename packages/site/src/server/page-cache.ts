import { LRUCache } from "lru-cache";

/*
 * Micro-cache of server-rendered pages for cookieless GETs (a first visit, a crawler).
 *
 * Such a request has no session, no sign-in and no chosen city, so its page depends only on what
 * the key holds: the host (brand and city subdomain), the image format the browser accepts, and
 * the path with its query. Only 200 HTML answers are kept, for a couple of seconds, bounded in
 * bytes (LRU); concurrent identical misses share one render. A cached answer never carries a
 * Set-Cookie: the session is the API's business (its first /api call issues one). The render's own
 * caller still gets the cookies of its render; a body that contains one of those cookie values is
 * not kept. Each answer gets the CSP nonce of its own response (the cached one is swapped).
 */

export type TPageEntry = {
  headers: Array<[string, string]>;
  body: Buffer;
  /** the CSP nonce the body was rendered with */
  nonce: string | undefined;
  /** until then the entry is fresh; after it, stale (still served while one render refreshes it) */
  freshUntil?: number;
};
export type TRendered = { status: number; headers: Headers; body: Buffer; nonce: string | undefined };

/** Whether a request may be answered from the cache at all. */
export function isCacheableRequest(o: { method: string; headers: Record<string, unknown> }): boolean {
  return o.method === "GET" && !o.headers.cookie && !o.headers.authorization;
}

/** Every input the page of a cookieless request depends on. */
export function pageCacheKey(o: { host: string; imageFormat: string; url: string }): string {
  return `${o.host.toLowerCase()}\n${o.imageFormat}\n${o.url}`;
}

/** What can be kept of a rendered answer (status 200 HTML, cookies left out), or null. */
export function toEntry(rendered: TRendered): TPageEntry | null {
  if (rendered.status !== 200) return null;
  if (!String(rendered.headers.get("content-type") ?? "").startsWith("text/html")) return null;
  for (const cookie of rendered.headers.getSetCookie()) {
    const value = cookie.split(";")[0]?.split("=").slice(1).join("=") ?? "";
    if (value.length >= 8 && rendered.body.includes(value)) return null;
  }
  const headers: Array<[string, string]> = [];
  for (const [name, value] of rendered.headers) if (name !== "set-cookie") headers.push([name, value]);
  return { headers, body: rendered.body, nonce: rendered.nonce };
}

/** The body of an entry with the nonce of the response it is sent in (bytes copied, never re-encoded). */
export function bodyWithNonce(entry: TPageEntry, nonce: string | undefined): Buffer {
  if (!entry.nonce || !nonce || entry.nonce === nonce) return entry.body;
  const from = Buffer.from(`nonce="${entry.nonce}"`);
  const to = Buffer.from(`nonce="${nonce}"`);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = entry.body.indexOf(from); at !== -1; at = entry.body.indexOf(from, start)) {
    parts.push(entry.body.subarray(start, at), to);
    start = at + from.length;
  }
  if (parts.length === 0) return entry.body;
  parts.push(entry.body.subarray(start));
  return Buffer.concat(parts);
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
        entry.body.length + key.length + entry.headers.reduce((n, [a, b]) => n + a.length + b.length, 0),
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

type TPageCache = ReturnType<typeof createPageCache>;
