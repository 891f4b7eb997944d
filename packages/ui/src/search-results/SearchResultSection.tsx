import type { ReactNode } from "react";
import { Button } from "../button/Button.tsx";
import { messages } from "./messages.ts";
import styles from "./search-results.module.css";

export interface ISearchResultSectionProps {
  /** The anchor of the section ('#articles'), also its heading's id prefix. */
  id: string;
  title: string;
  /** All hits of the group. */
  total: number;
  /** 'Показать еще': the results page with this section shown in full (a link, works without JS). */
  showMoreHref?: string | null;
  /** 'Показать еще' that reveals this in place (a `<details>`: no script, no request). */
  more?: ReactNode;
  children: ReactNode;
}

/** One group of the search results page: heading with its count, its hits, 'Показать еще'. */
export function SearchResultSection({
  id,
  title,
  total,
  showMoreHref,
  more,
  children,
}: ISearchResultSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section} data-search-section={id}>
      <h2 id={headingId} className={styles.heading}>
        {title}
        <span className={styles.count}>{total}</span>
      </h2>
      {children}
      {showMoreHref ? (
        <Button href={showMoreHref} variant="secondary" className={styles.more}>
          {messages.showMore}
        </Button>
      ) : null}
      {more ? (
        <details className={styles.moreDetails}>
          <summary className={styles.moreSummary}>{messages.showMore}</summary>
          {more}
        </details>
      ) : null}
    </section>
  );
}
