import { listArticleSitemapEntries, listCharitySitemapEntries } from "../articles/sitemap-entries.ts";
import { listCampaignSitemapEntries } from "../campaigns/sitemap-entries.ts";
import { listCmsSitemapEntries } from "../cms/list-cms-sitemap-entries.ts";
import { listCompetitorSitemapEntries } from "../lens-competitors/competitor-sitemap.ts";
import { listQuestionSitemapEntries } from "../questions/question-sitemap.ts";
import { listReviewSitemapEntries } from "../reviews/review-sitemap.ts";
import { listVideoAndVacancySitemapEntries } from "../videos/sitemap-entries.ts";
import {
  listCategorySitemapEntries,
  listFilterPageSitemapEntries,
  listProductSitemapEntries,
} from "./list-catalog-sitemap-entries.ts";
import { listServiceSitemapEntries, listSpecialistSitemapEntries } from "./list-clinic-sitemap-entries.ts";
import { listStaticSitemapEntries } from "./list-static-sitemap-entries.ts";
import type { TSitemapSource } from "./sitemap-source.ts";

/**
 * The sitemap's sections, in the order of the sitemap index (decision 0043). A content feature
 * adds its section with one line: `{ section: "articles", list: listArticleSitemapEntries }`,
 * where `list(db)` returns `{ path, lastmod }[]` of its pages that answer 200 (published only).
 */
export const SITEMAP_SOURCES: readonly TSitemapSource[] = [
  { section: "static", list: listStaticSitemapEntries },
  { section: "categories", list: listCategorySitemapEntries },
  { section: "filters", list: listFilterPageSitemapEntries },
  { section: "products", list: listProductSitemapEntries },
  { section: "services", list: listServiceSitemapEntries },
  { section: "specialists", list: listSpecialistSitemapEntries },
  // content (issue 14): CMS pages (landings, legal texts), articles, promotions, videos and
  // vacancies, reviews, questions to specialists, lens comparisons
  {
    section: "pages",
    list: async (db) =>
      (await listCmsSitemapEntries(db)).map((e) => ({ path: e.path, lastmod: e.updatedAt })),
  },
  { section: "articles", list: (db) => listArticleSitemapEntries(db) },
  { section: "charity", list: (db) => listCharitySitemapEntries(db) },
  { section: "promotions", list: listCampaignSitemapEntries },
  { section: "media", list: (db) => listVideoAndVacancySitemapEntries(db) },
  { section: "reviews", list: listReviewSitemapEntries },
  { section: "questions", list: listQuestionSitemapEntries },
  { section: "competitors", list: listCompetitorSitemapEntries },
];
