import type { TCampaignCard, TCampaignListing } from "@optika/api-contract";
import { CONTENT_PAGE_SIZE } from "@optika/domain/content";
import { sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/rows.ts";
import { CAMPAIGN_CARD_COLUMNS, campaignCardDto, type TCampaignCardRow, todayOf } from "./campaign-rows.ts";

/**
 * GET /campaigns: running promotions first, then upcoming ones (each ending soonest first), then
 * the expired ones (most recently ended first). One statement (the total rides along as a window count).
 */
export async function listCampaigns(
  db: TDb,
  input: { page?: number | undefined; limit?: number | undefined },
  now: Date,
): Promise<TCampaignListing> {
  const page = input.page ?? 1;
  const limit = input.limit ?? CONTENT_PAGE_SIZE;
  const today = todayOf(now);
  const rows = await queryRows<TCampaignCardRow & { total: number }>(
    db,
    sql`select ${CAMPAIGN_CARD_COLUMNS}, count(*) over ()::int as total
        from campaigns c
        order by case when c.ends_on < ${today}::date then 2 when c.starts_on > ${today}::date then 1 else 0 end,
                 case when c.ends_on >= ${today}::date then c.ends_on end asc,
                 c.ends_on desc, c.id
        limit ${limit} offset ${(page - 1) * limit}`,
  );
  const total = rows[0] ? Number(rows[0].total) : page === 1 ? 0 : await countCampaigns(db);
  return { items: rows.map((row) => campaignCardDto(row, today)), total, page, limit };
}

async function countCampaigns(db: TDb): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from campaigns`);
  return Number(row?.n ?? 0);
}

/** GET /campaigns/current: promotions running today, ending soonest first (one statement). */
export async function currentCampaigns(db: TDb, limit: number, now: Date): Promise<TCampaignCard[]> {
  const today = todayOf(now);
  const rows = await queryRows<TCampaignCardRow>(
    db,
    sql`select ${CAMPAIGN_CARD_COLUMNS} from campaigns c
        where c.starts_on <= ${today}::date and c.ends_on >= ${today}::date
        order by c.ends_on, c.id limit ${limit}`,
  );
  return rows.map((row) => campaignCardDto(row, today));
}
