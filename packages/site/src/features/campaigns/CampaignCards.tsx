import { buildImageSet } from "@optika/domain/images";
import { Badge, Picture, type TBadgeTone } from "@optika/ui";
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
  label,
  headingLevel = 2,
  priorityCount = 0,
}: {
  campaigns: readonly TCampaignCardView[];
  label: string;
  headingLevel?: 2 | 3;
  priorityCount?: number;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.cards} aria-label={label}>
      {campaigns.map((c, index) => {
        const banner = c.bannerImageId === null ? null : buildImageSet(c.bannerImageId);
        return (
          <li key={c.id} className={styles.card} data-status={c.status}>
            {banner ? (
              <Picture
                src={banner.src}
                sources={banner.sources}
                sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                width={480}
                height={270}
                alt=""
                className={styles.banner}
                loading={index < priorityCount ? "eager" : "lazy"}
              />
            ) : null}
            <div className={styles.cardBody}>
              <p className={styles.cardMeta}>
                <Badge tone={BADGE_TONE[c.status]}>{c.statusLabel}</Badge>
                <span>{c.dates}</span>
              </p>
              <Heading className={styles.cardTitle}>
                <a href={c.href} className={styles.cardLink}>
                  {c.title}
                </a>
              </Heading>
              <p className={styles.cardLead}>{c.lead}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
