import { accentColorSlot } from "@optika/domain/layout";
import { clsx } from "clsx";
import { memo, useCallback, useId, useRef, useState } from "react";
import { ChevronDownIcon } from "../icons/icons.tsx";
import { UiLink } from "../ui-link/UiLink.tsx";
import styles from "./category-shortcuts.module.css";
import { messages } from "./messages.ts";
import type { ISiteLink } from "./types.ts";
import { useDismiss } from "./use-dismiss.ts";
import { useOverflowIndex } from "./use-overflow-index.ts";

/** At most this many shortcuts sit in the bar (one per accent colour); the rest go to 'Ещё'. */
export const MAX_SHORTCUTS_IN_BAR = 5;

export interface ICategoryShortcutsProps {
  links: ISiteLink[];
}

function accent(index: number) {
  return { color: `var(--color-extra-${accentColorSlot(index)})` };
}

/**
 * The accent-coloured category links beside 'Меню'. Those that do not fit the bar's width (or come
 * after the fifth) are listed under an 'Ещё' button instead of being hidden.
 */
export const CategoryShortcuts = memo(function CategoryShortcuts({ links }: ICategoryShortcutsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const moreId = useId();
  const [isMoreOpen, setMoreOpen] = useState(false);
  const closeMore = useCallback(() => setMoreOpen(false), []);
  useDismiss(isMoreOpen, closeMore, rootRef);

  const inBar = links.slice(0, MAX_SHORTCUTS_IN_BAR);
  const wrappedFrom = useOverflowIndex(listRef, inBar.map((link) => link.label).join("|"));
  const fitting = wrappedFrom ?? inBar.length;
  const overflow = links.slice(fitting);
  if (links.length === 0) return null;

  return (
    <nav ref={rootRef} aria-label={messages.extraNav} className={styles.root}>
      <ul className={styles.list} ref={listRef}>
        {inBar.map((link, index) => (
          <li
            key={link.href}
            className={styles.item}
            data-wrapped={index >= fitting || undefined}
            aria-hidden={index >= fitting || undefined}
          >
            <UiLink
              href={link.href}
              className={styles.link}
              style={accent(index)}
              tabIndex={index >= fitting ? -1 : undefined}
            >
              {link.label}
            </UiLink>
          </li>
        ))}
      </ul>
      {overflow.length > 0 ? (
        <div className={styles.more}>
          <button
            type="button"
            className={styles.moreButton}
            aria-expanded={isMoreOpen}
            aria-controls={moreId}
            onClick={() => setMoreOpen((open) => !open)}
          >
            {messages.more}
            <ChevronDownIcon size={16} />
          </button>
          <ul id={moreId} className={clsx(styles.moreList)} hidden={!isMoreOpen}>
            {overflow.map((link, index) => (
              <li key={link.href}>
                <UiLink
                  href={link.href}
                  className={styles.moreLink}
                  style={accent(fitting + index)}
                  onClick={closeMore}
                >
                  {link.label}
                </UiLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </nav>
  );
});
