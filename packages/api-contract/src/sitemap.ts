import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZErrorResponse, zInt } from "./common.ts";

const c = initContract();

/** URLs per section sitemap file (the protocol allows 50,000; smaller files stay cheap to build). */
export const SITEMAP_PAGE_SIZE = 10_000;
/** Files per section at most: a section lists at most SITEMAP_PAGE_SIZE × this many URLs. */
export const SITEMAP_MAX_PAGES = 20;
/** A section's name: what its file is called (`/sitemaps/{section}-{page}.xml`). */
export const ZSitemapSection = z
  .string()
  .max(32)
  .regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/);

export const sitemapMessages = {
  sectionNotFound: "Раздел карты сайта не найден",
  badPage: "Некорректный номер страницы карты сайта",
} as const;

export const ZSitemapEntry = z.object({
  /** a local path ("/product/acuvue-oasys"); the storefront puts its host in front */
  path: z.string(),
  /** ISO 8601 date-time of the last change, when known */
  lastmod: z.string().nullable(),
});
export type TSitemapEntry = z.infer<typeof ZSitemapEntry>;

export const ZSitemapIndex = z.object({
  /** the sub-domain of the city the request's host names (null on the base host) */
  city_sub_domain: z.string().nullable(),
  /** the id of that city (null on the base host and on a label that names no city) */
  city_id: z.number().int().nullable(),
  sections: z.array(
    z.object({
      section: ZSitemapSection,
      /** files of this section (1…SITEMAP_MAX_PAGES); 0 when it has no URL */
      pages: z.number().int(),
      lastmod: z.string().nullable(),
    }),
  ),
});
export type TSitemapIndex = z.infer<typeof ZSitemapIndex>;

export const sitemapContract = c.router({
  getIndex: {
    method: "GET",
    path: "/sitemap",
    responses: { 200: ZSitemapIndex },
    summary: "The sitemap's sections (each a registered source) with their file counts and last change",
  },
  getSection: {
    method: "GET",
    path: "/sitemap/:section",
    pathParams: z.object({ section: ZSitemapSection }),
    query: z.object({ page: zInt(sitemapMessages.badPage, { min: 1, max: SITEMAP_MAX_PAGES }).default(1) }),
    responses: {
      200: z.object({ section: ZSitemapSection, page: z.number().int(), entries: z.array(ZSitemapEntry) }),
      400: ZErrorResponse,
      404: ZErrorResponse,
    },
    summary:
      "One file of a sitemap section: URLs that answer 200 (available products, non-empty filter pages)",
  },
});
