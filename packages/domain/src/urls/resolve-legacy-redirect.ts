import { LEGACY_REDIRECT_TABLE, matchLegacyRedirectTable } from "./legacy-redirect-table.ts";
import { canonicalPathname } from "./normalize-path.ts";
import { productSlugCandidates } from "./slug.ts";

export type TLegacyRedirectLookups = {
  /** True when a product with exactly this slug exists. */
  productSlugExists(slug: string): boolean;
  /**
   * The current slug of a service for a slug seen in a URL: the new slug for an old one, the same
   * slug for a current one, undefined for an unknown one (→ "/uslugi"). Without it, /uslugi/*
   * paths are left alone.
   */
  serviceSlugFor?(oldSlug: string): string | undefined;
};

/** Safety bound on rewriting steps; the table never needs more than a few. */
const MAX_STEPS = 8;

function productTarget(pathname: string, lookups: TLegacyRedirectLookups): string | undefined {
  const match = /^\/product\/([^/]+)$/.exec(pathname);
  const slug = match?.[1];
  if (!slug || lookups.productSlugExists(slug)) return undefined;
  const found = productSlugCandidates(slug)
    .slice(1)
    .find((candidate) => lookups.productSlugExists(candidate));
  return found ? `/product/${found}` : undefined;
}

function serviceTarget(pathname: string, lookups: TLegacyRedirectLookups): string | undefined {
  if (!lookups.serviceSlugFor) return undefined;
  const match = /^\/uslugi\/([^/]+)(\/.*)?$/.exec(pathname);
  const oldSlug = match?.[1];
  if (!oldSlug) return undefined;
  const current = lookups.serviceSlugFor(oldSlug);
  if (current === oldSlug) return undefined;
  return current ? `/uslugi/${canonicalPathname(current).slice(1)}` : "/uslugi";
}

function nextStep(pathname: string, lookups: TLegacyRedirectLookups): string | undefined {
  return (
    matchLegacyRedirectTable(pathname, LEGACY_REDIRECT_TABLE) ??
    serviceTarget(pathname, lookups) ??
    productTarget(pathname, lookups)
  );
}

/**
 * The one final 301 target for a requested path (with query), or null when no redirect applies.
 * Order: lowercase, collapse slashes, drop the trailing slash, then the legacy table and the
 * service/product slug rules; all steps collapse into one answer (no chains). The query string is
 * kept; the answer is always a local path ("/…", never "//…").
 */
export function resolveLegacyRedirect(pathWithQuery: string, o: TLegacyRedirectLookups): string | null {
  const hashStart = pathWithQuery.indexOf("#");
  const withoutHash = hashStart === -1 ? pathWithQuery : pathWithQuery.slice(0, hashStart);
  const queryStart = withoutHash.indexOf("?");
  const requested = queryStart === -1 ? withoutHash : withoutHash.slice(0, queryStart);
  const query = queryStart === -1 ? "" : withoutHash.slice(queryStart);
  if (!requested.startsWith("/")) return null;

  const seen = new Set<string>();
  let current = canonicalPathname(requested);
  for (let step = 0; step < MAX_STEPS; step++) {
    seen.add(current);
    const next = nextStep(current, o);
    if (next === undefined) break;
    const canonicalNext = canonicalPathname(next);
    if (seen.has(canonicalNext)) break;
    current = canonicalNext;
  }
  return current === requested ? null : current + query;
}
