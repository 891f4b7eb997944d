import type { TApiClient } from "../../server/api.server.ts";
import { campaignCard } from "./campaign-card.server.ts";
import type { TCampaignCardView } from "./campaign-view.ts";

/** Data of CurrentCampaignsSection: promotions running today (empty when the API fails: the home page still renders). */
export async function loadCurrentCampaigns(api: TApiClient, limit = 3): Promise<TCampaignCardView[]> {
  const answer = await api.campaigns.currentCampaigns({ query: { limit } }).catch(() => null);
  return answer?.status === 200 ? answer.body.items.map(campaignCard) : [];
}
