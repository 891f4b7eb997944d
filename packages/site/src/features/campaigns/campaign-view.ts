import type { TCampaignCard } from "@optika/api-contract";
import { russianDateOfIso } from "@optika/domain/dates";
import { campaignsMessages as m } from "./messages.ts";

export type TCampaignCardView = {
  id: number;
  href: string;
  title: string;
  lead: string;
  status: TCampaignCard["status"];
  statusLabel: string;
  dates: string;
  /** the picture's id: its sizes and formats are built where it renders (lighter loader data) */
  bannerImageId: number | null;
};

export function campaignCardView(campaign: TCampaignCard): TCampaignCardView {
  return {
    id: campaign.id,
    href: `/aktsii/${campaign.slug}`,
    title: campaign.title,
    lead: campaign.lead,
    status: campaign.status,
    statusLabel: m.status[campaign.status],
    dates: m.dates(russianDateOfIso(campaign.starts_on), russianDateOfIso(campaign.ends_on)),
    bannerImageId: campaign.banner_image_id,
  };
}
