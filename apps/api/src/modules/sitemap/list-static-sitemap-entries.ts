import { LENS_TYPE_SLUGS, lensTypePath } from "@optika/domain/lenses";
import type { TSitemapSourceEntry } from "./sitemap-source.ts";

/**
 * The site's fixed pages that answer 200 for everyone (no sign-in, no query): home, catalogue
 * entries (with each lens type's page), certificates, clinics, services and booking. Their change date is not recorded, so
 * they carry no lastmod (the protocol makes it optional).
 */
export const STATIC_SITEMAP_PATHS: readonly string[] = [
  "/",
  "/catalog",
  "/lenses",
  ...LENS_TYPE_SLUGS.map(lensTypePath),
  "/ochki",
  "/sertifikaty",
  "/uslugi",
  "/specialists",
  "/kontakty",
  "/zapis",
  "/bystraya-zapis",
];

export async function listStaticSitemapEntries(): Promise<TSitemapSourceEntry[]> {
  return STATIC_SITEMAP_PATHS.map((path) => ({ path, lastmod: null }));
}
