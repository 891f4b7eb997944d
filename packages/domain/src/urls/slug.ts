/** Longest slug of a page or API path (categories, products); longer ones are not ours (404). */
export const MAX_SLUG_LENGTH = 100;
/** Slugs are lowercase latin letters, digits, "-", "_" and "." (no NUL, no slash, no space). */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

/** Whether a path segment can be a slug at all (checked before any lookup). */
export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);
}

/** Trailing "-digits" of an old product slug (its article number). */
const ARTICLE_SUFFIX = /-\d+$/;

/**
 * The slugs a product URL may stand for, longest first: the slug itself, then the slug with its
 * trailing article numbers removed one by one ("lens-1-2" → "lens-1-2", "lens-1", "lens"). At most
 * MAX_SLUG_LENGTH / 2 + 1 entries for a valid slug, so one query can try them all.
 */
export function productSlugCandidates(slug: string): string[] {
  const candidates = [slug];
  let candidate = slug;
  while (ARTICLE_SUFFIX.test(candidate)) {
    candidate = candidate.replace(ARTICLE_SUFFIX, "");
    if (candidate) candidates.push(candidate);
  }
  return candidates;
}
