import type { TFacet } from "@optika/api-contract";
import type { TFilters } from "@optika/domain/catalog";

/** One row per (facet, value) of the category; value null when the facet has no values. */
export type TFacetCountRow = {
  key: string;
  name: string;
  position: number;
  value_slug: string | null;
  label: string | null;
  count: number;
};

export type TFacetCheck = { ok: true } | { ok: false; key: string; value?: string; facetName?: string };

const collator = new Intl.Collator("ru", { numeric: true, sensitivity: "base" });

/** Groups facet rows, marks selected values, orders facets by position and values by label. */
export function buildFacets(rows: readonly TFacetCountRow[], filters: TFilters): TFacet[] {
  const byKey = new Map<string, TFacet & { position: number }>();
  for (const row of rows) {
    let facet = byKey.get(row.key);
    if (!facet) {
      facet = { key: row.key, name: row.name, position: row.position, values: [] };
      byKey.set(row.key, facet);
    }
    if (row.value_slug === null) continue;
    facet.values.push({
      value: row.value_slug,
      label: row.label ?? row.value_slug,
      count: Number(row.count),
      selected: filters[row.key]?.includes(row.value_slug) ?? false,
    });
  }
  return [...byKey.values()]
    .sort((a, b) => a.position - b.position || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ position: _position, ...facet }) => ({
      ...facet,
      values: facet.values.sort((a, b) => collator.compare(a.label, b.label) || (a.value < b.value ? -1 : 1)),
    }));
}

/** Every selected key must be a facet of the category and every value one of its values. */
export function checkFilters(facets: readonly TFacet[], filters: TFilters): TFacetCheck {
  for (const [key, values] of Object.entries(filters)) {
    const facet = facets.find((f) => f.key === key);
    if (!facet) return { ok: false, key };
    for (const value of values) {
      if (!facet.values.some((v) => v.value === value))
        return { ok: false, key, value, facetName: facet.name };
    }
  }
  return { ok: true };
}
