import type { TCampaignCard } from "@optika/api-contract";
import { typographText } from "../typography/typography.server.ts";
import { campaignCardView, type TCampaignCardView } from "./campaign-view.ts";

/** A promotion's card as the pages show it, its title and lead set in Russian typography ('1 000 ₽' whole). */
export function campaignCard(campaign: TCampaignCard): TCampaignCardView {
  const view = campaignCardView(campaign);
  return { ...view, title: typographText(view.title), lead: typographText(view.lead) };
}
