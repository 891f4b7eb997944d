import { clsx } from "clsx";
import { ChevronUpIcon } from "../icons/icons.tsx";
import { messages } from "./messages.ts";
import styles from "./scroll-to-top.module.css";

export interface IScrollToTopProps {
  /** The site shows it after 500 px of scroll (the domain's `isScrollTopVisible`). */
  isVisible: boolean;
  onClick: () => void;
  className?: string;
}

/**
 * 'Наверх'; hidden (and out of the tab order) until visible. Placed between the page's content and
 * the footer: it floats in the bottom right corner (above the phone's safe area) while the content
 * scrolls by, and parks in the gap above the footer once the footer comes into view, so it never
 * lies over the footer's links. A tab at the screen's edge where the content reaches the gutter
 * (phones to 1399 px: over no card's price or button), a round button in the free margin beyond.
 */
export function ScrollToTop({ isVisible, onClick, className }: IScrollToTopProps) {
  return (
    <div className={styles.dock} data-scroll-to-top-dock="">
      <button
        type="button"
        className={clsx(styles.root, isVisible && styles.isVisible, className)}
        aria-label={messages.label}
        title={messages.label}
        hidden={!isVisible}
        onClick={onClick}
        data-scroll-to-top=""
      >
        <ChevronUpIcon />
      </button>
    </div>
  );
}
