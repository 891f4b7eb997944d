import qs from "qs";

/**
 * Bounds of the query-string parser: brackets are understood (`v[12]=3`, `filter[quantity][gt]=0`,
 * `variant_ids[]=1`) but nesting stops at QUERY_STRING_LIMITS.depth (the rest stays a literal
 * key), arrays above arrayLimit become objects, parameters beyond parameterLimit are ignored.
 * The contract's zod schemas then say what each key may hold.
 */
const QUERY_STRING_LIMITS = { depth: 3, arrayLimit: 50, parameterLimit: 100 } as const;

/** Fastify's querystringParser: a bounded qs.parse (sparse arrays kept so `v[3]` stays group 3). */
export function parseQueryString(query: string): Record<string, unknown> {
  return qs.parse(query, {
    ...QUERY_STRING_LIMITS,
    allowSparse: true,
    allowPrototypes: false,
    allowDots: false,
    duplicates: "combine",
    throwOnLimitExceeded: false,
  });
}
