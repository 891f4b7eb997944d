import type { TCampaignCard } from "@optika/api-contract";
import { campaignStatus } from "@optika/domain/content";
import { sql } from "drizzle-orm";

export type TCampaignCardRow = {
  id: number;
  slug: string;
  title: string;
  lead: string;
  starts_on: string;
  ends_on: string;
  banner_image_id: number | null;
};

export const CAMPAIGN_CARD_COLUMNS = sql`c.id, c.slug, c.title, c.lead, c.starts_on::text as starts_on,
  c.ends_on::text as ends_on, c.banner_image_id`;

/** The day a promotion's dates are compared with: the server's UTC day. */
export function todayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function campaignCardDto(row: TCampaignCardRow, today: string): TCampaignCard {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    lead: row.lead,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    status: campaignStatus({ startsOn: row.starts_on, endsOn: row.ends_on }, today),
    banner_image_id: row.banner_image_id === null ? null : Number(row.banner_image_id),
  };
}
