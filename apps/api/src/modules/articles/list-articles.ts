import type { TArticleCategory, TArticleListing, TArticleSection } from "@optika/api-contract";
import { CONTENT_MESSAGES } from "@optika/api-contract";
import { CONTENT_PAGE_SIZE } from "@optika/domain/content";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { notFound } from "../../http/index.ts";
import { ARTICLE_CARD_COLUMNS, articleCardDto, type TArticleCardRow } from "./article-rows.ts";

type TCategoryRow = {
  id: number;
  section: TArticleSection;
  slug: string;
  name: string;
  description: string;
  articles_count: number;
};

/** The categories of a section with their published articles' counts (one statement). */
async function sectionCategories(db: TDb, section: TArticleSection, now: Date): Promise<TArticleCategory[]> {
  const rows = await queryRows<TCategoryRow>(
    db,
    sql`select ac.id, ac.section, ac.slug, ac.name, ac.description,
               (select count(*) from articles a where a.category_id = ac.id and a.published_at <= ${now})::int as articles_count
        from article_categories ac
        where ac.section = ${section}
        order by ac.sort, ac.id`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), articles_count: Number(row.articles_count) }));
}

/**
 * GET /articles: a page of a section's (or one category's) published articles, newest first.
 * Two statements: the section's categories with counts (which give the total), the page.
 */
export async function listArticles(
  db: TDb,
  input: {
    section: TArticleSection;
    category?: string | undefined;
    page?: number | undefined;
    limit?: number | undefined;
  },
  now: Date,
): Promise<TArticleListing> {
  const page = input.page ?? 1;
  const limit = input.limit ?? CONTENT_PAGE_SIZE;
  const categories = await sectionCategories(db, input.section, now);
  const category =
    input.category === undefined ? null : (categories.find((c) => c.slug === input.category) ?? null);
  if (input.category !== undefined && !category) throw notFound(CONTENT_MESSAGES.categoryUnknown);
  const total = category ? category.articles_count : categories.reduce((sum, c) => sum + c.articles_count, 0);
  const offset = (page - 1) * limit;
  const rows =
    offset >= total
      ? []
      : await queryRows<TArticleCardRow>(
          db,
          sql`select ${ARTICLE_CARD_COLUMNS}
              from articles a join article_categories ac on ac.id = a.category_id
              where ac.section = ${input.section} and a.published_at <= ${now}
                ${category ? sql`and a.category_id = ${category.id}` : sql``}
              order by a.published_at desc, a.id desc
              limit ${limit} offset ${offset}`,
        );
  return {
    section: input.section,
    category,
    categories,
    items: rows.map(articleCardDto),
    total,
    page,
    limit,
  };
}

/** GET /articles/latest: the newest published /stat articles (one statement). */
export async function latestArticles(db: TDb, limit: number, now: Date) {
  const rows = await queryRows<TArticleCardRow>(
    db,
    sql`select ${ARTICLE_CARD_COLUMNS}
        from articles a join article_categories ac on ac.id = a.category_id
        where ac.section = 'stat' and a.published_at <= ${now}
        order by a.published_at desc, a.id desc
        limit ${limit}`,
  );
  return rows.map(articleCardDto);
}
