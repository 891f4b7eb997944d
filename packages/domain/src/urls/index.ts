export {
  LEGACY_REDIRECT_TABLE,
  matchLegacyRedirectTable,
  type TLegacyRedirectRule,
} from "./legacy-redirect-table";
export { canonicalPathname, normalizePath } from "./normalize-path";
export { resolveLegacyRedirect, type TLegacyRedirectLookups } from "./resolve-legacy-redirect";
export { MAX_RETURN_PATH_LENGTH, safeReturnPath } from "./safe-return-path";
export { isSlug, MAX_SLUG_LENGTH, productSlugCandidates } from "./slug";
