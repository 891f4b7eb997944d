import { pageHref } from "@optika/domain";

/** Absolute canonical URL of a listing page: its canonical path, plus `page` beyond the first. */
export function canonicalUrl(origin: string, canonicalPath: string, page = 1): string {
  return `${origin}${pageHref(canonicalPath, "", page)}`;
}
