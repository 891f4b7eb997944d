import { clsx } from "clsx";
import { useId, useState } from "react";
import { ChevronDownIcon } from "../icons/icons.tsx";
import { messages } from "./messages.ts";
import { SearchOverlayItem } from "./SearchOverlayItem.tsx";
import styles from "./search-overlay-results.module.css";
import type { ISearchOverlaySection } from "./types.ts";

export interface ISearchOverlaySectionProps {
  section: ISearchOverlaySection;
  /** How many items to show (all when absent). */
  limit?: number;
  /** Below the mobile breakpoint the heading folds and unfolds the section. */
  isCollapsible: boolean;
  /** Opens the group's own tab ('Показать все'), shown when items are left out. */
  onShowAll?: () => void;
}

/** A group of hits under its heading and count; collapsible on phones. */
export function SearchOverlaySection({
  section,
  limit,
  isCollapsible,
  onShowAll,
}: ISearchOverlaySectionProps) {
  const [isExpanded, setExpanded] = useState(true);
  const listId = useId();
  const items = limit === undefined ? section.items : section.items.slice(0, limit);
  const isOpen = !isCollapsible || isExpanded;
  const hasMore = section.total > items.length && onShowAll !== undefined;
  const isProducts = section.items.every((item) => item.kind === "product");
  return (
    <section className={styles.section} aria-label={section.title} data-search-section={section.key}>
      <h3 className={styles.sectionHead}>
        {isCollapsible ? (
          <button
            type="button"
            className={styles.sectionToggle}
            aria-expanded={isExpanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            <span>{section.title}</span>
            <span className={styles.sectionCount}>{section.total}</span>
            <ChevronDownIcon size={18} className={clsx(styles.chevron, isExpanded && styles.chevronUp)} />
          </button>
        ) : (
          <>
            <span>{section.title}</span>
            <span className={styles.sectionCount}>{section.total}</span>
          </>
        )}
      </h3>
      <div id={listId} hidden={!isOpen}>
        <ul className={clsx(styles.items, isProducts && styles.productItems)}>
          {items.map((item) => (
            <li key={item.key}>
              <SearchOverlayItem item={item} />
            </li>
          ))}
        </ul>
        {hasMore ? (
          <button type="button" className={styles.showAll} onClick={onShowAll}>
            {messages.showAll} ({section.total})
          </button>
        ) : null}
      </div>
    </section>
  );
}
