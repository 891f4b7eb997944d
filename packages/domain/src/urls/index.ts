export {
  LEGACY_REDIRECT_TABLE,
  matchLegacyRedirectTable,
  type TLegacyRedirectRule,
} from "./legacy-redirect-table.ts";
export { canonicalPathname, normalizePath } from "./normalize-path.ts";
export { resolveLegacyRedirect, type TLegacyRedirectLookups } from "./resolve-legacy-redirect.ts";
export { MAX_RETURN_PATH_LENGTH, safeReturnPath } from "./safe-return-path.ts";
export { isSlug, MAX_SLUG_LENGTH, productSlugCandidates } from "./slug.ts";
