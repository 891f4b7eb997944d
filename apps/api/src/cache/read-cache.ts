/**
 * A small in-process cache for read-only API answers (catalogue listings, the catalogue home,
 * categories, the city-independent part of /configs). Bounded (lru-cache: entries and bytes, LRU),
 * short-lived (TTL of a few seconds), single-flight (concurrent identical misses share one load),
 * with explicit invalidation that write paths call. See docs/decisions/0004-api-read-cache.md.
 *
 * Keys are `${tag}:${parts}`: the tag names the data family ("listing", "home", "categories",
 * "config"), the parts are every input that changes the answer. A rejected load is not kept.
 */

import { LRUCache } from "lru-cache";

export type TReadCacheOptions = {
  /** time to live of an entry in milliseconds; 0 disables the cache (every call loads) */
  ttlMs: number;
  /** most entries kept; the least recently used go first */
  maxEntries: number;
  /** most bytes kept (JSON size of the answers); default DEFAULT_READ_CACHE_BYTES */
  maxBytes?: number;
  /** clock (tests inject) */
  now?: () => number;
};

export type TReadCacheTag = "listing" | "home" | "categories" | "config" | "cities" | "search" | "sitemap";

export type TReadCacheStats = { hits: number; misses: number; shared: number; size: number };

export type TReadCache = {
  /** The cached answer for (tag, parts), or load() once for every concurrent caller. */
  get<T>(tag: TReadCacheTag, parts: readonly unknown[], load: () => Promise<T>): Promise<T>;
  /** Drops the entries of the given tags, or everything when none is given. */
  invalidate(...tags: TReadCacheTag[]): void;
  stats(): TReadCacheStats;
};

/** 32 MiB of answers: a listing page is ≈ 20–60 KB of JSON */
export const DEFAULT_READ_CACHE_BYTES = 32 * 1024 * 1024;
export const DEFAULT_READ_CACHE: TReadCacheOptions = {
  ttlMs: 5_000,
  maxEntries: 500,
  maxBytes: DEFAULT_READ_CACHE_BYTES,
};

/** The key of an entry: tag plus the JSON of the inputs (objects with their keys sorted). */
export function readCacheKey(tag: TReadCacheTag, parts: readonly unknown[]): string {
  return `${tag}:${JSON.stringify(parts, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )}`;
}

/** Approximate bytes an answer holds (its JSON, UTF-16 in memory counted as UTF-8 on the wire). */
function sizeOf(value: unknown): number {
  try {
    return Math.max(1, Buffer.byteLength(JSON.stringify(value) ?? ""));
  } catch {
    return 1;
  }
}

export function createReadCache(options: TReadCacheOptions = DEFAULT_READ_CACHE): TReadCache {
  const enabled = options.ttlMs > 0 && options.maxEntries > 0;
  const maxBytes = options.maxBytes ?? DEFAULT_READ_CACHE_BYTES;
  const now = options.now;
  // Settled answers. The wrapper object lets `undefined`/`null` answers be cached too.
  const settled = new LRUCache<string, { value: unknown }>({
    max: Math.max(1, options.maxEntries),
    maxSize: maxBytes,
    sizeCalculation: (entry) => sizeOf(entry.value),
    ttl: Math.max(1, options.ttlMs),
    ttlAutopurge: false,
    // read the clock on every lookup (the default caches it for 1 ms through a timer)
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
  });
  // Loads under way (single flight). invalidate() forgets them too, so a load that started before
  // an invalidation is neither shared with nor stored for callers that come after it.
  const inFlight = new Map<string, Promise<unknown>>();
  const stats = { hits: 0, misses: 0, shared: 0 };

  return {
    get<T>(tag: TReadCacheTag, parts: readonly unknown[], load: () => Promise<T>): Promise<T> {
      if (!enabled) return load();
      const key = readCacheKey(tag, parts);
      const found = settled.get(key);
      if (found) {
        stats.hits++;
        return Promise.resolve(found.value as T);
      }
      const pending = inFlight.get(key);
      if (pending) {
        stats.shared++;
        return pending as Promise<T>;
      }
      stats.misses++;
      const promise: Promise<T> = load().then(
        (value) => {
          if (inFlight.get(key) === promise) {
            inFlight.delete(key);
            settled.set(key, { value });
          }
          return value;
        },
        (error: unknown) => {
          if (inFlight.get(key) === promise) inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, promise);
      return promise;
    },
    invalidate(...tags: TReadCacheTag[]): void {
      if (tags.length === 0) {
        settled.clear();
        inFlight.clear();
        return;
      }
      const matches = (key: string) => tags.some((tag) => key.startsWith(`${tag}:`));
      for (const key of [...settled.keys()]) if (matches(key)) settled.delete(key);
      for (const key of [...inFlight.keys()]) if (matches(key)) inFlight.delete(key);
    },
    stats: () => ({ ...stats, size: settled.size + inFlight.size }),
  };
}
