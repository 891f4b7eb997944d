import type { TCampaignDetail } from "@optika/api-contract";
import { CONTENT_MESSAGES } from "@optika/api-contract";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { notFound } from "../../http/index.ts";
import { isoOf } from "../articles/article-rows.ts";
import { productCardsByIds } from "../catalog/cards-by-ids.ts";
import { sanitizeContentHtml } from "../content-html/sanitize.ts";
import { CAMPAIGN_CARD_COLUMNS, campaignCardDto, type TCampaignCardRow, todayOf } from "./campaign-rows.ts";

/** Most products a promotion page shows. */
const CAMPAIGN_PRODUCTS_MAX = 24;

/**
 * GET /campaigns/{slug}: the promotion with its conditions and landing text (sanitised as served)
 * and its products. Statements: the promotion (1) + current city and cards (2) when it names products.
 */
export async function getCampaign(
  db: TDb,
  slug: string,
  now: Date,
  cityId: () => Promise<number>,
): Promise<TCampaignDetail> {
  const [row] = await queryRows<
    TCampaignCardRow & {
      conditions_html: string;
      body_html: string;
      updated_at: Date | string;
      product_ids: unknown;
    }
  >(
    db,
    sql`select ${CAMPAIGN_CARD_COLUMNS}, c.conditions_html, c.body_html, c.updated_at, c.product_ids
        from campaigns c where c.slug = ${slug}`,
  );
  if (!row) throw notFound(CONTENT_MESSAGES.campaignUnknown);
  const ids = Array.isArray(row.product_ids)
    ? row.product_ids.filter((id): id is number => Number.isInteger(id)).slice(0, CAMPAIGN_PRODUCTS_MAX)
    : [];
  const products = ids.length === 0 ? [] : await productCardsByIds(db, ids, await cityId());
  return {
    ...campaignCardDto(row, todayOf(now)),
    conditions_html: sanitizeContentHtml(row.conditions_html),
    body_html: sanitizeContentHtml(row.body_html),
    updated_at: isoOf(row.updated_at),
    products,
  };
}
