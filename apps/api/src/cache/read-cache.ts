/**
 * A small in-process cache for read-only API answers (catalogue listings, the catalogue home,
 * categories, the city-independent part of /configs). Bounded (LRU), short-lived (TTL of a few
 * seconds), single-flight (concurrent identical misses share one load), with explicit
 * invalidation that write paths call. See docs/decisions/0004-api-read-cache.md.
 *
 * Keys are `${tag}:${parts}`: the tag names the data family ("listing", "home", "categories",
 * "config"), the parts are every input that changes the answer. A rejected load is not kept.
 */

export type TReadCacheOptions = {
  /** time to live of an entry in milliseconds; 0 disables the cache (every call loads) */
  ttlMs: number;
  /** most entries kept; the least recently used go first */
  maxEntries: number;
  /** clock (tests inject) */
  now?: () => number;
};

export type TReadCacheTag = "listing" | "home" | "categories" | "config" | "cities";

export type TReadCacheStats = { hits: number; misses: number; shared: number; size: number };

type TEntry = { value: Promise<unknown>; expiresAt: number; settled: boolean };

export type TReadCache = {
  /** The cached answer for (tag, parts), or load() once for every concurrent caller. */
  get<T>(tag: TReadCacheTag, parts: readonly unknown[], load: () => Promise<T>): Promise<T>;
  /** Drops the entries of the given tags, or everything when none is given. */
  invalidate(...tags: TReadCacheTag[]): void;
  stats(): TReadCacheStats;
};

export const DEFAULT_READ_CACHE: TReadCacheOptions = { ttlMs: 5_000, maxEntries: 500 };

/** The key of an entry: tag plus the JSON of the inputs (objects with their keys sorted). */
export function readCacheKey(tag: TReadCacheTag, parts: readonly unknown[]): string {
  return `${tag}:${JSON.stringify(parts, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )}`;
}

export function createReadCache(options: TReadCacheOptions = DEFAULT_READ_CACHE): TReadCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, TEntry>();
  const stats = { hits: 0, misses: 0, shared: 0 };

  function evict(): void {
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) return;
      entries.delete(oldest.value);
    }
  }

  return {
    get<T>(tag: TReadCacheTag, parts: readonly unknown[], load: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0 || options.maxEntries <= 0) return load();
      const key = readCacheKey(tag, parts);
      const found = entries.get(key);
      if (found && (!found.settled || found.expiresAt > now())) {
        // refresh the LRU position
        entries.delete(key);
        entries.set(key, found);
        if (found.settled) stats.hits++;
        else stats.shared++;
        return found.value as Promise<T>;
      }
      stats.misses++;
      // Stored before the load settles (single flight). invalidate() removes in-flight entries too, so
      // a load that started before an invalidation is never served to callers that come after it.
      const entry: TEntry = { value: Promise.resolve(), expiresAt: 0, settled: false };
      entry.value = load().then(
        (value) => {
          entry.settled = true;
          entry.expiresAt = now() + options.ttlMs;
          return value;
        },
        (error: unknown) => {
          if (entries.get(key) === entry) entries.delete(key);
          throw error;
        },
      );
      entries.delete(key);
      entries.set(key, entry);
      evict();
      return entry.value as Promise<T>;
    },
    invalidate(...tags: TReadCacheTag[]): void {
      if (tags.length === 0) {
        entries.clear();
        return;
      }
      for (const key of [...entries.keys()]) {
        if (tags.some((tag) => key.startsWith(`${tag}:`))) entries.delete(key);
      }
    },
    stats: () => ({ ...stats, size: entries.size }),
  };
}
