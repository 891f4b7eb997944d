import { PER_PAGE_OPTIONS, pageCount, paginationItems, paginationMessages } from "@optika/domain/pagination";
import { clsx } from "clsx";
import { type KeyboardEvent, type MouseEvent, useRef } from "react";
import { Button } from "../button/Button.tsx";
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from "../icons/icons.tsx";
import { UiLink } from "../ui-link/UiLink.tsx";
import { messages } from "./messages.ts";
import styles from "./pagination.module.css";

export interface IPaginationProps {
  page: number;
  perPage: number;
  total: number;
  /** Link to a page (keeps the path and other parameters; the domain's `pageHref` builds it). */
  hrefForPage: (page: number) => string;
  /** Link that switches the page size; without it there is no 'N на странице' menu (a fixed page size). */
  hrefForPerPage?: (perPage: number) => string;
  /** First page on screen when 'Показать ещё' has appended pages (default `page`): pages firstPage…page are shown. */
  firstPage?: number;
  /** Link of 'Показать ещё' (default: the next page). */
  showMoreHref?: string;
  /** Tap on 'Показать ещё' (e.g. navigate keeping the scroll position; call `preventDefault`). */
  onShowMore?: (event: MouseEvent<HTMLElement>) => void;
  className?: string;
}

/**
 * Catalogue pagination: 'Показать ещё' (next page) while there is one, numbered pages with
 * ellipses, 'Показано X - Y из N' and the 30/60/90/120 'N на странице' menu.
 */
export function Pagination({
  page,
  perPage,
  total,
  hrefForPage,
  hrefForPerPage,
  firstPage,
  showMoreHref,
  onShowMore,
  className,
}: IPaginationProps) {
  const pages = pageCount(total, perPage);
  const current = Math.min(Math.max(1, page), pages);
  const first = Math.min(Math.max(1, firstPage ?? current), current);
  const shownFrom = total > 0 && perPage > 0 ? (first - 1) * perPage + 1 : 0;
  const shownTo = total > 0 && perPage > 0 ? Math.min(current * perPage, total) : 0;
  const items = paginationItems(current, pages);
  const detailsRef = useRef<HTMLDetailsElement>(null);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = detailsRef.current;
    if (event.key === "Escape" && details?.open) {
      details.open = false;
      details.querySelector("summary")?.focus();
    }
  };

  return (
    <div className={clsx(styles.root, className)}>
      {current < pages ? (
        <Button
          href={showMoreHref ?? hrefForPage(current + 1)}
          variant="secondary"
          size="lg"
          className={styles.more}
          onClick={onShowMore}
        >
          {messages.showMore}
        </Button>
      ) : null}
      <div className={styles.bar}>
        {pages > 1 ? (
          <nav aria-label={messages.nav}>
            <ul className={styles.pages}>
              <li className={styles.arrowItem}>
                {first > 1 ? (
                  <UiLink
                    href={hrefForPage(first - 1)}
                    className={styles.arrow}
                    aria-label={messages.previous}
                    rel="prev"
                  >
                    <ChevronLeftIcon size={20} />
                  </UiLink>
                ) : (
                  <span className={clsx(styles.arrow, styles.arrowDisabled)} aria-hidden="true">
                    <ChevronLeftIcon size={20} />
                  </span>
                )}
              </li>
              {items.map((item, index) =>
                item === "ellipsis" ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: at most two ellipses, told apart by position
                  <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
                    …
                  </li>
                ) : (
                  <li key={item}>
                    <UiLink
                      href={hrefForPage(item)}
                      className={clsx(styles.page, item >= first && item <= current && styles.current)}
                      aria-label={messages.page(item)}
                      aria-current={item === current ? "page" : undefined}
                    >
                      {item}
                    </UiLink>
                  </li>
                ),
              )}
              <li className={styles.arrowItem}>
                {current < pages ? (
                  <UiLink
                    href={hrefForPage(current + 1)}
                    className={styles.arrow}
                    aria-label={messages.next}
                    rel="next"
                  >
                    <ChevronRightIcon size={20} />
                  </UiLink>
                ) : (
                  <span className={clsx(styles.arrow, styles.arrowDisabled)} aria-hidden="true">
                    <ChevronRightIcon size={20} />
                  </span>
                )}
              </li>
            </ul>
          </nav>
        ) : (
          <span />
        )}
        <div className={styles.meta}>
          <span data-shown-range="">{paginationMessages.shownRange(shownFrom, shownTo, total)}</span>
          {hrefForPerPage ? (
            <details className={styles.perPage} ref={detailsRef} onKeyDown={onMenuKeyDown}>
              <summary className={styles.perPageSummary}>
                {messages.perPage(perPage)}
                <ChevronDownIcon size={16} className={styles.chevron} />
              </summary>
              <ul className={styles.perPageList}>
                {PER_PAGE_OPTIONS.map((option) => (
                  <li key={option}>
                    <UiLink
                      href={hrefForPerPage(option)}
                      className={styles.perPageLink}
                      aria-current={option === perPage ? "true" : undefined}
                    >
                      {messages.perPage(option)}
                    </UiLink>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      </div>
    </div>
  );
}
