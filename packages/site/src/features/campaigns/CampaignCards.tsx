import { Badge, type TBadgeTone } from "@optika/ui";
import { ContentCards } from "../content-cards/ContentCards.tsx";
import type { TCampaignCardView } from "./campaign-view.ts";
import styles from "./campaigns.module.css";

export const BADGE_TONE: Record<TCampaignCardView["status"], TBadgeTone> = {
  current: "success",
  upcoming: "brand",
  expired: "neutral",
};

/** Promotion cards: banner, status, dates, title (the link), lead; ended ones are dimmed and say so. */
export function CampaignCards({
  campaigns,
  ...grid
}: {
  campaigns: readonly TCampaignCardView[];
  label: string;
  headingLevel?: 2 | 3;
  priorityCount?: number;
}) {
  return (
    <ContentCards
      {...grid}
      cards={campaigns.map((c) => ({
        id: c.id,
        href: c.href,
        title: c.title,
        lead: c.lead,
        imageId: c.bannerImageId,
        status: c.status,
        above: (
          <p className={styles.cardMeta}>
            <Badge tone={BADGE_TONE[c.status]}>{c.statusLabel}</Badge>
            <span>{c.dates}</span>
          </p>
        ),
      }))}
    />
  );
}
