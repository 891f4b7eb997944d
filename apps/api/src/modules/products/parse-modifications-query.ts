import { productMessages } from "./messages.ts";

export type TModificationsFilter = {
  /** chosen variant per group: groupId → variantId */
  chosen: Map<number, number>;
  expandStores: boolean;
  /** filter[quantity][gt] */
  quantityGt: number | undefined;
  /** filter[store_city_id] */
  storeCityId: number | undefined;
  /** filter[store_quantity][gte] */
  storeQuantityGte: number | undefined;
};

export type TParseResult =
  | { ok: true; value: TModificationsFilter }
  | { ok: false; errors: Record<string, string[]> };

function single(value: unknown): string | undefined {
  if (Array.isArray(value)) return single(value[value.length - 1]);
  return typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : undefined;
}

function nonNegative(value: unknown): number | undefined | null {
  const text = single(value);
  if (text === undefined || text === "") return undefined;
  return /^-?\d{1,9}$/.test(text) && Number(text) >= 0 ? Number(text) : null;
}

function positive(value: unknown): number | undefined | null {
  const text = single(value);
  if (text === undefined || text === "") return undefined;
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/**
 * The query of GET /products/:id/modifications as Fastify hands it over: flat keys
 * `v[12]`, `filter[quantity][gt]`, … (or nested objects when a nesting parser is used).
 */
export function parseModificationsQuery(query: Record<string, unknown>): TParseResult {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const flat: Record<string, unknown> = {};
  const flatten = (prefix: string, value: unknown) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) flatten(prefix ? `${prefix}[${k}]` : k, v);
    } else flat[prefix] = value;
  };
  flatten("", query);

  const chosen = new Map<number, number>();
  for (const [key, value] of Object.entries(flat)) {
    const match = /^v\[([^\]]*)\]$/.exec(key);
    if (!match) continue;
    const groupId = positive(match[1]);
    if (groupId === null || groupId === undefined) {
      fail(key, productMessages.badGroupKey);
      continue;
    }
    const variantId = positive(value);
    if (variantId === null || variantId === undefined) fail(key, productMessages.badVariantId);
    else chosen.set(groupId, variantId);
  }

  const expand = single(flat.expand);
  const expandParts = expand ? expand.split(",").map((p) => p.trim()) : [];
  if (expandParts.some((p) => p !== "stores" && p !== "")) fail("expand", productMessages.badExpand);

  const quantityGt = nonNegative(flat["filter[quantity][gt]"]);
  if (quantityGt === null) fail("filter[quantity][gt]", productMessages.badInteger);
  const storeCityId = positive(flat["filter[store_city_id]"]);
  if (storeCityId === null) fail("filter[store_city_id]", productMessages.badCityId);
  const storeQuantityGte = nonNegative(flat["filter[store_quantity][gte]"]);
  if (storeQuantityGte === null) fail("filter[store_quantity][gte]", productMessages.badInteger);

  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      chosen,
      expandStores: expandParts.includes("stores"),
      quantityGt: quantityGt ?? undefined,
      storeCityId: storeCityId ?? undefined,
      storeQuantityGte: storeQuantityGte ?? undefined,
    },
  };
}

/** `variant_ids[]` (or `variant_ids`): one or many positive integers. */
export function parseVariantIds(
  query: Record<string, unknown>,
): { ok: true; ids: number[] } | { ok: false; errors: Record<string, string[]> } {
  const raw = query["variant_ids[]"] ?? query.variant_ids;
  const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const ids: number[] = [];
  for (const value of values.flatMap((v) => (typeof v === "string" ? v.split(",") : [v]))) {
    const id = positive(value);
    if (id === undefined) continue;
    if (id === null) return { ok: false, errors: { "variant_ids[]": [productMessages.badVariantId] } };
    ids.push(id);
  }
  return { ok: true, ids: [...new Set(ids)] };
}
