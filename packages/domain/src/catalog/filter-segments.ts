/** Chosen catalogue filters: key → values, e.g. { brand: ["acuvue"], period: ["odnodnevnye"] }. */
export type TFilters = Readonly<Record<string, readonly string[]>>;

export type TParseFiltersResult = { ok: true; filters: TFilters } | { ok: false; reason: string };

/** Characters allowed in filter keys and values. */
export const FILTER_TOKEN_PATTERN = /^[a-z0-9\-_.]+$/;

function canonicalValues(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value !== ""))].sort(compareAscii);
}

function compareAscii(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Parses the filter splat of `/catalog/{category}/f/{splat}`: segments `key=value` or
 * `key=v1,v2` separated by "/". Keys and values are lowercase `[a-z0-9-_.]`.
 * `""` → `{}`. A malformed segment, a duplicate key or an empty value → `{ ok: false, reason }`.
 * Values come back sorted and deduplicated (canonical).
 */
export function parseFilterSegments(splat: string): TParseFiltersResult {
  if (splat === "") return { ok: true, filters: {} };
  const filters: Record<string, string[]> = {};
  for (const segment of splat.split("/")) {
    const eq = segment.indexOf("=");
    if (eq === -1) return { ok: false, reason: `Сегмент фильтра «${segment}» не в формате key=value` };
    const key = segment.slice(0, eq);
    const rawValues = segment.slice(eq + 1);
    if (!FILTER_TOKEN_PATTERN.test(key)) return { ok: false, reason: `Недопустимый ключ фильтра «${key}»` };
    if (Object.hasOwn(filters, key)) return { ok: false, reason: `Ключ фильтра «${key}» повторяется` };
    const values = rawValues.split(",");
    for (const value of values) {
      if (value === "") return { ok: false, reason: `Пустое значение фильтра «${key}»` };
      if (!FILTER_TOKEN_PATTERN.test(value)) {
        return { ok: false, reason: `Недопустимое значение фильтра «${key}»: «${value}»` };
      }
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
