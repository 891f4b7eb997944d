import { CONTENT_LIMIT_MAX, CONTENT_PAGE_MAX } from "@optika/domain/content";
import { initContract } from "@ts-rest/core";
import { z } from "zod";
import { ZProductCard } from "./catalog.ts";
import { ZErrorResponse, ZSlug, zOptionalInt } from "./common.ts";

const c = initContract();

export const ARTICLE_SECTIONS = ["stat", "charity"] as const;
export type TArticleSection = (typeof ARTICLE_SECTIONS)[number];

export const CONTENT_MESSAGES = {
  section: "Раздел должен быть stat или charity",
  page: `Номер страницы — целое число от 1 до ${CONTENT_PAGE_MAX}`,
  limit: `На странице — от 1 до ${CONTENT_LIMIT_MAX}`,
  categoryUnknown: "Рубрика не найдена",
  articleUnknown: "Статья не найдена",
  campaignUnknown: "Акция не найдена",
  vacancyUnknown: "Вакансия не найдена",
  vacancyId: "Некорректный номер вакансии",
} as const;

/** Page and page size of a content listing: bounded, absent → defaults. */
export const ZContentPageQuery = z.object({
  page: zOptionalInt(CONTENT_MESSAGES.page, { min: 1, max: CONTENT_PAGE_MAX }),
  limit: zOptionalInt(CONTENT_MESSAGES.limit, { min: 1, max: CONTENT_LIMIT_MAX }),
});

export const ZArticleSection = z.enum(ARTICLE_SECTIONS, { error: CONTENT_MESSAGES.section });

export const ZArticleCategory = z.object({
  id: z.number().int(),
  section: ZArticleSection,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** published articles in it */
  articles_count: z.number().int(),
});
export type TArticleCategory = z.infer<typeof ZArticleCategory>;

/** An article in a list: its page is `/{section}/{category.slug}/{slug}`. */
export const ZArticleCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  lead: z.string(),
  cover_image_id: z.number().int().nullable(),
  /** ISO timestamp */
  published_at: z.string(),
  reading_minutes: z.number().int(),
  category: z.object({ section: ZArticleSection, slug: z.string(), name: z.string() }),
});
export type TArticleCard = z.infer<typeof ZArticleCard>;

export const ZArticleHeading = z.object({ id: z.string(), text: z.string() });

export const ZArticleDetail = ZArticleCard.extend({
  /** sanitised HTML; its h2 elements carry the ids of `headings` */
  body_html: z.string(),
  updated_at: z.string(),
  headings: z.array(ZArticleHeading),
  related_articles: z.array(ZArticleCard),
  related_products: z.array(ZProductCard),
});
export type TArticleDetail = z.infer<typeof ZArticleDetail>;

export const ZArticleListing = z.object({
  section: ZArticleSection,
  /** the category listed, null for the whole section */
  category: ZArticleCategory.nullable(),
  categories: z.array(ZArticleCategory),
  items: z.array(ZArticleCard),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TArticleListing = z.infer<typeof ZArticleListing>;

export const articlesContract = c.router({
  listArticles: {
    method: "GET",
    path: "/articles",
    query: ZContentPageQuery.extend({ section: ZArticleSection, category: ZSlug.optional() }),
    responses: { 200: ZArticleListing, 400: ZErrorResponse, 404: ZErrorResponse },
    summary:
      "Articles of a section (stat or charity), newest first, optionally of one category (404 when unknown); page 1…1000, limit 1…60 (default 12)",
  },
  latestArticles: {
    method: "GET",
    path: "/articles/latest",
    query: z.object({ limit: zOptionalInt(CONTENT_MESSAGES.limit, { min: 1, max: 12 }) }),
    responses: { 200: z.object({ items: z.array(ZArticleCard) }), 400: ZErrorResponse },
    summary: "The newest articles of /stat (home page section), default 4",
  },
  getArticle: {
    method: "GET",
    path: "/articles/:section/:category/:slug",
    pathParams: z.object({ section: ZArticleSection, category: ZSlug, slug: ZSlug }),
    responses: { 200: z.object({ article: ZArticleDetail }), 400: ZErrorResponse, 404: ZErrorResponse },
    summary:
      "One article by section, category and slug, with its table of contents, related articles and related products (stock of the current city)",
  },
});
