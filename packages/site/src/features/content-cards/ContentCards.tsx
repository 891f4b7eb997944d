import { buildImageSet } from "@optika/domain/images";
import { Picture } from "@optika/ui";
import type { ReactNode } from "react";
import styles from "./content-cards.module.css";

/** One card of a content listing: the picture, what goes above the title, the title (the link), the lead. */
export type TContentCard = {
  id: number;
  href: string;
  title: string;
  lead: string;
  imageId: number | null;
  /** a line above the title (a category, a status with dates) */
  above: ReactNode;
  /** a line at the card's foot (a date and reading time) */
  below?: ReactNode;
  /** "expired" dims the picture (a promotion that has ended) */
  status?: string;
};

/**
 * The grid of article and promotion cards: a 16:9 picture, the line above, the title whose link
 * covers the whole card, the lead, the line below. The first `priorityCount` pictures load eagerly.
 */
export function ContentCards({
  cards,
  label,
  headingLevel = 2,
  priorityCount = 0,
}: {
  cards: readonly TContentCard[];
  label: string;
  headingLevel?: 2 | 3;
  priorityCount?: number;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.cards} aria-label={label}>
      {cards.map((card, index) => {
        const image = card.imageId === null ? null : buildImageSet(card.imageId);
        return (
          <li key={card.id} className={styles.card} data-status={card.status}>
            {image ? (
              <Picture
                src={image.src}
                sources={image.sources}
                sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                width={480}
                height={270}
                alt=""
                className={styles.cover}
                loading={index < priorityCount ? "eager" : "lazy"}
              />
            ) : null}
            <div className={styles.cardBody}>
              {card.above}
              <Heading className={styles.cardTitle}>
                <a href={card.href} className={styles.cardLink}>
                  {card.title}
                </a>
              </Heading>
              <p className={styles.cardLead}>{card.lead}</p>
              {card.below}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
