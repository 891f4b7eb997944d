import type { TArticleDetail, TArticleSection } from "@optika/api-contract";
import { CONTENT_MESSAGES } from "@optika/api-contract";
import { RELATED_MAX } from "@optika/domain/content";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { notFound } from "../../http/index.ts";
import { productCardsByIds } from "../catalog/cards-by-ids.ts";
import { sanitizeContentHtml } from "../content-html/sanitize.ts";
import { ARTICLE_CARD_COLUMNS, articleCardDto, isoOf, type TArticleCardRow } from "./article-rows.ts";
import { addHeadingAnchors } from "./heading-anchors.ts";

type TArticleRow = TArticleCardRow & {
  body_html: string;
  updated_at: Date | string;
  headings: { id: string; text: string }[] | null;
  related_article_ids: number[] | null;
  related_product_ids: number[] | null;
};

function idList(value: unknown): number[] {
  return Array.isArray(value)
    ? value.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, RELATED_MAX)
    : [];
}

/**
 * GET /articles/{section}/{category}/{slug}: the article (sanitised again as served, its h2 given
 * the table of contents' ids), its related articles and products. Statements: the article (1), the
 * related articles (1, when it names any), the product cards (1, when it names any; the current
 * city is asked only then, through `cityId`).
 */
export async function getArticle(
  db: TDb,
  key: { section: TArticleSection; category: string; slug: string },
  now: Date,
  cityId: () => Promise<number>,
): Promise<TArticleDetail> {
  const [row] = await queryRows<TArticleRow>(
    db,
    sql`select ${ARTICLE_CARD_COLUMNS}, a.body_html, a.updated_at, a.headings, a.related_article_ids, a.related_product_ids
        from articles a join article_categories ac on ac.id = a.category_id
        where ac.section = ${key.section} and ac.slug = ${key.category} and a.slug = ${key.slug}
          and a.published_at <= ${now}`,
  );
  if (!row) throw notFound(CONTENT_MESSAGES.articleUnknown);
  const relatedIds = idList(row.related_article_ids).filter((id) => id !== Number(row.id));
  const productIds = idList(row.related_product_ids);
  const [related, products] = await Promise.all([
    relatedIds.length === 0
      ? []
      : queryRows<TArticleCardRow>(
          db,
          sql`select ${ARTICLE_CARD_COLUMNS}
              from articles a join article_categories ac on ac.id = a.category_id
              where a.id in (${sql.join(
                relatedIds.map((id) => sql`${id}`),
                sql`, `,
              )}) and a.published_at <= ${now}`,
        ),
    productIds.length === 0 ? [] : cityId().then((city) => productCardsByIds(db, productIds, city)),
  ]);
  const relatedById = new Map(related.map((r) => [Number(r.id), articleCardDto(r)]));
  const { html, headings } = addHeadingAnchors(sanitizeContentHtml(row.body_html), row.headings ?? []);
  return {
    ...articleCardDto(row),
    body_html: html,
    updated_at: isoOf(row.updated_at),
    headings,
    related_articles: relatedIds.flatMap((id) => relatedById.get(id) ?? []),
    related_products: products,
  };
}
