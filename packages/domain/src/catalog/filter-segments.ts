/** Chosen catalogue filters: key → values, e.g. { brand: ["acuvue"], period: ["odnodnevnye"] }. */
export type TFilters = Readonly<Record<string, readonly string[]>>;

export type TParseFiltersResult = { ok: true; filters: TFilters } | { ok: false; reason: string };

/** Characters allowed in filter keys and values. */
export const FILTER_TOKEN_PATTERN = /^[a-z0-9\-_.]+$/;

/**
 * Bounds of a filter splat, checked before anything else looks at it (a 2,000-key splat once
 * stopped the shop): its length, the number of keys (segments) and of values over all keys.
 * A category has about a dozen facets; no real selection comes near these.
 */
export const FILTER_LIMITS = { maxLength: 1024, maxKeys: 16, maxValues: 64 } as const;

/** Reasons of a rejected splat (never quoting the input back). */
export const FILTER_REASONS = {
  tooLarge: "Слишком много фильтров",
  malformed: "Сегмент фильтра не в формате key=value",
  badKey: "Недопустимый ключ фильтра",
  duplicateKey: "Ключ фильтра повторяется",
  emptyValue: "Пустое значение фильтра",
  badValue: "Недопустимое значение фильтра",
} as const;

/**
 * True when the splat is longer than FILTER_LIMITS.maxLength or has more keys ("/"-separated
 * segments) or values ("," and "/" separated) than allowed. Counts characters only: cheap enough
 * to run on any input before parsing.
 */
export function exceedsFilterLimits(splat: string): boolean {
  if (splat.length > FILTER_LIMITS.maxLength) return true;
  if (splat === "") return false;
  let keys = 1;
  let values = 1;
  for (let i = 0; i < splat.length; i++) {
    const char = splat.charCodeAt(i);
    if (char === 47 /* / */) {
      keys++;
      values++;
    } else if (char === 44 /* , */) values++;
  }
  return keys > FILTER_LIMITS.maxKeys || values > FILTER_LIMITS.maxValues;
}

function canonicalValues(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value !== ""))].sort(compareAscii);
}

function compareAscii(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Parses the filter splat of `/catalog/{category}/f/{splat}`: segments `key=value` or
 * `key=v1,v2` separated by "/". Keys and values are lowercase `[a-z0-9-_.]`.
 * `""` → `{}`. A splat beyond FILTER_LIMITS, a malformed segment, a duplicate key or an empty
 * value → `{ ok: false, reason }` (the reason never quotes the input).
 * Values come back sorted and deduplicated (canonical).
 */
export function parseFilterSegments(splat: string): TParseFiltersResult {
  if (splat === "") return { ok: true, filters: {} };
  if (exceedsFilterLimits(splat)) return { ok: false, reason: FILTER_REASONS.tooLarge };
  const filters: Record<string, string[]> = {};
  for (const segment of splat.split("/")) {
    const eq = segment.indexOf("=");
    if (eq === -1) return { ok: false, reason: FILTER_REASONS.malformed };
    const key = segment.slice(0, eq);
    const rawValues = segment.slice(eq + 1);
    if (!FILTER_TOKEN_PATTERN.test(key)) return { ok: false, reason: FILTER_REASONS.badKey };
    if (Object.hasOwn(filters, key)) return { ok: false, reason: FILTER_REASONS.duplicateKey };
    const values = rawValues.split(",");
    for (const value of values) {
      if (value === "") return { ok: false, reason: FILTER_REASONS.emptyValue };
      if (!FILTER_TOKEN_PATTERN.test(value)) return { ok: false, reason: FILTER_REASONS.badValue };
    }
    filters[key] = canonicalValues(values);
  }
  return { ok: true, filters };
}

/** Canonical splat: keys a→z, values a→z, deduplicated, keys without values dropped. */
export function serializeFilterSegments(filters: TFilters): string {
  return Object.keys(filters)
    .sort(compareAscii)
    .map((key) => [key, canonicalValues(filters[key] ?? [])] as const)
    .filter(([, values]) => values.length > 0)
    .map(([key, values]) => `${key}=${values.join(",")}`)
    .join("/");
}

/** "/catalog/linzy" or, with filters, "/catalog/linzy/f/brand=acuvue". */
export function catalogPath(categorySlug: string, filters?: TFilters): string {
  const splat = filters ? serializeFilterSegments(filters) : "";
  return splat ? `/catalog/${categorySlug}/f/${splat}` : `/catalog/${categorySlug}`;
}
